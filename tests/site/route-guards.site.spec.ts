// Route guards: 'private' keeps a diner's page out of every cache; an unknown guard is the spec's
// 500 'Unknown middleware {name}'.
import request from 'supertest';
import { runRouteGuards } from '../../server/site/route-guards';
import { useSiteHarness } from '../support/site-harness';

const matches = (...guards: string[][]) => ({ matches: guards.map((g, i) => ({ route: { id: `r${i}`, handle: { guards: g } } })) }) as never;

describe('guards', () => {
  it('given the private guard, then the page is private', () => {
    expect(runRouteGuards(matches([], ['private']))).toEqual({ private: true });
    expect(runRouteGuards(matches([], []))).toEqual({ private: false });
  });

  it('given a guard nobody knows, then a 500 saying so', () => {
    try {
      runRouteGuards(matches(['auth']));
      throw new Error('expected a throw');
    } catch (error) {
      expect(error).toMatchObject({ data: { message: 'Unknown middleware auth' }, init: { status: 500 } });
    }
  });
});

describe('the preferences page', () => {
  const site = useSiteHarness();

  it('given a diner preferences page, then it is answered private and no-store', async () => {
    const { seedData } = await import('../../server/api/seed');
    const guid = seedData.customers[0]?.guid as string;
    const res = await request(site.app).get(`/preferences/${guid}`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });
});
