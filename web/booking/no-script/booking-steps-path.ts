// Where the booking journey without JavaScript lives (server/site/booking-steps.ts). Its own module, so the
// booking band's server-rendered first step can post there without carrying the steps' page into a bundle.
export const BOOKING_STEPS_PATH = '/booking/steps';
