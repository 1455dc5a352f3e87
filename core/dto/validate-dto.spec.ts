import { IsString, ValidateNested } from 'class-validator';
import { isBoolean, isText, matches, maxChars } from '../validation/field-checks';
import type { ValidationResult } from '../validation/validation-result';
import { ListInPlaceOfObject, buildDto, builtFromOf, nestedDto, nestedDtoList } from './dto-builder';
import { Accepted, Check, Optional, Required, RequiredWhen } from './field-check.decorator';
import { validateDto } from './validate-dto';

class Inner {
  @Required(isText)
  label!: string;
}

class Outer {
  @Required(isText, maxChars(3), matches((value) => value !== 'bad'))
  code!: string;

  @Optional(isBoolean)
  flag?: boolean;

  @RequiredWhen((dto) => dto.flag === true, isText)
  reason?: string;

  @Accepted()
  terms!: true;

  @Check((value) => (value === 'boom' ? 'outOfRange' : undefined))
  free?: unknown;

  @Optional()
  @ValidateNested({ message: 'invalid' })
  inner?: Inner;
}

const errorsOf = (result: ValidationResult<unknown>): Array<[string, string]> =>
  result.valid ? [] : result.errors.map((error) => [error.field, error.key]);

const valid = { code: 'abc', terms: true };

describe('field checks', () => {
  it('given values passing every check, then the DTO is valid', () => {
    const result = validateDto(Outer, { ...valid, flag: true, reason: 'why', inner: { label: 'x' } }, {
      build: (input) => Object.assign(buildDto(Outer, input), { inner: nestedDto(Inner, input.inner) }),
    });
    expect(result.valid).toBe(true);
  });

  it('given a value failing several rules, then the first rule written names the one error', () => {
    expect(errorsOf(validateDto(Outer, { ...valid, code: 'toolong' }))).toEqual([['code', 'tooLong']]);
    expect(errorsOf(validateDto(Outer, { ...valid, code: 'bad' }))).toEqual([['code', 'invalid']]);
    expect(errorsOf(validateDto(Outer, { ...valid, code: 7 }))).toEqual([['code', 'invalid']]);
  });

  it('given a condition, then the field is required only while it holds', () => {
    expect(errorsOf(validateDto(Outer, { ...valid, flag: true }))).toEqual([['reason', 'required']]);
    expect(errorsOf(validateDto(Outer, { ...valid, flag: false }))).toEqual([]);
    expect(errorsOf(validateDto(Outer, { ...valid, flag: false, reason: 3 }))).toEqual([['reason', 'invalid']]);
  });

  it('given the bare check, then it sees missing values too and its key is used', () => {
    expect(errorsOf(validateDto(Outer, { ...valid, free: 'boom' }))).toEqual([['free', 'outOfRange']]);
    expect(errorsOf(validateDto(Outer, { ...valid, free: undefined }))).toEqual([]);
  });

  it('given terms that are not exactly true, then mustAccept', () => {
    expect(errorsOf(validateDto(Outer, { code: 'abc', terms: 'true' }))).toEqual([['terms', 'mustAccept']]);
  });

  it('given an optional field with no rules, then any present value passes', () => {
    const result = validateDto(Outer, { ...valid, inner: 'anything' });
    expect(errorsOf(result)).toEqual([['inner', 'invalid']]);
  });
});

describe('validateDto', () => {
  it('given a plain object where a DTO instance belongs, then one error on that field, not on "field.undefined"', () => {
    expect(errorsOf(validateDto(Outer, { ...valid, inner: { label: 'x' } }))).toEqual([['inner', 'invalid']]);
  });

  it('given a boxed list where one object belongs, then one error on that field', () => {
    const result = validateDto(Outer, { ...valid, inner: [{ label: 'x' }] }, {
      build: (input) => Object.assign(buildDto(Outer, input), { inner: nestedDto(Inner, input.inner) }),
    });
    expect(errorsOf(result)).toEqual([['inner', 'invalid']]);
  });

  it('given strict mode, then undeclared fields are unknown, with a message', () => {
    const result = validateDto(Outer, { ...valid, extraField: 1 }, { forbidUnknown: true });
    expect(result.valid ? [] : result.errors).toEqual([{ field: 'extraField', key: 'unknown', message: 'Extra field is not an accepted field' }]);
  });

  it('given input that is not an object, then one error for the whole input', () => {
    expect(validateDto(Outer, 'x')).toEqual({ valid: false, errors: [{ field: '', key: 'invalid', message: 'Input is not valid' }] });
  });

  it('given a DTO made otherwise than by validateDto, then the checks read the instance itself', () => {
    const dto = Object.assign(new Outer(), { code: 'abc', terms: true });
    expect(builtFromOf(dto)).toBeUndefined();
    expect(errorsOf(validateDto(Outer, { code: 'abc', terms: true }, { build: () => Object.assign(dto, { code: 'toolong' }) }))).toEqual([['code', 'tooLong']]);
  });
});

describe('DTO building', () => {
  it('given input with a "__proto__" key, then the instance keeps its class and the key is dropped', () => {
    const dto = buildDto(Outer, JSON.parse('{"__proto__": {"code": "x"}, "code": "abc"}'));
    expect(Object.getPrototypeOf(dto)).toBe(Outer.prototype);
    expect(Object.prototype.hasOwnProperty.call(dto, '__proto__')).toBe(false);
    expect(dto.code).toBe('abc');
  });

  it('given input with a "constructor" field, then it is dropped, so the instance keeps the rules of its class', () => {
    const dto = buildDto(Outer, { constructor: 'x', code: 'abc' });
    expect(dto.constructor).toBe(Outer);
    expect(errorsOf(validateDto(Outer, { ...valid, constructor: 'x' }))).toEqual([]);
  });

  it('given something that is not an object, then an empty instance', () => {
    expect(buildDto(Outer, 'x')).toBeInstanceOf(Outer);
    expect(Object.values(buildDto(Outer, null)).filter((value) => value !== undefined)).toEqual([]);
  });

  it('given nested values, then objects become instances, lists are boxed and the rest is kept', () => {
    expect(nestedDto(Inner, { label: 'x' })).toBeInstanceOf(Inner);
    expect(nestedDto(Inner, [1])).toEqual(new ListInPlaceOfObject([1]));
    expect(nestedDto(Inner, 'x')).toBe('x');
    expect(nestedDtoList(Inner, [{ label: 'x' }, 2])).toEqual([Object.assign(new Inner(), { label: 'x' }), 2]);
    expect(nestedDtoList(Inner, 'x')).toBe('x');
  });

  it('given a builder for the nested records, then it is used', () => {
    const built = nestedDtoList(Inner, [{ label: 'x' }], (fields) => Object.assign(new Inner(), fields, { label: 'built' }));
    expect(built).toEqual([Object.assign(new Inner(), { label: 'built' })]);
  });
});

describe('names every object inherits', () => {
  class Named {
    @IsString({ message: 'invalid' })
    name!: string;
  }

  it.each([
    [{ name: 'Ann', constructor: 'x' }, 'constructor'],
    [JSON.parse('{"name":"Ann","__proto__":{"polluted":true}}'), '__proto__'],
    [{ name: 'Ann', nested: [{ ok: 1 }, { hasOwnProperty: 1 }] }, 'nested.1.hasOwnProperty'],
  ])('given %p with unknown fields forbidden, then the inherited name is refused as unknown', (input, field) => {
    expect(validateDto(Named, input, { forbidUnknown: true })).toEqual({
      valid: false,
      errors: [{ field, key: 'unknown', message: expect.stringContaining('is not an accepted field') }],
    });
  });
});
