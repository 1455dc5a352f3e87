// Used captcha tokens on a real PostgreSQL server (issue 13, item 2): two API processes on one database are
// two verifiers over two connection pools here; a token one of them took is refused by the other, and 20
// requests racing with one token let exactly one through. Runs in a database of its own.
import { Kysely, PostgresDialect } from 'kysely';
import { Pool } from 'pg';
import { migrateToLatest } from '../../server/api/db/database';
import { createCaptchaVerifier, type CaptchaVerifier } from '../../server/api/captcha/captcha.verifier';
import { pruneCaptchaTokens, SqlUsedCaptchaTokens } from '../../server/api/captcha/used-captcha-tokens';
import { goodVerdict, startFakeSiteverify, type FakeSiteverify } from '../support/fake-siteverify';
import { createOwnDatabase, dropOwnDatabase } from '../support/pg-own-database';

const database = `tavola_captcha_${process.pid}`;

let google: FakeSiteverify;
let pools: Array<Kysely<any>> = [];
let verifiers: CaptchaVerifier[] = [];
let nowMs = Date.UTC(2026, 10, 23, 10, 0, 0);

beforeAll(async () => {
  const url = await createOwnDatabase(database);
  pools = [0, 1].map(() => new Kysely<any>({ dialect: new PostgresDialect({ pool: new Pool({ connectionString: url, max: 10 }) }) }));
  await migrateToLatest(pools[0] as Kysely<any>);
  google = await startFakeSiteverify();
  verifiers = pools.map((db) =>
    createCaptchaVerifier({ secret: 'test-secret', hostnames: ['localhost'], verifyUrl: google.url, used: new SqlUsedCaptchaTokens(db), now: () => nowMs }),
  );
}, 60_000);

afterAll(async () => {
  await google?.close();
  await Promise.all(pools.map((db) => db.destroy()));
  await dropOwnDatabase(database);
});

describe('used captcha tokens shared on PostgreSQL', () => {
  it('given a token one process accepted, when the other process gets it, then it is refused; the same request (its key) still passes', async () => {
    google.answers.set('shared-1', goodVerdict('booking'));
    const [one, two] = verifiers as [CaptchaVerifier, CaptchaVerifier];
    expect(await one.verify('shared-1', 'booking', 'key-first-1')).toEqual({ ok: true });
    expect(await two.verify('shared-1', 'booking', 'key-other-1')).toMatchObject({ ok: false, reason: 'refused' });
    expect(await two.verify('shared-1', 'booking', 'key-first-1')).toEqual({ ok: true });
  });

  it('given 20 requests racing with one token through both processes, then exactly one passes', async () => {
    google.answers.set('race-1', { ...goodVerdict('booking'), delayMs: 50 });
    const verdicts = await Promise.all(Array.from({ length: 20 }, (_, i) => (verifiers[i % 2] as CaptchaVerifier).verify('race-1', 'booking', `race-key-${i}`)));
    expect(verdicts.filter((v) => v.ok)).toHaveLength(1);
  });

  it('given tokens past their lifetime, then pruning deletes them and a late reuse is up to Google again', async () => {
    google.answers.set('late-1', goodVerdict('booking'));
    expect(await (verifiers[0] as CaptchaVerifier).verify('late-1', 'booking', 'late-key-1')).toEqual({ ok: true });
    nowMs += 3 * 60_000;
    expect(await pruneCaptchaTokens(pools[0] as Kysely<any>, nowMs)).toBeGreaterThanOrEqual(1);
    expect(await (verifiers[1] as CaptchaVerifier).verify('late-1', 'booking', 'late-key-2')).toEqual({ ok: true });
  });
});
