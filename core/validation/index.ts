// @tavola/core/validation: the rules every form shares and each form's validate function, as plain
// functions and data (spec section 5), with the preferences page's and the offer voucher's use-cases.
// No class-validator, no decorators: a browser, a kiosk or a widget
// validates with these alone; servers wanting DTOs use @tavola/core/dto, built on the same checks.
export * from './validation-result';
export * from './validation-messages';
export * from './rules';
export * from './field-checks';
export * from './field-rules';
export * from './schema';
export * from './birthday';
export * from './birthday-parts';
export * from './work-history-years';
export * from './job-application';
export * from './preferences';
export * from './preferences-use-case';
export * from './sign-up';
export * from './offer-voucher';
export * from './offer-voucher-use-case';
export * from './enquiry-rules';
export * from './enquiry';
export * from './card';
export * from './text-input';
