// Voucher offers, each claimable by e-mail on /offer/{slug}, and the restaurants (storeIds) honouring them.
import { restaurants } from './restaurants';
import type { SeedOffer } from './seed.types';

const everyBookableRestaurant = restaurants
  .filter((restaurant) => !restaurant.bookingDisabled && restaurant.onlineBookingSupported)
  .map((restaurant) => restaurant.storeId);

const everyRestaurant = restaurants.map((restaurant) => restaurant.storeId);

export const offers: SeedOffer[] = [
  {
    id: 'offer-001',
    slug: 'two-for-tuesday',
    title: 'Two for Tuesday: 2-for-1 pizza',
    description:
      'Every Tuesday, order any two pizzas and the cheaper one is on us. Bring a friend, share a bottle and make Tuesday the new Friday.',
    termAndConditions:
      '1. Valid on Tuesdays from 12pm to close, dine-in only, at participating restaurants. 2. The lower-priced pizza is free; one voucher per table of up to four guests. 3. Show the voucher code on your phone when you order. 4. Not valid with any other offer, set menu or on bank holidays. 5. Casa Ventura Restaurants Ltd may withdraw the offer at any time without notice.',
    successButtonText: 'Book a table',
    successButtonUrl: '/#booking',
    overrideSuccessUrl: null,
    validityText: 'Valid every Tuesday until 30 March 2027',
    image: '/images/offers/two-for-tuesday.svg',
    storeIds: everyBookableRestaurant.filter((storeId) => !['CV001', 'CV002'].includes(storeId)),
    startDate: '2026-09-01',
    endDate: '2027-03-30',
  },
  {
    id: 'offer-002',
    slug: 'birthday-dolce',
    title: 'A birthday dolce on us',
    description:
      'Celebrating? Book a table in your birthday month and we will bring you a dessert of your choice, with a candle and a song if you would like one.',
    termAndConditions:
      '1. Valid for the person named on the voucher, in the calendar month of their birthday, with photo ID. 2. One free dessert from the à la carte menu per voucher. 3. The table must order at least one main course per person. 4. Not exchangeable for cash. 5. Casa Ventura Restaurants Ltd may withdraw the offer at any time without notice.',
    successButtonText: 'Book your birthday table',
    successButtonUrl: '/#booking',
    overrideSuccessUrl: null,
    validityText: 'Valid in your birthday month, all year round',
    image: '/images/offers/birthday-dolce.svg',
    storeIds: everyRestaurant,
    startDate: '2026-01-01',
    endDate: '2027-12-31',
  },
  {
    id: 'offer-003',
    slug: 'january-brunch',
    title: '25% off bottomless brunch in January',
    description:
      'Chase away the January blues: bottomless brunch for £27 a head instead of £36, every Saturday and Sunday in January.',
    termAndConditions:
      '1. Valid on Saturdays and Sundays from 3 to 31 January 2027, for bookings made online with the voucher code. 2. Over-18s only; photo ID may be requested. 3. The whole table must take the bottomless brunch. 4. Maximum 12 guests per booking. 5. Not valid with any other offer. 6. Please drink responsibly.',
    successButtonText: 'Book brunch',
    successButtonUrl: '/bottomless-brunch',
    overrideSuccessUrl: '/bottomless-brunch#booking',
    validityText: 'Weekends, 3 to 31 January 2027',
    image: '/images/offers/january-brunch.svg',
    storeIds: restaurants
      .filter((restaurant) => restaurant.bookingMenus.some((menu) => menu.id === 'bottomless-brunch') && !restaurant.bookingDisabled)
      .map((restaurant) => restaurant.storeId),
    startDate: '2027-01-03',
    endDate: '2027-01-31',
  },
  {
    id: 'offer-004',
    slug: 'student-discount',
    title: '20% off for students',
    description: 'Show your student card and take 20% off your food bill from Sunday to Thursday.',
    termAndConditions:
      '1. Valid Sunday to Thursday with a valid student ID card, at the restaurants listed. 2. 20% off food only, for up to four people per student card. 3. Not valid with set menus, the Christmas menu or other offers. 4. Casa Ventura Restaurants Ltd may withdraw the offer at any time without notice.',
    successButtonText: 'Find your restaurant',
    successButtonUrl: '/restaurants',
    overrideSuccessUrl: null,
    validityText: 'Sunday to Thursday until 30 June 2027',
    image: '/images/offers/student-discount.svg',
    storeIds: ['CV009', 'CV010', 'CV011', 'CV012', 'CV015', 'CV020', 'CV016'],
    startDate: '2026-09-14',
    endDate: '2027-06-30',
  },
  {
    id: 'offer-005',
    slug: 'christmas-party-prosecco',
    title: 'A bottle of Prosecco for your Christmas party',
    description:
      'Book the Christmas menu for eight or more and we will pour a bottle of Prosecco for every eight guests, on the house.',
    termAndConditions:
      '1. Valid for bookings of eight or more guests taking the Christmas menu between 20 November and 23 December 2026. 2. One 75cl bottle of Prosecco DOC per eight paying adults. 3. Over-18s only. 4. A deposit of £10 per person applies to parties of nine or more. 5. Not valid with any other offer.',
    successButtonText: 'Plan your party',
    successButtonUrl: '/contact?type=group-and-events',
    overrideSuccessUrl: null,
    validityText: 'For parties dining 20 November to 23 December 2026',
    image: '/images/offers/christmas-party.svg',
    storeIds: restaurants
      .filter((restaurant) => restaurant.bookingMenus.some((menu) => menu.id === 'christmas') && restaurant.onlineBookingSupported)
      .map((restaurant) => restaurant.storeId),
    startDate: '2026-11-01',
    endDate: '2026-12-23',
  },
  {
    id: 'offer-006',
    slug: 'kids-eat-free',
    title: 'Kids eat free in the school holidays',
    description: 'One free kids meal for every adult main ordered, every day of the school holidays.',
    termAndConditions:
      '1. Valid during English, Welsh and Scottish school holidays as published on our website. 2. One free kids meal (under-12s) per adult main course ordered. 3. Dine-in only. 4. Not valid with other offers or set menus. 5. Casa Ventura Restaurants Ltd may withdraw the offer at any time without notice.',
    successButtonText: 'Book a family table',
    successButtonUrl: '/#booking',
    overrideSuccessUrl: null,
    validityText: 'School holidays until 31 August 2027',
    image: '/images/offers/kids-eat-free.svg',
    storeIds: restaurants.filter((restaurant) => restaurant.bookingMenus.some((menu) => menu.id === 'kids')).map((r) => r.storeId),
    startDate: '2026-12-19',
    endDate: '2027-08-31',
  },
];
