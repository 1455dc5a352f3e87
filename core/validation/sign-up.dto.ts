// The sign-up form (spec sections 3 and 5): e-mail, favourite restaurant, first name, birthday and phone
// each present and valid, and the terms accepted; the SMS terms are the diner's free choice.
import { ValidateNested } from 'class-validator';
import { BirthdayDto, isBirthdayParts } from './birthday.dto';
import { buildDto, nestedDto } from './dto-builder';
import { Accepted, Optional, Required, isBoolean, isText } from './field-check.decorator';
import { customerFirstNameRules, emailRules, phoneRules } from './field-rules';
import { validateDto, type FormValidationOptions, type ValidationResult } from './validate';

export class SignUpDto {
  @Required(...emailRules)
  emailAddress!: string;

  @Required(isText)
  favouriteRestaurant!: string;

  /** The same first-name rule as the preferences form, since both feed the same customer record. */
  @Required(...customerFirstNameRules)
  firstName!: string;

  /** Day and month are required; the year may stay unchosen. */
  @Required(isBirthdayParts)
  @ValidateNested({ message: 'invalid' })
  birthday!: BirthdayDto;

  @Required(...phoneRules)
  phoneNumber!: string;

  @Accepted()
  acceptTerms!: true;

  @Optional(isBoolean)
  acceptSMSTerms?: boolean;
}

export function validateSignUp(input: unknown, options: FormValidationOptions = {}): ValidationResult<SignUpDto> {
  return validateDto(SignUpDto, input, {
    forbidUnknown: options.forbidUnknown,
    build: (fields) => {
      const dto = buildDto(SignUpDto, fields);
      dto.birthday = nestedDto(BirthdayDto, fields.birthday) as BirthdayDto;
      return dto;
    },
  });
}
