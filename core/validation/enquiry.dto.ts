// The contact form and the group-booking enquiry (spec section 7, POST /api/contact/sendemail and
// /api/contact/group-booking): one set of rules for the reference API and, through enquiry-rules.ts, for
// the browser's own checks of the two forms (web/tiles/enquiry-checks.ts).
import type { ContactMessage, GroupBookingEnquiry } from '../ports/contact-api.port';
import { buildDto } from './dto-builder';
import { ENQUIRY_LIMITS, isCalendarDate, isClockTime } from './enquiry-rules';
import { Optional, Required, isText, matches, maxChars, type FieldRule } from './field-check.decorator';
import { emailRules, phoneRules } from './field-rules';
import { isValidName } from './rules';
import { validateDto, type FormValidationOptions, type ValidationResult } from './validate';

/** Hyphenated names are everyday (Anne-Marie); a name of the wrong shape is 'invalid' before it is 'tooLong'. */
const nameRules: FieldRule[] = [
  isText,
  matches((value) => isValidName(value, { allowHyphens: true })),
  maxChars(ENQUIRY_LIMITS.nameMaxLength),
];
const enquiryEmailRules: FieldRule[] = [...emailRules, maxChars(ENQUIRY_LIMITS.emailMaxLength)];
const idRules: FieldRule[] = [isText, maxChars(ENQUIRY_LIMITS.idMaxLength)];
const messageRules: FieldRule[] = [isText, maxChars(ENQUIRY_LIMITS.messageMaxLength)];

export class ContactMessageDto implements ContactMessage {
  @Required(...idRules)
  contactTypeId!: string;

  @Required(...nameRules)
  name!: string;

  @Required(...enquiryEmailRules)
  email!: string;

  @Optional(...phoneRules)
  phoneNumber?: string;

  /** The restaurant the message is about, if any. */
  @Optional(...idRules)
  storeId?: string;

  @Required(...messageRules)
  message!: string;
}

export function validateContactMessage(input: unknown, options: FormValidationOptions = {}): ValidationResult<ContactMessageDto> {
  return validateDto(ContactMessageDto, input, { forbidUnknown: options.forbidUnknown });
}

export interface GroupBookingValidationOptions extends FormValidationOptions {
  /**
   * Today's date (YYYY-MM-DD) where the restaurants are, from the caller's clock. When given, an earlier
   * date is 'outOfRange'; without it only the date's shape is checked.
   */
  today?: string;
}

// Today travels beside the DTO, not in it, so it is neither an input field a caller could overwrite nor
// one that strict validation would report as unknown (as the job application's context does).
const todays = new WeakMap<object, string>();

/** Runs after isCalendarDate, so the value is a real YYYY-MM-DD date, which compares as text. */
const isTodayOrLater: FieldRule = (value, dto) => {
  const today = todays.get(dto);
  return today !== undefined && (value as string) < today ? 'outOfRange' : undefined;
};

const isCoverCount: FieldRule = (value) => {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) return 'invalid';
  return value < ENQUIRY_LIMITS.groupMinCovers || value > ENQUIRY_LIMITS.groupMaxCovers ? 'outOfRange' : undefined;
};

export class GroupBookingDto implements GroupBookingEnquiry {
  @Required(...idRules)
  storeId!: string;

  @Required(...nameRules)
  name!: string;

  @Required(...enquiryEmailRules)
  email!: string;

  @Required(...phoneRules)
  phoneNumber!: string;

  /** YYYY-MM-DD; today or later when the caller says which day today is. */
  @Required(matches(isCalendarDate), isTodayOrLater)
  date!: string;

  @Required(matches(isClockTime))
  time!: string;

  /** A whole number of guests, sent as a number. */
  @Required(isCoverCount)
  covers!: number;

  @Optional(...messageRules)
  message?: string;
}

/** Checks an enquiry; errors name the field ('date' is 'outOfRange' before `options.today`). */
export function validateGroupBooking(input: unknown, options: GroupBookingValidationOptions = {}): ValidationResult<GroupBookingDto> {
  const { today } = options;
  return validateDto(GroupBookingDto, input, {
    forbidUnknown: options.forbidUnknown,
    build: (fields) => {
      const dto = buildDto(GroupBookingDto, fields);
      if (today !== undefined) todays.set(dto, today);
      return dto;
    },
  });
}
