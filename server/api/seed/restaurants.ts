// The 24 Casa Ventura restaurants: location, contact details, hours, festive overrides and booking set-up.
// Coordinates are real city-centre streets; phone numbers are in Ofcom's drama ranges, so none rings.
//
// Special roles for tests and error paths:
//   CV011 York             coversPerSlot 4 (tiny capacity: a party of 5 never fits a slot)
//   CV023 Cambridge        bookingDisabled true (error code 10), closed for refurbishment in January 2027
//   CV018 Bath             onlineBookingSupported false (error code 1: walk-ins and phone only)
//   CV013 Edinburgh        the only bookATableWidgetId (SevenRooms-style live widget: direct bookings refused, code 1)
//   CV002 Covent Garden    opens 11:30 at the weekend for the first brunch seating
//   CV020 Oxford           closed on Mondays ('Closed' in the three Monday fields)
//   CV019 Brighton         closes at 01:00 on Saturday (past midnight) and 00:00 on Friday
import type { OpeningHoursOverride } from '@tavola/core/opening-hours';
import type { HeroTile, LinkItem } from '@tavola/core/content';
import { AREAS, BOOKING_MENUS, BRUNCH_SERVICE, LATE_SERVICE, STANDARD_SERVICE, occasionsFor, type BookingMenuId } from './booking-setup';
import {
  CLOSED_MONDAY_WEEK,
  EARLY_WEEK,
  LATE_WEEK,
  SEASIDE_WEEK,
  STANDARD_WEEK,
  festiveOverrides,
  refurbishmentDay,
  weekHours,
  type WeekProfile,
} from './opening-hours';
import type { AreaId, Region, SeedRestaurant, ServicePeriod } from './seed.types';

type HeroKey =
  | 'pizza'
  | 'pasta'
  | 'dining-room'
  | 'terrace'
  | 'bar'
  | 'brunch'
  | 'dessert'
  | 'wine'
  | 'private-dining'
  | 'kitchen'
  | 'antipasti';

const HERO_COPY: Record<HeroKey, Omit<HeroTile, 'image'>> = {
  pizza: {
    title: 'Wood-fired, every time',
    text: 'Dough proved for 48 hours and baked hot and fast, just the way our nonna Lucia taught us.',
    link: { text: 'See the pizza menu', url: '/menu/a-la-carte' },
  },
  pasta: {
    title: 'Pasta rolled each morning',
    text: 'Our cooks roll and cut fresh pasta by hand before the doors open.',
    link: { text: 'See the menu', url: '/menu/a-la-carte' },
  },
  'dining-room': {
    title: 'A table for every occasion',
    text: 'From a quick plate of pasta to a long Sunday lunch, there is always room at our table.',
    link: { text: 'Book a table', url: '/#booking' },
  },
  terrace: {
    title: 'Alfresco on the terrace',
    text: 'Heated, covered and strung with lights: our terrace is open all year round.',
    link: { text: 'Book the terrace', url: '/#booking' },
  },
  bar: {
    title: 'Aperitivo hour',
    text: 'Spritz, Negroni and little plates at the bar from 4pm to 6pm, every weekday.',
    link: { text: 'See the drinks', url: '/menu/a-la-carte#drinks' },
  },
  brunch: {
    title: 'Bottomless brunch',
    text: 'Ninety minutes of Prosecco or spritz with a brunch dish, every Saturday and Sunday.',
    link: { text: 'Book brunch', url: '/bottomless-brunch' },
  },
  dessert: {
    title: 'Save room for dolci',
    text: 'Tiramisù made the slow way, and gelato churned by a small dairy in Devon.',
    link: { text: 'See the desserts', url: '/menu/a-la-carte#dolci' },
  },
  wine: {
    title: 'A cellar of small producers',
    text: 'Our wine list travels from Piedmont to Sicily, with every wine also poured by the glass.',
    link: { text: 'See the wine list', url: '/menu/a-la-carte#drinks' },
  },
  'private-dining': {
    title: 'Private dining',
    text: 'A room of your own for up to 16 guests, with a set menu chosen with our head chef.',
    link: { text: 'Enquire now', url: '/contact?type=group-and-events' },
  },
  kitchen: {
    title: 'An open kitchen',
    text: 'Pull up a stool by the pass and watch the pizzaioli at work.',
    link: { text: 'Book a table', url: '/#booking' },
  },
  antipasti: {
    title: 'Start with something to share',
    text: 'Burrata, arancini and cured meats from a family salumificio near Parma.',
    link: { text: 'See the antipasti', url: '/menu/a-la-carte#antipasti' },
  },
};

interface Site {
  storeId: string;
  slug: string;
  title: string;
  city: string;
  cityName: string;
  region: Region;
  address: string;
  postcode: string;
  lat: number;
  lng: number;
  phone: string;
  tagline: string;
  description: string;
  amenities: string[];
  areas: AreaId[];
  week: WeekProfile;
  service?: ServicePeriod[];
  clickCollect: boolean;
  delivery?: boolean;
  bookingMenus?: BookingMenuId[];
  coversPerSlot: number;
  cardGuaranteeAbove?: number;
  enquiryEnabled?: boolean;
  overrides?: OpeningHoursOverride[];
  heroes: HeroKey[];
  bookATableWidgetId?: string;
  bookingDisabled?: boolean;
  onlineBookingSupported?: boolean;
  menuIds?: string[];
}

const ALL_BOOKING_MENUS: BookingMenuId[] = ['a-la-carte', 'set-lunch', 'bottomless-brunch', 'christmas', 'kids'];
const ALL_MENU_IDS = ['a-la-carte', 'set-lunch', 'bottomless-brunch', 'plant-based', 'kids', 'christmas'];

function deliveryLinks(slug: string): LinkItem[] {
  return [
    { text: 'Order on Zoomfeast', url: `https://zoomfeast.example/restaurants/casa-ventura-${slug}`, openInNewTab: true, style: 'zoomfeast' },
    { text: 'Order on Pronto Drop', url: `https://prontodrop.example/menu/casa-ventura-${slug}`, openInNewTab: true, style: 'pronto-drop' },
    { text: 'Order on Bikebite', url: `https://bikebite.example/store/cv-${slug}`, openInNewTab: true, style: 'bikebite' },
  ];
}

function amenitiesFor(site: Site): string[] {
  const derived: string[] = [];
  if (site.areas.includes('terrace')) derived.push('Outdoor terrace');
  if (site.areas.includes('private-dining-room')) derived.push('Private dining');
  if (site.clickCollect) derived.push('Click & collect');
  return [...site.amenities, ...derived];
}

function build(site: Site): SeedRestaurant {
  const coversPerSlot = site.coversPerSlot;
  return {
    storeId: site.storeId,
    slug: site.slug,
    title: site.title,
    city: site.city,
    cityName: site.cityName,
    region: site.region,
    description: site.description,
    address: site.address,
    postcode: site.postcode,
    lat: site.lat,
    lng: site.lng,
    phone: site.phone,
    email: `${site.slug.replace(/-/g, '')}@casaventura.example`,
    amenities: amenitiesFor(site),
    clickCollect: site.clickCollect,
    deliveryLinks: site.delivery === false ? [] : deliveryLinks(site.slug),
    heroTiles: [
      { image: `/images/restaurants/${site.slug}.svg`, title: `Casa Ventura ${site.title}`, text: site.tagline },
      ...site.heroes.map((key) => ({ image: `/images/heroes/${key}.svg`, ...HERO_COPY[key] })),
    ],
    ...weekHours(site.week),
    overrides: site.overrides ?? [],
    menuIds: site.menuIds ?? ALL_MENU_IDS,
    areas: site.areas.map((id) => AREAS[id]),
    bookingMenus: (site.bookingMenus ?? ALL_BOOKING_MENUS).map((id) => BOOKING_MENUS[id]),
    occasions: occasionsFor(site.areas, site.bookingMenus ?? ALL_BOOKING_MENUS),
    coversPerSlot,
    tablesPerSlot: Math.max(1, Math.round(coversPerSlot / 4)),
    slotMinutes: 15,
    serviceTimes: site.service ?? STANDARD_SERVICE,
    cardGuaranteeAbove: site.cardGuaranteeAbove ?? 8,
    enquiryEnabled: site.enquiryEnabled ?? false,
    bookATableWidgetId: site.bookATableWidgetId ?? null,
    bookingDisabled: site.bookingDisabled ?? false,
    bookingDisabledMessage: null,
    onlineBookingSupported: site.onlineBookingSupported ?? true,
  };
}

const BASE = ['Wheelchair access', 'Baby changing', 'High chairs', 'Free Wi-Fi'];

const sites: Site[] = [
  // ------------------------------------------------------------------ London
  {
    storeId: 'CV001',
    slug: 'oxford-circus',
    title: 'Oxford Circus',
    city: 'london',
    cityName: 'London',
    region: 'London',
    address: '214 Regent Street, London',
    postcode: 'W1B 5BD',
    lat: 51.5149,
    lng: -0.1412,
    phone: '020 7946 0101',
    tagline: 'Our flagship, a few steps from Oxford Circus.',
    description:
      'Our flagship sits on Regent Street, a short walk from Oxford Circus station. Two floors of marble-topped tables, a twelve-seat counter facing the wood-fired oven and a private room upstairs make it the place for a quick lunch between shops or a long dinner before the theatre.',
    amenities: [...BASE, 'Air conditioning', 'Counter seating'],
    areas: ['main-dining-room', 'bar', 'private-dining-room'],
    week: LATE_WEEK,
    service: LATE_SERVICE,
    clickCollect: true,
    coversPerSlot: 40,
    enquiryEnabled: true,
    overrides: [...festiveOverrides('17:00', '18:00'), refurbishmentDay('2027-02-02')],
    heroes: ['pizza', 'private-dining'],
  },
  {
    storeId: 'CV002',
    slug: 'covent-garden',
    title: 'Covent Garden',
    city: 'london',
    cityName: 'London',
    region: 'London',
    address: '18 King Street, London',
    postcode: 'WC2E 8JD',
    lat: 51.5116,
    lng: -0.1248,
    phone: '020 7946 0102',
    tagline: 'Pre-theatre pasta in the heart of the West End.',
    description:
      'Tucked between the Piazza and the theatres of Drury Lane, Covent Garden is our busiest pre-theatre kitchen. Order by 6pm from the set menu and you will be in your seat well before curtain up; stay later for a glass of Barolo under the vaulted brick ceiling.',
    amenities: [...BASE, 'Air conditioning'],
    areas: ['main-dining-room', 'terrace', 'bar'],
    // Open at 11:30 at the weekend for the first brunch seating.
    week: { ...LATE_WEEK, saturday: ['11:30', '00:00', '23:00'], sunday: ['11:30', '22:00', '21:15'] },
    service: [BRUNCH_SERVICE, ...LATE_SERVICE],
    clickCollect: true,
    coversPerSlot: 36,
    enquiryEnabled: true,
    overrides: festiveOverrides('16:00', '18:00'),
    heroes: ['pasta', 'terrace'],
  },
  {
    storeId: 'CV003',
    slug: 'canary-wharf',
    title: 'Canary Wharf',
    city: 'london',
    cityName: 'London',
    region: 'London',
    address: 'Unit 4, 12 Cabot Place, London',
    postcode: 'E14 4QT',
    lat: 51.5053,
    lng: -0.0225,
    phone: '020 7946 0103',
    tagline: 'Business lunches and waterside evenings.',
    description:
      'Overlooking the water at Cabot Place, Canary Wharf is built for business lunches: a set menu served in under an hour, quiet booths for meetings and a private room with a screen. In the evening the terrace fills with after-work spritz and sharing boards.',
    amenities: [...BASE, 'Air conditioning', 'Dog friendly'],
    areas: ['main-dining-room', 'terrace', 'bar', 'private-dining-room'],
    week: STANDARD_WEEK,
    clickCollect: true,
    coversPerSlot: 32,
    cardGuaranteeAbove: 6,
    enquiryEnabled: true,
    overrides: festiveOverrides('15:00', '17:00'),
    heroes: ['private-dining', 'terrace'],
  },
  {
    storeId: 'CV004',
    slug: 'islington',
    title: 'Islington',
    city: 'london',
    cityName: 'London',
    region: 'London',
    address: '96 Upper Street, London',
    postcode: 'N1 0NP',
    lat: 51.5378,
    lng: -0.1027,
    phone: '020 7946 0104',
    tagline: 'A neighbourhood trattoria on Upper Street.',
    description:
      'Our Islington trattoria feels like a neighbour\'s kitchen: chequered cloths, a chalkboard of daily specials and a garden terrace at the back where dogs are always welcome. Weekend brunch here has a loyal following, so book ahead.',
    amenities: [...BASE, 'Dog friendly'],
    areas: ['main-dining-room', 'terrace'],
    week: STANDARD_WEEK,
    clickCollect: false,
    coversPerSlot: 24,
    overrides: festiveOverrides(),
    heroes: ['brunch', 'terrace'],
  },
  // ------------------------------------------------------------------ North West
  {
    storeId: 'CV005',
    slug: 'manchester-deansgate',
    title: 'Manchester Deansgate',
    city: 'manchester',
    cityName: 'Manchester',
    region: 'North West',
    address: '221 Deansgate, Manchester',
    postcode: 'M3 4EN',
    lat: 53.4795,
    lng: -2.2485,
    phone: '0161 496 0105',
    tagline: 'Big tables and late nights on Deansgate.',
    description:
      'Set in a former textile warehouse on Deansgate, our Manchester restaurant has high ceilings, long communal tables and a cocktail bar that stays busy until midnight at the weekend. It is our favourite place for a birthday.',
    amenities: [...BASE, 'Air conditioning', 'Live music on Thursdays'],
    areas: ['main-dining-room', 'bar', 'private-dining-room'],
    week: LATE_WEEK,
    service: LATE_SERVICE,
    clickCollect: true,
    coversPerSlot: 40,
    enquiryEnabled: true,
    overrides: festiveOverrides('17:00', '19:00'),
    heroes: ['bar', 'dining-room'],
  },
  {
    storeId: 'CV006',
    slug: 'didsbury',
    title: 'Didsbury',
    city: 'manchester',
    cityName: 'Manchester',
    region: 'North West',
    address: '742 Wilmslow Road, Didsbury, Manchester',
    postcode: 'M20 6UG',
    lat: 53.4166,
    lng: -2.2312,
    phone: '0161 496 0106',
    tagline: 'Family lunches in leafy Didsbury village.',
    description:
      'A relaxed village restaurant with a sunny front terrace, crayons on every table and a kids menu that grown-ups quietly envy. Sunday lunch in Didsbury is a family affair.',
    amenities: [...BASE, 'Dog friendly', 'Kids activity packs'],
    areas: ['main-dining-room', 'terrace'],
    week: EARLY_WEEK,
    clickCollect: false,
    coversPerSlot: 20,
    heroes: ['dining-room', 'dessert'],
  },
  {
    storeId: 'CV007',
    slug: 'liverpool-bold-street',
    title: 'Liverpool Bold Street',
    city: 'liverpool',
    cityName: 'Liverpool',
    region: 'North West',
    address: '63 Bold Street, Liverpool',
    postcode: 'L1 4EZ',
    lat: 53.4029,
    lng: -2.9801,
    phone: '0151 496 0107',
    tagline: 'Pizza and spritz on Liverpool\'s liveliest street.',
    description:
      'Halfway up Bold Street, between the vintage shops and the bombed-out church, our Liverpool restaurant is loud, warm and open late. The pizza oven was built by a family firm from Naples and shipped over in pieces.',
    amenities: [...BASE],
    areas: ['main-dining-room', 'bar'],
    week: LATE_WEEK,
    service: LATE_SERVICE,
    clickCollect: true,
    coversPerSlot: 30,
    overrides: festiveOverrides('17:00', '19:00'),
    heroes: ['pizza', 'kitchen'],
  },
  // ------------------------------------------------------------------ Midlands
  {
    storeId: 'CV008',
    slug: 'birmingham-brindleyplace',
    title: 'Birmingham Brindleyplace',
    city: 'birmingham',
    cityName: 'Birmingham',
    region: 'Midlands',
    address: '3 Brindleyplace, Birmingham',
    postcode: 'B1 2JB',
    lat: 52.4778,
    lng: -1.9118,
    phone: '0121 496 0108',
    tagline: 'Canal-side dining in Brindleyplace.',
    description:
      'Our Birmingham restaurant sits beside the canal at Brindleyplace, with a terrace over the towpath and a private room that hosts many a leaving do. Close to the Symphony Hall and the ICC for dinner before a concert.',
    amenities: [...BASE, 'Air conditioning'],
    areas: ['main-dining-room', 'terrace', 'bar', 'private-dining-room'],
    week: STANDARD_WEEK,
    clickCollect: true,
    coversPerSlot: 36,
    enquiryEnabled: true,
    overrides: festiveOverrides(),
    heroes: ['terrace', 'private-dining'],
  },
  {
    storeId: 'CV009',
    slug: 'nottingham',
    title: 'Nottingham',
    city: 'nottingham',
    cityName: 'Nottingham',
    region: 'Midlands',
    address: '12 King Street, Nottingham',
    postcode: 'NG1 2AY',
    lat: 52.954,
    lng: -1.15,
    phone: '0115 496 0109',
    tagline: 'A stone\'s throw from the Old Market Square.',
    description:
      'Just off the Old Market Square, our Nottingham restaurant occupies a Victorian bank, with the old vault now a wine cellar you can book for parties. Students get 20% off from Sunday to Thursday.',
    amenities: [...BASE],
    areas: ['main-dining-room', 'bar', 'private-dining-room'],
    week: STANDARD_WEEK,
    clickCollect: false,
    coversPerSlot: 28,
    heroes: ['wine', 'pasta'],
  },
  // ------------------------------------------------------------------ Yorkshire
  {
    storeId: 'CV010',
    slug: 'leeds-briggate',
    title: 'Leeds Briggate',
    city: 'leeds',
    cityName: 'Leeds',
    region: 'Yorkshire',
    address: '41 Briggate, Leeds',
    postcode: 'LS1 6HD',
    lat: 53.7982,
    lng: -1.5422,
    phone: '0113 496 0110',
    tagline: 'Under the arcades of Briggate.',
    description:
      'Opening onto one of the city\'s Victorian arcades, Leeds Briggate is our brightest dining room, all green tiles and brass. Shoppers fill it at lunch; in the evening the bar mixes our signature Negroni Ventura until midnight on Fridays and Saturdays.',
    amenities: [...BASE, 'Air conditioning'],
    areas: ['main-dining-room', 'bar'],
    week: LATE_WEEK,
    service: LATE_SERVICE,
    clickCollect: true,
    coversPerSlot: 32,
    overrides: [...festiveOverrides('16:30', '18:00'), refurbishmentDay('2026-12-08')],
    heroes: ['bar', 'antipasti'],
  },
  {
    storeId: 'CV011',
    slug: 'york',
    title: 'York Stonegate',
    city: 'york',
    cityName: 'York',
    region: 'Yorkshire',
    address: '27 Stonegate, York',
    postcode: 'YO1 8AW',
    lat: 53.9614,
    lng: -1.0832,
    phone: '01632 960111',
    tagline: 'Our smallest restaurant, in a medieval lane.',
    description:
      'Our smallest restaurant: eight tables in a timber-framed house on Stonegate, with the Minster a minute away. The kitchen is tiny, so the menu is short and changes with the season. Please book, especially at weekends.',
    amenities: ['Free Wi-Fi', 'Dog friendly'],
    areas: ['main-dining-room'],
    week: EARLY_WEEK,
    clickCollect: false,
    delivery: false,
    bookingMenus: ['a-la-carte', 'set-lunch', 'christmas'],
    coversPerSlot: 4,
    cardGuaranteeAbove: 4,
    menuIds: ['a-la-carte', 'set-lunch', 'plant-based', 'christmas'],
    heroes: ['dining-room', 'dessert'],
  },
  {
    storeId: 'CV012',
    slug: 'sheffield',
    title: 'Sheffield Leopold Square',
    city: 'sheffield',
    cityName: 'Sheffield',
    region: 'Yorkshire',
    address: '5 Leopold Square, Sheffield',
    postcode: 'S1 2JG',
    lat: 53.3823,
    lng: -1.4719,
    phone: '0114 496 0112',
    tagline: 'Sunny courtyard tables in Leopold Square.',
    description:
      'In the old grammar school on Leopold Square, with tables spilling into the courtyard from April to October. A favourite with the nearby universities and a short walk from the City Hall.',
    amenities: [...BASE],
    areas: ['main-dining-room', 'terrace', 'bar'],
    week: STANDARD_WEEK,
    clickCollect: false,
    coversPerSlot: 28,
    heroes: ['terrace', 'pizza'],
  },
  // ------------------------------------------------------------------ Scotland
  {
    storeId: 'CV013',
    slug: 'edinburgh-george-street',
    title: 'Edinburgh George Street',
    city: 'edinburgh',
    cityName: 'Edinburgh',
    region: 'Scotland',
    address: '78 George Street, Edinburgh',
    postcode: 'EH2 3BU',
    lat: 55.9529,
    lng: -3.2001,
    phone: '0131 496 0113',
    tagline: 'Georgian grandeur on George Street.',
    description:
      'A Georgian banking hall on George Street with a glass dome, a long marble bar and a private room for up to sixteen. Book through our live table widget for the best availability during the Festival in August.',
    amenities: [...BASE, 'Air conditioning'],
    areas: ['main-dining-room', 'bar', 'private-dining-room'],
    week: STANDARD_WEEK,
    clickCollect: true,
    coversPerSlot: 36,
    enquiryEnabled: true,
    bookATableWidgetId: 'casaventuraedinburgh',
    overrides: festiveOverrides('17:00', '20:00'),
    heroes: ['private-dining', 'wine'],
  },
  {
    storeId: 'CV014',
    slug: 'glasgow-buchanan-street',
    title: 'Glasgow Buchanan Street',
    city: 'glasgow',
    cityName: 'Glasgow',
    region: 'Scotland',
    address: '140 Buchanan Street, Glasgow',
    postcode: 'G1 2JW',
    lat: 55.8612,
    lng: -4.2536,
    phone: '0141 496 0114',
    tagline: 'On the Style Mile, open till midnight at weekends.',
    description:
      'On Glasgow\'s Style Mile, our Buchanan Street restaurant is three floors of red leather banquettes and a mezzanine bar. Open until midnight on Fridays and Saturdays.',
    amenities: [...BASE, 'Air conditioning'],
    areas: ['main-dining-room', 'bar', 'private-dining-room'],
    week: LATE_WEEK,
    service: LATE_SERVICE,
    clickCollect: true,
    coversPerSlot: 38,
    enquiryEnabled: true,
    overrides: festiveOverrides('17:00', '19:00'),
    heroes: ['bar', 'pizza'],
  },
  {
    storeId: 'CV015',
    slug: 'glasgow-west-end',
    title: 'Glasgow West End',
    city: 'glasgow',
    cityName: 'Glasgow',
    region: 'Scotland',
    address: '312 Byres Road, Glasgow',
    postcode: 'G12 8UD',
    lat: 55.8751,
    lng: -4.2929,
    phone: '0141 496 0115',
    tagline: 'Brunch and bikes on Byres Road.',
    description:
      'Opposite Hillhead subway, our West End restaurant is a neighbourhood favourite for weekend brunch and midweek pizza. Bring the dog; there is always a bowl of water by the door.',
    amenities: [...BASE, 'Dog friendly', 'Cycle parking'],
    areas: ['main-dining-room', 'terrace'],
    week: STANDARD_WEEK,
    clickCollect: false,
    coversPerSlot: 24,
    heroes: ['brunch', 'pizza'],
  },
  // ------------------------------------------------------------------ Wales
  {
    storeId: 'CV016',
    slug: 'cardiff',
    title: 'Cardiff St Mary Street',
    city: 'cardiff',
    cityName: 'Cardiff',
    region: 'Wales',
    address: '88 St Mary Street, Cardiff',
    postcode: 'CF10 1DX',
    lat: 51.4783,
    lng: -3.1776,
    phone: '029 2018 0116',
    tagline: 'Match-day pizza near the stadium.',
    description:
      'Five minutes from the stadium, our Cardiff restaurant gets busy on match days, so book early. Inside you will find a tiled open kitchen, a small bar and a menu printed in Welsh and English.',
    amenities: [...BASE],
    areas: ['main-dining-room', 'bar'],
    week: STANDARD_WEEK,
    clickCollect: false,
    coversPerSlot: 30,
    overrides: festiveOverrides(),
    heroes: ['kitchen', 'pizza'],
  },
  // ------------------------------------------------------------------ South West
  {
    storeId: 'CV017',
    slug: 'bristol',
    title: 'Bristol Corn Street',
    city: 'bristol',
    cityName: 'Bristol',
    region: 'South West',
    address: '31 Corn Street, Bristol',
    postcode: 'BS1 1HT',
    lat: 51.4546,
    lng: -2.5935,
    phone: '0117 496 0117',
    tagline: 'In the old city, by St Nicholas Market.',
    description:
      'Next to St Nicholas Market in the old city, our Bristol restaurant has an open kitchen, a sunny front terrace and a private room in the former counting house. Much of our cheese comes from farms within forty miles.',
    amenities: [...BASE, 'Dog friendly'],
    areas: ['main-dining-room', 'terrace', 'bar', 'private-dining-room'],
    week: STANDARD_WEEK,
    clickCollect: false,
    coversPerSlot: 32,
    enquiryEnabled: true,
    heroes: ['antipasti', 'terrace'],
  },
  {
    storeId: 'CV018',
    slug: 'bath',
    title: 'Bath Milsom Street',
    city: 'bath',
    cityName: 'Bath',
    region: 'South West',
    address: '14 Milsom Street, Bath',
    postcode: 'BA1 1DE',
    lat: 51.3839,
    lng: -2.3611,
    phone: '01632 960118',
    tagline: 'A walk-in café-restaurant on Milsom Street.',
    description:
      'Our Bath café-restaurant keeps things simple: no online booking, just walk in for coffee, a slice of torta della nonna or a plate of pasta. Groups of six or more, please call us.',
    amenities: ['Wheelchair access', 'Free Wi-Fi', 'Dog friendly'],
    areas: ['main-dining-room'],
    week: EARLY_WEEK,
    clickCollect: false,
    delivery: false,
    coversPerSlot: 20,
    onlineBookingSupported: false,
    bookingMenus: ['a-la-carte', 'set-lunch', 'christmas', 'kids'],
    menuIds: ['a-la-carte', 'set-lunch', 'plant-based', 'kids', 'christmas'],
    heroes: ['dessert', 'pasta'],
  },
  // ------------------------------------------------------------------ South East
  {
    storeId: 'CV019',
    slug: 'brighton',
    title: 'Brighton The Lanes',
    city: 'brighton',
    cityName: 'Brighton',
    region: 'South East',
    address: '22 East Street, Brighton',
    postcode: 'BN1 1HP',
    lat: 50.8215,
    lng: -0.1394,
    phone: '01632 960119',
    tagline: 'Late nights by the sea, open until 1am on Saturdays.',
    description:
      'On the edge of The Lanes and a minute from the seafront, Brighton is our latest-opening restaurant: the kitchen serves until midnight on Friday and the bar pours until 1am on Saturday. Sit on the terrace and watch the city go by.',
    amenities: [...BASE, 'Dog friendly'],
    areas: ['main-dining-room', 'terrace', 'bar'],
    week: SEASIDE_WEEK,
    service: LATE_SERVICE,
    clickCollect: true,
    coversPerSlot: 30,
    overrides: festiveOverrides('17:00', '20:00'),
    heroes: ['terrace', 'bar'],
  },
  {
    storeId: 'CV020',
    slug: 'oxford',
    title: 'Oxford George Street',
    city: 'oxford',
    cityName: 'Oxford',
    region: 'South East',
    address: '9 George Street, Oxford',
    postcode: 'OX1 2BE',
    lat: 51.7544,
    lng: -1.2604,
    phone: '01632 960120',
    tagline: 'Closed Mondays, busy every other day.',
    description:
      'Between the station and the colleges, our Oxford restaurant takes Mondays off so the team can rest and the kitchen can prepare the week\'s ragù. From Tuesday it is full of students, tutors and theatre-goers heading to the New Theatre across the road.',
    amenities: [...BASE],
    areas: ['main-dining-room', 'bar', 'private-dining-room'],
    week: CLOSED_MONDAY_WEEK,
    clickCollect: true,
    coversPerSlot: 28,
    enquiryEnabled: true,
    overrides: festiveOverrides(),
    heroes: ['pasta', 'wine'],
  },
  {
    storeId: 'CV021',
    slug: 'reading',
    title: 'Reading Broad Street',
    city: 'reading',
    cityName: 'Reading',
    region: 'South East',
    address: '57 Broad Street, Reading',
    postcode: 'RG1 2BH',
    lat: 51.4558,
    lng: -0.973,
    phone: '01632 960121',
    tagline: 'Quick lunches and family dinners in the town centre.',
    description:
      'On Reading\'s main shopping street, with quick set lunches for office workers and plenty of room for pushchairs. The upstairs room seats twenty and is popular for christenings.',
    amenities: [...BASE, 'Air conditioning'],
    areas: ['main-dining-room', 'private-dining-room'],
    week: STANDARD_WEEK,
    clickCollect: false,
    coversPerSlot: 28,
    heroes: ['dining-room', 'pizza'],
  },
  // ------------------------------------------------------------------ North East
  {
    storeId: 'CV022',
    slug: 'newcastle',
    title: 'Newcastle Grey Street',
    city: 'newcastle-upon-tyne',
    cityName: 'Newcastle upon Tyne',
    region: 'North East',
    address: '46 Grey Street, Newcastle upon Tyne',
    postcode: 'NE1 6AE',
    lat: 54.9716,
    lng: -1.6118,
    phone: '0191 498 0122',
    tagline: 'Sandstone and spritz on Grey Street.',
    description:
      'Behind a curved sandstone front on Grey Street, opposite the Theatre Royal, our Newcastle restaurant has a long bar, deep booths and a kitchen open until midnight at the weekend.',
    amenities: [...BASE, 'Air conditioning'],
    areas: ['main-dining-room', 'bar', 'private-dining-room'],
    week: LATE_WEEK,
    service: LATE_SERVICE,
    clickCollect: true,
    coversPerSlot: 34,
    enquiryEnabled: true,
    overrides: festiveOverrides('17:00', '19:00'),
    heroes: ['bar', 'antipasti'],
  },
  // ------------------------------------------------------------------ East of England
  {
    storeId: 'CV023',
    slug: 'cambridge',
    title: 'Cambridge Bridge Street',
    city: 'cambridge',
    cityName: 'Cambridge',
    region: 'East of England',
    address: '15 Bridge Street, Cambridge',
    postcode: 'CB2 1UF',
    lat: 52.2092,
    lng: 0.1178,
    phone: '01632 960123',
    tagline: 'By the river, reopening after refurbishment in January.',
    description:
      'Beside Magdalene Bridge, with a riverside terrace and punts drifting past. Cambridge closes for a refurbishment from 11 to 14 January 2027, and online booking is paused while we finish the works: please call us to book.',
    amenities: [...BASE, 'Dog friendly'],
    areas: ['main-dining-room', 'terrace'],
    week: STANDARD_WEEK,
    clickCollect: false,
    coversPerSlot: 26,
    bookingDisabled: true,
    overrides: [
      ...festiveOverrides(),
      refurbishmentDay('2027-01-11'),
      refurbishmentDay('2027-01-12'),
      refurbishmentDay('2027-01-13'),
      refurbishmentDay('2027-01-14'),
    ],
    heroes: ['terrace', 'pasta'],
  },
  {
    storeId: 'CV024',
    slug: 'norwich',
    title: 'Norwich London Street',
    city: 'norwich',
    cityName: 'Norwich',
    region: 'East of England',
    address: '29 London Street, Norwich',
    postcode: 'NR2 1HL',
    lat: 52.6297,
    lng: 1.2953,
    phone: '01632 960124',
    tagline: 'Between the market and the cathedral.',
    description:
      'On pedestrianised London Street, between the market and the cathedral, our Norwich restaurant is light and airy with a wood-fired oven at its heart and a small bar for aperitivo.',
    amenities: [...BASE],
    areas: ['main-dining-room', 'bar'],
    week: STANDARD_WEEK,
    clickCollect: false,
    coversPerSlot: 26,
    heroes: ['pizza', 'bar'],
  },
];

export const restaurants: SeedRestaurant[] = sites.map(build);

/** Restaurants by storeId, for the other seed modules. */
export function restaurantById(storeId: string): SeedRestaurant {
  const found = restaurants.find((restaurant) => restaurant.storeId === storeId);
  if (found === undefined) throw new Error(`Unknown seed restaurant ${storeId}`);
  return found;
}

/** storeIds of the restaurants with a special role in tests and error paths. */
export const SPECIAL_RESTAURANTS = {
  default: 'CV001',
  tinyCapacity: 'CV011',
  bookingDisabled: 'CV023',
  onlineBookingNotSupported: 'CV018',
  liveWidget: 'CV013',
  closedMondays: 'CV020',
  pastMidnightClose: 'CV019',
} as const;
