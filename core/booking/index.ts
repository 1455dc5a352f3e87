// The booking journey's public face: state, transitions, the customer form, and the calls' queries.
export * from './booking.models';
export * from './booking-journey';
export * from './booking-customer';
export * from './booking-requests';
export * from './booking-date-time';
export * from './link-group-filter';
export * from './time-bands';
export * from './alternatives';
export * from './booking-window';
export * from './booking-blockers';
export * from './booking-snapshot';
export * from './booking-use-case';
export * from './card-entry';
export * from './service-windows';
export * from './availability-calendar';
export * from './manage-booking';
export * from './manage-booking-use-case';
