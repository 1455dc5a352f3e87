// A database of its own on the PostgreSQL server of TEST_DATABASE_URL (tests/support/postgres.sh), for a
// *.pg.spec.ts file that must never meet another file's schema resets: created in beforeAll, dropped in afterAll.

import { Client } from 'pg';

async function admin(baseUrl: string, statement: string): Promise<void> {
  const client = new Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Creates the database `name` beside TEST_DATABASE_URL's and answers its connection URL. */
export async function createOwnDatabase(name: string): Promise<string> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DATABASE_URL is not set: run the tests with `npm test`, which starts PostgreSQL.');
  await admin(baseUrl, `create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropOwnDatabase(name: string): Promise<void> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (baseUrl) await admin(baseUrl, `drop database if exists ${name}`);
}
