// The booking set-up shared by the restaurants: areas, booking menus, occasions and service periods.
// Occasion and area ids are the same at every restaurant; a loader keys them by (storeId, id).
import type { Occasion, ServiceWindow } from '@tavola/core/booking';
import type { AreaId, SeedBookingArea, SeedBookingMenu, ServicePeriod } from './seed.types';

const WEEKDAYS_ONLY: ServiceWindow['days'] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];
const WEEKEND: ServiceWindow['days'] = ['saturday', 'sunday'];

/** When each occasion and menu is served (core's isServedAt); what has none is served whenever the restaurant is. */
export const SERVICE_WINDOWS = {
  lunch: { firstSeating: '12:00', lastSeating: '15:00' },
  dinner: { firstSeating: '17:00', lastSeating: '22:30' },
  brunch: { days: WEEKEND, firstSeating: '11:30', lastSeating: '15:00' },
  setLunch: { days: WEEKDAYS_ONLY, firstSeating: '12:00', lastSeating: '16:00' },
  christmas: { season: { from: '11-20', to: '12-31' } },
} satisfies Record<string, ServiceWindow>;

export const AREAS: Record<AreaId, SeedBookingArea> = {
  'main-dining-room': { id: 'main-dining-room', name: 'Main dining room', seats: 80 },
  terrace: { id: 'terrace', name: 'Terrace', seats: 30 },
  bar: { id: 'bar', name: 'Bar', seats: 18 },
  'private-dining-room': { id: 'private-dining-room', name: 'Private dining room', seats: 16 },
};

export type BookingMenuId = 'a-la-carte' | 'set-lunch' | 'bottomless-brunch' | 'christmas' | 'kids';

export const BOOKING_MENUS: Record<BookingMenuId, SeedBookingMenu> = {
  'a-la-carte': {
    id: 'a-la-carte',
    name: 'À la carte',
    description: 'Our full menu of antipasti, pizza, pasta and secondi.',
    menuId: 'a-la-carte',
  },
  'set-lunch': {
    id: 'set-lunch',
    name: 'Set lunch',
    description: 'Two courses for £16.50 or three for £19.95, Monday to Friday until 4pm.',
    menuId: 'set-lunch',
    pricePerHead: '£16.50',
    serviceWindow: SERVICE_WINDOWS.setLunch,
  },
  'bottomless-brunch': {
    id: 'bottomless-brunch',
    name: 'Bottomless brunch',
    description: 'A brunch dish and 90 minutes of free-flowing Prosecco, spritz or mocktails.',
    menuId: 'bottomless-brunch',
    pricePerHead: '£36.00',
    serviceWindow: SERVICE_WINDOWS.brunch,
  },
  christmas: {
    id: 'christmas',
    name: 'Christmas menu',
    description: 'Three festive courses with a glass of Prosecco, from 20 November to 31 December.',
    menuId: 'christmas',
    pricePerHead: '£34.50',
    serviceWindow: SERVICE_WINDOWS.christmas,
  },
  kids: {
    id: 'kids',
    name: 'Kids menu',
    description: 'Three courses and a drink for under-12s.',
    menuId: 'kids',
    pricePerHead: '£9.95',
  },
};

/**
 * The occasion catalogue. Each restaurant takes these, keeping only the areas it has. The link groups
 * exercise the filter rule (spec section 4): inclusive keeps the linked ids, exclusive drops them, and
 * 'drinks' links an id that exists nowhere, so its menu list is empty (menus: none).
 */
export function occasionsFor(areaIds: readonly AreaId[], menuIds: readonly BookingMenuId[]): Occasion[] {
  const has = (id: AreaId): boolean => areaIds.includes(id);
  const occasions: Occasion[] = [
    { id: 'dinner', name: 'Dinner', minimumCovers: 1, maximumCovers: 15, menuLinkGroup: null, areaLinkGroup: null, serviceWindow: SERVICE_WINDOWS.dinner },
    {
      id: 'lunch',
      name: 'Lunch',
      minimumCovers: 1,
      maximumCovers: 15,
      menuLinkGroup: { type: 'exclusive', menuLinks: [{ id: 'bottomless-brunch' }] },
      areaLinkGroup: null,
      serviceWindow: SERVICE_WINDOWS.lunch,
    },
    {
      id: 'birthday',
      name: 'Birthday',
      minimumCovers: 2,
      maximumCovers: 15,
      menuLinkGroup: { type: 'exclusive', menuLinks: [{ id: 'set-lunch' }] },
      areaLinkGroup: null,
    },
    {
      id: 'business-lunch',
      name: 'Business lunch',
      minimumCovers: 1,
      maximumCovers: 8,
      menuLinkGroup: { type: 'exclusive', menuLinks: [{ id: 'bottomless-brunch' }, { id: 'kids' }] },
      areaLinkGroup: null,
    },
  ];
  // Only where the brunch menu is served (not York or Bath).
  if (menuIds.includes('bottomless-brunch')) {
    occasions.splice(3, 0, {
      id: 'bottomless-brunch',
      name: 'Bottomless Brunch',
      minimumCovers: 2,
      maximumCovers: 12,
      menuLinkGroup: { type: 'inclusive', menuLinks: [{ id: 'bottomless-brunch' }] },
      areaLinkGroup: {
        type: 'inclusive',
        areaLinks: has('terrace') ? [{ id: 'terrace' }, { id: 'main-dining-room' }] : [{ id: 'main-dining-room' }],
      },
      serviceWindow: SERVICE_WINDOWS.brunch,
    });
  }
  if (has('private-dining-room')) {
    occasions.push({
      id: 'private-event',
      name: 'Private event',
      minimumCovers: 8,
      maximumCovers: 15,
      menuLinkGroup: { type: 'exclusive', menuLinks: [{ id: 'kids' }] },
      areaLinkGroup: { type: 'exclusive', areaLinks: [{ id: 'bar' }] },
      // Sent to the events call; the events team confirms it.
      isEvent: true,
    });
  }
  if (has('bar')) {
    occasions.push({
      id: 'drinks',
      name: 'Drinks at the bar',
      minimumCovers: 1,
      maximumCovers: 10,
      // 'aperitivo-list' was retired from the booking system: nothing matches, so no menu is offered.
      menuLinkGroup: { type: 'inclusive', menuLinks: [{ id: 'aperitivo-list' }] },
      areaLinkGroup: { type: 'inclusive', areaLinks: [{ id: 'bar' }] },
    });
  }
  return occasions;
}

export const STANDARD_SERVICE: ServicePeriod[] = [
  { name: 'Lunch', firstSlot: '12:00', lastSlot: '14:30' },
  { name: 'Dinner', firstSlot: '17:00', lastSlot: '21:45', days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] },
  { name: 'Dinner', firstSlot: '17:00', lastSlot: '20:45', days: ['sunday'] },
];

/** Weekend brunch seatings before lunch, where the restaurant opens early for it. */
export const BRUNCH_SERVICE: ServicePeriod = { name: 'Brunch', firstSlot: '11:30', lastSlot: '11:45', days: ['saturday', 'sunday'] };

export const LATE_SERVICE: ServicePeriod[] = [
  { name: 'Lunch', firstSlot: '12:00', lastSlot: '14:30' },
  { name: 'Dinner', firstSlot: '17:00', lastSlot: '21:45', days: ['monday', 'tuesday', 'wednesday', 'thursday', 'sunday'] },
  { name: 'Dinner', firstSlot: '17:00', lastSlot: '22:30', days: ['friday', 'saturday'] },
];
