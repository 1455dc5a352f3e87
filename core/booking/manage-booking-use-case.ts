// Manage my booking as a use-case over the ManageBookingApiPort (issue 14): find a booking by reference and
// e-mail, load it by its link's token, ask for the times it could move to, amend it, cancel it after a
// confirmation step. A front-end subscribes to the snapshot and renders it; every word comes from here.
// Commands never throw: a failed or thrown call becomes the snapshot's message.
import { MANAGE_MESSAGES } from '../errors/messages';
import type { ApiFailure, ApiResult } from '../shared/api-result';
import type { AmendBookingRequest, ManageBookingApiPort, ManagedBooking, ManageLink } from '../ports/manage-booking-api.port';
import type { Slot } from './booking.models';

/** HTTP statuses the API answers a link with: 404 not a link of ours, 410 expired or cancelled. */
const STATUS_NOT_FOUND = 404;
const STATUS_GONE = 410;

export interface ManageMessage {
  /** 'error' for a refusal or failure, 'done' for a change made (a live region announces both). */
  readonly kind: 'error' | 'done';
  readonly text: string;
  /** The field a refusal names, when the API named one ('adults', 'date', 'time'). */
  readonly field?: string;
}

export interface ManageSnapshot {
  /** 'idle' before a load, 'loading', 'ready' with a booking, 'failed' when the link or lookup led nowhere. */
  readonly status: 'idle' | 'loading' | 'ready' | 'failed';
  readonly booking: ManagedBooking | null;
  /** The token in use (a moved booking's new one once amended). */
  readonly token: string | null;
  /** The times offered for `timesFor`, and for which date and party. */
  readonly times: readonly Slot[];
  readonly timesFor: { readonly date: string; readonly covers: number } | null;
  readonly timesLoading: boolean;
  /** A change or cancellation is on its way. */
  readonly busy: boolean;
  /** The diner asked to cancel: the confirmation step shows. */
  readonly confirmingCancel: boolean;
  readonly message: ManageMessage | null;
}

export interface ManageBookingUseCase {
  subscribe(listener: () => void): () => void;
  getSnapshot(): ManageSnapshot;
  /** The booking found by reference and e-mail: its link, or null (the snapshot says why in words). */
  lookup(reference: string, email: string): Promise<ManageLink | null>;
  load(token: string): Promise<boolean>;
  /** Shows a booking already loaded (the server's page data), without a call. */
  show(booking: ManagedBooking): void;
  loadTimes(date: string, covers: number): Promise<boolean>;
  amend(change: AmendBookingRequest): Promise<boolean>;
  askCancel(): void;
  keepBooking(): void;
  cancel(): Promise<boolean>;
}

const INITIAL: ManageSnapshot = {
  status: 'idle',
  booking: null,
  token: null,
  times: [],
  timesFor: null,
  timesLoading: false,
  busy: false,
  confirmingCancel: false,
  message: null,
};

/** A refusal in words: the API's own (core's MANAGE_MESSAGES), else what its status means, else "try again". */
export function manageFailureMessage(failure: ApiFailure | null | undefined): ManageMessage {
  const field = failure?.field;
  if (failure?.message) return { kind: 'error', text: failure.message, ...(field ? { field } : {}) };
  if (failure?.status === STATUS_NOT_FOUND) return { kind: 'error', text: MANAGE_MESSAGES.linkInvalid };
  if (failure?.status === STATUS_GONE) return { kind: 'error', text: MANAGE_MESSAGES.linkExpired };
  return { kind: 'error', text: MANAGE_MESSAGES.failed };
}

export function createManageBookingUseCase(ports: { manage: ManageBookingApiPort }): ManageBookingUseCase {
  let snapshot: ManageSnapshot = INITIAL;
  const listeners = new Set<() => void>();
  let timesRequest = 0;

  const set = (next: Partial<ManageSnapshot>) => {
    snapshot = { ...snapshot, ...next };
    for (const listener of [...listeners]) listener();
  };

  async function call<T>(run: () => Promise<ApiResult<T>>): Promise<ApiResult<T>> {
    try {
      return await run();
    } catch {
      return { ok: false, error: { code: null } };
    }
  }

  const shown = (booking: ManagedBooking, message: ManageMessage | null = null): Partial<ManageSnapshot> => ({
    status: 'ready',
    booking,
    token: booking.token,
    busy: false,
    confirmingCancel: false,
    message,
  });

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,

    async lookup(reference, email) {
      if (snapshot.busy) return null;
      set({ busy: true, message: null });
      const result = await call(() => ports.manage.lookup(reference.trim().toUpperCase(), email.trim()));
      if (!result.ok) {
        set({ busy: false, message: manageFailureMessage(result.error) });
        return null;
      }
      set({ busy: false });
      return result.value;
    },

    async load(token) {
      set({ ...INITIAL, status: 'loading', token });
      const result = await call(() => ports.manage.getBooking(token));
      if (!result.ok) {
        set({ status: 'failed', message: manageFailureMessage(result.error) });
        return false;
      }
      set(shown(result.value));
      return true;
    },

    show(booking) {
      set(shown(booking));
    },

    async loadTimes(date, covers) {
      const token = snapshot.token;
      if (token === null) return false;
      const request = (timesRequest += 1);
      set({ timesLoading: true, timesFor: { date, covers }, times: [] });
      const result = await call(() => ports.manage.getTimes(token, { date, covers }));
      // An older answer after a newer question is ignored.
      if (request !== timesRequest) return false;
      if (!result.ok) {
        set({ timesLoading: false, times: [], message: manageFailureMessage(result.error) });
        return false;
      }
      set({ timesLoading: false, times: result.value, message: null });
      return true;
    },

    async amend(change) {
      const token = snapshot.token;
      if (token === null || snapshot.busy || snapshot.booking === null) return false;
      set({ busy: true, message: null, confirmingCancel: false });
      const result = await call(() => ports.manage.amend(token, change));
      if (!result.ok) {
        set({ busy: false, message: manageFailureMessage(result.error) });
        return false;
      }
      set({ ...shown(result.value, { kind: 'done', text: MANAGE_MESSAGES.amended }), times: [], timesFor: null });
      return true;
    },

    askCancel() {
      if (snapshot.booking?.changeable === true && !snapshot.busy) set({ confirmingCancel: true, message: null });
    },

    keepBooking() {
      set({ confirmingCancel: false });
    },

    async cancel() {
      const token = snapshot.token;
      if (token === null || snapshot.busy || snapshot.booking === null) return false;
      set({ busy: true, message: null });
      const result = await call(() => ports.manage.cancel(token));
      if (!result.ok) {
        set({ busy: false, confirmingCancel: false, message: manageFailureMessage(result.error) });
        return false;
      }
      set(shown(result.value, { kind: 'done', text: MANAGE_MESSAGES.cancelledNow }));
      return true;
    },
  };
}
