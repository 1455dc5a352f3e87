// What the layout shows when the site's settings could not be loaded (the root error page).
export const FALLBACK_SITE_NAME = 'Casa Ventura';
export const FALLBACK_LOGO = '/images/brand/logo.svg';
