// A booking's customer details as a class-validator DTO, generated from core/booking's
// BOOKING_CUSTOMER_SCHEMA, for a server that nests it in its own booking request DTO.
import { BOOKING_CUSTOMER_SCHEMA } from '../booking/booking-customer';
import type { BookingCustomerPayload } from '../ports/booking-api.port';
import { dtoFromSchema } from './schema-dto';

export const BookingCustomerDto = dtoFromSchema('BookingCustomerDto', BOOKING_CUSTOMER_SCHEMA);
export type BookingCustomerDto = BookingCustomerPayload;
