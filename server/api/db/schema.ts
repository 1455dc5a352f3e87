// Table types of the reference API's database, for Kysely. Content is kept as JSON documents (the
// content API's shapes), booking and transactional data as columns.
import type { ColumnType, Generated, JSONColumnType } from 'kysely';

/** A timestamp the database fills with now() when an insert leaves it out. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T extends object | null = object> = JSONColumnType<T, T, T>;

export interface ContentDocumentsTable {
  kind: string;
  id: string;
  data: Json;
  /** When the row was last written (null for rows older than the column: when they changed is not known). */
  updated_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface RestaurantsTable {
  store_id: string;
  slug: string;
  city: string;
  title: string;
  lat: number;
  lng: number;
  /** The restaurant as the content API answers it. */
  data: Json<Record<string, unknown>>;
  /** Occasions, areas, menus, service times, capacity and the booking switches. */
  booking: Json<Record<string, unknown>>;
  /** When the row was last written (null for rows older than the column: when they changed is not known). */
  updated_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface SlotCapacityTable {
  store_id: string;
  slot_date: string;
  slot_time: string;
  capacity: number;
  booked_covers: number;
}

export interface BookingsTable {
  id: Generated<number>;
  reference: string;
  store_id: string;
  kind: 'booking' | 'event' | 'enquiry';
  status: string;
  occasion_id: string | null;
  dining_date: string;
  dining_time: string;
  adult_covers: number;
  child_covers: number;
  menu_id: string | null;
  area_id: string | null;
  customer: Json<Record<string, unknown>>;
  payment_customer_id: string | null;
  created_at: Timestamp;
  /** Changes made since it was booked (an amendment or a cancellation): the .ics SEQUENCE. */
  sequence: Generated<number>;
  /** When the diner last changed or cancelled it; null until then. */
  updated_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The party's needs as core's DinerNeeds, written as JSON text; read through readDinerNeeds (null: none). */
  needs: ColumnType<unknown, string | null | undefined, string | null>;
}

export interface IdempotencyKeysTable {
  scope: string;
  key: string;
  request_hash: string;
  status_code: number | null;
  response: Json | null;
  created_at: Timestamp;
}

export interface OutboxTable {
  id: Generated<number>;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  attachments: Json<Array<{ filename: string; contentType: string; content: string }>>;
  /** 'marketing' e-mails are skipped at send time for an address that unsubscribed; 'transactional' never are. */
  category: ColumnType<'transactional' | 'marketing', 'transactional' | 'marketing' | undefined, 'transactional' | 'marketing'>;
  /** Extra headers it is sent with (List-Unsubscribe and List-Unsubscribe-Post on a marketing e-mail). */
  headers: ColumnType<Record<string, string>, string | undefined, string>;
  /**
   * 'cancelled': a reminder whose booking was cancelled or moved; 'unsent': an SMS with no provider (last_error
   * says so); 'skipped': a marketing e-mail not sent because its address unsubscribed after it was queued;
   * 'failed': an e-mail whose stored data could not be rendered (last_error says why), never retried.
   */
  status: 'pending' | 'sent' | 'cancelled' | 'unsent' | 'skipped' | 'failed';
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  /** Not sent before this time (a reminder's due time); now for everything else. */
  send_after: Timestamp;
  /** 'sms': recipient is a telephone number, text_body the message, subject empty. */
  channel: ColumnType<'email' | 'sms', 'email' | 'sms' | undefined, 'email' | 'sms'>;
  /** What the message is for, when something may later cancel or move it ('reminder'); null otherwise. */
  purpose: ColumnType<string | null, string | null | undefined, string | null>;
  booking_reference: ColumnType<string | null, string | null | undefined, string | null>;
  last_error: string | null;
  created_at: Timestamp;
  sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /**
   * An e-mail rendered when it is sent (a booking's confirmation and reminder): its template's name, and in
   * render_data what the template needs; text_body is then empty and html_body null. Null for an e-mail
   * queued rendered.
   */
  render_template: ColumnType<string | null, string | null | undefined, string | null>;
  render_data: ColumnType<unknown, string | null | undefined, string | null>;
}

export interface MessagesTable {
  id: Generated<number>;
  kind: 'contact' | 'group-booking';
  reference: string;
  data: Json<Record<string, unknown>>;
  created_at: Timestamp;
}

export interface VouchersTable {
  email: string;
  offer_slug: string;
  code: string;
  created_at: Timestamp;
}

export interface SignUpsTable {
  email: string;
  data: Json<Record<string, unknown>>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** When the address was confirmed (double opt-in); null until its confirmation link is followed. */
  confirmed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface CustomersTable {
  guid: string;
  data: Json<Record<string, unknown>>;
  updated_at: Timestamp;
}

export interface JobsTable {
  job_id: string;
  data: Json<Record<string, unknown>>;
}

export interface JobApplicationsTable {
  id: Generated<number>;
  job_id: string;
  email: string;
  data: Json<Record<string, unknown>>;
  cv_name: string | null;
  cv_content_type: string | null;
  cv: Buffer | null;
  created_at: Timestamp;
}

export interface OffersTable {
  slug: string;
  id: string;
  store_ids: Json<string[]>;
  data: Json<Record<string, unknown>>;
  /** When the row was last written (null for rows older than the column: when they changed is not known). */
  updated_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface PlacesTable {
  /** Upper-case postcode district ('W1D') or lower-case town name ('manchester'). */
  key: string;
  kind: 'district' | 'town';
  name: string;
  lat: number;
  lng: number;
}

export interface PaymentCustomersTable {
  id: string;
  data: Json<Record<string, unknown>>;
  created_at: Timestamp;
}

/** A rate-limit counter (server/api/http/rate-limit-store.ts). */
export interface RateLimitHitsTable {
  key: string;
  hits: number;
  reset_at: ColumnType<Date, Date | string, Date | string>;
}

/** A captcha token already used (its SHA-256), kept until it would have expired (server/api/captcha). */
export interface CaptchaTokensTable {
  token_hash: string;
  idempotency_key: string | null;
  expires_at: ColumnType<Date, Date | string, Date | string>;
}

/** An e-mail confirmation link's record (double opt-in, server/api/email/confirmation.ts). */
export interface EmailConfirmationsTable {
  id: string;
  purpose: 'sign-up' | 'voucher';
  email: string;
  data: Json<Record<string, unknown>>;
  created_at: Timestamp;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  confirmed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** An address that unsubscribed from marketing e-mails (server/api/email/unsubscribe.ts), as recipientKey normalises it. */
export interface EmailUnsubscribesTable {
  email: string;
  created_at: Timestamp;
}

/** Secrets the API generates for itself and keeps (the manage links' signing key without MANAGE_LINK_SECRET). */
export interface ApiSecretsTable {
  name: string;
  value: string;
  created_at: Timestamp;
}

/** A diner waiting for a table at a full slot (issue 14, item 2). */
export interface WaitlistEntriesTable {
  id: Generated<number>;
  store_id: string;
  occasion_id: string;
  dining_date: string;
  time_from: string;
  time_to: string;
  adult_covers: number;
  child_covers: number;
  /** firstName, lastName, email, phoneNumber, shouldReceiveSms, consentAt. */
  customer: Json<Record<string, unknown>>;
  /**
   * waiting → offered (a hold made) → booked, or lapsed (the hold ran out: not offered again); waiting →
   * expired when its window passed with no table (the task worker; its customer is then emptied).
   */
  status: 'waiting' | 'offered' | 'booked' | 'lapsed' | 'expired';
  created_at: Timestamp;
}

/** A freed table held for a waiting diner: its covers are counted in slot_capacity until claimed or lapsed. */
export interface WaitlistHoldsTable {
  id: Generated<number>;
  entry_id: number;
  store_id: string;
  slot_date: string;
  slot_time: string;
  covers: number;
  status: 'held' | 'claimed' | 'lapsed';
  expires_at: ColumnType<Date, Date | string, Date | string>;
  booking_reference: string | null;
  created_at: Timestamp;
}

/** Work the API does later, once due (server/api/scheduling/task-worker.ts). */
export interface ScheduledTasksTable {
  id: Generated<number>;
  kind: string;
  payload: Json<Record<string, unknown>>;
  run_after: Timestamp;
  status: 'pending' | 'done';
  attempts: Generated<number>;
  last_error: string | null;
  created_at: Timestamp;
  done_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface Database {
  content_documents: ContentDocumentsTable;
  restaurants: RestaurantsTable;
  slot_capacity: SlotCapacityTable;
  bookings: BookingsTable;
  idempotency_keys: IdempotencyKeysTable;
  outbox: OutboxTable;
  messages: MessagesTable;
  vouchers: VouchersTable;
  sign_ups: SignUpsTable;
  customers: CustomersTable;
  jobs: JobsTable;
  job_applications: JobApplicationsTable;
  offers: OffersTable;
  places: PlacesTable;
  payment_customers: PaymentCustomersTable;
  api_secrets: ApiSecretsTable;
  rate_limit_hits: RateLimitHitsTable;
  email_confirmations: EmailConfirmationsTable;
  captcha_tokens: CaptchaTokensTable;
  waitlist_entries: WaitlistEntriesTable;
  waitlist_holds: WaitlistHoldsTable;
  scheduled_tasks: ScheduledTasksTable;
  email_unsubscribes: EmailUnsubscribesTable;
}
