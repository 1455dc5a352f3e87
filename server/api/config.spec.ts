// The API's settings read from the environment: the booking horizon's length.
import { BOOKING } from '@tavola/core/constants';
import { readApiConfig } from './config';

describe('BOOKING_HORIZON_DAYS', () => {
  it('given nothing set, then core’s BOOKING.horizonDays', () => {
    expect(readApiConfig({}).bookingHorizonDays).toBe(BOOKING.horizonDays);
  });

  it('given a whole number of days, then that many; 0 books today only', () => {
    expect(readApiConfig({ BOOKING_HORIZON_DAYS: '30' }).bookingHorizonDays).toBe(30);
    expect(readApiConfig({ BOOKING_HORIZON_DAYS: '0' }).bookingHorizonDays).toBe(0);
  });

  it.each(['', ' ', '-1', '1.5', 'ninety', '1e9x'])('given %p, then the default', (value) => {
    expect(readApiConfig({ BOOKING_HORIZON_DAYS: value }).bookingHorizonDays).toBe(BOOKING.horizonDays);
  });
});
