// Fixed user-facing messages of the specification (section 8) that are not tied to a numeric code.
export const MESSAGES = {
  somethingWentWrongTryAgain: 'Sorry, something went wrong. Please try again.',
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
  scriptLoadFailed: 'Failed to load script',
  returnToHomepage: 'Return to homepage',
} as const;

/** 'Unknown middleware {name}': an unknown route guard (500). */
export function unknownMiddlewareMessage(name: string): string {
  return `Unknown middleware ${name}`;
}
