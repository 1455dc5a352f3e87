import {
  EMAIL_PATTERN,
  NAME_PATTERN,
  NAME_WITH_HYPHENS_PATTERN,
  PHONE_PATTERN,
  charCount,
  hasText,
  isMissing,
  isValidEmail,
  isValidName,
  isValidPhone,
  toFourDigitYear,
  toMonthNumber,
  toWholeNumber,
} from './rules';

describe('names', () => {
  it.each(['Zoë', 'José', 'Ægir', "O'Brien", 'O\u2019Brien', 'Mary Ann', 'Zoe\u0308', 'Łukasz', 'Иван', '李'])(
    'given %p, when checked, then it is a valid name',
    (name) => {
      expect(isValidName(name)).toBe(true);
    },
  );

  it.each(['Anne-Marie', 'R2D2', 'J.', 'Ann!', '', ' ', "'", "' '", 'Ann\nMarie'])(
    'given %p, when checked with the job application rule, then it is not a valid name',
    (name) => {
      expect(isValidName(name)).toBe(false);
    },
  );

  it('given a hyphenated name, when hyphens are allowed, then it is valid, and a lone hyphen still is not', () => {
    expect(isValidName('Anne-Marie', { allowHyphens: true })).toBe(true);
    expect(isValidName('-', { allowHyphens: true })).toBe(false);
    expect(isValidName('Anne-Marie', { allowHyphens: false })).toBe(false);
  });

  it.each([null, undefined, 42, ['Ann'], { name: 'Ann' }, true])('given the non-text %p, then it is not a name', (value) => {
    expect(isValidName(value)).toBe(false);
    expect(isValidName(value, { allowHyphens: true })).toBe(false);
  });

  it('given the exported patterns, then they are the ones the predicates use', () => {
    expect(NAME_PATTERN.test("O'Brien")).toBe(true);
    expect(NAME_PATTERN.test('Anne-Marie')).toBe(false);
    expect(NAME_WITH_HYPHENS_PATTERN.test('Anne-Marie')).toBe(true);
  });
});

describe('e-mail addresses', () => {
  it.each(['a@b.co', 'a@b.com', 'first.last+tag@mail.example.co', 'A_B@Sub-Domain.Example.ORG', "o'brien@x.io"])(
    'given %p, when checked, then it is valid',
    (email) => {
      expect(isValidEmail(email)).toBe(true);
    },
  );

  it.each([
    'a@b.info', 'a@b.c', 'a@b', 'a.b.co', '@b.co', 'a@.co', 'a@b..co', 'a..b@c.co', '.a@b.co', 'a.@b.co',
    'a@-b.co', 'a@b-.co', 'a b@c.co', 'a@b.co ', ' a@b.co', 'a@b.c0', 'a@@b.co', '',
  ])('given %p, when checked, then it is not valid', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it.each([null, undefined, 1, ['a@b.co']])('given the non-text %p, then it is not an e-mail', (value) => {
    expect(isValidEmail(value)).toBe(false);
  });

  it('given a long hostile address, when checked, then it is rejected (well within the test time-out)', () => {
    const hostile = `${'a.'.repeat(20_000)}@${'b-'.repeat(20_000)}!`;
    expect(EMAIL_PATTERN.test(hostile)).toBe(false);
  });
});

describe('telephone numbers', () => {
  it.each([
    ['123456', 6],
    ['+12345', 6],
    ['+44 7700 900123', 15],
    ['0161.496.0000', 13],
    ['12345678901234567', 17],
    ['+1234567890123456', 17],
    ['1 2 3 4 5 6 7 8 9', 17],
  ])('given %p (%i characters), when checked, then it is valid', (phone, length) => {
    expect(phone).toHaveLength(length);
    expect(isValidPhone(phone)).toBe(true);
  });

  it.each([
    ['12345', 5],
    ['+1234', 5],
    ['123456789012345678', 18],
    ['+12345678901234567', 18],
    ['+ 12345', 7],
    ['12345 ', 6],
    [' 12345', 6],
    ['.12345', 6],
    ['12-34-56', 8],
    ['(01)23456', 9],
    ['++123456', 8],
    ['12345\n6', 7],
  ])('given %p (%i characters), when checked, then it is not valid', (phone, length) => {
    expect(phone).toHaveLength(length);
    expect(isValidPhone(phone)).toBe(false);
  });

  it.each([null, undefined, 1234567, ['1234567']])('given the non-text %p, then it is not a phone number', (value) => {
    expect(isValidPhone(value)).toBe(false);
  });

  it('given the exported pattern, then it bounds the whole text to 6..17 characters', () => {
    expect(PHONE_PATTERN.source).toBe('^(?=.{6,17}$)\\+?\\d[\\d. ]*\\d$');
  });
});

describe('text helpers', () => {
  it('given values, when asked whether they hold text, then only non-blank strings do', () => {
    expect([hasText('a'), hasText(' a '), hasText(''), hasText('  '), hasText(null), hasText(1)]).toEqual([
      true, true, false, false, false, false,
    ]);
  });

  it('given values, when asked whether they are missing, then undefined, null and blank text are', () => {
    expect([isMissing(undefined), isMissing(null), isMissing(''), isMissing(' \t'), isMissing(0), isMissing(false), isMissing([])]).toEqual([
      true, true, true, true, false, false, false,
    ]);
  });

  it('given text with combining marks and emoji, when counted, then code points are counted', () => {
    expect(charCount('Zoë')).toBe(3);
    expect(charCount('🍕🍕')).toBe(2);
  });
});

describe('numbers from forms', () => {
  it.each([
    [7, 7], ['7', 7], ['07', 7], [0, 0], ['2024', 2024],
    [-1, undefined], [1.5, undefined], ['1.5', undefined], [' 7', undefined], ['+7', undefined], ['1e3', undefined],
    ['', undefined], [Number.NaN, undefined], [Number.POSITIVE_INFINITY, undefined], ['1234567890123456', undefined],
    [null, undefined], [[7], undefined], [true, undefined],
  ])('given %p, when read as a whole number, then it is %p', (value, expected) => {
    expect(toWholeNumber(value)).toBe(expected);
  });

  it.each([[1, 1], ['12', 12], ['01', 1], [0, undefined], [13, undefined], ['March', undefined], [2.5, undefined]])(
    'given %p, when read as a month, then it is %p',
    (value, expected) => {
      expect(toMonthNumber(value)).toBe(expected);
    },
  );

  it.each([[2024, 2024], ['1985', 1985], [1000, 1000], [9999, 9999], [999, undefined], [10000, undefined], ['24', undefined]])(
    'given %p, when read as a four-digit year, then it is %p',
    (value, expected) => {
      expect(toFourDigitYear(value)).toBe(expected);
    },
  );
});
