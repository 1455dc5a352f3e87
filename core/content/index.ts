// Content as the content API sends it: brand settings, restaurants, menus, pages and tiles.
export * from './content.models';
// Calories, the calorie filter, the allergen guide's rows and the checks on a menu document.
export * from './menu-rules';
// The menu's dietary filters: show only, leave out, under a calorie limit.
export * from './menu-filter';
// Whether a menu's partner widget may be embedded, and the allow-list's check.
export * from './partner-widget';
// When the site-wide popup may show itself: never over a touched form, a dialog, the menu or the cookie bar.
export * from './popup-policy';
// Search data: E.164 telephone numbers and whether a restaurant accepts reservations.
export * from './search-data';
