// Fixed user-facing messages of the specification (section 8) that are not tied to a numeric code.
import { BOOKING, LOCATIONS } from '../constants';

export const MESSAGES = {
  somethingWentWrongTryAgain: 'Sorry, something went wrong. Please try again.',
  /** A 429 (issue 13's rate limits): the words for a client that sent too much, whichever call it was. */
  tooManyRequests: 'Sorry, we have had too many requests from you. Please wait a few minutes and try again.',
  /** The per-recipient e-mail limit (issue 13): nothing more is sent to that address today. */
  tooManyEmails: 'Sorry, we have sent too many e-mails to that address today. Please try again tomorrow.',
  restaurantDisabled: 'This restaurant cannot be booked online.',
  bookingDisabled: 'Unfortunately we are currently unable to accept bookings at this time',
  bookingNotSupported: "Sorry, we don't take bookings for this restaurant, please contact them directly.",
  unableToTakeBookings: 'Sorry, we are unable to take bookings online right now, please contact the restaurant directly.',
  noFreeSlot: 'Sorry, this restaurant is unable to accept a booking for that number of guests on your chosen date.',
  noAvailableOccasion: 'Sorry, this restaurant is unable to accept a booking for that occasion on your chosen date.',
  needCreditCard: 'This booking needs a credit card to confirm, please contact the restaurant directly.',
  partnerMenuNotFound: 'This menu is not available.',
  jobsDataFailed: 'Something went wrong retrieving the jobs data. Please try again.',
  submitApplicationError: 'Something went wrong submitting the job application. Please try again.',
  duplicatedRequest: 'You have already submitted an application for this job.',
  applicationValidationError: 'Something went wrong validation the application, please try again.',
  contentServiceError: 'Sorry, something went wrong connecting to the content service. Please try again.',
  noRestrictions: 'This occasion cannot be booked for this date, please try again.',
  holidayParkOnly: 'This restaurant can only be booked through the Center Parcs online booking system.',
  offerNotFound: 'Sorry, this offer is no longer available.',
  defaultError: "Sorry, something's not working, please contact the restaurant directly.",
  slotTaken: 'Sorry, that time slot’s just been taken. Please choose another…',
  /** The create call got no answer: the booking may or may not be made; trying again cannot book twice (not in the spec). */
  bookingNotAnswered: 'The booking system did not answer, so we cannot tell whether your table is booked. Try again: your details are kept and it cannot book twice. Or call the restaurant.',
  invalidApplicationFields:
    'One (or more) of the fields you submitted were invalid, please correct any errors and try again.',
  geolocationUnavailable: 'To search for jobs near you, please enable location services.',
  /** The same for the restaurant finders (find-us and the booking journey's step one). */
  restaurantGeolocationUnavailable: 'To search for restaurants near you, please enable location services.',
  availabilityError: 'Error checking availability',
  pageNotFound: 'This page could not be found.',
  menuNotFound: 'Menu not found.',
  settingsNotDefined: 'Settings is not defined',
  captchaInvalidToken: 'Invalid token',
  captchaInternalError: 'Internal error',
  /** A form or create call sent without a captcha token while captcha is on (Google's script blocked or not loaded). */
  captchaRequired: 'Please let the security check (Google reCAPTCHA) load, then send the form again.',
  /** A page form posted without JavaScript while captcha is on: no token can be made, so the form is refused (fail closed). */
  captchaNeedsScript: 'This form’s security check (Google reCAPTCHA) needs JavaScript. Please turn JavaScript on and send the form again.',
  /** A token Google did not vouch for: another form's, another site's, used already, expired or a low score. */
  captchaRefused: 'Sorry, we could not confirm that this form was sent by a person. Please try again.',
  scriptLoadFailed: 'Failed to load script',
  returnToHomepage: 'Return to homepage',
} as const;

/** Why a booking step cannot go on yet (the booking use-case's blockers), by blocker key. */
export const BLOCKER_MESSAGES = {
  bookingMade: 'Your booking is made.',
  submitting: 'Your booking is on its way.',
  loading: 'Please wait a moment.',
  noRestaurant: 'Choose a restaurant.',
  liveWidget: 'This restaurant takes bookings through its own reservation system.',
  noOccasion: 'Choose an occasion.',
  noOccasionThatDay: 'Nothing can be booked on this day. Choose another day.',
  occasionsNotLoaded: 'The booking system did not answer, so this day could not be checked. Try again, or call the restaurant.',
  partyAfterOccasion: 'The party can be chosen once the occasion is known.',
  slotsNotLoaded: 'The booking system did not answer, so the times for this day could not be checked. Try again, or call the restaurant.',
  occasionNotOffered: 'This occasion cannot be booked on this day. Choose another occasion or another day.',
  coversOutOfRange: 'Choose how many people are coming.',
  dateInvalid: 'Choose a date.',
  datePast: 'Choose today or a later date.',
  timeNotOffered: 'Choose one of the times offered.',
  requirementsNotLoaded: 'We are still checking this time; please wait a moment.',
  customerInvalid: 'Please check your details.',
  cardNeeded: 'This booking needs a card to guarantee it.',
} as const;

/** A date further ahead than the restaurants take bookings (BOOKING.horizonDays unless told otherwise). */
export function dateBeyondHorizonMessage(days: number = BOOKING.horizonDays): string {
  return `Choose a date within the next ${days} days.`;
}

/** Why a day of the availability calendar cannot be booked (core's CalendarDayReason), or that it can. */
export const CALENDAR_MESSAGES = {
  available: 'Tables available.',
  past: 'This day has passed.',
  noSeatingsLeft: 'There are no more seatings today.',
  restaurantClosed: 'The restaurant is closed on this day.',
  notServed: 'This occasion is not served on this day.',
  full: 'Fully booked for your party on this day.',
  fullEnquiry: 'Fully booked for your party on this day; you can send an enquiry.',
  loadFailed: 'We could not check which days have a table. You can still choose a date.',
} as const;

/** The words for a calendar day: `reason` null is an available day; a full one may still take an enquiry. */
export function calendarDayMessage(
  reason: 'past' | 'noSeatingsLeft' | 'beyondHorizon' | 'restaurantClosed' | 'notServed' | 'full' | null,
  canEnquire = false,
  horizonDays: number = BOOKING.horizonDays,
): string {
  if (reason === null) return CALENDAR_MESSAGES.available;
  if (reason === 'beyondHorizon') return `Bookings open ${horizonDays} days ahead.`;
  if (reason === 'full') return canEnquire ? CALENDAR_MESSAGES.fullEnquiry : CALENDAR_MESSAGES.full;
  return CALENDAR_MESSAGES[reason];
}

/**
 * The booking journey's restaurant finder (a place typed, or the diner's position), moved here from the web
 * store; its reach is LOCATIONS.maxDistanceMiles, and the location one is the restaurant version of the
 * spec's jobs message, shared with /find-us.
 */
export const FINDER_MESSAGES = {
  emptyQuery: 'Enter a postcode or town to search.',
  placeNotFound: (query: string): string => `We could not find ${query}. Try a postcode or a town name.`,
  noneNear: (query: string): string => `None of our restaurants is within ${LOCATIONS.maxDistanceMiles} miles of ${query}.`,
  noneNearYou: `None of our restaurants is within ${LOCATIONS.maxDistanceMiles} miles of you.`,
  locationOff: MESSAGES.restaurantGeolocationUnavailable,
} as const;

/** What a sent group and events enquiry answers the diner (the site's form route and the widget's direct call). */
export const GROUP_ENQUIRY_SENT = 'The restaurant will be in touch to plan your event.';

/** What a sent contact message answers (under the form's own thank-you title, so it does not thank twice). */
export const CONTACT_MESSAGE_SENT = 'We will reply within two working days.';

/** 'Unknown middleware {name}': an unknown route guard (500). */
export function unknownMiddlewareMessage(name: string): string {
  return `Unknown middleware ${name}`;
}

// Page text that names a limit reads it from the constants, so the words change when the limit does.

/** Find-us's line above its results: the nearest `count` restaurants within LOCATIONS.maxDistanceMiles. */
export function nearestRestaurantsSummary(count: number): string {
  const which = count === 1 ? 'nearest restaurant' : `${count} nearest restaurants`;
  return `The ${which} within ${LOCATIONS.maxDistanceMiles} miles, nearest first.`;
}

/** A job search near `place` that matched nothing; jobs reach LOCATIONS.jobMaxDistanceMiles. */
export function noJobsNearMessage(place: string): string {
  return `No jobs match your search within ${LOCATIONS.jobMaxDistanceMiles} miles of ${place}. Try another place, or tick both job types.`;
}

/** Where online booking stops (BOOKING.maxCovers) and a group enquiry takes over. */
export function largePartyQuestion(): string {
  return `Booking for more than ${BOOKING.maxCovers}, or planning a party?`;
}

/** The terms' line on party size: online booking takes parties of up to BOOKING.maxCovers. */
export function onlineBookingLimitMessage(): string {
  return `Online booking is offered for up to ${BOOKING.maxCovers} guests.`;
}

/**
 * Manage my booking (issue 14): what each refusal of a signed link, a lookup, an amendment or a
 * cancellation means, by key (core/booking/manage-booking.ts's ManageProblemKey). The API answers these
 * words and every front-end shows them; none says anything about another diner's booking.
 */
export const MANAGE_MESSAGES = {
  linkInvalid: 'This link to your booking is not valid. Check that you copied the whole link, or find your booking with its reference and your e-mail address.',
  linkExpired: 'This link to your booking has expired: the booking’s date has passed.',
  lookupNotFound: 'We could not find a booking with that reference and e-mail address. Please check both and try again.',
  cancelled: 'This booking has been cancelled, so it can no longer be changed.',
  cutOff: (minutes: number): string => `Bookings cannot be changed or cancelled online in the last ${hoursText(minutes)} before they start. Please call the restaurant.`,
  newTimeWithinCutOff: (minutes: number): string => `A booking can only be moved to a time at least ${hoursText(minutes)} away. Please choose a later time or call the restaurant.`,
  nothingChanged: 'Change the party size, the date or the time first.',
  partyOutOfRange: (min: number, max: number): string => `Choose a party of ${min} to ${max} guests.`,
  dateInvalid: 'Choose a date.',
  datePast: 'Choose today or a later date.',
  timeInvalid: 'Choose a time.',
  dayClosed: 'The restaurant is closed on that day, or this occasion is not served then. Choose another day.',
  timeNotOffered: 'That time cannot be booked at this restaurant on that day. Choose one of the times offered.',
  slotFull: 'Sorry, there is no table for your party at that time. Choose another time.',
  cardNeeded: 'A party of this size needs a card to guarantee it, which cannot be added online. Please call the restaurant.',
  notBookableOnline: 'This restaurant cannot change bookings online at the moment. Please call the restaurant.',
  amended: 'Your booking is changed. We have e-mailed you the new details.',
  cancelledNow: 'Your booking is cancelled. We have e-mailed you to confirm.',
  failed: 'Sorry, something went wrong. Please try again.',
} as const;

/** '2 hours', '1 hour', '90 minutes': a cut-off as a diner reads it. */
function hoursText(minutes: number): string {
  if (minutes % 60 === 0) return minutes === 60 ? '1 hour' : `${minutes / 60} hours`;
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** The waitlist's words (issue 14, item 2): joining, the hold link and claiming the held table. */
export const WAITLIST_MESSAGES = {
  offer: 'No table for your party then? Leave your details and we will e-mail you if one comes free.',
  joined: 'You are on the waitlist. If a table comes free we will e-mail you a link that holds it for you.',
  notFull: 'There is a table for your party at that time: book it now instead.',
  notServed: 'That time cannot be booked at this restaurant on that day. Choose one of the times offered.',
  alreadyWaiting: 'You are already on the waitlist for that date and time.',
  holdInvalid: 'This link to a held table is not valid. Check that you copied the whole link.',
  holdExpired: 'Sorry, this table was held for you for a short time only and has been offered to the next diner.',
  holdUsed: 'This held table has already been booked with this link. Your booking confirmation is in your e-mail.',
  claimed: 'Your table is booked. We have e-mailed you the confirmation.',
  tooLarge: 'No table here seats a party of this size, so the waitlist cannot hold one for you. Please call the restaurant.',
  cardNeeded: 'A party of this size needs a card to guarantee it, which the waitlist cannot take. Please call the restaurant.',
  failed: 'Sorry, something went wrong. Please try again.',
  windowInvalid: 'Choose a latest time at or after the earliest, at most 4 hours later.',
  consentNeeded: 'Tick the box so we may e-mail you about this table.',
  notOpen: 'Choose a restaurant, date and party first.',
  claimButton: 'Book this table',
} as const;

/**
 * What happens after "Notify me", in the order it happens: the e-mail, the hold and its length, what to do
 * with the link, and what happens if the diner does nothing.
 */
export function waitlistNextSteps(waiting: { email: string; timeFrom: string; timeTo: string; holdMinutes: number }): readonly string[] {
  const window = waiting.timeFrom === waiting.timeTo ? `at ${waiting.timeFrom}` : `between ${waiting.timeFrom} and ${waiting.timeTo}`;
  return [
    `If a table for your party comes free ${window}, we will e-mail ${waiting.email} straight away.`,
    `The e-mail has a link that holds the table for you for ${minutesText(waiting.holdMinutes)}. Open it and choose "${WAITLIST_MESSAGES.claimButton}" to make it yours.`,
    'If you do not book it in that time, the table goes to the next person waiting. Until an e-mail comes, there is nothing more to do.',
  ];
}

/** How long a held table is still held (whole minutes left, rounded down), as the claim page says it. */
export function holdLeftText(minutesLeft: number): string {
  if (minutesLeft < 1) return 'less than a minute';
  return minutesLeft === 1 ? '1 more minute' : `${minutesLeft} more minutes`;
}

function minutesText(minutes: number): string {
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
