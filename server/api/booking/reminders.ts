// A booking's reminder (issue 14, item 3): an e-mail, and a text message to a diner who opted in to SMS and
// gave a number, REMINDER_HOURS_BEFORE before the table, queued in the outbox with that send-after time in
// the same transaction as the booking (the e-mail as its template's data, rendered by the relay when due). Cancelling the booking cancels them; moving it cancels them and
// queues new ones for the new time, in the change's transaction. A booking made less than that far ahead
// gets none (core's reminderDueAt).
import type { Transaction } from 'kysely';
import { needsInWords, readDinerNeeds, reminderDueAt } from '@tavola/core/booking';
import type { Database } from '../db/schema';
import { cancelScheduled, enqueueRow, renderLaterRow, smsRow, type OutboxRow } from '../email/outbox';
import type { Brand } from '../email/templates/brand';
import { reminderSms, reminderToRender, type ReminderMessage } from '../email/templates/waitlist.emails';
import type { BookingSetup } from './booking-setup';

export interface RemindedBooking extends ReminderMessage {
  phoneNumber: string;
  shouldReceiveSms: boolean;
}

/**
 * The booking's reminders as outbox rows, with when they are due; null when the booking is too soon for one.
 * scheduleReminders queues them; a booking's create stores them in its one statement (booking-store). The
 * e-mail is rendered by the relay when it is due (reminderToRender), the text message is written now.
 */
export function reminderRows(brand: Brand, setup: BookingSetup, booking: RemindedBooking, nowMs: number, hoursBefore: number): { due: number; rows: OutboxRow[] } | null {
  const due = reminderDueAt(booking.date, booking.time, nowMs, setup.timeZone, hoursBefore);
  if (due === null) return null;
  const scheduling = { sendAfter: due, purpose: 'reminder' as const, bookingReference: booking.reference };
  const { phoneNumber: _phone, shouldReceiveSms: _sms, ...message } = booking;
  const rows: OutboxRow[] = [renderLaterRow(reminderToRender(brand, setup, message), scheduling)];
  if (booking.shouldReceiveSms && booking.phoneNumber.trim() !== '') {
    rows.push(smsRow({ to: booking.phoneNumber.trim(), text: reminderSms(brand, setup, booking) }, scheduling));
  }
  return { due, rows };
}

/** Queues the booking's reminders; answers when they are due, or null when the booking is too soon for one. */
export async function scheduleReminders(
  trx: Transaction<Database>,
  brand: Brand,
  setup: BookingSetup,
  booking: RemindedBooking,
  nowMs: number,
  hoursBefore: number,
): Promise<number | null> {
  const reminders = reminderRows(brand, setup, booking, nowMs, hoursBefore);
  if (reminders === null) return null;
  for (const row of reminders.rows) await enqueueRow(trx, row);
  return reminders.due;
}

export async function cancelReminders(trx: Transaction<Database>, reference: string): Promise<void> {
  await cancelScheduled(trx, reference, 'reminder');
}

/** A booking's customer record as stored, read into what a reminder needs. */
export function remindedBooking(
  row: { reference: string; dining_date: string; dining_time: string; adult_covers: number; child_covers: number; customer: Record<string, unknown>; needs?: unknown },
  manageUrl: string | null,
): RemindedBooking {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    reference: row.reference,
    firstName: text(row.customer.firstName),
    email: text(row.customer.email),
    phoneNumber: text(row.customer.phoneNumber),
    shouldReceiveSms: row.customer.shouldReceiveSms === true,
    specialRequest: text(row.customer.specialRequest),
    // Read as core reads them: none stored, or a value it does not know, is no need.
    needs: needsInWords(readDinerNeeds(row.needs)),
    date: row.dining_date,
    time: row.dining_time,
    covers: row.adult_covers + row.child_covers,
    manageUrl,
  };
}
