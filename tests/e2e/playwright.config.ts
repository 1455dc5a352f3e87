// Browser tests against the real built site (server, client bundle, embedded reference API) in
// Debian's Chromium. Run by `npm test` after the build; alone: `npx playwright test -c tests/e2e`.
import * as os from 'node:os';
import * as path from 'node:path';
import { defineConfig } from '@playwright/test';
import { EMBED_ALLOWED_ORIGIN } from './embed-origins';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const API_PORT = Number(process.env.E2E_API_PORT ?? 4100);
// The SMTP sink every e-mail of the run goes to (mail-sink.ts, the global setup), beside the site's port.
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? PORT + 25);
process.env.E2E_SMTP_PORT = String(SMTP_PORT);
// Set once here, in the runner, and inherited by its workers, which read the e-mails back from it.
process.env.E2E_MAIL_DIR ??= path.join(os.tmpdir(), `tavola-e2e-mail-${process.pid}`);
const root = path.resolve(__dirname, '../..');

export default defineConfig({
  testDir: __dirname,
  testMatch: '**/*.e2e.ts',
  globalSetup: path.join(__dirname, 'mail-sink.ts'),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_REPORT ?? path.join(root, 'test-results', 'e2e-report.json') }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: 'node dist/server/site.cjs',
    cwd: root,
    url: `http://127.0.0.1:${PORT}/robots.txt`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      // One site process, as these journeys were written for (a page's caches in one place) and so the start
      // fits the timeout on a busy machine; the cluster of SITE_WORKERS is tested on the built site by
      // tests/site/site-cluster.site.spec.ts.
      SITE_WORKERS: '1',
      HOST: '127.0.0.1',
      PORT: String(PORT),
      API_PORT: String(API_PORT),
      DATA_DIR: path.join(os.tmpdir(), `tavola-e2e-${process.pid}`),
      PUBLIC_BASE_URL: `http://127.0.0.1:${PORT}`,
      // Every e-mail goes to the run's sink (mail-sink.ts): a test opens the links a diner gets.
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      // The partner-widget test (menus.e2e.ts) publishes a menu naming a widget from this origin, which
      // then never answers: the page must fall back to its own menu.
      PARTNER_MENU_ORIGINS: 'https://menus.partner.example',
      CONTENT_EDIT_KEY: 'e2e-content-edit-key',
      // The site's calls to the API end after 3 s by default (a hung API answered fast, tested in
      // tests/site/hung-api.site.spec.ts); these journeys run beside a build on a busy CI machine, where a
      // slow answer is load, not a hung API, so they allow 10 s and the breaker never opens on load alone.
      API_CALL_DEADLINE_MS: '10000',
      // Every browser test runs from 127.0.0.1, hundreds of journeys in a quarter hour: the rate limits and the
      // per-recipient e-mail limit (issue 13; production defaults in core's RATE_LIMITS and EMAIL_LIMITS, held by
      // tests/api/abuse-controls.api.spec.ts) are raised here, never turned off.
      RATE_LIMIT_TOKEN: '100000',
      RATE_LIMIT_FORMS: '100000',
      RATE_LIMIT_BOOKING_CREATE: '100000',
      RATE_LIMIT_PREFERENCES_LOOKUP: '100000',
      RATE_LIMIT_UPLOAD: '100000',
      RATE_LIMIT_CONFIRM: '100000',
      RATE_LIMIT_MANAGE_BOOKING: '100000',
      RATE_LIMIT_WAITLIST: '100000',
      EMAIL_LIMIT_PER_RECIPIENT: '100000',
      // The kiosk (kiosk.e2e.ts) starts again after 10 quiet seconds, its warning after 5, so the idle test is short.
      KIOSK_IDLE_SECONDS: '10',
      // The booking widget's partner page (embed.e2e.ts) is served from this second origin; another port of
      // the same host stays refused.
      EMBED_ALLOWED_ORIGINS: EMBED_ALLOWED_ORIGIN,
    },
  },
});
