// Every route module of the reference API, in one list the app and the tests share.
import type { RouteModule } from '../app';
import { bookingRoutes } from './booking.routes';
import { captchaRoutes } from './captcha.routes';
import { confirmationRoutes } from './confirmation.routes';
import { contactRoutes } from './contact.routes';
import { contentRoutes } from './content.routes';
import { geoRoutes } from './geo.routes';
import { jobsRoutes } from './jobs.routes';
import { manageBookingRoutes } from './manage-booking.routes';
import { offersRoutes } from './offers.routes';
import { paymentsRoutes } from './payments.routes';
import { preferencesRoutes } from './preferences.routes';
import { signUpRoutes } from './sign-up.routes';
import { socialRoutes } from './social.routes';
import { staffRoutes } from './staff.routes';
import { waitlistRoutes } from './waitlist.routes';
import { unsubscribeRoutes } from './unsubscribe.routes';

export const API_ROUTE_MODULES: RouteModule[] = [
  contentRoutes,
  bookingRoutes,
  manageBookingRoutes,
  waitlistRoutes,
  staffRoutes,
  paymentsRoutes,
  contactRoutes,
  offersRoutes,
  signUpRoutes,
  preferencesRoutes,
  jobsRoutes,
  geoRoutes,
  socialRoutes,
  captchaRoutes,
  confirmationRoutes,
  unsubscribeRoutes,
];
