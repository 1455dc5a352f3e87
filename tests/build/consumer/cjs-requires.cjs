// The CommonJS require lines of check.cjs (see program.js).
const { createBookingUseCase, validateBookingCustomer } = require('@tavola/core/booking');
const { ErrorCode, errorMessage } = require('@tavola/core/errors');
const { nearestLocations } = require('@tavola/core/geo');
const { openingStatus } = require('@tavola/core/opening-hours');
const { validateJobApplication } = require('@tavola/core/validation');
const { FixedClock, InMemoryBookingApi, InMemoryPaymentsApi } = require('@tavola/adapters');
