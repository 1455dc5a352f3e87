// The brand and restaurant a booking e-mail is written with, for tests that queue one.
import type { EmailedRestaurant } from '../../server/api/booking/booking-confirmation';
import type { Brand } from '../../server/api/email/templates/brand';

export const EMAIL_BRAND: Brand = {
  siteName: 'Casa Ventura',
  baseUrl: 'https://www.casaventura.example',
  customerServicesEmail: 'customerservices@casaventura.example',
  logoUrl: null,
  colours: { primary: '#8b1e2d', accent: '#0f3b3a', background: '#f6efe4' },
  legalAddress: '',
};

export const EMAILED_RESTAURANT: EmailedRestaurant = {
  title: 'Oxford Circus',
  address: '1 Oxford Street, London',
  phone: '020 7946 0101',
  email: 'oxford@casaventura.example',
  pagePath: '/restaurants/london/oxford-circus',
  timeZone: 'Europe/London',
};
