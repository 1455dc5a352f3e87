// The site's configuration as the content API serves it, plus the legal details the footer shows for
// this site id.
import type { SeedSiteConfig } from './seed.types';

/** storeId of Casa Ventura Oxford Circus, the default restaurant for the booking widget. */
export const DEFAULT_RESTAURANT_ID = 'CV001';

export const siteConfig: SeedSiteConfig = {
  site_id: 'casa-ventura-uk',
  site_name: 'Casa Ventura',
  book_now_text: 'Book Now',
  carousel_arrows: false,
  carousel_dots: true,
  default_restaurant_id: DEFAULT_RESTAURANT_ID,
  loading_color: '#2a8c82',
  site_url: 'http://localhost:3000',
  site_email: 'hello@casaventura.example',
  legalCompanyName: 'Casa Ventura Restaurants Ltd',
  companyNumber: '14208736',
  legalAddress: 'Casa Ventura Restaurants Ltd, 3rd Floor, 41 Marlowe Yard, London EC1V 9QX',
  customerServicesEmail: 'customerservices@casaventura.example',
};
