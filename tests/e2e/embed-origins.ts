// The origins of the embeddable widget's browser tests (embed.e2e.ts): the site, a partner's page on a second
// local origin that EMBED_ALLOWED_ORIGINS lists (playwright.config.ts gives it to the site's API), and one
// that it does not list (the same host on another port is another origin).
export const SITE = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100)}`;
export const EMBED_HOST = '127.0.0.2';
export const EMBED_HOST_PORT = Number(process.env.E2E_EMBED_HOST_PORT ?? 3200);
export const EMBED_REFUSED_PORT = EMBED_HOST_PORT + 1;
/** The partner origin the e2e site's API allows. */
export const EMBED_ALLOWED_ORIGIN = `http://${EMBED_HOST}:${EMBED_HOST_PORT}`;
