// The party's needs (issue 14, item 5) through the booking API on PGlite: a need that is not one is a 400
// naming its exact field with nothing booked; needs sent are stored with the booking, returned by the
// manage call (the booking as the diner and the restaurant read it) and written in the e-mails.
import { useApiHarness } from '../support/api-harness';
import { aCreateBookingBody } from '../builders/booking.builder';
import { asSent } from '../support/sent-mail';

const { harness, api } = useApiHarness();

let keySeq = 0;
const key = () => `needs-key-${Date.now()}-${(keySeq += 1)}`;

const NEEDS = { allergens: ['peanuts', 'milk'], diets: ['vegan'], access: ['wheelchair'], highChair: true, pram: false };

async function book(email: string, needs?: unknown) {
  const body = aCreateBookingBody({ menuId: null, ...(needs === undefined ? {} : { needs }) }, { email });
  return api.post('/api/booking/create/CV001', body, key());
}

const tokenOf = (manageUrl: unknown) => decodeURIComponent(String(manageUrl).split('/booking/manage/')[1] ?? '');

async function bookingsFor(email: string) {
  const rows = await harness.handle.db.selectFrom('bookings').select(['reference', 'customer', 'needs']).execute();
  return rows.filter((row) => (row.customer as { email?: string }).email === email);
}

async function mailsTo(email: string) {
  return asSent(await harness.handle.db.selectFrom('outbox').selectAll().where('recipient', '=', email).where('purpose', 'is', null).orderBy('id').execute());
}

describe('needs that are not needs', () => {
  it.each([
    ['an unknown third allergen', 'data.needs.allergens[2]', { allergens: ['milk', 'eggs', 'chocolate'] }],
    ['an allergen given twice', 'data.needs.allergens[1]', { allergens: ['milk', 'milk'] }],
    ['a field that is not a need', 'data.needs.pets', { pets: true }],
    ['a high chair as text', 'data.needs.highChair', { highChair: 'yes' }],
    ['a list instead of needs', 'data.needs', ['milk']],
    ['text instead of needs', 'data.needs', 'no nuts'],
  ])('given %s, then 400 naming %s, and nothing is booked or sent', async (_case, field, needs) => {
    const email = `bad-needs-${keySeq + 1}@example.com`;
    const res = await book(email, needs);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION', field });
    expect(res.body.message).toMatch(/is not (valid|an accepted field)/);
    expect(await bookingsFor(email)).toEqual([]);
    expect(await mailsTo(email)).toEqual([]);
  });
});

describe('needs kept with the booking', () => {
  it('given peanuts, milk, vegan, a wheelchair and a high chair, then they are stored in the list’s order, returned by the manage call and in the e-mail', async () => {
    const res = await book('needs@example.com', NEEDS);
    expect(res.status).toBe(200);
    const [row] = await bookingsFor('needs@example.com');
    const stored = { allergens: ['milk', 'peanuts'], diets: ['vegan'], access: ['wheelchair'], highChair: true, pram: false };
    expect(row?.needs).toEqual(stored);

    const manage = await api.get(`/api/booking/manage/${tokenOf(res.body.manageUrl)}`);
    expect(manage.status).toBe(200);
    expect(manage.body.needs).toEqual(stored);

    const [mail] = await mailsTo('needs@example.com');
    for (const words of ['Allergies: Milk, Peanuts', 'Vegan', 'Wheelchair space', 'High chair']) {
      expect(mail?.text_body).toContain(words);
      expect(mail?.html_body).toContain(words);
    }
    expect(mail?.text_body).not.toContain('Room for a pram');
  });

  it('given needs and then a change of party, then the amended e-mail still says them', async () => {
    const res = await book('needs-amend@example.com', { allergens: ['sesame'], pram: true });
    const token = tokenOf(res.body.manageUrl);
    const amended = await api.post(`/api/booking/manage/${token}/amend`, { adults: 3 });
    expect(amended.status).toBe(200);
    expect(amended.body.needs).toMatchObject({ allergens: ['sesame'], pram: true });
    const mails = await mailsTo('needs-amend@example.com');
    expect(mails).toHaveLength(2);
    expect(mails[1]?.text_body).toContain('Allergies: Sesame');
    expect(mails[1]?.text_body).toContain('Room for a pram');
  });

  it('given no needs (or empty ones), then none are stored, the manage call answers none and the e-mail has no needs line', async () => {
    for (const [email, needs] of [['no-needs@example.com', undefined], ['empty-needs@example.com', { allergens: [], highChair: false }]] as const) {
      const res = await book(email, needs);
      expect(res.status).toBe(200);
      const [row] = await bookingsFor(email);
      expect(row?.needs).toBeNull();
      const manage = await api.get(`/api/booking/manage/${tokenOf(res.body.manageUrl)}`);
      expect(manage.body.needs).toEqual({ allergens: [], diets: [], access: [], highChair: false, pram: false });
      const [mail] = await mailsTo(email);
      expect(mail?.text_body).not.toContain('Your needs');
    }
  });
});
