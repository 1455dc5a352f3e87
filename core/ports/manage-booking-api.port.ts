// Manage my booking (issue 14): a diner's own booking, reached by its signed link's token or found by
// booking reference and e-mail, amended or cancelled. The API answers the booking as it stands after each
// call; a refusal is an ApiFailure whose message is core's words (MANAGE_MESSAGES).
import type { ApiResult } from '../shared/api-result';
import type { Slot } from '../booking/booking.models';
import type { DinerNeeds } from '../booking/diner-needs';
import { portToken } from '../shared/port-token';

/** A diner's booking as the manage page shows it. */
export interface ManagedBooking {
  readonly reference: string;
  /** The signed link's token for the booking as it stands (a moved booking gets a new one). */
  readonly token: string;
  /** The absolute address of the manage page for this token, on the site's public address. */
  readonly manageUrl: string;
  readonly status: 'confirmed' | 'cancelled';
  readonly storeId: string;
  readonly restaurantName: string;
  readonly restaurantAddress: string;
  readonly restaurantPhone: string;
  readonly occasionName: string;
  /** 'YYYY-MM-DD', the restaurant's local date. */
  readonly date: string;
  /** 'HH:MM' */
  readonly time: string;
  readonly adults: number;
  readonly children: number;
  readonly covers: number;
  readonly specialRequest: string;
  /** The party's needs as booked (allergies, diets, access, a high chair, a pram); all empty when none. */
  readonly needs: DinerNeeds;
  /** Whether it can be changed or cancelled online now (confirmed, before the cut-off). */
  readonly changeable: boolean;
  /** The restaurant's cut-off in minutes before the booking. */
  readonly cutoffMinutes: number;
  /** The party sizes the occasion takes. */
  readonly limits: { readonly minCovers: number; readonly maxCovers: number };
  /** The days a booking can be moved to: today to the horizon, 'YYYY-MM-DD'. */
  readonly window: { readonly first: string; readonly last: string };
}

/** Where the lookup leads: the token of the booking's link and its page. */
export interface ManageLink {
  readonly token: string;
  readonly manageUrl: string;
}

export interface ManageTimesQuery {
  /** 'YYYY-MM-DD' */
  readonly date: string;
  readonly covers: number;
}

export interface AmendBookingRequest {
  readonly adults?: number;
  readonly children?: number;
  readonly date?: string;
  readonly time?: string;
}

export interface ManageBookingApiPort {
  /** The same refusal for a wrong reference and a wrong e-mail: nothing about other bookings is said. */
  lookup(reference: string, email: string): Promise<ApiResult<ManageLink>>;
  getBooking(token: string): Promise<ApiResult<ManagedBooking>>;
  /** The times the booking could move to on a date for a party (its own covers counted as free). */
  getTimes(token: string, query: ManageTimesQuery): Promise<ApiResult<Slot[]>>;
  amend(token: string, change: AmendBookingRequest): Promise<ApiResult<ManagedBooking>>;
  /** Idempotent: cancelling a cancelled booking answers it as it is. */
  cancel(token: string): Promise<ApiResult<ManagedBooking>>;
}

export const ManageBookingApiToken = portToken<ManageBookingApiPort>('ManageBookingApiPort');
