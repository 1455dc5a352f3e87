// The validation rules every form shares, for the browser and the server alike (spec section 5).
export * from './validate';
export * from './validation-messages';
export * from './rules';
export * from './field-check.decorator';
export * from './field-rules';
export * from './dto-builder';
export * from './birthday';
export * from './birthday.dto';
export * from './work-history-years';
export * from './job-application.dto';
export * from './preferences.dto';
export * from './sign-up.dto';
export * from './offer-voucher.dto';
export * from './enquiry-rules';
export * from './enquiry.dto';
