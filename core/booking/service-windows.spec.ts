import type { ServiceWindow } from './booking.models';
import { isServedAt, slotsServed } from './service-windows';

// 2026-11-28 is a Saturday, 2026-11-24 a Tuesday.
const SATURDAY = '2026-11-28';
const TUESDAY = '2026-11-24';
const BRUNCH: ServiceWindow = { days: ['saturday', 'sunday'], firstSeating: '11:30', lastSeating: '15:00' };

describe('isServedAt: an occasion or menu at a date and time', () => {
  it('given no window, then it is served whenever asked', () => {
    expect(isServedAt(undefined, TUESDAY, '03:00')).toBe(true);
    expect(isServedAt(null, TUESDAY)).toBe(true);
  });

  it('given brunch on a Saturday, then the first and last seatings are both served, a minute outside either is not', () => {
    expect(isServedAt(BRUNCH, SATURDAY, '11:30')).toBe(true);
    expect(isServedAt(BRUNCH, SATURDAY, '15:00')).toBe(true);
    expect(isServedAt(BRUNCH, SATURDAY, '11:29')).toBe(false);
    expect(isServedAt(BRUNCH, SATURDAY, '15:01')).toBe(false);
    expect(isServedAt(BRUNCH, SATURDAY)).toBe(true);
  });

  it('given a day it is not served, then no time of it is', () => {
    expect(isServedAt(BRUNCH, TUESDAY)).toBe(false);
    expect(isServedAt(BRUNCH, TUESDAY, '12:00')).toBe(false);
    expect(isServedAt({ days: [] }, SATURDAY)).toBe(false);
  });

  it('given only seating times, then every day is served within them; only days, then all day', () => {
    expect(isServedAt({ firstSeating: '17:00', lastSeating: '22:30' }, TUESDAY, '22:30')).toBe(true);
    expect(isServedAt({ firstSeating: '17:00', lastSeating: '22:30' }, TUESDAY, '12:00')).toBe(false);
    expect(isServedAt({ days: ['tuesday'] }, TUESDAY, '00:00')).toBe(true);
    expect(isServedAt({ lastSeating: '16:00' }, TUESDAY, '00:00')).toBe(true);
    expect(isServedAt({ firstSeating: '12:00' }, TUESDAY, '23:59')).toBe(true);
  });

  it.each([
    ['a season of its year', { from: '2026-11-24', to: '2026-12-24' }, ['2026-11-24', '2026-12-24'], ['2026-11-23', '2026-12-25', '2027-12-01']],
    ['a season every year', { from: '11-24', to: '12-24' }, ['2026-11-24', '2027-12-24'], ['2026-11-23', '2027-12-25']],
    ['a yearly season across New Year', { from: '12-27', to: '01-06' }, ['2026-12-27', '2027-01-06', '2026-12-31'], ['2026-12-26', '2027-01-07']],
  ])('given %s, then its first and last days are served and the days around are not', (_case, season, inside, outside) => {
    for (const day of inside) expect(isServedAt({ season }, day, '19:00')).toBe(true);
    for (const day of outside) expect(isServedAt({ season }, day, '19:00')).toBe(false);
  });

  it.each([
    ['a time like 25:00', { firstSeating: '12:00', lastSeating: '25:00' }],
    ['a first seating of text', { firstSeating: 'noon' }],
    ['a number for a time', { lastSeating: 1500 }],
    ['the first seating after the last', { firstSeating: '22:00', lastSeating: '12:00' }],
    ['days that are not weekdays', { days: ['saturday', 'funday'] }],
    ['days that are not a list', { days: 'saturday' }],
    ['a season of bad dates', { season: { from: 'christmas', to: '12-24' } }],
    ['a season mixing forms', { season: { from: '11-24', to: '2026-12-24' } }],
    ['a season without its end', { season: { from: '11-24' } }],
    ['a window that is text', 'weekends'],
  ])('given a malformed window (%s), then it serves nothing and never throws', (_case, window) => {
    expect(isServedAt(window as unknown as ServiceWindow, SATURDAY, '12:00')).toBe(false);
  });

  it('given a date or time that cannot be read, then it is not served', () => {
    expect(isServedAt(BRUNCH, '2026-02-30', '12:00')).toBe(false);
    expect(isServedAt(BRUNCH, 20261128, '12:00')).toBe(false);
    expect(isServedAt(BRUNCH, SATURDAY, '12h00')).toBe(false);
    expect(isServedAt(BRUNCH, SATURDAY, null)).toBe(false);
  });
});

describe('slotsServed: the slots inside every window', () => {
  const slots = ['11:30', '12:00', '15:00', '15:15', '17:00'].map((time) => ({ time, canEnquire: false }));

  it('given an occasion and a menu, then only the times both serve remain, in order', () => {
    const setLunch: ServiceWindow = { firstSeating: '12:00', lastSeating: '16:00' };
    expect(slotsServed(slots, SATURDAY, BRUNCH, setLunch).map((s) => s.time)).toEqual(['12:00', '15:00']);
    expect(slotsServed(slots, SATURDAY, BRUNCH, null).map((s) => s.time)).toEqual(['11:30', '12:00', '15:00']);
    expect(slotsServed(slots, TUESDAY, BRUNCH)).toEqual([]);
    expect(slotsServed(slots, TUESDAY)).toEqual(slots);
  });
});
