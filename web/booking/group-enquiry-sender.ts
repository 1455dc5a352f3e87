// The group and events enquiry sent straight to the API's contact call: what a front-end without a form route
// of its own (the kiosk, the widget) uses, and the journey's default wherever settings are given without a
// sender. Answered as the site's form route answers it.
import { GROUP_ENQUIRY_SENT, messageForApiError } from '@tavola/core/errors';
import type { ContactApiPort, GroupBookingEnquiry } from '@tavola/core/ports';
import { createBrowserAdapters } from '../container';
import type { SubmitOutcome } from '../tiles/form-submit';
import type { BookingSettings } from './booking-settings';

/**
 * Sends a group enquiry straight to the API's contact call (the kiosk and the widget, which have no form
 * route of their own), answered as the site's form route answers it.
 */
export function apiGroupEnquirySender(settings: Pick<BookingSettings, 'apiBaseUrl' | 'brandKey' | 'storage' | 'captchaSiteKey'>): (enquiry: GroupBookingEnquiry) => Promise<SubmitOutcome> {
  let contact: ContactApiPort | null = null;
  return async (enquiry) => {
    contact ??= createBrowserAdapters({ apiBaseUrl: settings.apiBaseUrl, brandKey: settings.brandKey, storage: settings.storage ?? 'local', captchaSiteKey: settings.captchaSiteKey ?? null }).contact;
    const result = await contact.sendGroupBooking(enquiry);
    if (result.ok) return { ok: true, message: GROUP_ENQUIRY_SENT, reference: result.value.reference };
    const message = messageForApiError(result.error);
    return { ok: false, message, fieldErrors: result.error.field ? { [result.error.field]: message } : {} };
  };
}
