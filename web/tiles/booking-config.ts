// The booking journey's browser settings. The site proxies /api/* to the API, so the browser calls it on
// its own origin (an empty base URL). The brand key is the chain's own: the site serves one brand today;
// a multi-brand site would read it from the page's data instead of this constant.
export const BOOKING_API_BASE_URL = '';
export const BOOKING_BRAND_KEY = 'casa-ventura';
