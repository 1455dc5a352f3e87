import { VALIDATION_KEYS, fieldLabel, validationMessage, validationProblem } from './validation-messages';

describe('validation messages', () => {
  it.each([
    ['email', 'E-mail'],
    ['acceptSMSTerms', 'The SMS terms'],
    ['experience.1.fromYear', 'From year'],
    ['answers.why.answer', 'Answer'],
    ['contactTypeId', 'Subject'],
    ['storeId', 'Restaurant'],
    ['covers', 'Number of guests'],
    ['', 'Input'],
    ['0', 'Input'],
    // Named like members of Object.prototype: labels made from the name, never a function's source text.
    ['constructor', 'Constructor'],
    ['toString', 'To string'],
  ])('given the field %p, then its label is %p', (field, label) => {
    expect(fieldLabel(field)).toBe(label);
  });

  it('given a key, then the message is the label and the key text', () => {
    expect(validationMessage('resume', 'resumeFileFormat')).toBe('Your CV must be a .pdf or .docx file');
    expect(validationMessage('experience.0.toYear', 'dateError')).toBe('The end date must be after the start date');
  });

  it('given a key alone, then what is wrong without the label, for a UI that names the field itself', () => {
    expect(validationProblem('answerRequired')).toBe('needs an answer');
    expect(validationMessage('answers.q-notice.answer', 'answerRequired')).toBe(`Answer ${validationProblem('answerRequired')}`);
  });

  it('given the key table, then every key the checks use is in it', () => {
    expect(Object.keys(VALIDATION_KEYS)).toEqual([
      'required', 'invalid', 'mustAccept', 'unknown', 'tooLong', 'outOfRange', 'resumeFileFormat', 'dateError', 'answerRequired',
      'badCharacters',
    ]);
  });
});
