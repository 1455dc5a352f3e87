// What a front-end hands the shared booking journey (the site, the kiosk, the widget): where the API is and
// whose brand it books for, where the journey keeps its token and session id, the booking window, the card
// form, what happens on the way (confirmed, started again, the step shown), how a group enquiry is sent and
// the words it may change. Nothing in web/booking reads a front-end's globals: the site passes its root
// data and its own form route here, the kiosk its restaurant and in-memory storage, the widget its script's
// origin and the host page's events.
import { createContext, useContext, type ReactNode } from 'react';
import type { BookableRestaurant, BookingSnapshot, ConfirmedBooking } from '@tavola/core/booking';
import type { AnalyticsPort, ClockPort, GroupBookingEnquiry } from '@tavola/core/ports';
import type { SubmitOutcome } from '../tiles/form-submit';

/** The words a front-end may change; every other text is core's catalogue. */
export interface BookingLabels {
  /** Each step's heading, and the thanks screen's. */
  stepTitles: { 1: string; 2: string; 3: string; thanks: string };
  /** The thanks screen's heading for an enquiry (an event, a large party): the restaurant answers it. */
  requestSent: string;
}

export const DEFAULT_BOOKING_LABELS: BookingLabels = {
  stepTitles: { 1: 'Your table', 2: 'Choose a time', 3: 'Your details', thanks: 'Thank you' },
  requestSent: 'Request sent',
};

/** A step of the journey as shown: 1, 2, 3 or the thanks screen. */
export type BookingStep = BookingSnapshot<BookableRestaurant>['currentStep'];

export interface BookingSettings {
  /** The API's origin ('' = the page's own origin, as on the site with its /api pass-through). */
  apiBaseUrl: string;
  /** The brand the API books for (its brandKey header). */
  brandKey: string;
  /**
   * Where the API token and session id are kept: 'local' (survive a reload: the site, the widget) or
   * 'memory' (gone with the page: the kiosk, which keeps nothing of a diner once it starts again).
   */
  storage?: 'local' | 'memory';
  /** Days after today a table can be booked; core's default when absent. */
  horizonDays?: number;
  /** A Braintree tokenization key: the card step uses Braintree's Hosted Fields; without one, its own fields. */
  tokenizationKey?: string | null;
  /** The reCAPTCHA v3 site key: the booking and enquiry calls carry a token (Google's script loaded on first send). None: captcha off. */
  captchaSiteKey?: string | null;
  /** Where the journey's events go (the site: the dataLayer with consent); none are sent when absent. */
  analytics?: AnalyticsPort;
  /** Told when a booking or request is made, with what was booked. */
  onConfirmed?: (booking: ConfirmedBooking) => void;
  /** Told when the journey starts again after a booking. */
  onReset?: () => void;
  /** Told each time a different step is shown (1, 2, 3, 'thanks'). */
  onStep?: (step: BookingStep) => void;
  /**
   * Sends the group and events enquiry: the site through its own form route (checked again there); by
   * default straight to the API's contact call.
   */
  sendGroupEnquiry?: (enquiry: GroupBookingEnquiry) => Promise<SubmitOutcome>;
  /** The clock forms check dates against (a group enquiry's "today or later"); the system clock by default. */
  clock?: ClockPort;
  /** Words that differ from the defaults. */
  labels?: Partial<BookingLabels>;
  /**
   * A screen many diners use in turn (the kiosk): the thanks screen offers nothing personal to take away —
   * no manage link (the next diner could follow it to change or cancel the booking) and no calendar file
   * left on the device. The confirmation e-mail carries both.
   */
  sharedDevice?: boolean;
}

const BookingSettingsContext = createContext<BookingSettings | null>(null);

/** Makes a front-end's settings known to the journey's parts (the group form, the headings). */
export function BookingSettingsProvider({ settings, children }: { settings: BookingSettings; children: ReactNode }) {
  return <BookingSettingsContext.Provider value={settings}>{children}</BookingSettingsContext.Provider>;
}

/** The front-end's settings; null where a part is rendered on its own (a unit test). */
export function useBookingSettings(): BookingSettings | null {
  return useContext(BookingSettingsContext);
}

/** The journey's words: the front-end's over the defaults. */
export function useBookingLabels(): BookingLabels {
  const labels = useContext(BookingSettingsContext)?.labels;
  if (!labels) return DEFAULT_BOOKING_LABELS;
  return {
    stepTitles: { ...DEFAULT_BOOKING_LABELS.stepTitles, ...labels.stepTitles },
    requestSent: labels.requestSent ?? DEFAULT_BOOKING_LABELS.requestSent,
  };
}
