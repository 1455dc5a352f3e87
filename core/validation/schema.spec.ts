import { Accepted, Optional, Required, RequiredWhen, isBoolean, isText, matches, maxChars, type FieldCheck } from './field-checks';
import { fieldSpecs, validateFields, type AnySchema, type FieldSpec, type FormSchema } from './schema';
import { fieldError, inheritedNameField, isPlainObject, isValidationKey, onePerField, type ValidationResult } from './validation-result';

const INNER: AnySchema = { label: Required(isText) };

const boom: FieldCheck = (value) => (value === 'boom' ? 'outOfRange' : undefined);

const OUTER: FormSchema<Record<string, unknown>, { strict: boolean } | undefined> = {
  code: Required(isText, maxChars(3), matches((value) => value !== 'bad')),
  flag: Optional(isBoolean),
  reason: RequiredWhen((form) => form.flag === true, isText),
  terms: Accepted(),
  free: boom,
  inner: { check: Optional(), nested: { kind: 'object', schema: INNER } },
  items: { check: Optional(), nested: { kind: 'list', schema: INNER } },
  gated: { when: (_form, context) => context?.strict === true, check: Required(), nested: { kind: 'object', schema: INNER } },
  sheet: {
    check: Optional(),
    nested: {
      kind: 'entries',
      schema: { label: Required(isText), id: Optional() },
      read: (value) => new Map((Array.isArray(value) ? value : []).map((label: unknown, index) => [`n${index}`, { id: index, label }])),
    },
  },
};

const errorsOf = (result: ValidationResult<unknown>): Array<[string, string]> =>
  result.valid ? [] : result.errors.map((error) => [error.field, error.key]);

const valid = { code: 'abc', terms: true };
const check = (input: unknown, options = {}) => errorsOf(validateFields(OUTER, input, options));

describe('field checks', () => {
  it('given values passing every check, then the form is valid and its value a plain copy', () => {
    const input = { ...valid, flag: true, reason: 'why', inner: { label: 'x' }, items: [{ label: 'y' }], sheet: ['a'] };
    const result = validateFields(OUTER, input);
    expect(result.valid).toBe(true);
    if (!result.valid) return;
    expect(result.value).toEqual({ ...input, sheet: new Map([['n0', { id: 0, label: 'a' }]]) });
    expect(result.value).not.toBe(input);
    expect((result.value as typeof input).inner).not.toBe(input.inner);
  });

  it('given a value failing several rules, then the first rule written names the one error', () => {
    expect(check({ ...valid, code: 'toolong' })).toEqual([['code', 'tooLong']]);
    expect(check({ ...valid, code: 'bad' })).toEqual([['code', 'invalid']]);
    expect(check({ ...valid, code: 7 })).toEqual([['code', 'invalid']]);
    expect(check({ ...valid, code: '  ' })).toEqual([['code', 'required']]);
  });

  it('given a condition, then the field is required only while it holds', () => {
    expect(check({ ...valid, flag: true })).toEqual([['reason', 'required']]);
    expect(check({ ...valid, flag: false })).toEqual([]);
    expect(check({ ...valid, flag: false, reason: 3 })).toEqual([['reason', 'invalid']]);
  });

  it('given a bare check, then it sees missing values too and its key is used', () => {
    expect(check({ ...valid, free: 'boom' })).toEqual([['free', 'outOfRange']]);
    expect(check({ ...valid, free: undefined })).toEqual([]);
  });

  it('given terms that are not exactly true, then mustAccept', () => {
    expect(check({ code: 'abc', terms: 'true' })).toEqual([['terms', 'mustAccept']]);
  });

  it('given the spec of each field, then a bare check reads as { check }', () => {
    const specs = fieldSpecs({ a: boom, b: { check: boom } });
    expect(specs).toEqual([['a', { check: boom }], ['b', { check: boom }]]);
  });
});

describe('nested fields', () => {
  it('given a record where one belongs, then its own fields are checked under its path', () => {
    expect(check({ ...valid, inner: {} })).toEqual([['inner.label', 'required']]);
  });

  it.each([[[{ label: 'x' }]], ['text'], [null], [5]])('given %p where a record belongs, then one error on that field', (inner) => {
    expect(check({ ...valid, inner })).toEqual([['inner', 'invalid']]);
  });

  it('given a field failing its own check and holding a wrong shape, then only its own key is reported', () => {
    const schema: AnySchema = { inner: { check: Required(), nested: { kind: 'object', schema: INNER } } };
    expect(errorsOf(validateFields(schema, { inner: null }))).toEqual([['inner', 'required']]);
  });

  it('given a list, then each record is checked, other items are invalid, undefined items skipped', () => {
    expect(check({ ...valid, items: [{ label: 'a' }, {}, 'x', [{ label: 'b' }], undefined, null] })).toEqual([
      ['items.1.label', 'required'],
      ['items.2', 'invalid'],
      ['items.3', 'invalid'],
      ['items.5', 'invalid'],
    ]);
  });

  it.each([[{ label: 'x' }], ['x'], [null]])('given %p where a list belongs, then one error on that field', (items) => {
    expect(check({ ...valid, items })).toEqual([['items', 'invalid']]);
  });

  it('given keyed entries, then each is checked under its key, even when nothing was given', () => {
    expect(check({ ...valid, sheet: ['a', 7] })).toEqual([['sheet.n1.label', 'invalid']]);
    expect(check({ ...valid })).toEqual([]);
  });

  it('given a field whose condition does not hold, then neither it nor its nested fields are checked, and its value is kept', () => {
    const result = validateFields(OUTER, { ...valid, gated: { label: 4 } }, { context: { strict: false } });
    expect(result.valid && result.value).toEqual({ ...valid, gated: { label: 4 }, sheet: new Map() });
    expect(check({ ...valid, gated: { label: 4 } }, { context: { strict: true } })).toEqual([['gated.label', 'invalid']]);
    expect(check({ ...valid }, { context: { strict: true } })).toEqual([['gated', 'required']]);
  });
});

describe('validateFields', () => {
  it.each([['x'], [null], [[valid]], [undefined]])('given %p, which is not a record, then one error for the whole input', (input) => {
    expect(validateFields(OUTER, input)).toEqual({ valid: false, errors: [{ field: '', key: 'invalid', message: 'Input is not valid' }] });
  });

  it('given strict mode, then undeclared fields are unknown at every level, before the level own fields, with a message', () => {
    const result = validateFields(OUTER, { extraField: 1, code: 7, terms: true, inner: { label: 'x', more: 2 }, items: [{ label: 'y', id: 1 }] }, { forbidUnknown: true });
    expect(result.valid ? [] : result.errors).toEqual([
      { field: 'extraField', key: 'unknown', message: 'Extra field is not an accepted field' },
      { field: 'code', key: 'invalid', message: 'Code is not valid' },
      { field: 'inner.more', key: 'unknown', message: 'More is not an accepted field' },
      { field: 'items.0.id', key: 'unknown', message: 'Id is not an accepted field' },
    ]);
  });

  it('given lenient mode, then undeclared fields are ignored and kept in the value', () => {
    const result = validateFields(OUTER, { ...valid, extraField: 1 });
    expect(result.valid && result.value).toEqual({ ...valid, extraField: 1, sheet: new Map() });
  });

  it.each([
    [{ ...valid, constructor: 'x' }, 'constructor'],
    [JSON.parse('{"code":"abc","terms":true,"__proto__":{"polluted":true}}'), '__proto__'],
    [{ ...valid, items: [{ label: 'a' }, { hasOwnProperty: 1 }] }, 'items.1.hasOwnProperty'],
  ])('given %p with unknown fields forbidden, then the inherited name is refused alone', (input, field) => {
    expect(validateFields(OUTER, input, { forbidUnknown: true })).toEqual({
      valid: false,
      errors: [{ field, key: 'unknown', message: expect.stringContaining('is not an accepted field') }],
    });
  });

  it('given a JSON "__proto__" key in lenient mode, then it is dropped from the value, whose prototype stays plain', () => {
    const result = validateFields(OUTER, JSON.parse('{"__proto__": {"code": "x"}, "code": "abc", "terms": true}'));
    expect(result.valid).toBe(true);
    if (!result.valid) return;
    expect(Object.getPrototypeOf(result.value)).toBe(Object.prototype);
    expect(Object.keys(result.value)).toEqual(['code', 'terms', 'sheet']);
  });

  it('given a field the form inherits rather than owns, then it is read as missing', () => {
    const input = Object.assign(Object.create({ code: 'abc' }) as object, { terms: true });
    expect(errorsOf(validateFields(OUTER, input))).toEqual([['code', 'required']]);
  });

  it('given a spec with no nested fields, then a field spec object works like its bare check', () => {
    const spec: FieldSpec = { check: Required(isText) };
    expect(errorsOf(validateFields({ a: spec }, {}))).toEqual([['a', 'required']]);
  });
});

describe('results and errors', () => {
  it('given fieldError, then it carries the label and the message of the key', () => {
    expect(fieldError('experience.1.fromYear', 'outOfRange')).toEqual({ field: 'experience.1.fromYear', key: 'outOfRange', message: 'From year is out of range' });
  });

  it('given several errors on one field, then only the first is kept', () => {
    expect(onePerField([fieldError('a', 'required'), fieldError('b', 'invalid'), fieldError('a', 'invalid')]).map((e) => [e.field, e.key])).toEqual([
      ['a', 'required'],
      ['b', 'invalid'],
    ]);
  });

  it('given the key test, then only the table keys are keys', () => {
    expect([isValidationKey('required'), isValidationKey('toString'), isValidationKey(3)]).toEqual([true, false, false]);
  });

  it('given the plain-object test, then arrays and null are not objects', () => {
    expect([isPlainObject({}), isPlainObject([]), isPlainObject(null), isPlainObject('x')]).toEqual([true, false, false, false]);
  });

  it('given ordinary names, then no inherited name is found', () => {
    expect(inheritedNameField({ name: 'Ann', list: [1, { a: 'b' }] })).toBeNull();
    expect(inheritedNameField('text')).toBeNull();
  });

  it('given a list at the top, then paths start at its index', () => {
    expect(inheritedNameField([{ a: 1 }, { constructor: 1 }])).toBe('1.constructor');
  });
});
