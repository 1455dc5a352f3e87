import { aSlot, anOccasion } from '../../tests/builders/booking.builder';
import { BOOKING } from '../constants';
import { TIME_BAND_NAMES, nearestSlots, preferredTime, preferredTimeChoices, timeBandOf, timeBands } from './time-bands';

const times = (...list: string[]) => list.map((time) => aSlot({ time }));
const timesOf = (slots: readonly { time: string }[]) => slots.map((slot) => slot.time);

describe('service bands of a time', () => {
  it('given the band edges, then lunch ends at 15:00 and dinner starts at 17:00', () => {
    expect([BOOKING.afternoonFrom, BOOKING.dinnerFrom]).toEqual(['15:00', '17:00']);
  });

  it.each([
    ['00:00', 'lunch'],
    ['11:30', 'lunch'],
    ['14:59', 'lunch'],
    ['15:00', 'afternoon'],
    ['16:59', 'afternoon'],
    ['17:00', 'dinner'],
    ['23:45', 'dinner'],
    ['9:05', 'lunch'],
  ])('given %s, when banded, then it is %s', (time, band) => {
    expect(timeBandOf(time)).toBe(band);
  });

  it.each(['', '24:00', '7pm', null, undefined, 1900, {}])('given the unreadable %p, when banded, then it has no band', (time) => {
    expect(timeBandOf(time)).toBeNull();
  });

  it('given a day of slots out of order, when grouped, then each band holds its own, earliest first, in service order', () => {
    const bands = timeBands(times('19:00', '12:00', '15:00', '14:45', '17:00', '16:45', '12:15'));
    expect(bands.map((b) => [b.band, timesOf(b.slots)])).toEqual([
      ['lunch', ['12:00', '12:15', '14:45']],
      ['afternoon', ['15:00', '16:45']],
      ['dinner', ['17:00', '19:00']],
    ]);
  });

  it('given dinner slots only, when grouped, then the empty bands are left out', () => {
    expect(timeBands(times('18:00', '18:30')).map((b) => b.band)).toEqual(['dinner']);
  });

  it('given no slots, when grouped, then there is no band', () => {
    expect(timeBands([])).toEqual([]);
  });

  it('given each band, then it has a name to show', () => {
    expect(TIME_BAND_NAMES).toEqual({ lunch: 'Lunch', afternoon: 'Afternoon', dinner: 'Dinner' });
  });
});

describe('slots suggested nearest the preferred time', () => {
  const day = times('12:00', '12:30', '18:00', '18:45', '19:00', '19:15', '19:30', '21:00');

  it('given 19:00 offered, when suggested, then the three nearest come earliest first', () => {
    expect(BOOKING.suggestedTimeCount).toBe(3);
    expect(timesOf(nearestSlots(day, '19:00'))).toEqual(['18:45', '19:00', '19:15']);
  });

  it('given two slots as near, when suggested, then the earlier is nearer', () => {
    expect(timesOf(nearestSlots(times('18:45', '19:15', '19:45'), '19:00', 1))).toEqual(['18:45']);
    expect(timesOf(nearestSlots(times('19:15', '18:45'), '19:00', 1))).toEqual(['18:45']);
  });

  it('given a preferred time between services, when suggested, then the nearest of either service come', () => {
    expect(timesOf(nearestSlots(day, '15:30', 2))).toEqual(['12:30', '18:00']);
  });

  it('given an enquiry-only slot nearest, when suggested, then it is suggested and marked', () => {
    const slots = [aSlot({ time: '19:00', canEnquire: true }), aSlot({ time: '19:30' }), aSlot({ time: '20:30' })];
    expect(nearestSlots(slots, '19:00', 2)).toEqual([
      { time: '19:00', canEnquire: true },
      { time: '19:30', canEnquire: false },
    ]);
  });

  it('given fewer slots than asked, when suggested, then every slot is suggested', () => {
    expect(timesOf(nearestSlots(times('20:00'), '12:00'))).toEqual(['20:00']);
  });

  it('given no slots, when suggested, then nothing is suggested', () => {
    expect(nearestSlots([], '19:00')).toEqual([]);
  });

  it.each(['soon', '', '25:00', null, 1900, {}])('given the preferred time %p, which is not a time, then nothing is suggested', (preferred) => {
    expect(nearestSlots(day, preferred)).toEqual([]);
  });

  it('given the slots, when suggested, then they are left as they were', () => {
    const slots = times('19:30', '19:00');
    nearestSlots(slots, '19:00');
    timeBands(slots);
    expect(timesOf(slots)).toEqual(['19:30', '19:00']);
  });
});

describe('the time a diner would like', () => {
  const day = times('12:00', '13:00', '14:00', '18:00', '19:00');

  it('given the diner chose a time, then it is theirs whatever the occasion', () => {
    expect(preferredTime('20:15', anOccasion({ id: 'lunch', name: 'Lunch' }), day)).toBe('20:15');
  });

  it.each([
    [{ id: 'dinner', name: 'Dinner' }, '19:00'],
    [{ id: 'occ-7', name: 'Christmas Dinner' }, '19:00'],
    [{ id: 'lunch', name: 'Lunch' }, '12:30'],
    [{ id: 'business-lunch', name: 'Business lunch' }, '12:30'],
  ])('given the occasion %p and no choice, then it is the usual %s', (occasion, time) => {
    expect(preferredTime(null, anOccasion(occasion), day)).toBe(time);
  });

  it('given an occasion with no usual time, then it is the middle of the offered times', () => {
    expect(preferredTime(null, anOccasion({ id: 'birthday', name: 'Birthday' }), times('19:00', '12:00', '18:00', '13:00', '14:00'))).toBe('14:00');
    expect(preferredTime(null, null, times('12:00', '18:00'))).toBe('18:00');
  });

  it('given no occasion with a usual time and no slot, then there is none', () => {
    expect(preferredTime(null, anOccasion({ id: 'brunch', name: 'Brunch' }), [])).toBeNull();
  });
});

describe('the preferred times a diner can pick', () => {
  it('given the day’s slots, then every half hour from the first slot’s hour to the last slot', () => {
    expect(preferredTimeChoices(times('12:15', '13:45', '14:00'))).toEqual(['12:00', '12:30', '13:00', '13:30', '14:00']);
  });

  it('given a preferred time off that list, then it is among the choices in its place', () => {
    expect(preferredTimeChoices(times('12:00', '13:00'), '12:45')).toEqual(['12:00', '12:30', '12:45', '13:00']);
    expect(preferredTimeChoices(times('12:00', '12:30'), '19:00')).toEqual(['12:00', '12:30', '19:00']);
    expect(preferredTimeChoices(times('12:00', '12:30'), '12:30')).toEqual(['12:00', '12:30']);
  });

  it('given no slots, then only a readable preferred time is a choice', () => {
    expect(preferredTimeChoices([], '19:00')).toEqual(['19:00']);
    expect(preferredTimeChoices([], 'soon')).toEqual([]);
    expect(preferredTimeChoices([])).toEqual([]);
  });
});
