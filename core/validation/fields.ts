// @tavola/core/validation/fields: what a browser form shows before any rule runs (field limits, the birthday
// pickers' choices, whole numbers read from a field), apart from @tavola/core/validation so that a page can
// draw its forms without the forms' rules: a bundler splitting code keeps every module of an entry it imports
// from together, and the rules load when a form is first checked (the site's home page, issue 15).
export { EMAIL_MAX_LENGTH, toWholeNumber } from './rules';
export { BIRTHDAY_MONTHS, birthdayOptions, type BirthdayMonth, type BirthdayOptions } from './birthday';
export { ENQUIRY_LIMITS } from './enquiry-rules';
