// What every step of the booking panel shares: the step titles, the spinner, and how a date, a party and
// the journey so far are written for the diner.
import type { BookingStore } from '../booking.store';

export const STEP_TITLES = { 1: 'Your table', 2: 'Choose a time', 3: 'Your details', thanks: 'Thank you' } as const;

export function Spinner({ shown, label }: { shown: boolean; label: string }) {
  return shown ? (
    <span className="booking-spinner" role="img" aria-label={label}>
      <span className="booking-spinner__dot" aria-hidden="true" />
    </span>
  ) : null;
}

export function dateOf(store: BookingStore): string {
  return store.journey.selectedBookingDate?.slice(0, 10) ?? '';
}

export function longDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  if (!y || !m || !d) return date;
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
}

export function party(covers: number): string {
  return covers === 1 ? '1 person' : `${covers} people`;
}

export function Summary({ store, step }: { store: BookingStore; step: 2 | 3 }) {
  const { journey } = store;
  return (
    <p className="booking-summary">
      {store.restaurant?.title ?? ''}
      {journey.selectedOccasion ? `, ${journey.selectedOccasion.name}` : ''}, {party(journey.coverSize)}, {longDate(dateOf(store))}
      {step === 3 && journey.selectedBookingTime ? ` at ${journey.selectedBookingTime}` : ''}
    </p>
  );
}
