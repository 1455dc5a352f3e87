// The contact and group-booking enquiries as class-validator DTOs, generated from core/validation's schemas.
// A group enquiry's date is checked against today when validateDto is given { context: { today } }.
import { CONTACT_MESSAGE_SCHEMA, GROUP_BOOKING_SCHEMA, type ContactMessageForm, type GroupBookingForm } from '../validation/enquiry';
import { dtoFromSchema } from './schema-dto';

export const ContactMessageDto = dtoFromSchema('ContactMessageDto', CONTACT_MESSAGE_SCHEMA);
export type ContactMessageDto = ContactMessageForm;

export const GroupBookingDto = dtoFromSchema('GroupBookingDto', GROUP_BOOKING_SCHEMA);
export type GroupBookingDto = GroupBookingForm;
