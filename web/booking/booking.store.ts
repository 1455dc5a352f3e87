// The booking journey's MobX binding: core's booking use-case (createBookingUseCase) does everything, from
// which call follows which to why a step cannot go on; this store holds its latest snapshot as an
// observable reference, replaces it whenever the use-case says something changed, and forwards the
// commands. Observers re-render from `snapshot`; no booking rule is written here. What stays in web is
// the site's own: the restaurant summaries it lists, and the thanks screen's .ics file.
import {
  createBookingUseCase,
  type BookingPorts,
  type BookingSnapshot,
  type BookingUseCase,
  type BookingUseCaseOptions,
} from '@tavola/core/booking';
import type { ClockPort } from '@tavola/core/ports';
import type { BookingRestaurant } from './booking-restaurant';
import { bookingCalendarFile, type CalendarFile } from './booking-calendar';
import { UseCaseStore } from './use-case-store';

export type {
  AlternativesState,
  BookingCalls,
  BookingMessage,
  CardCalls,
  CardGuaranteeState,
  ConfirmedBooking,
  FinderState,
  LoadStatus,
  SuggestedTime,
} from '@tavola/core/booking';

export type BookingStorePorts = BookingPorts;
export type BookingStoreOptions = BookingUseCaseOptions<BookingRestaurant>;
export type BookingStoreSnapshot = BookingSnapshot<BookingRestaurant>;

/** The use-case's commands (everything but its subscription), which the store forwards as they are. */
export type BookingCommands = Omit<BookingUseCase<BookingRestaurant>, 'subscribe' | 'getSnapshot'>;

// The class and this interface merge: the commands are the use-case's own functions, assigned in the
// constructor, so each one's types and documentation come from core.
export interface BookingStore extends BookingCommands {}

/** `snapshot` is everything the journey's views read: a new object after each change, the same one until then. */
export class BookingStore extends UseCaseStore<BookingStoreSnapshot> {
  readonly #clock: ClockPort;

  constructor(ports: BookingStorePorts, options: BookingStoreOptions = {}) {
    super(createBookingUseCase<BookingRestaurant>(ports, options));
    this.#clock = ports.clock;
  }

  /** The thanks screen's 'Add to calendar' file; null before the booking is made or without the restaurant. */
  calendarFile(): CalendarFile | null {
    const { confirmation, restaurant } = this.snapshot;
    if (confirmation === null || restaurant === null) return null;
    return bookingCalendarFile({
      ...confirmation,
      restaurantTitle: restaurant.title,
      address: [restaurant.address, restaurant.postcode].filter(Boolean).join(', '),
      stampMs: this.#clock.now(),
    });
  }
}
