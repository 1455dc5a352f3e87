// The pages a diner without JavaScript meets most, through axe as such a diner sees them (issue 16, items 1
// and 2), at 1440 and at 375 px, on a first visit (the cookie bar up, its form and Manage preferences the
// no-script ones): the home page, a restaurant page, /contact, the sign-up form and a job page; and at 375 px
// the home page with the mobile menu opened by its link. The forms' error states and the booking steps:
// no-script-apply, no-script-booking and no-script-forms.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolationsWithoutScripts } from './no-script-axe';

test.use({ javaScriptEnabled: false });

const PAGES = ['/', '/restaurants/london/oxford-circus', '/contact', '/sign-up', '/careers/job/CVJ-1001'] as const;

for (const width of [1440, 375] as const) {
  for (const path of PAGES) {
    test(`given ${path} without JavaScript at ${width} px, then axe finds nothing`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
      await expectNoAxeViolationsWithoutScripts(page, `${path} without JavaScript at ${width} px`);
    });
  }
}

test('given the home page without JavaScript at 375 px with the mobile menu opened by its link, then axe finds nothing', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  await page.getByRole('link', { name: 'Menu', exact: true }).click();
  await expect(page.locator('#site-nav')).toBeVisible();
  await expectNoAxeViolationsWithoutScripts(page, 'the open mobile menu without JavaScript at 375 px');
});
