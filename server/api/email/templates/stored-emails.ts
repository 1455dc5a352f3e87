// The e-mails the outbox keeps as data and the relay renders when it sends them (issue 15, item 4): a
// booking's confirmation and its reminder. Rendering (React to HTML, the text part, the calendar file) took
// about half of a booking create's CPU when it happened on the request; now the create stores the
// template's name and the data it needs (renderLaterRow), and the relay renders from that data alone, a few
// seconds later for a confirmation and a day before the table for a reminder, with the same templates, so
// the e-mail says what it would have said at the create.
//
// The data is read back as JSON, so it is checked before it is rendered: a message whose template is
// unknown or whose data does not read (a field missing or of the wrong kind, a date or a zone that is
// not one) throws here, and the relay marks it failed with the reason instead of sending or retrying it.
import type { ConfirmedBooking, EmailedRestaurant } from '../../booking/booking-confirmation';
import type { OutgoingEmail } from '../outbox';
import { confirmationEmail } from './booking.emails';
import type { Brand } from './brand';
import { reminderEmail, type ReminderMessage } from './waitlist.emails';

type Fields = Record<string, unknown>;

function record(value: unknown, name: string): Fields {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error(`${name} is not an object`);
  return value as Fields;
}

function text(from: Fields, key: string, name: string): string {
  const value = from[key];
  if (typeof value !== 'string') throw new Error(`${name}.${key} is not text`);
  return value;
}

function optionalText(from: Fields, key: string, name: string): string | undefined {
  return from[key] === undefined || from[key] === null ? undefined : text(from, key, name);
}

function count(from: Fields, key: string, name: string): number {
  const value = from[key];
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) throw new Error(`${name}.${key} is not a whole number`);
  return value;
}

function texts(from: Fields, key: string, name: string): string[] {
  const value = from[key] ?? [];
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) throw new Error(`${name}.${key} is not a list of texts`);
  return value as string[];
}

function readBrand(value: unknown): Brand {
  const brand = record(value, 'brand');
  const colours = record(brand.colours, 'brand.colours');
  return {
    siteName: text(brand, 'siteName', 'brand'),
    baseUrl: text(brand, 'baseUrl', 'brand'),
    customerServicesEmail: text(brand, 'customerServicesEmail', 'brand'),
    logoUrl: optionalText(brand, 'logoUrl', 'brand') ?? null,
    colours: { primary: text(colours, 'primary', 'brand.colours'), accent: text(colours, 'accent', 'brand.colours'), background: text(colours, 'background', 'brand.colours') },
    legalAddress: text(brand, 'legalAddress', 'brand'),
  };
}

function readRestaurant(value: unknown): EmailedRestaurant {
  const setup = record(value, 'setup');
  const timeZone = text(setup, 'timeZone', 'setup');
  // A zone the platform does not know would write a calendar entry at a wrong hour.
  new Intl.DateTimeFormat('en-GB', { timeZone });
  const pagePath = optionalText(setup, 'pagePath', 'setup');
  return {
    title: text(setup, 'title', 'setup'),
    address: text(setup, 'address', 'setup'),
    phone: text(setup, 'phone', 'setup'),
    email: text(setup, 'email', 'setup'),
    timeZone,
    ...(pagePath === undefined ? {} : { pagePath }),
  };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}$/;

function when(from: Fields, name: string): { date: string; time: string } {
  const date = text(from, 'date', name);
  const time = text(from, 'time', name);
  if (!DATE.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) throw new Error(`${name}.date is not a date`);
  if (!TIME.test(time)) throw new Error(`${name}.time is not a time`);
  return { date, time };
}

const KINDS: ReadonlyArray<ConfirmedBooking['kind']> = ['booking', 'event', 'enquiry'];

function readConfirmedBooking(value: unknown): ConfirmedBooking {
  const booking = record(value, 'booking');
  const customer = record(booking.customer, 'booking.customer');
  const kind = booking.kind as ConfirmedBooking['kind'];
  if (!KINDS.includes(kind)) throw new Error('booking.kind is not booking, event or enquiry');
  const manageUrl = optionalText(booking, 'manageUrl', 'booking');
  const specialRequest = optionalText(customer, 'specialRequest', 'booking.customer');
  return {
    reference: text(booking, 'reference', 'booking'),
    kind,
    ...when(booking, 'booking'),
    covers: count(booking, 'covers', 'booking'),
    occasionName: text(booking, 'occasionName', 'booking'),
    customer: {
      firstName: text(customer, 'firstName', 'booking.customer'),
      lastName: text(customer, 'lastName', 'booking.customer'),
      email: text(customer, 'email', 'booking.customer'),
      ...(specialRequest === undefined ? {} : { specialRequest }),
    },
    needs: texts(booking, 'needs', 'booking'),
    siteUrl: text(booking, 'siteUrl', 'booking'),
    ...(manageUrl === undefined ? {} : { manageUrl }),
    ...(booking.sequence === undefined ? {} : { sequence: count(booking, 'sequence', 'booking') }),
  };
}

function readReminder(value: unknown): ReminderMessage {
  const booking = record(value, 'booking');
  return {
    reference: text(booking, 'reference', 'booking'),
    firstName: text(booking, 'firstName', 'booking'),
    email: text(booking, 'email', 'booking'),
    ...when(booking, 'booking'),
    covers: count(booking, 'covers', 'booking'),
    specialRequest: text(booking, 'specialRequest', 'booking'),
    needs: texts(booking, 'needs', 'booking'),
    manageUrl: optionalText(booking, 'manageUrl', 'booking') ?? null,
  };
}

/** Each template the outbox may name, rendered from its stored data (checked first). */
const STORED_TEMPLATES: Record<string, (data: Fields) => Promise<OutgoingEmail>> = {
  'booking-confirmation': (data) => confirmationEmail(readBrand(data.brand), readRestaurant(data.setup), readConfirmedBooking(data.booking)),
  'booking-reminder': (data) => reminderEmail(readBrand(data.brand), readRestaurant(data.setup), readReminder(data.booking)),
};

/** Renders a stored e-mail; throws, saying why, when its template is unknown or its data does not read or render. */
export async function renderStoredEmail(template: string, data: unknown): Promise<OutgoingEmail> {
  const render = Object.hasOwn(STORED_TEMPLATES, template) ? STORED_TEMPLATES[template] : undefined;
  if (!render) throw new Error(`no e-mail template is called '${template}'`);
  // A driver may hand jsonb back as its text.
  return render(record(typeof data === 'string' ? (JSON.parse(data) as unknown) : data, 'the data'));
}

/** An outbox row as far as sending it goes. */
export interface StoredMessage {
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  attachments: Array<{ filename: string; contentType: string; content: string }>;
  headers: Record<string, string>;
  render_template: string | null;
  render_data: unknown;
}

/**
 * What an outbox row sends: its stored parts, or for an e-mail rendered when sent its template rendered
 * from its data (the relay's, and any reader that wants the e-mail as the diner gets it). Recipient and
 * subject are always the row's own.
 */
export async function messageOf(row: StoredMessage): Promise<{ subject: string; text: string; html: string | undefined; attachments: StoredMessage['attachments']; headers: Record<string, string> }> {
  if (row.render_template === null) {
    return { subject: row.subject, text: row.text_body, html: row.html_body ?? undefined, attachments: row.attachments, headers: row.headers };
  }
  const rendered = await renderStoredEmail(row.render_template, row.render_data);
  return { subject: row.subject, text: rendered.text, html: rendered.html, attachments: rendered.attachments ?? [], headers: { ...row.headers, ...(rendered.headers ?? {}) } };
}
