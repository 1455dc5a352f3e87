import { ErrorCode, parseErrorCode } from './error-code';
import {
  createBookingFailureMessage,
  errorMessage,
  isTimedOut,
  isUnanswered,
  jobSubmitErrorMessage,
  messageForApiError,
} from './error-message';
import { MESSAGES, unknownMiddlewareMessage } from './messages';

describe('error catalogue', () => {
  it.each([
    [ErrorCode.RestaurantDisabled, 'This restaurant cannot be booked online.'],
    [ErrorCode.BookingDisabled, 'Unfortunately we are currently unable to accept bookings at this time'],
    [ErrorCode.BookingNotSupported, "Sorry, we don't take bookings for this restaurant, please contact them directly."],
    [ErrorCode.BookingWentWrong, 'Sorry, we are unable to take bookings online right now, please contact the restaurant directly.'],
    [ErrorCode.InvalidBookingConfig, 'Sorry, we are unable to take bookings online right now, please contact the restaurant directly.'],
    [ErrorCode.NoFreeSlot, 'Sorry, this restaurant is unable to accept a booking for that number of guests on your chosen date.'],
    [ErrorCode.NoAvailableOccasion, 'Sorry, this restaurant is unable to accept a booking for that occasion on your chosen date.'],
    [ErrorCode.NeedCreditCard, 'This booking needs a credit card to confirm, please contact the restaurant directly.'],
    [ErrorCode.PartnerMenuNotFound, 'This menu is not available.'],
    [ErrorCode.JobsDataFailed, 'Something went wrong retrieving the jobs data. Please try again.'],
    [ErrorCode.SubmitApplicationError, 'Something went wrong submitting the job application. Please try again.'],
    [ErrorCode.DuplicatedRequest, 'You have already submitted an application for this job.'],
    [ErrorCode.ApplicationValidationError, 'Something went wrong validation the application, please try again.'],
    [ErrorCode.NoRestrictions, 'This occasion cannot be booked for this date, please try again.'],
    [ErrorCode.SpecialPartnerBooking, 'This restaurant can only be booked through the Center Parcs online booking system.'],
    [ErrorCode.RestaurantNotFound, "Sorry, something's not working, please contact the restaurant directly."],
  ])('given code %i, when mapped, then the diner reads the catalogue message', (code, message) => {
    expect(errorMessage(code, 'server text', 'title')).toBe(message);
  });

  it('given the content-service code, then the message says the content service failed', () => {
    expect(errorMessage(ErrorCode.ContentServiceError)).toMatch(/content service/);
  });

  it('given an offer that is gone, then the diner is told so', () => {
    expect(errorMessage(ErrorCode.OfferNotFound)).toBe(MESSAGES.offerNotFound);
  });

  describe('OK code', () => {
    it.each(['ESOCKETTIMEDOUT', 'Socket timeout while booking', 'socket timed out', 'Upstream socket time-out'])(
      'given title %p, then the diner is asked to try again',
      (title) => {
        expect(errorMessage(ErrorCode.Ok, '', title)).toBe('Sorry, something went wrong. Please try again.');
      },
    );

    it('given any other title, then there is no message', () => {
      expect(errorMessage(0, 'fine', 'All good')).toBe('');
      expect(errorMessage(0)).toBe('');
    });
  });

  describe('codes carrying the restaurant own words', () => {
    it.each([ErrorCode.BookingRejectMessage, ErrorCode.DisabledBookingCustomMessage])(
      'given code %i with a server message, then that message is shown',
      (code) => {
        expect(errorMessage(code, 'Closed for a private party')).toBe('Closed for a private party');
      },
    );

    it('given no server message, then the default message is shown', () => {
      expect(errorMessage(ErrorCode.BookingRejectMessage, '  ')).toBe(MESSAGES.defaultError);
      expect(errorMessage(ErrorCode.DisabledBookingCustomMessage, 42)).toBe(MESSAGES.defaultError);
    });
  });

  it.each([21, -1, 3.5, 'abc', null, undefined, {}, NaN])('given the unknown code %p, then the default message', (code) => {
    expect(errorMessage(code)).toBe("Sorry, something's not working, please contact the restaurant directly.");
  });

  it('given a numeric code as text, then it is read as the code', () => {
    expect(parseErrorCode('11')).toBe(ErrorCode.RestaurantDisabled);
    expect(parseErrorCode(' ')).toBeNull();
  });

  it('given no error object, then the default message', () => {
    expect(messageForApiError(null)).toBe(MESSAGES.defaultError);
    expect(messageForApiError(undefined)).toBe(MESSAGES.defaultError);
    expect(messageForApiError('boom' as never)).toBe(MESSAGES.defaultError);
    expect(messageForApiError({ code: 4 })).toBe(MESSAGES.noFreeSlot);
    expect(messageForApiError({ code: 6, message: 'No dogs' })).toBe('No dogs');
  });

  it('given a 429, then its words: the server\'s message, else the too-many-requests message', () => {
    expect(messageForApiError({ code: null, status: 429, message: 'Too many bookings from you.' })).toBe('Too many bookings from you.');
    expect(messageForApiError({ code: 'TOO_MANY_REQUESTS', status: 429 })).toBe(MESSAGES.tooManyRequests);
    expect(messageForApiError({ code: null, status: 429, message: ' ' })).toBe(MESSAGES.tooManyRequests);
  });

  describe('job submission', () => {
    it('given err=15 in the server message, then the invalid-fields message', () => {
      expect(jobSubmitErrorMessage('Failed: err=15 (telephone)')).toBe(
        'One (or more) of the fields you submitted were invalid, please correct any errors and try again.',
      );
    });
    it('given another server message, then it is shown as is', () => {
      expect(jobSubmitErrorMessage('Position closed')).toBe('Position closed');
    });
    it('given no message, then the submit-application message', () => {
      expect(jobSubmitErrorMessage(undefined)).toBe(MESSAGES.submitApplicationError);
      expect(jobSubmitErrorMessage('')).toBe(MESSAGES.submitApplicationError);
    });
  });

  describe('create booking', () => {
    it('given status 9, then the slot-taken message with its typographic apostrophe and ellipsis', () => {
      expect(createBookingFailureMessage(9, 'whatever')).toBe('Sorry, that time slot’s just been taken. Please choose another…');
    });
    it('given another failure with a server message, then the server message', () => {
      expect(createBookingFailureMessage(6, 'Kitchen closed early')).toBe('Kitchen closed early');
    });
    it('given another failure without a message, then the mapped message', () => {
      expect(createBookingFailureMessage(4)).toBe(MESSAGES.noFreeSlot);
      expect(createBookingFailureMessage(undefined)).toBe(MESSAGES.defaultError);
    });
  });

  it('names the unknown route guard', () => {
    expect(unknownMiddlewareMessage('auth')).toBe('Unknown middleware auth');
  });

  describe('an API that gave no answer (a front-end offers to try again)', () => {
    it.each([
      ['a 503 without a code', { code: null, status: 503 }, true],
      ['a refused connection (no status)', { code: null }, true],
      ['a time-out', { code: ErrorCode.Ok, title: 'ESOCKETTIMEDOUT' }, true],
      ['no error object', undefined, true],
      ['a refusal with a reason', { code: ErrorCode.RestaurantDisabled, status: 409 }, false],
      ['a 500 carrying a catalogue code', { code: ErrorCode.BookingWentWrong, status: 500 }, false],
      ['a 404 without a code', { code: null, status: 404 }, false],
      ['too many requests', { code: null, status: 429 }, false],
      ['an OK without a time-out', { code: ErrorCode.Ok, title: 'Fine' }, false],
    ])('%s', (_name, error, unanswered) => {
      expect(isUnanswered(error)).toBe(unanswered);
    });

    it('tells a time-out from the rest', () => {
      expect(isTimedOut({ code: ErrorCode.Ok, title: 'ESOCKETTIMEDOUT' })).toBe(true);
      expect(isTimedOut({ code: null, status: 503 })).toBe(false);
      expect(isTimedOut(null)).toBe(false);
    });
  });
});
