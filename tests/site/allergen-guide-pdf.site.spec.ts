// The allergen guide's PDF (issue 17, item 2): /allergens/guide/{id}.pdf is generated from the guide page's
// own data, so every dish of the menu appears with exactly its allergens marked, in the page's order; an
// unknown menu is 'Menu not found.' with 404. The PDF's texts are read back from its (uncompressed) page
// contents: pdfkit writes each text as hex-encoded WinAnsi strings inside TJ arrays.
import request from 'supertest';
import { allergenGuideRows, type Menu } from '@tavola/core/content';
import { seedData } from '../../server/api/seed';
import { allergenGuidePdf } from '../../server/site/allergen-guide-pdf';
import { useSiteHarness } from '../support/site-harness';

const site = useSiteHarness();

/** Every text the PDF draws, in drawing order. */
function textsOf(pdf: Buffer): string[] {
  const content = pdf.toString('latin1');
  return [...content.matchAll(/\[((?:<[0-9a-f]*>\s*-?[\d.]*\s*)+)\] TJ/g)].map((match) =>
    [...(match[1] as string).matchAll(/<([0-9a-f]*)>/g)].map((hex) => Buffer.from(hex[1] as string, 'hex').toString('latin1')).join(''),
  );
}

describe('the allergen guide as a PDF', () => {
  const menu = seedData.menus.find((m) => m.id === 'a-la-carte') as unknown as Menu;
  const allergens = seedData.allergens.map((a) => (typeof a === 'string' ? a : (a as { name: string }).name));

  it('given a menu, then every dish is drawn in menu order with a mark per allergen: "Yes" exactly where it contains it', async () => {
    const rows = allergenGuideRows(menu, allergens);
    expect(rows.length).toBeGreaterThan(10);
    const texts = textsOf(await allergenGuidePdf({ siteName: 'Casa Ventura', menuName: menu.name, allergens, rows }, { compress: false }));
    expect(texts[0]).toBe(`${menu.name} allergen guide`);
    for (const allergen of allergens) expect(texts).toContain(allergen);
    let at = texts.indexOf('Dish');
    for (const row of rows) {
      at = texts.indexOf(row.name, at + 1);
      expect(at).toBeGreaterThan(0);
      expect(texts.slice(at + 1, at + 1 + allergens.length)).toEqual(row.contains.map((contains) => (contains ? 'Yes' : '-')));
    }
  });

  it('given the site, then /allergens/guide/{id}.pdf answers the PDF, linked from the guide page; an unknown menu is 404 in words', async () => {
    const [pdf, page, missing] = await Promise.all([
      request(site.app).get('/allergens/guide/a-la-carte.pdf').buffer(true).parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      }),
      request(site.app).get('/allergens/guide/a-la-carte'),
      request(site.app).get('/allergens/guide/no-such-menu.pdf'),
    ]);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('inline; filename="a-la-carte-allergen-guide.pdf"');
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    expect((pdf.body as Buffer).length).toBeGreaterThan(2000);
    expect(page.text).toContain('href="/allergens/guide/a-la-carte.pdf"');
    expect(missing.status).toBe(404);
    expect(missing.text).toBe('Menu not found.');
  });
});
