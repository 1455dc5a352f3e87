// A diner's "Notify me" as POST /api/booking/waitlist takes it: dinner for two at York (CV011, four covers a
// slot) at 19:00 on the harness's Wednesday; loosely typed, so a test can send what the API must refuse.
import type { HeldTable } from '@tavola/core/ports';
import { HARNESS_WEDNESDAY } from './booking.builder';

export function aWaitlistJoin(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    storeId: 'CV011',
    occasionId: 'dinner',
    date: HARNESS_WEDNESDAY,
    timeFrom: '19:00',
    timeTo: '19:00',
    adults: 2,
    children: 0,
    firstName: 'Marco',
    lastName: 'Bianchi',
    email: 'marco.bianchi@example.com',
    phoneNumber: '07700 900456',
    shouldReceiveSms: false,
    consent: true,
    ...overrides,
  };
}

/** A table held for a waiting diner as the API's hold lookup answers it: three at York, 19:30 on 25 November. */
export function aHeldTable(overrides: Partial<HeldTable> = {}): HeldTable {
  return {
    status: 'held',
    storeId: 'CV011',
    restaurantName: 'York Stonegate',
    occasionName: 'Dinner',
    date: '2026-11-25',
    time: '19:30',
    adults: 2,
    children: 1,
    covers: 3,
    firstName: 'Giulia',
    expiresAt: '2026-11-23T10:15:00.000Z',
    ...overrides,
  };
}
