// Test data for the contact form and the group-booking enquiry: one valid message and one valid enquiry
// (for the harness's "now", Monday 23 November 2026), with overrides, so each test states only what it is about.
import type { ContactMessage, GroupBookingEnquiry } from '@tavola/core/ports';

export function aContactMessage(overrides: Partial<ContactMessage> & Record<string, unknown> = {}): ContactMessage {
  return {
    contactTypeId: 'general-enquiry',
    name: 'Anne-Marie O’Neill',
    email: 'anne.marie@example.co.uk',
    phoneNumber: '07700 900777',
    storeId: 'CV001',
    message: 'Do you have step-free access?',
    ...overrides,
  };
}

/** A question about step-free access from Anne-Marie Smith, as the API and adapter tests send it. */
export function anAccessQuestion(overrides: Partial<ContactMessage> & Record<string, unknown> = {}): ContactMessage {
  return {
    contactTypeId: 'general-enquiry',
    name: 'Anne-Marie Smith',
    email: 'anne.marie@example.com',
    phoneNumber: '07700 900777',
    message: 'Do you have step-free access at the Regent Street entrance?',
    ...overrides,
  };
}

export function aGroupEnquiry(overrides: Partial<GroupBookingEnquiry> & Record<string, unknown> = {}): GroupBookingEnquiry {
  return {
    storeId: 'CV001',
    name: 'Tom Price',
    email: 'tom.price@example.com',
    phoneNumber: '07700 900888',
    date: '2026-12-11',
    time: '19:30',
    covers: 24,
    message: 'A team Christmas dinner, two vegetarians.',
    ...overrides,
  };
}
