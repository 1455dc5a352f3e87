// The rules the tiles' forms (contact, group booking, sign-up) check before sending, loaded with import() on a
// form's first check rather than with the page (the home page's first load, issue 15). Importing this module
// rather than @tavola/core/validation whole keeps the chunk to these rules: a bundler keeps every export of a
// module loaded with import(), and drops the unused ones of a module imported statically, as this one does.
export { fieldLabel, validateContactMessage, validateGroupBooking, validateSignUp, validationProblem } from '@tavola/core/validation';
