// The booking journey's browser settings. The site proxies /api/* to the API, so the browser calls it on
// its own origin (an empty base URL). The brand key is the chain's own: the site serves one brand today;
// a multi-brand site would read it from the page's data instead of this constant.
export const BOOKING_API_BASE_URL = '';
export const BOOKING_BRAND_KEY = 'casa-ventura';

/**
 * Occasions booked as an event request (the events call) rather than a table: the chain's private events,
 * which its events team confirms. The spec's occasions carry no such flag, so the brand lists them here.
 */
export const EVENT_OCCASION_IDS: readonly string[] = ['private-event'];
