// SevenRooms' booking page address: the venue's page with the diner's date and party when they make
// sense, and nothing at all for an id that is not a plain venue id (so no content typo reaches a URL).
import { SEVEN_ROOMS_ORIGIN, SEVEN_ROOMS_RESERVATIONS_URL, isSevenRoomsVenueId, sevenRoomsReservationUrl } from './seven-rooms';

describe('the SevenRooms booking page address', () => {
  it('given the seed venue alone, then its page with no query', () => {
    expect(sevenRoomsReservationUrl('casaventuraedinburgh')).toBe('https://www.sevenrooms.com/reservations/casaventuraedinburgh');
  });

  it('given a date and a party, then the page opens on them', () => {
    const url = new URL(sevenRoomsReservationUrl('casaventuraedinburgh', { date: '2026-08-14', partySize: 4 }) as string);
    expect(url.origin + url.pathname).toBe('https://www.sevenrooms.com/reservations/casaventuraedinburgh');
    expect(Object.fromEntries(url.searchParams)).toEqual({ default_date: '2026-08-14', default_party_size: '4' });
  });

  it('given a date-time, then only its date is sent', () => {
    expect(sevenRoomsReservationUrl('cv-edinburgh_1', { date: '2026-08-14T19:30:00' })).toBe(
      'https://www.sevenrooms.com/reservations/cv-edinburgh_1?default_date=2026-08-14',
    );
  });

  it.each([
    ['an impossible date', { date: '2026-02-30' }],
    ['a date written the American way', { date: '08-14-2026' }],
    ['an empty date', { date: '' }],
    ['no party', { partySize: 0 }],
    ['a negative party', { partySize: -2 }],
    ['half a guest', { partySize: 2.5 }],
    ['a party that is not a number', { partySize: Number.NaN }],
    ['nulls', { date: null, partySize: null }],
  ])('given %s, then it is left out of the query', (_case, prefill) => {
    expect(sevenRoomsReservationUrl('casaventuraedinburgh', prefill)).toBe('https://www.sevenrooms.com/reservations/casaventuraedinburgh');
  });

  it.each([
    ['empty', ''],
    ['missing', null],
    ['undefined', undefined],
    ['with capitals', 'CasaVentura'],
    ['with a space', 'casa ventura'],
    ['padded with spaces', ' casaventuraedinburgh '],
    ['a path', '../widget'],
    ['with a slash', 'casa/ventura'],
    ['a full address', 'https://evil.example/'],
    ['with a query', 'casaventura?x=1'],
    ['with a fragment', 'casaventura#top'],
    ['an encoded character', 'casa%2Fventura'],
  ])('given a widget id that is %s, then there is no address', (_case, widgetId) => {
    expect(sevenRoomsReservationUrl(widgetId as string, { date: '2026-08-14', partySize: 2 })).toBeNull();
    expect(isSevenRoomsVenueId(widgetId)).toBe(false);
  });

  it('given the constants, then the origin is the one the page address starts with', () => {
    expect(SEVEN_ROOMS_ORIGIN).toBe('https://www.sevenrooms.com');
    expect(SEVEN_ROOMS_RESERVATIONS_URL.startsWith(`${SEVEN_ROOMS_ORIGIN}/`)).toBe(true);
    expect(sevenRoomsReservationUrl('a')?.startsWith(SEVEN_ROOMS_RESERVATIONS_URL)).toBe(true);
  });
});
