// The booking use-case's preferred time (Tuesday 2025-06-10 in London, booking Saturday): the slot preselected
// when slots load is the one nearest the time wanted (dinner 19:00, lunch 12:30, else the middle of the day's
// times), never the day's first; choosePreferredTime sends no call and holds across reloads of the slots.
import { anOccasion, aSlot } from '../../tests/builders/booking.builder';
import { fail, ok } from '../shared/api-result';
import type { Slot } from './booking.models';
import { createBookingUseCase } from './booking-use-case';
import type { BookableRestaurant } from './booking-snapshot';
import { timeBandOf } from './time-bands';
import { FakeBookingApi, FakePayments, FixedClock, RecordingAnalytics, settled } from './testing/fake-booking-ports';

const NOW = Date.UTC(2025, 5, 10, 9);
const SATURDAY = '2025-06-14';
const LEEDS: BookableRestaurant = { storeId: 'A', lat: 53.8, lng: -1.54 };
const DINNER = anOccasion({ id: 'dinner', name: 'Dinner', minimumCovers: 1 });
const LUNCH = anOccasion({ id: 'lunch', name: 'Lunch', minimumCovers: 1 });
const BIRTHDAY = anOccasion({ id: 'birthday', name: 'Birthday', minimumCovers: 1 });

/** Every quarter hour from 12:00 to 21:45, as the seed's restaurants offer them on a weekday. */
const WHOLE_DAY: Slot[] = Array.from({ length: 40 }, (_, i) => aSlot({ time: `${String(12 + Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}` }));

async function atStepTwo(occasion = DINNER, slots: readonly Slot[] = WHOLE_DAY) {
  const booking = new FakeBookingApi();
  let offered: unknown = ok(slots);
  booking
    .always('getOccasions', ok([DINNER, LUNCH, BIRTHDAY]))
    .always('getAreas', ok([]))
    .always('getMenus', ok([]))
    .always('getSlots', () => offered);
  const useCase = createBookingUseCase(
    { booking, payments: new FakePayments(), analytics: new RecordingAnalytics(), clock: new FixedClock(NOW) },
    { restaurants: [LEEDS], storeId: 'A', date: SATURDAY },
  );
  expect(await useCase.start()).toBe(true);
  useCase.chooseOccasion(occasion.id);
  expect(await useCase.loadSlots()).toBe(true);
  const offer = (next: unknown) => {
    offered = next;
  };
  return { useCase, booking, offer, snap: () => useCase.getSnapshot() };
}

describe('the time preselected when slots load', () => {
  it('given dinner and a whole day of slots, when they load, then 19:00 is chosen, never a lunchtime', async () => {
    const { snap } = await atStepTwo();
    expect(snap().journey.selectedBookingTime).toBe('19:00');
    expect(timeBandOf(snap().journey.selectedBookingTime)).toBe('dinner');
    expect(snap().preferredTime).toBe('19:00');
    expect(snap().suggestedTimes.map((s) => s.time)).toEqual(['18:45', '19:00', '19:15']);
    expect(snap().timeBands.map((b) => [b.band, b.slots.length])).toEqual([
      ['lunch', 12],
      ['afternoon', 8],
      ['dinner', 20],
    ]);
  });

  it('given dinner and no 19:00, when slots load, then the nearest is chosen, the earlier of two as near', async () => {
    const slots = ['12:00', '12:30', '13:00', '18:30', '19:30', '21:00'].map((time) => aSlot({ time }));
    const { snap } = await atStepTwo(DINNER, slots);
    expect(snap().journey.selectedBookingTime).toBe('18:30');
    expect(snap().journey.selectedBookingDate).toBe(`${SATURDAY}T18:30:00`);
  });

  it('given lunch, when slots load, then 12:30 is chosen', async () => {
    const { snap } = await atStepTwo(LUNCH);
    expect(snap().journey.selectedBookingTime).toBe('12:30');
    expect(snap().suggestedTimes.map((s) => s.time)).toEqual(['12:15', '12:30', '12:45']);
  });

  it('given an occasion with no usual time, when slots load, then the middle of the offered times is chosen', async () => {
    const { snap } = await atStepTwo(BIRTHDAY);
    expect(snap().journey.selectedBookingTime).toBe('17:00');
    expect(snap().canContinue[2]).toBe(true);
  });

  it('given only an enquiry slot nearest, when slots load, then it is chosen and its suggestion marked', async () => {
    const slots = [aSlot({ time: '12:00' }), aSlot({ time: '19:00', canEnquire: true })];
    const { snap } = await atStepTwo(DINNER, slots);
    expect(snap().journey.selectedBookingTime).toBe('19:00');
    expect(snap().suggestedTimes).toEqual([
      { time: '12:00', canEnquire: false },
      { time: '19:00', canEnquire: true },
    ]);
  });

  it('given no slot, when slots load, then no time is chosen, nothing is suggested and there is no band', async () => {
    const { snap } = await atStepTwo(DINNER, []);
    expect(snap().journey.selectedBookingTime).toBeNull();
    expect(snap()).toMatchObject({ suggestedTimes: [], timeBands: [], preferredTime: '19:00' });
  });
});

describe('the diner’s preferred time', () => {
  it('given slots loaded, when a preferred time is chosen, then no call is made and the nearest slot and suggestions follow it', async () => {
    const { useCase, booking, snap } = await atStepTwo();
    const calls = booking.calls.length;
    expect(useCase.choosePreferredTime('20:10')).toBe(true);
    await settled();
    expect(booking.calls).toHaveLength(calls);
    expect(snap()).toMatchObject({ preferredTime: '20:10', preferredTimeChoice: '20:10', currentStep: 2 });
    expect(snap().journey.selectedBookingTime).toBe('20:15');
    expect(snap().suggestedTimes.map((s) => s.time)).toEqual(['20:00', '20:15', '20:30']);
  });

  it('given a preferred time, when the slots load again, then the nearest to it is chosen again', async () => {
    const { useCase, offer, snap } = await atStepTwo();
    useCase.choosePreferredTime('13:05');
    useCase.chooseTime('21:00');
    offer(ok(['12:00', '13:30', '20:00'].map((time) => aSlot({ time }))));
    expect(await useCase.chooseAnotherTime()).toBe(true);
    expect(snap().journey.selectedBookingTime).toBe('13:30');
    expect(useCase.goToStep(1)).toBe(true);
    expect(useCase.changeCovers({ adults: 3 })).toBe(true);
    expect(await useCase.loadSlots()).toBe(true);
    expect(snap().preferredTime).toBe('13:05');
    expect(snap().journey.selectedBookingTime).toBe('13:30');
  });

  it('given a preferred time before any slot, when chosen, then it is kept and used when the slots load', async () => {
    const { useCase, snap } = await atStepTwo();
    useCase.goToStep(1);
    useCase.changeCovers({ adults: 4 });
    expect(useCase.choosePreferredTime('9:40')).toBe(true);
    expect(snap().preferredTime).toBe('09:40');
    expect(await useCase.loadSlots()).toBe(true);
    expect(snap().journey.selectedBookingTime).toBe('12:00');
  });

  it('given a preferred time, when the occasion changes, then the new occasion’s usual time applies', async () => {
    const { useCase, snap } = await atStepTwo();
    useCase.choosePreferredTime('20:00');
    useCase.goToStep(1);
    expect(useCase.chooseOccasion('lunch')).toBe(true);
    expect(snap()).toMatchObject({ preferredTimeChoice: null, preferredTime: '12:30' });
    expect(useCase.chooseOccasion('lunch')).toBe(true);
    expect(await useCase.loadSlots()).toBe(true);
    expect(snap().journey.selectedBookingTime).toBe('12:30');
  });

  it('given a preferred time, when the journey is reset, then it is forgotten', async () => {
    const { useCase, snap } = await atStepTwo();
    useCase.choosePreferredTime('20:00');
    expect(await useCase.reset()).toBe(true);
    expect(snap().preferredTimeChoice).toBeNull();
  });

  it.each([undefined, null, '', ' ', 'soon', '25:00', '19:60', 1900, Number.NaN, {}, [], () => '19:00', Symbol('19:00')])(
    'given %p, which is not a time, when chosen as the preferred time, then it is refused and nothing changes',
    async (time) => {
      const { useCase, snap } = await atStepTwo();
      const before = snap();
      expect(() => useCase.choosePreferredTime(time)).not.toThrow();
      expect(useCase.choosePreferredTime(time)).toBe(false);
      expect(snap()).toBe(before);
    },
  );

  it('given the slots failed, when a preferred time is chosen, then it is kept and nothing is chosen', async () => {
    const booking = new FakeBookingApi().always('getOccasions', ok([DINNER])).always('getAreas', ok([])).always('getMenus', ok([]));
    booking.always('getSlots', fail({ code: null }));
    const useCase = createBookingUseCase(
      { booking, payments: new FakePayments(), analytics: new RecordingAnalytics(), clock: new FixedClock(NOW) },
      { restaurants: [LEEDS], storeId: 'A', date: SATURDAY },
    );
    await useCase.start();
    expect(await useCase.loadSlots()).toBe(false);
    expect(useCase.choosePreferredTime('19:30')).toBe(true);
    expect(useCase.getSnapshot()).toMatchObject({ preferredTime: '19:30', suggestedTimes: [], timeBands: [] });
  });
});
