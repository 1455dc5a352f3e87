// Issue 16, item 2: the preferences page without JavaScript. Its form posts to the page (urlencoded, a hidden
// `_form=preferences`), core's rules check it as the script does, the same save reaches the API, and the page
// answers with what was saved (the greeting by the new name) or the form again with errors by field. The
// address stays the page's own (its guid only), and the answer is never cached.
import request from 'supertest';
import { useSiteHarness } from '../support/site-harness';

const GUID = '3f6c2a9e-8b41-4d7a-9c35-1e2f4a6b8d01';
const PAGE = `/preferences/${GUID}`;

const site = useSiteHarness();

async function shownFields(): Promise<URLSearchParams> {
  const page = await request(site.app).get(PAGE);
  const fields = new URLSearchParams({ _form: 'preferences', guid: GUID, firstName: 'Giulia', phoneNumber: '07700 900777', gender: '', favRestaurantCode: 'CV001', day: '3', month: '4', year: '' });
  for (const match of page.text.matchAll(/name="interestShown" value="([^"]+)"/g)) fields.append('interestShown', match[1] as string);
  return fields;
}

const post = (fields: URLSearchParams) => request(site.app).post(PAGE).type('form').send(fields.toString());

it('given the page, then its form posts to the page itself with every field named', async () => {
  const page = await request(site.app).get(PAGE);
  const form = /<form[^>]*class="preferences-form"[^>]*>/.exec(page.text)?.[0] ?? '';
  expect(form).toContain('method="post"');
  expect(form).toContain(`action="${PAGE}"`);
  for (const name of ['firstName', 'phoneNumber', 'favRestaurantCode', 'day', 'month', 'year', 'websiteSmsOptIn', 'interests']) expect(page.text).toContain(`name="${name}"`);
});

it('given a new name and an interest ticked, then saved: the page thanks, greets by the new name, and a fresh page shows them', async () => {
  const fields = await shownFields();
  const interest = fields.getAll('interestShown')[0] as string;
  fields.append('interests', interest);
  fields.set('websiteSmsOptIn', 'yes');
  const res = await post(fields);
  expect(res.status).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  expect(res.headers.location).toBeUndefined();
  expect(res.text).toContain('Thank you, your preferences have been saved.');
  expect(res.text).toContain('Ciao Giulia!');
  const fresh = await request(site.app).get(PAGE);
  expect(fresh.text).toContain('value="Giulia"');
});

it('given no name and a bad phone, then 400 with the form again: typed values kept, errors by field, nothing saved', async () => {
  const fields = await shownFields();
  fields.set('firstName', '');
  fields.set('phoneNumber', '12');
  const res = await post(fields);
  expect(res.status).toBe(400);
  expect(res.text).toMatch(/<p class="field__error" id="pref-first-name-error">[^<]+<\/p>/);
  expect(res.text).toMatch(/<p class="field__error" id="pref-phone-error">[^<]+<\/p>/);
  expect(res.text).toContain('value="12"');
  expect(res.text).not.toContain('Thank you, your preferences have been saved.');
});
