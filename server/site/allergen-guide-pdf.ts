// The allergen guide as a PDF (issue 17, item 2): GET /allergens/guide/{menuId}.pdf, generated on request
// with pdfkit from the same loader data as the printable page (/allergens/guide/{menuId}, core's
// allergenGuideRows), so the page and the file never disagree. Landscape A4: the menu's name, the notice,
// a table of every dish against the 14 allergens ("Yes" where the dish contains it), the allergens'
// names written upwards over their columns, the header repeated on each page. pdfkit's built-in Helvetica
// needs no font file.
import type { Request, Response } from 'express';
import PDFDocument from 'pdfkit';
import { ALLERGEN_GUIDE_NOTICE, type AllergenGuideRow } from '@tavola/core/content';
import { MESSAGES } from '@tavola/core/errors';
import type { AllergenGuideData } from '../../web/page-data';
import { requestContext, toFetchRequest, type RenderContext } from './render';

/** Everything the PDF says, read from the guide page's loader. */
export interface AllergenGuideDocument {
  siteName: string;
  menuName: string;
  allergens: readonly string[];
  rows: readonly AllergenGuideRow[];
}

const PAGE = { size: 'A4', layout: 'landscape', margin: 36 } as const;
const DISH_WIDTH = 250;
const HEADER_HEIGHT = 110;
const ROW_HEIGHT = 16;

/** The guide's PDF bytes; `compress: false` leaves the page contents readable (the tests read them). */
export function allergenGuidePdf(guide: AllergenGuideDocument, { compress = true }: { compress?: boolean } = {}): Promise<Buffer> {
  const doc = new PDFDocument({ ...PAGE, compress, info: { Title: `${guide.menuName} allergen guide`, Author: guide.siteName } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = PAGE.margin;
  const right = doc.page.width - PAGE.margin;
  const bottom = doc.page.height - PAGE.margin;
  const column = (right - left - DISH_WIDTH) / Math.max(guide.allergens.length, 1);

  doc.font('Helvetica-Bold').fontSize(18).text(`${guide.menuName} allergen guide`, left, PAGE.margin);
  doc.font('Helvetica').fontSize(9).text(`${guide.siteName}. ${ALLERGEN_GUIDE_NOTICE}`, { width: right - left });
  let y = doc.y + 8;

  const header = (): void => {
    doc.font('Helvetica-Bold').fontSize(8);
    doc.text('Dish', left, y + HEADER_HEIGHT - 12, { width: DISH_WIDTH });
    guide.allergens.forEach((allergen, index) => {
      // Each allergen's name upwards, at the foot of its column.
      const x = left + DISH_WIDTH + index * column + column / 2 + 3;
      doc.save().rotate(-90, { origin: [x, y + HEADER_HEIGHT - 2] });
      doc.text(allergen, x, y + HEADER_HEIGHT - 2, { lineBreak: false });
      doc.restore();
    });
    y += HEADER_HEIGHT;
    doc.moveTo(left, y).lineTo(right, y).lineWidth(1).stroke();
  };
  const room = (height: number): void => {
    if (y + height <= bottom) return;
    doc.addPage(PAGE);
    y = PAGE.margin;
    header();
  };

  header();
  if (guide.rows.length === 0) {
    doc.font('Helvetica').fontSize(10).text(MESSAGES.partnerMenuNotFound, left, y + 8);
  }
  let section: string | null = null;
  for (const row of guide.rows) {
    if (row.section !== section) {
      section = row.section;
      room(ROW_HEIGHT * 2);
      doc.font('Helvetica-Bold').fontSize(9).text(section, left, y + 6, { width: right - left });
      y += ROW_HEIGHT + 2;
    }
    room(ROW_HEIGHT);
    doc.font('Helvetica').fontSize(8).text(row.name, left, y + 4, { width: DISH_WIDTH - 6, height: ROW_HEIGHT, ellipsis: true, lineBreak: false });
    row.contains.forEach((contains, index) => {
      const x = left + DISH_WIDTH + index * column;
      doc.font(contains ? 'Helvetica-Bold' : 'Helvetica').text(contains ? 'Yes' : '-', x, y + 4, { width: column, align: 'center', lineBreak: false });
    });
    y += ROW_HEIGHT;
    doc.moveTo(left, y).lineTo(right, y).lineWidth(0.25).strokeColor('#999999').stroke().strokeColor('#000000');
  }
  doc.end();
  return done;
}

/** GET /allergens/guide/:id.pdf: the guide page's loader, then its PDF; the loader's 404 or error as text. */
export function allergenGuidePdfHandler(context: RenderContext) {
  return async (req: Request<{ id: string }>, res: Response): Promise<void> => {
    const pagePath = `/allergens/guide/${encodeURIComponent(req.params.id)}`;
    let data: AllergenGuideData;
    try {
      data = (await context.handler.queryRoute(toFetchRequest(req, pagePath), { routeId: 'allergen-guide-menu', ...requestContext(context) })) as AllergenGuideData;
    } catch (thrown) {
      // The loader's 404 (react-router's data() or a Response), or a content outage.
      const status = typeof (thrown as { status?: unknown })?.status === 'number' ? (thrown as { status: number }).status : 502;
      const message = status === 404 ? MESSAGES.menuNotFound : MESSAGES.somethingWentWrongTryAgain;
      res.status(status).type('text/plain').set('Cache-Control', 'no-store').send(message);
      return;
    }
    if (!data.menu) {
      res.status(404).type('text/plain').send(MESSAGES.menuNotFound);
      return;
    }
    const siteName = data.meta.title.split(' | ').pop() ?? '';
    const pdf = await allergenGuidePdf({ siteName, menuName: data.menu.name, allergens: data.allergens, rows: data.rows });
    res
      .status(200)
      .type('application/pdf')
      .set('Content-Disposition', `inline; filename="${data.menu.id}-allergen-guide.pdf"`)
      .set('Cache-Control', 'public, max-age=300')
      .send(pdf);
  };
}
