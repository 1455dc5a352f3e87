// How long one e-mail takes to render (issue 14, item 4): the booking confirmation, HTML and text, as the
// booking call renders it when it queues the e-mail. Prints the first render (loading the renderer
// included), the mean of warm renders, and the same element through react-dom's renderToStaticMarkup in
// the same run, as the baseline the ratio is taken against. `npm run bench:email-render`.
import { performance } from 'node:perf_hooks';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ConfirmedBooking } from '../../server/api/booking/booking-confirmation';
import type { BookingSetup } from '../../server/api/booking/booking-setup';
import { confirmationEmail } from '../../server/api/email/templates/booking.emails';
import type { Brand } from '../../server/api/email/templates/brand';
import { EmailLayout, Para } from '../../server/api/email/templates/layout';

const BASE = 'https://www.casaventura.example';
const brand: Brand = {
  siteName: 'Casa Ventura',
  baseUrl: BASE,
  customerServicesEmail: 'customerservices@casaventura.example',
  logoUrl: `${BASE}/images/brand/logo.svg`,
  colours: { primary: '#8b1e2d', accent: '#0f3b3a', background: '#f6efe4' },
  legalAddress: 'Casa Ventura Restaurants Ltd',
};
const setup = { storeId: 'CV001', title: 'Oxford Circus', email: 'o@x', phone: '020 7946 0101', address: '1 Oxford Street', pagePath: '/restaurants/london/oxford-circus', timeZone: 'Europe/London' } as BookingSetup;
const booking: ConfirmedBooking = {
  reference: 'CVAB2CDE',
  kind: 'booking',
  date: '2026-11-25',
  time: '19:00',
  covers: 4,
  occasionName: 'Dinner',
  customer: { firstName: 'Giulia', lastName: 'Rossi', email: 'giulia@example.com', specialRequest: 'Coeliac: no gluten at all' },
  needs: ['Allergies: Milk', 'Vegan', 'Wheelchair space'],
  siteUrl: BASE,
  manageUrl: `${BASE}/booking/manage/m1.CVAB2CDE.20261125.sig`,
};

async function main() {
  const runs = 50;
  let start = performance.now();
  await confirmationEmail(brand, setup, booking);
  const first = performance.now() - start;
  start = performance.now();
  for (let i = 0; i < runs; i++) await confirmationEmail(brand, setup, booking);
  const warm = (performance.now() - start) / runs;
  const element = (
    <EmailLayout brand={brand} preview="p" heading="h">
      <Para>baseline</Para>
    </EmailLayout>
  );
  renderToStaticMarkup(element);
  start = performance.now();
  for (let i = 0; i < runs; i++) renderToStaticMarkup(element);
  const baseline = (performance.now() - start) / runs;
  console.log(`booking confirmation e-mail, first render (renderer loaded): ${first.toFixed(1)} ms`);
  console.log(`booking confirmation e-mail, warm render (HTML + text + .ics), mean of ${runs}: ${warm.toFixed(2)} ms`);
  console.log(`baseline, the layout alone through renderToStaticMarkup: ${baseline.toFixed(2)} ms (ratio ${(warm / baseline).toFixed(1)}x)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
