// Contact form and group-booking enquiries (spec section 7, /api/contact/*).
import type { ApiResult } from '../shared/api-result';
import { portToken } from '../shared/port-token';

export interface ContactType {
  id: string;
  name: string;
}

export interface ContactMessage {
  contactTypeId: string;
  name: string;
  email: string;
  phoneNumber?: string;
  storeId?: string;
  message: string;
}

export interface GroupBookingEnquiry {
  storeId: string;
  name: string;
  email: string;
  phoneNumber: string;
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM */
  time: string;
  covers: number;
  message?: string;
}

export interface ContactApiPort {
  getContactTypes(): Promise<ApiResult<ContactType[]>>;
  sendEmail(message: ContactMessage): Promise<ApiResult<{ reference: string }>>;
  sendGroupBooking(enquiry: GroupBookingEnquiry): Promise<ApiResult<{ reference: string }>>;
}

export const ContactApiToken = portToken<ContactApiPort>('ContactApiPort');
