// Every number and fixed value the specification names, in one typed module (spec section 9 and the
// figures given elsewhere). Code reads these names; nothing else in the repository repeats the literals.

/** Booking rules (spec sections 4 and 9). */
export const BOOKING = {
  /** Maximum table booking covers. */
  maxCovers: 15,
  /** The journey's first step. */
  firstStep: 1,
  /** The journey's last numbered step (customer details); the thanks state follows it. */
  lastStep: 3,
  /** Default booking time after a reset, as HH:MM. */
  defaultTime: '09:00',
  /** The grid of minutes restaurants take bookings on (their slots' step). */
  suggestedTimeRoundingMinutes: 15,
  /**
   * Step two groups the times by service: lunch before `afternoonFrom`, the afternoon until `dinnerFrom`,
   * dinner from it. The brand's lunch services end by 15:00 and its dinner services start at 17:00, so no
   * band splits a service and a diner scanning for dinner never reads past lunchtimes. Not in the spec.
   */
  afternoonFrom: '15:00',
  dinnerFrom: '17:00',
  /**
   * The time a diner is taken to want before they say one, by a word in the occasion's id or name (the
   * first word that matches); other occasions take the middle of the offered times. Not in the spec.
   */
  usualTimes: { dinner: '19:00', lunch: '12:30' },
  /** How many offered times step two suggests, nearest the preferred time: one row on a phone. */
  suggestedTimeCount: 3,
  /** Child covers shown in the covers picker. */
  showChildCovers: false,
  /** SMS opt-in offered on the customer step. */
  smsOptInEnabled: true,
  /** Booking journey style on the home page. */
  journeyStyle: 'strip',
  /** Live reservation widget style. */
  liveWidgetStyle: 'modal',
  /** The areaId query value sent when no area is chosen. */
  noAreaQueryValue: 'null',
  /** Create-booking status meaning the slot was taken meanwhile. */
  slotTakenStatus: 9,
  /**
   * Nearby restaurants with no table: a free slot this many minutes from the wanted time is still offered
   * (an hour away is "around the same time" for dinner plans; further is a different evening out). Not in the spec.
   */
  alternativeWithinMinutes: 60,
  /** How long a table is held in a booking's calendar entry (the e-mail's .ics and the thanks screen's). Not in the spec. */
  calendarEntryMinutes: 120,
  /**
   * A booking's calendar event is `{reference}@{calendarUidDomain}` in the e-mail's attachment and the
   * thanks screen's download alike, so a diner who adds both gets one entry, not two.
   */
  calendarUidDomain: 'casaventura.example',
  /**
   * How far ahead a table can be booked, in days after today in the restaurant's zone (today counts as day 0).
   * Not in the spec; 90 days is the product's default (the booking-rules issue asks for it): a season ahead,
   * as far as restaurants publish their menus and staff rotas.
   */
  horizonDays: 90,
} as const;

/** Opening status (spec section 4). */
export const OPENING_HOURS = {
  /** A closed restaurant shows its next opening if it falls within this many days; beyond, just 'closed'. */
  lookAheadDays: 7,
} as const;

/** Restaurant search and distance (spec section 9). */
export const LOCATIONS = {
  /** Maximum number of locations shown. */
  maxShown: 10,
  /** Maximum distance in miles for a location to be shown. */
  maxDistanceMiles: 100,
  /** Earth radius used by the haversine formula, in miles. */
  earthRadiusMiles: 3959,
  /** Jobs this many miles away or more are dropped from a job search. */
  jobMaxDistanceMiles: 100,
  /** Map zoom is capped at this level. */
  maxMapZoom: 18,
  /** Longest place text (a postcode, district or town) a search takes, in characters (not in the spec). */
  placeQueryMaxLength: 100,
  /** Finder map height in px on small and large screens. */
  mapHeightSmallPx: 300,
  mapHeightLargePx: 600,
  /**
   * With a Google Maps key configured, the finder waits this long (importing the map's module, Google's
   * script and the map itself) before giving up and keeping its own distance map (not in the spec).
   */
  googleMapTimeoutMs: 10_000,
} as const;

/** Access token and session (spec sections 4 and 9). */
export const AUTH = {
  /** A stored token expires this long after it was obtained: 23 hours. */
  tokenLifetimeMs: 82_800_000,
  /** A token is refreshed this long before it expires: 5 minutes. */
  tokenRefreshMarginMs: 300_000,
  /** A request answered 401 is retried this many times after a fresh token. */
  maxUnauthorizedRetries: 1,
  /** Storage keys. */
  tokenStorageKey: 'accessToken',
  sessionIdStorageKey: 'sessionId',
} as const;

/** HTTP transport (spec section 9). */
export const HTTP = {
  /** Request time-out in ms for every API call. */
  requestTimeoutMs: 30_000,
  /** Keep-alive agent in Node. */
  maxSockets: 50,
  maxFreeSockets: 10,
  socketTimeoutMs: 30_000,
  freeSocketTimeoutMs: 15_000,
  /** Only HTTP 200 counts as a successful answer where the spec says so. */
  okStatus: 200,
} as const;

/** Cache times (spec section 9). */
export const CACHE = {
  settingsSeconds: 3600,
  restaurantsSeconds: 3600,
} as const;

/** Navigation, layout and scrolling (spec sections 2, 4 and 9). */
export const LAYOUT = {
  breakpoints: { sm: 576, md: 768, lg: 992, xl: 1200 },
  /** The mobile menu shows below this width. */
  mobileMenuBelowPx: 992,
  headerSolidAfterPx: 250,
  backToTopAfterPx: 600,
  /** Extra offset added to the header height when scrolling to an anchor, from the sm breakpoint. */
  anchorExtraOffsetPx: 15,
  anchorScrollOffsetPx: -58,
  progressBarHeightPx: 4,
  progressBarMin: 0,
  progressBarMax: 100,
  progressBarThrottleMs: 200,
  progressBarDurationMs: 5000,
  bookingModalMaxHeightPx: 890,
  bookingModalMaxWidthPx: 800,
  cookieBarMaxWidthPx: 415,
  toastMaxWidthPx: 350,
  /** How long a toast stays (not in the spec: long enough to read one short sentence twice). */
  toastDurationMs: 6000,
  masonryMinColumns: 1,
  masonryMaxColumns: 4,
  /** Locations grid: 1 column, 2 from the md breakpoint. */
  locationsGridColumns: { base: 1, md: 2 },
} as const;

/** Redirects (spec section 2). */
export const REDIRECT = {
  status: 301,
} as const;

/** A failed code chunk reloads the page at most once in this window (spec section 4). */
export const CHUNK_RELOAD = {
  minIntervalMs: 60_000,
} as const;

/** Cookie consent (spec section 9). */
export const COOKIES = {
  choices: ['Performance', 'Targeting', 'Necessary'] as const,
  consentExpiryDays: 30,
  preferencesExpiryDays: 365,
  analyticsConsentDefault: 'denied',
  consentScriptDelayMs: 1000,
} as const;

/** Dates and forms (spec sections 5 and 9). */
export const FORMS = {
  /** Year assumed for birthday day counts when none is chosen (a leap year). */
  defaultBirthdayYear: 1904,
  /** Work-history years offered: from this many years back to the current year. */
  workHistoryYears: 40,
  /** Telephone length bounds for job applications, in characters. */
  phoneMinLength: 6,
  phoneMaxLength: 17,
  /** Longest first name the customer-preferences and sign-up forms take, in characters. */
  nameMaxLength: 50,
  /** Longest first or last name a job application takes, in characters (not in the spec). */
  applicantNameMaxLength: 100,
  /** Longest short text a form takes: ids, slugs, an employer, a job title, a restaurant code (not in the spec). */
  shortTextMaxLength: 100,
  /** Longest answer to one of a job's questions, in characters (not in the spec). */
  answerMaxLength: 2000,
  /** Longest CV file name taken from a browser; a longer one is refused, a stored one is cut to fit (not in the spec). */
  resumeNameMaxLength: 255,
  resumeExtensions: ['.pdf', '.docx'] as const,
} as const;

/**
 * What servers take from outside, whatever the field (not in the spec). Each form's own rules set tighter
 * limits on its fields; these are the net under them, checked on every request body, query and form.
 */
export const INPUT = {
  /** Longest text anywhere in a request, in UTF-16 code units, but for fields a route names (a CV's content). */
  textMaxLength: 10_000,
} as const;

/** CV uploads (not in the spec): how large a CV may be, and what a .docx (a zip) may hold, read from its central directory before it is taken. */
export const UPLOADS = {
  /** The largest CV taken, decoded: 5 MB (the API checks the bytes; a form posted without script is cut off here). */
  cvMaxBytes: 5 * 1024 * 1024,
  /** Most entries in a .docx: Word writes about 10 to 30; a few hundred allows images and embedded parts. */
  docxMaxEntries: 500,
  /** Most bytes a .docx's entries may hold uncompressed, all together: 50 MB (a 5 MB file of text and images). */
  docxMaxUncompressedBytes: 50 * 1024 * 1024,
} as const;

/** One limit of RATE_LIMITS: at most `max` requests per client in a window of `windowMs`. */
export interface RateLimit {
  readonly windowMs: number;
  readonly max: number;
}

/**
 * Rate limits (issue 13, not in the spec): the one table of how many calls a client (its address, and on
 * the API its session id too) may make in a window before it is answered 429 with Retry-After. The API
 * and the site's own form routes read these defaults; each may be overridden from configuration
 * (RATE_LIMIT_<NAME>, `max/windowSeconds`, see docs/configuration.md), never turned off.
 */
export const RATE_LIMITS = {
  /** POST /api/token: a browser asks once a day; 30 a quarter hour allows reloads, tabs and a kiosk's resets. */
  token: { windowMs: 15 * 60_000, max: 30 },
  /** Every form and its create call: sign-up, contact, group enquiry, voucher request, job application, preferences update, card calls. */
  forms: { windowMs: 15 * 60_000, max: 20 },
  /** A booking's create, event request or enquiry. */
  bookingCreate: { windowMs: 15 * 60_000, max: 10 },
  /** A preferences lookup by the customer's guid: what guessing guids would hammer. */
  preferencesLookup: { windowMs: 15 * 60_000, max: 30 },
  /** An upload (the job application with its CV), on top of the forms' limit. */
  upload: { windowMs: 60 * 60_000, max: 5 },
  /** Following an e-mail confirmation link. */
  confirm: { windowMs: 15 * 60_000, max: 30 },
  /** Manage my booking: the lookup by reference and e-mail and the signed-link calls, where a guesser would knock. */
  manageBooking: { windowMs: 15 * 60_000, max: 30 },
  /** Joining the waitlist (each entry may lead to e-mails to the address given), and a hold link's calls. */
  waitlist: { windowMs: 15 * 60_000, max: 10 },
} as const satisfies Record<string, RateLimit>;

export type RateLimitName = keyof typeof RATE_LIMITS;

/**
 * The API counts each limited call per client (address and session id) and per address alone, with this
 * many times the client's allowance: diners sharing one address each keep their own, and a client that
 * changes its session id on every call gains no more than this.
 */
export const RATE_LIMIT_ADDRESS_FACTOR = 5;

/**
 * reCAPTCHA v3 (issue 13, item 2; the spec names only the action 'submit'): each form the public can send
 * has its own action, so a token fetched for one form is refused on another. Google allows letters, digits,
 * '/' and '_' in an action name.
 */
export const CAPTCHA_ACTIONS = {
  signUp: 'sign_up',
  contact: 'contact',
  groupEnquiry: 'group_enquiry',
  voucher: 'voucher',
  jobApplication: 'job_application',
  booking: 'booking',
  /** Joining a full slot's waitlist ("Notify me"): it stores the diner's details and leads to e-mails to them. */
  waitlist: 'waitlist',
} as const;

export type CaptchaAction = (typeof CAPTCHA_ACTIONS)[keyof typeof CAPTCHA_ACTIONS];

/** How captcha tokens are checked when a secret is configured (RECAPTCHA_SECRET; off without one). */
export const CAPTCHA = {
  /** Lowest score accepted (RECAPTCHA_MIN_SCORE overrides): Google's suggested starting point. */
  minScore: 0.5,
  /**
   * The whole siteverify call, connect to answer; past it the form is refused as unavailable (fail closed).
   * Inside the site's own 3 s deadline on a form call (API_CALL_DEADLINE_MS), with room for the form's work.
   */
  verifyDeadlineMs: 2_000,
  /** A token is good for two minutes (Google's documentation); a used one is remembered this long. */
  tokenLifetimeMs: 2 * 60_000,
  /** The request header a form or create call carries its token in (the site's form routes and the API alike). */
  header: 'Recaptcha-Token',
  /** Longest token accepted (Google's are about 2 kB). */
  tokenMaxLength: 8192,
} as const;

/**
 * The API calls that require a captcha token when a secret is configured, and the action each expects.
 * The API enforces it (server/api/http/captcha-guard.ts); the browser's HTTP client reads it to fetch a
 * token for the right action before sending.
 */
export const CAPTCHA_CALLS: ReadonlyArray<{ readonly method: 'POST'; readonly path: RegExp; readonly action: CaptchaAction }> = [
  { method: 'POST', path: /^\/api\/signup$/, action: CAPTCHA_ACTIONS.signUp },
  { method: 'POST', path: /^\/api\/contact\/sendemail$/, action: CAPTCHA_ACTIONS.contact },
  { method: 'POST', path: /^\/api\/contact\/group-booking$/, action: CAPTCHA_ACTIONS.groupEnquiry },
  { method: 'POST', path: /^\/api\/offer\/getcode$/, action: CAPTCHA_ACTIONS.voucher },
  { method: 'POST', path: /^\/api\/jobs\/application$/, action: CAPTCHA_ACTIONS.jobApplication },
  { method: 'POST', path: /^\/api\/booking\/(create|events|enquiry)\/[^/]+$/, action: CAPTCHA_ACTIONS.booking },
  // The waitlist's join. Its hold claim needs none: like manage my booking's calls it is made with a signed
  // link only the e-mailed diner has, for a table already held for them.
  { method: 'POST', path: /^\/api\/booking\/waitlist$/, action: CAPTCHA_ACTIONS.waitlist },
];

/** The action a call expects, or null when it needs no captcha. */
export function captchaActionOf(method: string, path: string): CaptchaAction | null {
  return CAPTCHA_CALLS.find((call) => call.method === method && call.path.test(path))?.action ?? null;
}

/** The site's own form routes (POST /__forms/<form>) that pass a captcha token on, and its action. */
export const CAPTCHA_FORMS = {
  'sign-up': CAPTCHA_ACTIONS.signUp,
  contact: CAPTCHA_ACTIONS.contact,
  'group-booking': CAPTCHA_ACTIONS.groupEnquiry,
  voucher: CAPTCHA_ACTIONS.voucher,
  'job-application': CAPTCHA_ACTIONS.jobApplication,
} as const satisfies Record<string, CaptchaAction>;

/**
 * E-mails the public can make the API send (issue 13, not in the spec). A recipient is counted by its
 * address lower-cased with any `+tag` taken off the local part (`A+x@Example.com` counts as
 * `a@example.com`); booking confirmations are counted but never held back.
 */
export const EMAIL_LIMITS = {
  /** At most this many e-mails to one (normalised) recipient in `windowMs`. */
  perRecipient: { windowMs: 24 * 60 * 60_000, max: 10 },
  /** How long an e-mail confirmation link (double opt-in) can be followed. */
  confirmationLinkMs: 48 * 60 * 60_000,
} as const;

/** Jobs (spec section 9). */
export const JOBS = {
  types: ['full time', 'part time'] as const,
  /** Header images live under this path. */
  imageBasePath: '/images/jobs',
  titleGroups: ['Bar', 'foh team', 'General Manager', 'foh support', 'boh team', 'Head Chef', 'boh support'] as const,
} as const;

/** Site configuration defaults (spec sections 3 and 9). */
export const SITE = {
  bookNowText: 'Book Now',
  carouselArrows: false,
  carouselDots: true,
  restaurantSlugSegment: 'restaurants',
  showMenuWithoutLocalising: true,
  restaurantOffersFetched: true,
  restaurantMenuDropdownAndSearch: false,
  /** Servers run in UTC; restaurants keep the chain's local time. */
  defaultTimeZone: 'Europe/London',
  /** Captcha v3 action name of the spec's own check (POST /api/recaptcha/validate); each form has its own (CAPTCHA_ACTIONS). */
  captchaAction: 'submit',
} as const;

/**
 * Telephone numbers in search data (schema.org `telephone`): E.164, '+' then the country calling code and
 * the national number without its trunk '0'. The restaurants are all in the UK, whose national numbers
 * (after the 0) are 9 or 10 digits and never start with 0.
 */
export const PHONE = {
  ukCountryCallingCode: '44',
  ukTrunkPrefix: '0',
  ukNationalDigits: { min: 9, max: 10 },
} as const;

/** The reference intake of the statutory calorie statement, in kcal a day. */
const ADULT_DAILY_KCAL = 2000;

/**
 * Menus (issue 17): calorie labelling as the Calorie Labelling (Out of Home Sector) (England) Regulations
 * 2021 ask of a chain with 250 or more employees: kcal per portion next to the price, and the statement.
 */
export const MENU = {
  /** The reference intake the statutory statement names, in kcal a day. */
  adultDailyKcal: ADULT_DAILY_KCAL,
  /** The statement every menu shows, word for word. */
  dailyIntakeStatement: `Adults need around ${ADULT_DAILY_KCAL} kcal a day`,
  /** Calorie filter choices: dishes under this many kcal. */
  calorieFilterThresholds: [400, 600, 800] as const,
  /** A kcal figure above this in content is refused as absurd (no portion on the menus comes near it). */
  maxKcal: 5000,
  /**
   * A partner's menu widget that has not loaded this long after the page asked for it is given up, and the
   * native menu shown ("a few seconds": long enough for a slow phone, short enough not to lose the diner).
   */
  partnerWidgetTimeoutMs: 5000,
  /** The height a partner widget may ask for, in px: a frame shorter than this is unusable, taller is abuse. */
  partnerWidgetMinHeightPx: 200,
  partnerWidgetMaxHeightPx: 4000,
} as const;

/**
 * The in-restaurant kiosk (issue 11): a tablet at the door, used by one diner after another. After
 * `idleSeconds` without a touch, key or typed character it starts again from its home screen with every
 * typed value and stored personal detail cleared; for the last `warningSeconds` of that time it warns
 * first ("Still there?"). A site sets its own idle time (KIOSK_IDLE_SECONDS) within the bounds below.
 */
export const KIOSK = {
  /** Seconds without activity before the kiosk starts again (the default). */
  idleSeconds: 90,
  /** The warning shows for this many seconds before the reset (at most half the idle time). */
  warningSeconds: 20,
  /** The shortest and longest idle time a site may set, in seconds. */
  minIdleSeconds: 5,
  maxIdleSeconds: 3600,
  /** The smallest touch target on the kiosk's screens, in CSS px (larger than WCAG's 24 and 44 for gloved, hurried fingers). */
  minTargetPx: 48,
} as const;

/**
 * Manage my booking (issue 14, item 1): a diner changes the party, date or time of a booking, or cancels it,
 * from a signed link in the confirmation e-mail and on the thanks screen, or after a lookup by booking
 * reference and e-mail. Not in the spec.
 */
export const MANAGE_BOOKING = {
  /**
   * No online change or cancellation this many minutes before the booking starts (a restaurant may set its
   * own, `manageCutoffMinutes` in its booking set-up): the kitchen has planned the covers by then.
   */
  cutoffMinutes: 120,
  /** The longest cut-off a restaurant may set: a week, in minutes. A larger or malformed value keeps the default. */
  maxCutoffMinutes: 7 * 24 * 60,
  /** The token's first part, so a later format can be told apart from this one. */
  tokenVersion: 'm1',
  /** HMAC-SHA256 gives 32 bytes: 43 base64url characters without padding. */
  signatureLength: 43,
  /** A token longer than this is refused unread. */
  tokenMaxLength: 100,
  /** The site's lookup page; a link is this path, '/', then the token. */
  path: '/booking/manage',
} as const;

/**
 * The waitlist (issue 14, item 2): where a slot is full, a diner leaves their details for a date, a window
 * of times and a party; when a cancellation or an amendment frees a table that fits, the first waiting
 * diner (in the order they joined) is e-mailed a link that holds it for them. Not in the spec.
 */
export const WAITLIST = {
  /** How long a freed table is held for the diner it is offered to (WAITLIST_HOLD_MINUTES overrides it). */
  holdMinutes: 15,
  /** The shortest and longest hold a site may set, in minutes. */
  minHoldMinutes: 1,
  maxHoldMinutes: 24 * 60,
  /** The widest window of times one entry may cover, in minutes (a whole lunch or dinner service). */
  maxWindowMinutes: 4 * 60,
  /** A hold link's first part, so a later format can be told apart from this one. */
  tokenVersion: 'w1',
  /** A token longer than this is refused unread. */
  tokenMaxLength: 100,
  /** The site's page where a hold is claimed: this path, then `?token=`. */
  claimPath: '/booking/waitlist/claim',
  /** "Notify me" first offers this many minutes either side of the time the diner wanted (a 2-hour window). */
  suggestedWindowEachSideMinutes: 60,
  /** The times "Notify me" offers for the window's ends: from `firstChoice` to `lastChoice` every `choiceStepMinutes`. */
  firstChoice: '11:00',
  lastChoice: '23:00',
  choiceStepMinutes: 15,
} as const;

/**
 * Reminders (issue 14, item 3): an e-mail (and an SMS to a diner who opted in) this many hours before the
 * booking, scheduled through the outbox. A booking made less than this far ahead gets none: the diner has
 * just booked it, and a reminder at once would only repeat the confirmation.
 */
export const REMINDERS = {
  hoursBefore: 24,
} as const;

/** REMINDER_HOURS_BEFORE, as the issue names it. */
export const REMINDER_HOURS_BEFORE = REMINDERS.hoursBefore;
/** WAITLIST_HOLD_MINUTES's default, as the issue names it. */
export const WAITLIST_HOLD_MINUTES = WAITLIST.holdMinutes;

/**
 * The party's needs a diner can tick on step three of a booking (issue 14, item 5): stored with the booking,
 * shown to the diner and the restaurant. The allergens are the UK's 14 that a menu must declare (the seed's
 * menus and the allergen guide list the same ones); the diets and access needs are the common ones a
 * restaurant plans for. A booking sends each at most once, so a list is never longer than its choices.
 */
export const DINER_NEEDS = {
  allergens: [
    'celery',
    'cereals containing gluten',
    'crustaceans',
    'eggs',
    'fish',
    'lupin',
    'milk',
    'molluscs',
    'mustard',
    'nuts',
    'peanuts',
    'sesame',
    'soya',
    'sulphites',
  ],
  diets: ['vegetarian', 'vegan', 'pescatarian', 'gluten-free', 'dairy-free', 'halal', 'kosher'],
  access: ['wheelchair', 'step-free'],
} as const;
