// Type-checked in the consumer project with --strict, under node16 and bundler resolution: the packages'
// declarations describe what their modules export, and the package boundary holds (no deep imports, no
// generic names at the root).
import { FixedClock, InMemoryBookingApi, InMemoryPaymentsApi, type InMemoryRestaurant } from '@tavola/adapters';
import { errorMessage, openingStatus, type OpeningStatus } from '@tavola/core';
import {
  createBookingUseCase,
  validateBookingCustomer,
  type BookableRestaurant,
  type BookingSnapshot,
  type BookingUseCase,
  type StepNumber,
} from '@tavola/core/booking';
import { ErrorCode } from '@tavola/core/errors';
import { nearestLocations, type NearbyLocation } from '@tavola/core/geo';
import type { BookingApiPort, ClockPort } from '@tavola/core/ports';
import { validateJobApplication, type FieldError } from '@tavola/core/validation';
// @ts-expect-error: a module inside a subpath is not part of the package
import { createJourney } from '@tavola/core/booking/booking-journey';
// @ts-expect-error: generic names are not exported from the root
import { reset, ok, fail } from '@tavola/core';

void [createJourney, reset, ok, fail];

const status: OpeningStatus = openingStatus({ mondayOpen: '12:00', mondayClose: '22:00' }, [], Date.UTC(2026, 10, 23, 13, 0));
const message: string = errorMessage(ErrorCode.NoFreeSlot);
const nearest: NearbyLocation<{ storeId: string; lat: number; lng: number }>[] = nearestLocations({ lat: 51.5, lng: -0.1 }, [
  { storeId: 'A', lat: 51.51, lng: -0.12 },
]);
const customerErrors: FieldError[] = validateBookingCustomer({ firstName: '' }).errors;
const applicationValid: boolean = validateJobApplication({}, { cvRequired: true }).valid;

const restaurant: InMemoryRestaurant = {
  storeId: 'TRATTORIA',
  occasions: [{ id: 'dinner', name: 'Dinner', minimumCovers: 1, maximumCovers: 8 }],
  times: ['19:00'],
  coversPerTime: 4,
};
const api: BookingApiPort = new InMemoryBookingApi([restaurant]);
const clock: ClockPort = new FixedClock(Date.UTC(2026, 10, 26, 10, 0));
const booking: BookingUseCase<BookableRestaurant> = createBookingUseCase(
  { booking: api, payments: new InMemoryPaymentsApi(), clock, analytics: { track: () => undefined } },
  { restaurants: [{ storeId: 'TRATTORIA', lat: 51.5, lng: -0.12 }], storeId: 'TRATTORIA' },
);
const snapshot: BookingSnapshot<BookableRestaurant> = booking.getSnapshot();
const step: StepNumber | 'thanks' = snapshot.currentStep;
const blockerKeys: string[] = snapshot.blockers[1].map((blocker) => blocker.key);
const unsubscribe: () => void = booking.subscribe(() => undefined);
unsubscribe();

export const checked = { status, message, nearest, customerErrors, applicationValid, step, blockerKeys };
