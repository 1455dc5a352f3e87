// Restaurant search through HTTP: by a typed place (postcode, district, town) and by coordinates, at
// most 10 restaurants within 100 miles, nearest first.
import { useApiHarness } from '../support/api-harness';
import { expectUnauthorised, type Endpoint } from './auth-checks';

const { harness, api } = useApiHarness();

interface FoundLocation {
  storeId: string;
  milesValue: number;
  lat: number;
  lng: number;
  bookATableWidgetId: string | null;
  title: string;
}

function expectNearestFirst(locations: FoundLocation[]): void {
  expect(locations.length).toBeLessThanOrEqual(10);
  const miles = locations.map((l) => l.milesValue);
  expect(miles).toEqual([...miles].sort((a, b) => a - b));
  for (const location of locations) {
    expect(location.milesValue).toBeLessThanOrEqual(100);
    expect(location).toHaveProperty('bookATableWidgetId');
  }
}

describe('GET /api/geo/search/:query', () => {
  it('given the Oxford Circus postcode district, when searched, then London restaurants come first, Oxford Circus among the nearest', async () => {
    const response = await api.get('/api/geo/search/W1B');
    expect(response.status).toBe(200);
    expect(response.body.origin).toEqual({ lat: 51.513, lng: -0.14 });
    const locations: FoundLocation[] = response.body.locations;
    expectNearestFirst(locations);
    expect(locations[0]).toMatchObject({ storeId: 'CV001', title: 'Oxford Circus', lat: 51.5149, lng: -0.1412 });
    expect(locations[0]?.milesValue).toBeLessThan(0.5);
  });

  it('given a full postcode, when searched, then its district is the origin', async () => {
    const response = await api.get(`/api/geo/search/${encodeURIComponent('W1D 1BS')}`);
    expect(response.status).toBe(200);
    expect(response.body.origin).toEqual({ lat: 51.5134, lng: -0.1318 });
    expect(response.body.locations.slice(0, 3).map((l: FoundLocation) => l.storeId)).toContain('CV001');
  });

  it('given a town, when searched, then the Manchester restaurants come first', async () => {
    const response = await api.get('/api/geo/search/Manchester');
    expect(response.status).toBe(200);
    const locations: FoundLocation[] = response.body.locations;
    expectNearestFirst(locations);
    expect(locations.slice(0, 2).map((l) => l.storeId).sort()).toEqual(['CV005', 'CV006']);
  });

  it('given a place far from every restaurant, when searched, then the origin and no locations', async () => {
    const response = await api.get('/api/geo/search/Aberdeen');
    expect(response.status).toBe(200);
    expect(response.body.origin).toEqual({ lat: 57.1497, lng: -2.0943 });
    // Edinburgh is about 95 miles from Aberdeen: whatever is found is within 100 miles.
    expectNearestFirst(response.body.locations);
  });

  it('given a place that is not known, when searched, then 200 with a null origin and no locations', async () => {
    const response = await api.get('/api/geo/search/Atlantis');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ origin: null, place: null, locations: [] });
  });

  it('given a query that is too long, when searched, then 400 naming query', async () => {
    const response = await api.get(`/api/geo/search/${'x'.repeat(101)}`);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ field: 'query' });
  });
});

describe('GET /api/geo/search/lat/:lat/lng/:lng', () => {
  it('given the coordinates of Oxford Circus, when searched, then Oxford Circus is first at 0 miles', async () => {
    const response = await api.get('/api/geo/search/lat/51.5149/lng/-0.1412');
    expect(response.status).toBe(200);
    expect(response.body.origin).toEqual({ lat: 51.5149, lng: -0.1412 });
    expectNearestFirst(response.body.locations);
    expect(response.body.locations[0]).toMatchObject({ storeId: 'CV001', milesValue: 0 });
  });

  it('given coordinates in the middle of the Atlantic, when searched, then no locations', async () => {
    const response = await api.get('/api/geo/search/lat/45/lng/-30');
    expect(response.status).toBe(200);
    expect(response.body.locations).toEqual([]);
  });

  it.each([
    ['abc', '-0.14', 'lat'],
    ['91', '-0.14', 'lat'],
    ['1e2', '-0.14', 'lat'],
    ['NaN', '-0.14', 'lat'],
    ['51.5', '181', 'lng'],
    ['51.5', 'Infinity', 'lng'],
    ['51.5', '0x10', 'lng'],
  ])('given lat %s and lng %s, when searched, then 400 naming %s', async (lat, lng, field) => {
    const response = await api.get(`/api/geo/search/lat/${lat}/lng/${lng}`);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION', field });
  });
});

const ENDPOINTS: Endpoint[] = [
  ['get', '/api/geo/search/W1B'],
  ['get', '/api/geo/search/lat/51.5/lng/-0.1'],
];

describe('access', () => {
  it.each(ENDPOINTS)('given %s %s without a token, a wrong brandKey or no sessionId, then 401 JSON', async (...endpoint) => {
    await expectUnauthorised(harness, endpoint as Endpoint);
  });
});
