// The customer preferences form (spec sections 3 and 5): first name and phone present and valid, the
// favourite restaurant valid, a birthday that is a real date; the other preferences optional but typed.
import { ValidateIf, ValidateNested } from 'class-validator';
import { BirthdayDto, isBirthdayParts, isBirthdayUnchosen } from './birthday.dto';
import { buildDto, nestedDto, nestedDtoList } from './dto-builder';
import { Optional, Required, isBoolean, isText, matches, type FieldRule } from './field-check.decorator';
import { customerFirstNameRules, phoneRules } from './field-rules';
import { validateDto, type FormValidationOptions, type ValidationResult } from './validate';

export class InterestDto {
  @Required(isText)
  name!: string;

  @Required(isBoolean)
  checked!: boolean;
}

const isList: FieldRule = matches((value) => Array.isArray(value));

/** birthDate is whole epoch seconds (negative before 1970); it is stored as the CRM sent or computed it. */
const isEpochSeconds: FieldRule = matches((value) => Number.isSafeInteger(value));

export class PreferencesDto {
  /** The customer the preferences belong to (the page's id). */
  @Required(isText)
  guid!: string;

  @Required(...customerFirstNameRules)
  firstName!: string;

  @Required(...phoneRules)
  phoneNumber!: string;

  @Optional(isText)
  gender?: string;

  /** Optional, as the spec asks only that it be valid: when chosen, a restaurant code as text. */
  @Optional(isText)
  favRestaurantCode?: string;

  @Optional(isEpochSeconds)
  birthDate?: number;

  /** The picked birthday; all parts unchosen counts as none. */
  @ValidateIf((dto: PreferencesDto) => !isBirthdayUnchosen(dto.birthday))
  @Optional(isBirthdayParts)
  @ValidateNested({ message: 'invalid' })
  birthday?: BirthdayDto;

  @Optional(isBoolean)
  websiteSmsOptIn?: boolean;

  @Optional(isList)
  @ValidateNested({ message: 'invalid' })
  interests?: InterestDto[];
}

export function validatePreferences(input: unknown, options: FormValidationOptions = {}): ValidationResult<PreferencesDto> {
  return validateDto(PreferencesDto, input, {
    forbidUnknown: options.forbidUnknown,
    build: (fields) => {
      const dto = buildDto(PreferencesDto, fields);
      dto.birthday = nestedDto(BirthdayDto, fields.birthday) as BirthdayDto | undefined;
      dto.interests = nestedDtoList(InterestDto, fields.interests) as InterestDto[] | undefined;
      return dto;
    },
  });
}
