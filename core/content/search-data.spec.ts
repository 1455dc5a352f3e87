import { ErrorCode } from '../errors/error-code';
import { acceptsReservations, ukPhoneE164 } from './search-data';

describe('ukPhoneE164', () => {
  it.each([
    ['020 7946 0101', '+442079460101'],
    ['0131 496 0113', '+441314960113'],
    ['01632 960118', '+441632960118'],
    ['+44 20 7946 0101', '+442079460101'],
    ['+44 (0)20 7946 0101', '+442079460101'],
    ['0044 20 7946 0101', '+442079460101'],
    ['(020) 7946-0101', '+442079460101'],
    [' 0800 123 456 ', '+44800123456'],
  ])('given %p, then it is %p', (input, e164) => {
    expect(ukPhoneE164(input)).toBe(e164);
  });

  it.each([[''], ['   '], ['7946 0101'], ['+33 1 23 45 67 89'], ['020 7946 01011'], ['020 794'], ['0020 7946 0101'], ['020 7946 O101'], [null], [42]])(
    'given %p, which is no UK number, then it is null',
    (input) => {
      expect(ukPhoneE164(input)).toBeNull();
    },
  );
});

describe('acceptsReservations', () => {
  it('given a restaurant the booking API answers for, then it accepts reservations', () => {
    expect(acceptsReservations({ refusalCode: null })).toBe(true);
  });

  it('given a restaurant booked through its live widget, then it accepts reservations though the API refuses it (code 1)', () => {
    expect(acceptsReservations({ bookATableWidgetId: 'casaventuraedinburgh', refusalCode: ErrorCode.BookingNotSupported })).toBe(true);
  });

  it.each([
    ['no online booking', ErrorCode.BookingNotSupported],
    ['bookings switched off', ErrorCode.BookingDisabled],
    ['bookings switched off with a message', ErrorCode.DisabledBookingCustomMessage],
    ['the restaurant disabled', ErrorCode.RestaurantDisabled],
    ['unknown to the booking API', ErrorCode.RestaurantNotFound],
  ])('given %s, then it does not', (_case, code) => {
    expect(acceptsReservations({ bookATableWidgetId: null, refusalCode: code })).toBe(false);
  });

  it('given a refusal about today only (no occasion left), then it still accepts reservations', () => {
    expect(acceptsReservations({ refusalCode: ErrorCode.NoRestrictions })).toBe(true);
  });

  it('given no usable answer, then it is not known', () => {
    expect(acceptsReservations({ bookATableWidgetId: '  ', refusalCode: undefined })).toBeNull();
  });
});
