// The ES module import lines of check.mjs (see program.js).
import { createBookingUseCase, validateBookingCustomer } from '@tavola/core/booking';
import { ErrorCode, errorMessage } from '@tavola/core/errors';
import { nearestLocations } from '@tavola/core/geo';
import { openingStatus } from '@tavola/core/opening-hours';
import { validateJobApplication } from '@tavola/core/validation';
import { FixedClock, InMemoryBookingApi, InMemoryPaymentsApi } from '@tavola/adapters';
