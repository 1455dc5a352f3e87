// axe on a page as a diner without JavaScript sees it (issue 16, item 2): axe runs as a script, which such a
// page cannot, so its HTML, with the site's own scripts taken out (else they would hydrate it), is served at
// the same address to a page of a scripted context at the same width (the stylesheet and images load from
// the site as before), and checked there. Playwright applies the file's `javaScriptEnabled: false` to
// browser.newContext() too, so the checker's context turns it on explicitly.
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support';

export async function expectNoAxeViolationsWithoutScripts(page: Page, where: string): Promise<void> {
  const html = (await page.content()).replace(/<script\b(?![^>]*type="application\/(?:ld\+)?json")[^>]*>[\s\S]*?<\/script>/g, '');
  const url = page.url();
  const browser = page.context().browser();
  if (browser === null) throw new Error('no browser');
  const context = await browser.newContext({ javaScriptEnabled: true, viewport: page.viewportSize() ?? undefined, baseURL: new URL(url).origin });
  try {
    const checker = await context.newPage();
    await checker.route(url, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }));
    await checker.goto(url);
    await expectNoAxeViolations(checker, where);
  } finally {
    await context.close();
  }
}
