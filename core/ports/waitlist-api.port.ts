// The waitlist (issue 14, item 2): a diner joins it for a full slot, and later follows the e-mailed hold link
// to see the table held for them and book it. A refusal is an ApiFailure whose message is core's words
// (WAITLIST_MESSAGES).
import type { WaitlistJoinRequest } from '../booking/waitlist';
import type { ApiResult } from '../shared/api-result';
import { portToken } from '../shared/port-token';

export interface WaitlistEntryAnswer {
  /** The entry's id, for the diner's reference only. */
  readonly id: number;
  readonly status: 'waiting';
  /** Minutes a freed table is held for the diner (WAITLIST_HOLD_MINUTES), when the API says. */
  readonly holdMinutes?: number;
}

/** A table held for a waiting diner, as the claim page shows it. */
export interface HeldTable {
  readonly status: 'held';
  readonly storeId: string;
  readonly restaurantName: string;
  readonly occasionName: string;
  /** 'YYYY-MM-DD' and 'HH:MM', the restaurant's local date and time. */
  readonly date: string;
  readonly time: string;
  readonly adults: number;
  readonly children: number;
  readonly covers: number;
  readonly firstName: string;
  /** ISO 8601: when the hold lapses and the table passes to the next diner. */
  readonly expiresAt: string;
}

/** A held table booked: its reference and the manage link, as a booking made on step three. */
export interface ClaimedTable {
  readonly bookingReference: string;
  readonly manageUrl: string;
}

export interface WaitlistApiPort {
  join(request: WaitlistJoinRequest): Promise<ApiResult<WaitlistEntryAnswer>>;
  heldTable(token: string): Promise<ApiResult<HeldTable>>;
  claim(token: string): Promise<ApiResult<ClaimedTable>>;
}

export const WaitlistApiToken = portToken<WaitlistApiPort>('WaitlistApiPort');
