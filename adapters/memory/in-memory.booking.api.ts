// A booking API held in memory: restaurants with occasions, times and a number of covers per time, and the
// bookings made against them. For a kiosk's demonstration mode, a front-end's tests, or a first try of the
// core without the reference API; it answers as the real API does (section 7): full times refuse a
// booking with status 9, an unknown restaurant is code 3, a party above `cardAboveCovers` needs a card.
import { ErrorCode } from '@tavola/core/errors';
import {
  dayAvailability,
  daysOfMonth,
  slotsServed,
  type BookingArea,
  type BookingMenu,
  type BookingRequirements,
  type BookingType,
  type BookingWindow,
  type MonthAvailability,
  type Occasion,
  type Slot,
} from '@tavola/core/booking';
import {
  fail,
  ok,
  type ApiResult,
  type AreasQuery,
  type AvailabilityAnswer,
  type AvailabilityRequest,
  type BookingApiPort,
  type BookingConfirmation,
  type CreateBookingData,
  type MenusQuery,
  type MonthAvailabilityQuery,
  type RequirementsQuery,
  type SlotsQuery,
} from '@tavola/core/ports';

export interface InMemoryRestaurant {
  storeId: string;
  occasions: Occasion[];
  menus?: BookingMenu[];
  areas?: BookingArea[];
  /** The times offered every day, 'HH:MM'. */
  times: string[];
  /** Covers each time takes before it is full. */
  coversPerTime: number;
  /** A party larger than this needs a card guarantee; none by default. */
  cardAboveCovers?: number;
  /** A full time can still be requested as an enquiry. */
  enquiryWhenFull?: boolean;
}

export interface InMemoryBooking {
  reference: string;
  storeId: string;
  type: BookingType;
  data: CreateBookingData;
}

export interface InMemoryBookingOptions {
  /** Booking references are `{prefix}-{n}`; 'MEM' by default. */
  referencePrefix?: string;
  /** The bookable days (core's bookingWindow), for the calendar's past and too-distant days; every day is bookable without it. */
  window?: () => BookingWindow | null;
}

export class InMemoryBookingApi implements BookingApiPort {
  readonly #restaurants: Map<string, InMemoryRestaurant>;
  readonly #bookings: InMemoryBooking[] = [];
  readonly #prefix: string;
  readonly #window: (() => BookingWindow | null) | undefined;

  constructor(restaurants: readonly InMemoryRestaurant[], options: InMemoryBookingOptions = {}) {
    this.#restaurants = new Map(restaurants.map((restaurant) => [restaurant.storeId.toLowerCase(), restaurant]));
    this.#prefix = options.referencePrefix ?? 'MEM';
    this.#window = options.window;
  }

  /** Every booking, enquiry and event request made so far, oldest first. */
  get bookings(): readonly InMemoryBooking[] {
    return [...this.#bookings];
  }

  async getOccasions(storeId: string, _date: string): Promise<ApiResult<Occasion[]>> {
    const restaurant = this.#find(storeId);
    return restaurant === undefined ? unknownRestaurant() : ok(restaurant.occasions);
  }

  async checkAvailability(request: AvailabilityRequest): Promise<AvailabilityAnswer> {
    const covers = request.adultCovers + request.childrenCovers;
    const stores = request.stores.flatMap(({ storeId }) => {
      const restaurant = this.#find(storeId);
      if (restaurant === undefined) return [];
      const times = this.#slots(restaurant, request.date, covers).filter((slot) => !slot.canEnquire);
      return [{ storeId: restaurant.storeId, available: times.length > 0, times }];
    });
    return { success: true, stores };
  }

  async getAreas(storeId: string, _query: AreasQuery): Promise<ApiResult<BookingArea[]>> {
    const restaurant = this.#find(storeId);
    return restaurant === undefined ? unknownRestaurant() : ok(restaurant.areas ?? []);
  }

  async getMenus(storeId: string, _query: MenusQuery): Promise<ApiResult<BookingMenu[]>> {
    const restaurant = this.#find(storeId);
    return restaurant === undefined ? unknownRestaurant() : ok(restaurant.menus ?? []);
  }

  async getSlots(storeId: string, query: SlotsQuery): Promise<ApiResult<Slot[]>> {
    const restaurant = this.#find(storeId);
    if (restaurant === undefined) return unknownRestaurant();
    const slots = this.#slots(restaurant, query.dates, query.adults + query.children);
    return slots.length === 0 ? fail({ code: ErrorCode.NoFreeSlot, status: 409 }) : ok(slots);
  }

  /** Each day of the month as the API classifies it: every time is served daily, within the occasion's window. */
  async getMonthAvailability(storeId: string, query: MonthAvailabilityQuery): Promise<ApiResult<MonthAvailability>> {
    const restaurant = this.#find(storeId);
    if (restaurant === undefined) return unknownRestaurant();
    const dates = daysOfMonth(query.month);
    if (dates.length === 0) return fail({ code: null, status: 400 });
    const occasions = query.occasionId ? restaurant.occasions.filter((o) => String(o.id) === query.occasionId) : restaurant.occasions;
    if (occasions.length === 0) return fail({ code: ErrorCode.NoAvailableOccasion, status: 409 });
    const window = this.#window?.() ?? { first: dates[0] as string, last: dates[dates.length - 1] as string };
    const times = restaurant.times.map((time) => ({ time }));
    const days = dates.map((date) => {
      const served = new Set(occasions.flatMap((o) => slotsServed(times, date, o.serviceWindow).map((slot) => slot.time)));
      const offers = this.#slots(restaurant, date, query.adults + query.children).filter((slot) => served.has(slot.time));
      return dayAvailability(date, { window, open: true, seatings: times.length, served: served.size, offers });
    });
    return ok({ month: query.month, days });
  }

  async getRequirements(storeId: string, query: RequirementsQuery): Promise<ApiResult<BookingRequirements>> {
    const restaurant = this.#find(storeId);
    if (restaurant === undefined) return unknownRestaurant();
    const covers = query.adults + query.children;
    const full = this.#coversLeft(restaurant, query.bookingDate.slice(0, 10), query.time) < covers;
    return ok({
      isPlaceAsEnquiryEnabled: full && restaurant.enquiryWhenFull === true,
      isCardGuaranteeRequired: restaurant.cardAboveCovers !== undefined && covers > restaurant.cardAboveCovers,
    });
  }

  async createBooking(storeId: string, data: CreateBookingData): Promise<ApiResult<BookingConfirmation>> {
    const restaurant = this.#find(storeId);
    if (restaurant === undefined) return unknownRestaurant();
    const covers = data.adultCovers + data.childCovers;
    if (this.#coversLeft(restaurant, data.diningDateTime.slice(0, 10), data.bookingTime) < covers) {
      return ok({ bookingReference: '', bookingStatus: ErrorCode.BookingWentWrong });
    }
    if (restaurant.cardAboveCovers !== undefined && covers > restaurant.cardAboveCovers && !data.braintreeCustomerId) {
      return fail({ code: ErrorCode.NeedCreditCard, status: 409 });
    }
    return ok(this.#store(restaurant, '', data));
  }

  async createEnquiry(storeId: string, data: CreateBookingData): Promise<ApiResult<BookingConfirmation>> {
    const restaurant = this.#find(storeId);
    return restaurant === undefined ? unknownRestaurant() : ok(this.#store(restaurant, 'enquiry', data));
  }

  async createEvent(storeId: string, data: CreateBookingData): Promise<ApiResult<BookingConfirmation>> {
    const restaurant = this.#find(storeId);
    return restaurant === undefined ? unknownRestaurant() : ok(this.#store(restaurant, 'event', data));
  }

  #find(storeId: string): InMemoryRestaurant | undefined {
    return typeof storeId === 'string' ? this.#restaurants.get(storeId.toLowerCase()) : undefined;
  }

  #slots(restaurant: InMemoryRestaurant, date: string, covers: number): Slot[] {
    return restaurant.times.flatMap((time): Slot[] => {
      const free = this.#coversLeft(restaurant, date, time) >= covers;
      if (free) return [{ time, canEnquire: false }];
      return restaurant.enquiryWhenFull === true ? [{ time, canEnquire: true }] : [];
    });
  }

  /** Covers still free at `time` on `date`: enquiries and event requests take none until a restaurant confirms them. */
  #coversLeft(restaurant: InMemoryRestaurant, date: string, time: string): number {
    const taken = this.#bookings
      .filter((booking) => booking.storeId === restaurant.storeId && booking.type === '')
      .filter((booking) => booking.data.diningDateTime.slice(0, 10) === date && booking.data.bookingTime === time)
      .reduce((sum, booking) => sum + booking.data.adultCovers + booking.data.childCovers, 0);
    return restaurant.coversPerTime - taken;
  }

  #store(restaurant: InMemoryRestaurant, type: BookingType, data: CreateBookingData): BookingConfirmation {
    const reference = `${this.#prefix}-${this.#bookings.length + 1}`;
    this.#bookings.push({ reference, storeId: restaurant.storeId, type, data });
    return { bookingReference: reference, bookingStatus: ErrorCode.Ok };
  }
}

function unknownRestaurant<T>(): ApiResult<T> {
  return fail({ code: ErrorCode.RestaurantNotFound, status: 404 });
}
