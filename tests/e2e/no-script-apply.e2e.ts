// A job application without JavaScript (issue 16, item 2), at 1440 and at 375 px: "Apply now" on the job's
// page is a link to its apply page; the form posts itself with the CV; a mistake comes back named by field
// with what was typed kept and the CV asked for again in words; corrected, the thanks. axe finds nothing on
// the form, its error state or the thanks, and nothing typed ever appears in an address.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolationsWithoutScripts } from './no-script-axe';

test.use({ javaScriptEnabled: false });

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

const WIDTHS = [
  { width: 1440, height: 900, email: 'apply.nojs.desk@example.com' },
  { width: 375, height: 800, email: 'apply.nojs.phone@example.com' },
] as const;

function addressesOf(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') seen.push(decodeURIComponent(request.url()));
  });
  return seen;
}

for (const { width, height, email } of WIDTHS) {
  test(`given the head chef's job at ${width} px without JavaScript, then "Apply now" leads to the form, a mistake is named, and the corrected application is thanked`, async ({ page }) => {
    const addresses = addressesOf(page);
    await page.setViewportSize({ width, height });
    await page.goto('/careers/job/CVJ-1001');
    await page.getByRole('link', { name: /^Apply now/ }).first().click();
    await expect(page).toHaveURL(/\/careers\/job\/CVJ-1001\/apply$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Apply for Head Chef' })).toBeVisible();
    await expectNoAxeViolationsWithoutScripts(page, `the apply page at ${width} px`);

    const form = page.getByRole('form', { name: 'Application for Head Chef' });
    await form.getByLabel('First name').fill('Marco');
    await form.getByLabel('Last name').fill('Bianchi');
    await form.getByLabel('E-mail').fill('marco@');
    await form.getByLabel('Telephone').fill('07700 900456');
    await form.getByLabel('Employer').fill('Trattoria Roma');
    await form.getByLabel('Job title').fill('Sous chef');
    await form.getByLabel('From month').selectOption({ label: 'March' });
    await form.getByLabel('From year').selectOption('2019');
    await form.getByLabel('To month').selectOption({ label: 'June' });
    await form.getByLabel('To year').selectOption('2024');
    await form.getByRole('group', { name: 'Do you have the right to work in the UK?' }).getByLabel('Yes').check();
    await form.getByRole('group', { name: 'What is the largest team you have led?' }).getByLabel('11 to 25').check();
    await form.getByLabel('What is your notice period?').fill('One month');
    await form.getByLabel('Upload your CV').setInputFiles({ name: 'Marco CV.pdf', mimeType: 'application/pdf', buffer: PDF });
    await form.getByRole('button', { name: 'Send my application' }).click();

    const again = page.getByRole('form', { name: 'Application for Head Chef' });
    await expect(again.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
    await expect(again.getByLabel('E-mail')).toHaveValue('marco@');
    await expect(again.getByLabel('Employer')).toHaveValue('Trattoria Roma');
    await expect(again.getByLabel('To year')).toHaveValue('2024');
    await expect(again.getByLabel('What is your notice period?')).toHaveValue('One month');
    await expect(again.getByText('You chose Marco CV.pdf: please choose it again')).toBeVisible();
    await expectNoAxeViolationsWithoutScripts(page, `the apply page with an error at ${width} px`);

    await again.getByLabel('E-mail').fill(email);
    await again.getByLabel('Upload your CV').setInputFiles({ name: 'Marco CV.pdf', mimeType: 'application/pdf', buffer: PDF });
    await again.getByRole('button', { name: 'Send my application' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you for applying' })).toBeVisible();
    await expectNoAxeViolationsWithoutScripts(page, `the thanks at ${width} px`);

    for (const address of addresses) for (const typed of ['Marco', 'marco@', email, '07700', 'Trattoria']) expect(address).not.toContain(typed);
  });
}
