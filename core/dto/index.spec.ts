import { ValidateNested } from 'class-validator';
import { Required as required, isText } from '../validation/field-checks';
import { Required } from './field-check.decorator';
import * as dto from './index';
import { Field, JobApplicationDto, PreferencesDto, SignUpDto, BookingCustomerDto, validateDto } from './index';

const errorsOf = (result: { valid: boolean; errors: Array<{ field: string; key: string }> }) => result.errors.map((error) => [error.field, error.key]);

describe('dto barrel', () => {
  it('given the barrel, then the decorators, validateDto and every form DTO are exported', () => {
    expect(Object.keys(dto)).toEqual(
      expect.arrayContaining([
        'Required', 'Optional', 'RequiredWhen', 'Accepted', 'Check', 'Field', 'validateDto', 'buildDto', 'dtoFromSchema',
        'BirthdayDto', 'BookingCustomerDto', 'ContactMessageDto', 'GroupBookingDto', 'JobApplicationDto', 'ExperienceDto',
        'ResumeDto', 'QuestionAnswerDto', 'OfferVoucherDto', 'PreferencesDto', 'InterestDto', 'SignUpDto',
      ]),
    );
  });

  it('given the generated DTOs, then each is a named class and nested schemas share one class', () => {
    expect([SignUpDto.name, PreferencesDto.name, JobApplicationDto.name, dto.BirthdayDto.name]).toEqual(['SignUpDto', 'PreferencesDto', 'JobApplicationDto', 'BirthdayDto']);
    const result = validateDto(SignUpDto, {
      emailAddress: 'zoe@example.com', favouriteRestaurant: 'oxc', firstName: 'Zoë', birthday: { day: 1, month: 1 }, phoneNumber: '123456', acceptTerms: true,
    });
    expect(result.valid && result.value).toBeInstanceOf(SignUpDto);
    expect(result.valid && result.value.birthday).toBeInstanceOf(dto.BirthdayDto);
  });
});

describe('a generated DTO nested in a DTO of a server', () => {
  class CreateBookingDto {
    @Required(isText)
    reference!: string;

    @ValidateNested({ message: 'invalid' })
    customer!: BookingCustomerDto;
  }
  const customer = {
    firstName: 'Zoë', lastName: 'Hart', email: 'zoe@example.co.uk', phoneNumber: '', specialRequest: '', shouldReceivePromotions: true, shouldReceiveSms: false,
  };
  const build = (input: Record<string, unknown>) =>
    Object.assign(new CreateBookingDto(), input, { customer: Object.assign(new BookingCustomerDto(), input.customer) });

  it('given an instance made by the server, then the customer rules read the instance itself', () => {
    expect(errorsOf(validateDto(CreateBookingDto, { reference: 'r', customer }, { build }))).toEqual([]);
    expect(errorsOf(validateDto(CreateBookingDto, { reference: ' ', customer: { ...customer, email: 'x', firstName: 7 } }, { build }))).toEqual([
      ['reference', 'required'],
      ['customer.firstName', 'invalid'],
      ['customer.email', 'invalid'],
    ]);
  });
});

describe('a field with a condition on an instance made otherwise', () => {
  class Gated {
    flag?: boolean;

    @Field({ when: (form) => form.flag === true, check: required(isText) })
    reason?: string;
  }

  it('given the condition read from the instance, then the field is checked only while it holds', () => {
    const build = (input: Record<string, unknown>) => Object.assign(new Gated(), input);
    expect(errorsOf(validateDto(Gated, { flag: true }, { build }))).toEqual([['reason', 'required']]);
    expect(errorsOf(validateDto(Gated, { flag: false }, { build }))).toEqual([]);
  });

  it('given a bare check as the field, then it is the field check', () => {
    class Named {
      @Field(required(isText))
      name?: string;
    }
    expect(errorsOf(validateDto(Named, {}))).toEqual([['name', 'required']]);
  });
});
