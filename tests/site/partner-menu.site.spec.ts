// A menu's partner widget through the site (issue 17): a widget from an allowed https origin adds that
// origin alone to the page's CSP frame-src and reaches the page's data; one that is not https or not on
// PARTNER_MENU_ORIGINS is ignored with one log line, and the page keeps the site's policy.
import request from 'supertest';
import { seedData } from '../../server/api/seed';
import { useSiteHarness } from '../support/site-harness';

const ALLOWED = 'https://menus.partner.example';
const site = useSiteHarness({ config: { partnerMenuOrigins: [ALLOWED] } });
const kids = seedData.menus.find((menu) => menu.id === 'kids')!;

const MENUS = {
  'partner-ok': { provider: 'Nutritics', url: `${ALLOWED}/casa-ventura/kids?v=2`, height: 900 },
  'partner-http': { provider: 'Nutritics', url: 'http://menus.partner.example/casa-ventura/kids', height: 900 },
  'partner-other': { provider: 'Menu Co', url: 'https://widgets.other.example/kids', height: 900 },
} as const;

beforeAll(async () => {
  await site.api.handle.db
    .insertInto('content_documents')
    .values(Object.entries(MENUS).map(([id, partnerWidget]) => ({ kind: 'menu', id, data: JSON.stringify({ ...kids, id, partnerWidget }) as never })))
    .execute();
});

function frameSrc(policy: string | undefined): string[] {
  const directive = (policy ?? '').split(';').find((part) => part.trim().startsWith('frame-src')) ?? '';
  return directive.trim().split(/\s+/).slice(1);
}

describe('a menu with a partner widget', () => {
  it('given a widget from an allowed https origin, then its origin alone joins frame-src and the page data carries it', async () => {
    const [plain, framed] = await Promise.all([request(site.app).get('/menu/kids'), request(site.app).get('/menu/partner-ok')]);
    expect(framed.status).toBe(200);
    expect(frameSrc(framed.headers['content-security-policy'])).toEqual([...frameSrc(plain.headers['content-security-policy']), ALLOWED]);
    expect(framed.text).toContain(`"partnerWidget":{"provider":"Nutritics","url":"${ALLOWED}/casa-ventura/kids?v=2","height":900,"origin":"${ALLOWED}"}`);
    // The server's HTML is the native menu: a diner without JavaScript reads it.
    expect(framed.text).toContain('Little Margherita');
    expect(framed.text).not.toContain('<iframe');
  });

  it.each([
    ['partner-http', 'not an https URL'],
    ['partner-other', 'https://widgets.other.example is not on the allow-list'],
  ])('given %s, then it is ignored with one log line and the policy is the site\'s own', async (id, why) => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const [plain, page] = await Promise.all([request(site.app).get('/menu/kids'), request(site.app).get(`/menu/${id}`)]);
      expect(page.status).toBe(200);
      expect(frameSrc(page.headers['content-security-policy'])).toEqual(frameSrc(plain.headers['content-security-policy']));
      expect(page.text).not.toContain('partnerWidget');
      const lines = warn.mock.calls.map((call) => String(call[0])).filter((line) => line.includes('partner widget ignored'));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(`Menu ${id}: partner widget ignored:`);
      expect(lines[0]).toContain(why);
    } finally {
      warn.mockRestore();
    }
  });
});
