// What every step of the booking panel shares: the spinner, the blockers of a step, the Try again after
// the booking system gave no answer, and how a date, a party and the journey so far are written for the diner.
import type { BlockerKey } from '@tavola/core/booking';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { BookingStore } from '../booking.store';

export function Spinner({ shown, label }: { shown: boolean; label: string }) {
  return shown ? (
    <span className="booking-spinner" role="img" aria-label={label}>
      <span className="booking-spinner__dot" aria-hidden="true" />
    </span>
  ) : null;
}

export function dateOf(store: BookingStore): string {
  return store.snapshot.journey.selectedBookingDate?.slice(0, 10) ?? '';
}

export function longDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  if (!y || !m || !d) return date;
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
}

export function party(covers: number): string {
  return covers === 1 ? '1 person' : `${covers} people`;
}

/** The journey so far in words (steps two and three, and the no-script steps' pages): restaurant, occasion, party, day and, on step three, the time. */
export function journeySummary({ journey, restaurant }: Pick<BookingStore['snapshot'], 'journey' | 'restaurant'>, step: 2 | 3): string {
  const date = journey.selectedBookingDate?.slice(0, 10) ?? '';
  const occasion = journey.selectedOccasion ? `, ${journey.selectedOccasion.name}` : '';
  const time = step === 3 && journey.selectedBookingTime ? ` at ${journey.selectedBookingTime}` : '';
  return `${restaurant?.title ?? ''}${occasion}, ${party(journey.coverSize)}, ${longDate(date)}${time}`;
}

export function Summary({ store, step }: { store: BookingStore; step: 2 | 3 }) {
  return <p className="booking-summary">{journeySummary(store.snapshot, step)}</p>;
}

// What a step shows elsewhere (a spinner, the date field, each detail field's own error, the widget) is not
// repeated in the step's list of what blocks it.
const SHOWN_ELSEWHERE: ReadonlySet<BlockerKey> = new Set<BlockerKey>([
  'loading',
  'submitting',
  'bookingMade',
  'liveWidget',
  'dateInvalid',
  'datePast',
  'dateBeyondHorizon',
  'requirementsNotLoaded',
  'customerInvalid',
  'cardNeeded',
]);

/**
 * Why the step's button cannot go on yet (core's blockers, in its words), for the button's description;
 * nothing while it can.
 */
export function StepBlockers({ store, step, id }: { store: BookingStore; step: 1 | 2 | 3; id: string }) {
  const shown = store.snapshot.blockers[step].filter((blocker) => !SHOWN_ELSEWHERE.has(blocker.key));
  if (shown.length === 0) return null;
  return (
    <p id={id} className="booking-hint booking-blockers">
      {shown.map((blocker) => blocker.message).join(' ')}
    </p>
  );
}

/**
 * Try again, while core offers it (`offered`: the snapshot's tryAgainOn for this step, or the calendar's
 * canTryAgain). It stays where the diner pressed it while the call is made again (aria-disabled: core's
 * offer is withdrawn meanwhile), then `onDone(answered)` may move the focus on; still no answer, the focus
 * stays on it.
 */
export const TryAgain = observer(function TryAgain({
  offered,
  run,
  onDone,
  className = 'btn btn--outline booking-actions__retry',
}: {
  offered: boolean;
  run: () => Promise<boolean>;
  onDone?: (answered: boolean) => void;
  className?: string;
}) {
  const [retrying, setRetrying] = useState(false);
  if (!offered && !retrying) return null;
  return (
    <button
      type="button"
      className={className}
      aria-disabled={retrying}
      onClick={() => {
        if (retrying) return;
        setRetrying(true);
        void run().then((answered) => {
          setRetrying(false);
          onDone?.(answered);
        });
      }}
    >
      Try again
    </button>
  );
});
