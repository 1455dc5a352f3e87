// The input net every server runs before a form's own rules: NUL and lone surrogates anywhere (values,
// list items, field names), and text over INPUT.textMaxLength but where the caller allows it.
import { INPUT } from '../constants';
import { hasUnsafeCharacters, unsafeTextField } from './text-input';

describe('hasUnsafeCharacters', () => {
  it.each([
    ['a NUL', 'a\u0000b'],
    ['a lone high surrogate at the end', 'abc\ud83d'],
    ['a lone high surrogate before a letter', '\ud83dx'],
    ['a lone low surrogate', 'x\ude00'],
    ['a low surrogate before a high one', '\ude00\ud83d'],
  ])('given %s, then it is unsafe', (_case, text) => {
    expect(hasUnsafeCharacters(text)).toBe(true);
  });

  it.each([
    ['plain text', 'Zoë O’Brien'],
    ['an emoji (a surrogate pair)', 'Pizza 🍕 night'],
    ['line breaks and tabs', 'line one\r\nline two\tend'],
    ['nothing', ''],
  ])('given %s, then it is safe', (_case, text) => {
    expect(hasUnsafeCharacters(text)).toBe(false);
  });
});

describe('unsafeTextField', () => {
  it('given safe input of every shape, then null', () => {
    expect(unsafeTextField({ a: 'x', b: [1, true, null, { c: '🍕' }], d: { e: 'y' } })).toBeNull();
    expect(unsafeTextField(undefined)).toBeNull();
    expect(unsafeTextField('plain')).toBeNull();
  });

  it('given a NUL in a nested list item, then badCharacters on its dotted path', () => {
    expect(unsafeTextField({ answers: [{ id: 'a', answer: ['ok', 'b\u0000'] }] })).toEqual({
      field: 'answers.0.answer.1',
      key: 'badCharacters',
      message: 'Answer contains characters that are not allowed',
    });
  });

  it('given a lone surrogate in a top-level field, then that field', () => {
    expect(unsafeTextField({ firstName: 'Ann', message: 'hi \ud800' })?.field).toBe('message');
  });

  it('given a bare string or list, then the path is empty or the index', () => {
    expect(unsafeTextField('\u0000')?.field).toBe('');
    expect(unsafeTextField(['ok', '\u0000'])?.field).toBe('1');
  });

  it('given the first problem in reading order, then that one is named', () => {
    expect(unsafeTextField({ a: 'x\u0000', b: 'y\u0000' })?.field).toBe('a');
  });

  it('given a field name with a NUL, then badCharacters on the name made printable', () => {
    expect(unsafeTextField({ birthday: { ['d\u0000y']: 1 } })).toMatchObject({ field: 'birthday.d?y', key: 'badCharacters' });
    expect(unsafeTextField({ ['\ud800']: 1 })).toMatchObject({ field: '?', key: 'badCharacters' });
  });

  it('given text just at the limit, then it passes; one over, then tooLong', () => {
    expect(unsafeTextField({ message: 'x'.repeat(INPUT.textMaxLength) })).toBeNull();
    expect(unsafeTextField({ message: 'x'.repeat(INPUT.textMaxLength + 1) })).toMatchObject({ field: 'message', key: 'tooLong' });
  });

  it('given a field name over the limit, then tooLong naming it shortened', () => {
    const name = 'n'.repeat(INPUT.textMaxLength + 1);
    expect(unsafeTextField({ [name]: 1 })).toMatchObject({ field: 'n'.repeat(100), key: 'tooLong' });
  });

  it('given a long text where the caller allows it, then it passes, but its characters are still checked', () => {
    const options = { longTextFields: ['resume.content'] };
    expect(unsafeTextField({ resume: { content: 'A'.repeat(INPUT.textMaxLength * 3) } }, options)).toBeNull();
    expect(unsafeTextField({ resume: { name: 'A'.repeat(INPUT.textMaxLength + 1) } }, options)?.field).toBe('resume.name');
    expect(unsafeTextField({ resume: { content: 'AA\u0000' } }, options)?.key).toBe('badCharacters');
  });

  it('given a smaller limit, then it applies', () => {
    expect(unsafeTextField({ a: 'abcd' }, { maxLength: 3 })?.key).toBe('tooLong');
  });

  it('given a deeply nested body, then it is walked without exhausting the stack', () => {
    let deep: unknown = '\u0000';
    for (let i = 0; i < 20_000; i++) deep = [deep];
    expect(unsafeTextField({ x: deep })?.key).toBe('badCharacters');
  });
});
