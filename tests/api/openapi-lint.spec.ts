// docs/openapi.yaml as two linters nobody here wrote read it (issue 16 item 3): Redocly CLI (its recommended
// rules, redocly.yaml) and Spectral (spectral:oas, .spectral.yaml), both installed from npm as devDependencies.
// Any error fails; warnings (missing descriptions, a contact) are not the document being wrong.
import { spawnSync } from 'node:child_process';
import * as path from 'node:path';
import { API_ERROR_KINDS } from '../../server/api/http/api-error';
import { loadOpenApi, OPENAPI_FILE } from '../support/openapi';

const ROOT = path.resolve(__dirname, '../..');

function run(bin: string, args: string[]): { status: number | null; stdout: string; stderr: string } {
  const answer = spawnSync(process.execPath, [require.resolve(bin, { paths: [ROOT] }), ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    // No telemetry or update checks: the linters only read the file.
    env: { ...process.env, NODE_OPTIONS: '', REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', CI: 'true' },
    timeout: 55_000,
    maxBuffer: 32 * 1024 * 1024,
  });
  return { status: answer.status, stdout: answer.stdout ?? '', stderr: answer.stderr ?? '' };
}

describe('docs/openapi.yaml', () => {
  it('given the Error schema, then its text codes are exactly the kinds the API answers with', () => {
    const doc = loadOpenApi() as unknown as { components: { schemas: { Error: { properties: { code: { oneOf: Array<{ enum?: string[] }> } } } } } };
    const documented = doc.components.schemas.Error.properties.code.oneOf.flatMap((choice) => choice.enum ?? []);
    // PAYMENT_DECLINED is the payments call's own answer for a declined card (server/api/routes/payments.routes.ts).
    expect([...documented].sort()).toEqual([...API_ERROR_KINDS, 'PAYMENT_DECLINED'].sort());
  });

  it('given Redocly CLI with its recommended rules, then it has no error', () => {
    const result = run('@redocly/cli/bin/cli.js', ['lint', OPENAPI_FILE, '--format=json']);
    const report = JSON.parse(result.stdout.slice(result.stdout.indexOf('{'))) as {
      problems: Array<{ ruleId: string; severity: string; message: string; location?: Array<{ pointer?: string }> }>;
    };
    const errors = report.problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId} at ${p.location?.[0]?.pointer}: ${p.message}`);
    expect(errors).toEqual([]);
    expect(result.status).toBe(0);
  });

  it('given Spectral with its OpenAPI rules, then it has no error', () => {
    const result = run('@stoplight/spectral-cli/dist/index.js', ['lint', OPENAPI_FILE, '--format=json', '--quiet', '--fail-severity=error']);
    const start = result.stdout.indexOf('[');
    const problems = (start < 0 ? [] : JSON.parse(result.stdout.slice(start))) as Array<{ code: string; severity: number; message: string; path: string[] }>;
    // Spectral's severities: 0 error, 1 warning, 2 information, 3 hint.
    const errors = problems.filter((p) => p.severity === 0).map((p) => `${p.code} at ${p.path.join('.')}: ${p.message}`);
    expect(errors).toEqual([]);
    expect({ status: result.status, stderr: result.stderr.trim() }).toEqual({ status: 0, stderr: '' });
  });
});
