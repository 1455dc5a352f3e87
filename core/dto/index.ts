// @tavola/core/dto, for servers: class-validator decorators made of core/validation's plain checks,
// validateDto, and each form's DTO generated from its plain schema. The only part of core that loads
// class-validator; browsers and kiosks use @tavola/core/validation instead.
export * from './field-check.decorator';
export * from './dto-builder';
export * from './schema-dto';
export * from './validate-dto';
export * from './birthday.dto';
export * from './booking-customer.dto';
export * from './enquiry.dto';
export * from './job-application.dto';
export * from './offer-voucher.dto';
export * from './preferences.dto';
export * from './sign-up.dto';
export * from './waitlist.dto';
