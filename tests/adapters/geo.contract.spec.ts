// The geo adapter against the real reference API on an ephemeral port: restaurants near a place typed as
// text (URL-encoded into the path) or near coordinates; an unknown place is an empty answer, not a failure.
import { type ApiHttpClient, AxiosGeoApi } from '@tavola/adapters';
import type { GeoApiPort, GeoSearchAnswer } from '@tavola/core/ports';
import { startAdapterHarness, type AdapterHarness } from '../support/adapter-harness';

let h: AdapterHarness;
let geo: GeoApiPort;

beforeAll(async () => {
  h = await startAdapterHarness();
  geo = new AxiosGeoApi(h.client);
}, 60_000);

afterAll(async () => {
  await h.close();
});

const NOTHING = { ok: true, value: { origin: null, locations: [] } };

function found(result: Awaited<ReturnType<GeoApiPort['searchByText']>>): GeoSearchAnswer {
  if (!result.ok) throw new Error(`expected an answer, got ${JSON.stringify(result.error)}`);
  return result.value;
}

function expectNearestFirst(answer: GeoSearchAnswer): void {
  expect(answer.locations.length).toBeGreaterThan(0);
  expect(answer.locations.length).toBeLessThanOrEqual(10);
  const miles = answer.locations.map((location) => location.milesValue as number);
  expect(miles).toEqual([...miles].sort((a, b) => a - b));
  for (const location of answer.locations) {
    expect(location).toMatchObject({ storeId: expect.any(String), lat: expect.any(Number), lng: expect.any(Number) });
    expect(location.milesValue).toBeLessThanOrEqual(100);
    expect(location).toHaveProperty('bookATableWidgetId');
  }
}

describe('searchByText', () => {
  it('given the Oxford Circus postcode district, when searched, then its origin and Oxford Circus nearest', async () => {
    const answer = found(await geo.searchByText('W1B'));
    expect(answer.origin).toEqual({ lat: 51.513, lng: -0.14 });
    expectNearestFirst(answer);
    expect(answer.locations[0]).toMatchObject({ storeId: 'CV001', title: 'Oxford Circus', lat: 51.5149, lng: -0.1412, bookATableWidgetId: null });
    expect(answer.locations[0]?.milesValue).toBeLessThan(0.5);
  });

  it('given a full postcode with a space, when searched, then it travels URL-encoded and its district is the origin', async () => {
    const answer = found(await geo.searchByText('W1D 1BS'));
    expect(answer.origin).toEqual({ lat: 51.5134, lng: -0.1318 });
    expect(answer.locations.slice(0, 3).map((location) => location.storeId)).toContain('CV001');
  });

  it('given a town, when searched, then its restaurants come first', async () => {
    const answer = found(await geo.searchByText('Manchester'));
    expectNearestFirst(answer);
    expect(answer.locations.slice(0, 2).map((location) => location.storeId).sort()).toEqual(['CV005', 'CV006']);
  });

  it('given Edinburgh, when searched, then the one restaurant with a booking widget keeps its widget id', async () => {
    const answer = found(await geo.searchByText('Edinburgh'));
    expect(answer.locations).toContainEqual(expect.objectContaining({ storeId: 'CV013', bookATableWidgetId: 'casaventuraedinburgh' }));
  });

  it.each([
    ['an unknown place', 'Atlantis'],
    ['a slash and a question mark', 'W1D/?x=1'],
    ['a percent sign', '100%'],
    ['a lone surrogate', 'Lond\uD800on'],
    ['blank text', '   '],
    ['a dot segment', '..'],
  ])('given %s, when searched, then an empty answer, never a failure', async (_case, query) => {
    expect(await geo.searchByText(query)).toEqual(NOTHING);
  });

  it('given a query the API refuses (too long), when searched, then a failure naming query', async () => {
    expect(await geo.searchByText('x'.repeat(101))).toMatchObject({ ok: false, error: { code: null, status: 400, field: 'query' } });
  });
});

describe('searchByLatLng', () => {
  it('given the coordinates of Oxford Circus, when searched, then it is nearest, at no distance', async () => {
    const answer = found(await geo.searchByLatLng({ lat: 51.5149, lng: -0.1412 }));
    expect(answer.origin).toEqual({ lat: 51.5149, lng: -0.1412 });
    expectNearestFirst(answer);
    expect(answer.locations[0]).toMatchObject({ storeId: 'CV001', milesValue: 0 });
  });

  it('given a coordinate JavaScript would print in exponent notation, when searched, then it is sent as a decimal', async () => {
    expect(await geo.searchByLatLng({ lat: 1e-7, lng: -0.1412 })).toEqual({ ok: true, value: { origin: { lat: 1e-7, lng: -0.1412 }, locations: [] } });
  });

  it('given whole-number and negative-zero coordinates, when searched, then they are accepted', async () => {
    expect(await geo.searchByLatLng({ lat: 10, lng: -0 })).toEqual({ ok: true, value: { origin: { lat: 10, lng: 0 }, locations: [] } });
  });

  it.each([
    ['a latitude out of range', { lat: 91, lng: 0 }, 'lat'],
    ['a longitude out of range', { lat: 51.5, lng: -181 }, 'lng'],
    ['a latitude that is not a number', { lat: Number.NaN, lng: 0 }, 'lat'],
    ['an infinite longitude', { lat: 51.5, lng: Number.POSITIVE_INFINITY }, 'lng'],
  ])('given %s, when searched, then a failure naming it', async (_case, point, field) => {
    expect(await geo.searchByLatLng(point)).toMatchObject({ ok: false, error: { code: null, status: 400, field } });
  });
});

describe('answers of the wrong shape (the client stubbed to answer them)', () => {
  const answering = (data: unknown) => new AxiosGeoApi({ call: async () => ({ ok: true, status: 200, data }) } as unknown as ApiHttpClient);
  const location = { storeId: 'CV001', lat: 51.5, lng: -0.1, milesValue: 0.2, bookATableWidgetId: null };

  it.each([
    ['no locations', { origin: null }],
    ['locations that are not a list', { origin: null, locations: {} }],
    ['an origin without lng', { origin: { lat: 51.5 }, locations: [] }],
    ['a location without a storeId', { origin: null, locations: [{ ...location, storeId: undefined }] }],
    ['a distance as text', { origin: null, locations: [{ ...location, milesValue: '0.2' }] }],
    ['a widget id that is a number', { origin: null, locations: [{ ...location, bookATableWidgetId: 7 }] }],
    ['a list', [location]],
  ])('given %s, then a failure', async (_case, data) => {
    expect(await answering(data).searchByText('W1B')).toEqual({ ok: false, error: { code: null, status: 200 } });
  });

  it('given an answer without an origin, then the origin is null', async () => {
    expect(await answering({ locations: [location] }).searchByLatLng({ lat: 51.5, lng: -0.1 })).toEqual({ ok: true, value: { origin: null, locations: [location] } });
  });
});
