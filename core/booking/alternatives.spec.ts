// "No table here? These nearby have one": the nearest restaurants (at most 10 within 100 miles, never the
// full one itself) asked for the same date and party, and offered with the wanted time or the closest one.
import type { AvailabilityAnswer, AvailabilityRequest, BookingApiPort, StoreAvailability } from '../ports/booking-api.port';
import {
  ALTERNATIVE_TIME_CHOICES,
  CLOSEST_TIME_WITHIN_MINUTES,
  alternativeTimeChoices,
  findAlternatives,
  wantedAlternativeTime,
  type AlternativesRequest,
  type PlacedRestaurant,
} from './alternatives';

interface Place extends PlacedRestaurant {
  title: string;
}

const YORK: Place = { storeId: 'CV011', title: 'York Stonegate', lat: 53.9614, lng: -1.0832 };
const LEEDS: Place = { storeId: 'CV010', title: 'Leeds Briggate', lat: 53.7982, lng: -1.5422 };
const SHEFFIELD: Place = { storeId: 'CV012', title: 'Sheffield Leopold Square', lat: 53.3823, lng: -1.4719 };
const NEWCASTLE: Place = { storeId: 'CV022', title: 'Newcastle Grey Street', lat: 54.9716, lng: -1.6118 };
const OXFORD_CIRCUS: Place = { storeId: 'CV001', title: 'Oxford Circus', lat: 51.5149, lng: -0.1412 };

/** A fake availability call: answers each store from `byStore`, and remembers what it was asked. */
function availability(byStore: Record<string, Omit<StoreAvailability, 'storeId'>>, failed = false) {
  const asked: AvailabilityRequest[] = [];
  const api: Pick<BookingApiPort, 'checkAvailability'> = {
    async checkAvailability(request): Promise<AvailabilityAnswer> {
      asked.push(request);
      if (failed) return { success: false, message: 'Error checking availability' };
      return {
        success: true,
        stores: request.stores.map(({ storeId }) => ({ storeId, ...(byStore[storeId] ?? { available: false, times: [] }) })),
      };
    },
  };
  return { api, asked };
}

const free = (...times: string[]) => ({ available: true, times: times.map((time) => ({ time, canEnquire: false })) });

function aRequest(overrides: Partial<AlternativesRequest<Place>> = {}): AlternativesRequest<Place> {
  return {
    origin: YORK,
    restaurants: [OXFORD_CIRCUS, NEWCASTLE, YORK, SHEFFIELD, LEEDS],
    date: '2026-11-25',
    adults: 5,
    children: 0,
    time: '19:00',
    ...overrides,
  };
}

describe('nearest restaurants with the time free', () => {
  it('given York full, then its neighbours within 100 miles are asked, nearest first, for the same date and party', async () => {
    const { api, asked } = availability({});
    await findAlternatives(api, aRequest({ children: 1 }));
    expect(asked).toHaveLength(1);
    const [request] = asked;
    expect(request?.stores.map((s) => s.storeId)).toEqual(['CV010', 'CV012', 'CV022']);
    expect(request?.stores[0]?.miles).toBeCloseTo(21.6, 0);
    expect(request).toMatchObject({ date: '2026-11-25', adultCovers: 5, childrenCovers: 1 });
  });

  it('given the wanted time free at two of them, then those first (nearest first), then one with a time close to it', async () => {
    const { api } = availability({ CV010: free('18:45', '19:15'), CV012: free('19:00'), CV022: free('17:00', '19:00') });
    const answer = await findAlternatives(api, aRequest());
    expect(answer).toEqual({
      ok: true,
      alternatives: [
        { restaurant: SHEFFIELD, miles: expect.any(Number), time: '19:00', exact: true },
        { restaurant: NEWCASTLE, miles: expect.any(Number), time: '19:00', exact: true },
        // Two slots equally close: the earlier one.
        { restaurant: LEEDS, miles: expect.any(Number), time: '18:45', exact: false },
      ],
    });
  });

  it('given only enquiry slots, a restaurant said unavailable, or times over an hour away, then none is offered', async () => {
    const { api } = availability({
      CV010: { available: false, times: [{ time: '19:00', canEnquire: true }] },
      CV012: { available: true, times: [{ time: '19:00', canEnquire: true }, { time: '20:15', canEnquire: false }] },
      CV022: { available: false, times: [] },
    });
    expect(await findAlternatives(api, aRequest())).toEqual({ ok: true, alternatives: [] });
    expect(CLOSEST_TIME_WITHIN_MINUTES).toBe(60);
  });

  it('given a wider window, then a time further away is offered', async () => {
    const { api } = availability({ CV012: free('20:15') });
    const answer = await findAlternatives(api, aRequest({ withinMinutes: 90 }));
    expect(answer.ok && answer.alternatives.map((a) => [a.restaurant.storeId, a.time, a.exact])).toEqual([['CV012', '20:15', false]]);
  });

  it('given the availability call fails, then its fixed message', async () => {
    const { api } = availability({}, true);
    expect(await findAlternatives(api, aRequest())).toEqual({ ok: false, message: 'Error checking availability' });
  });

  it('given no restaurant within 100 miles, then nothing is asked and nothing offered', async () => {
    const { api, asked } = availability({});
    expect(await findAlternatives(api, aRequest({ origin: OXFORD_CIRCUS, restaurants: [OXFORD_CIRCUS, YORK, LEEDS] }))).toEqual({
      ok: true,
      alternatives: [],
    });
    expect(asked).toHaveLength(0);
  });

  it('given a wanted time that is not a time, then nothing is asked', async () => {
    const { api, asked } = availability({});
    expect(await findAlternatives(api, aRequest({ time: 'dinner' }))).toEqual({ ok: true, alternatives: [] });
    expect(asked).toHaveLength(0);
  });

  it('given fourteen neighbours, then only the nearest ten are asked', async () => {
    const around = Array.from({ length: 14 }, (_, i): Place => ({ storeId: `N${i}`, title: `N${i}`, lat: YORK.lat + (14 - i) * 0.01, lng: YORK.lng }));
    const { api, asked } = availability({});
    await findAlternatives(api, aRequest({ restaurants: around }));
    expect(asked[0]?.stores.map((s) => s.storeId)).toEqual(['N13', 'N12', 'N11', 'N10', 'N9', 'N8', 'N7', 'N6', 'N5', 'N4']);
  });

  it('given the API spells a store id in another case, then it still matches its restaurant', async () => {
    const api: Pick<BookingApiPort, 'checkAvailability'> = {
      checkAvailability: async () => ({ success: true, stores: [{ storeId: 'cv010', available: true, times: [{ time: '19:00', canEnquire: false }] }] }),
    };
    const answer = await findAlternatives(api, aRequest());
    expect(answer.ok && answer.alternatives.map((a) => a.restaurant)).toEqual([LEEDS]);
  });
});

describe('the time a diner asks about', () => {
  it('given the choices, then 12:00 to 22:00 every half hour', () => {
    expect(ALTERNATIVE_TIME_CHOICES[0]).toBe('12:00');
    expect(ALTERNATIVE_TIME_CHOICES).toContain('12:30');
    expect(ALTERNATIVE_TIME_CHOICES.at(-1)).toBe('22:00');
    expect(ALTERNATIVE_TIME_CHOICES).toHaveLength(21);
  });

  it('given a chosen time within the span, then it is first offered; off the span, the last asked or dinner', () => {
    expect(wantedAlternativeTime('20:15', null)).toBe('20:15');
    expect(wantedAlternativeTime('09:00', null)).toBe('19:00');
    expect(wantedAlternativeTime('09:00', '13:30')).toBe('13:30');
    expect(wantedAlternativeTime(null, null)).toBe('19:00');
  });

  it('given a wanted time off the half-hour grid, then it is listed first with the choices', () => {
    expect(alternativeTimeChoices('20:15')).toEqual(['20:15', ...ALTERNATIVE_TIME_CHOICES]);
    expect(alternativeTimeChoices('19:00')).toBe(ALTERNATIVE_TIME_CHOICES);
  });
});
