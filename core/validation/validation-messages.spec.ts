import { VALIDATION_KEYS, fieldLabel, validationMessage } from './validation-messages';

describe('validation messages', () => {
  it.each([
    ['email', 'E-mail'],
    ['acceptSMSTerms', 'The SMS terms'],
    ['experience.1.fromYear', 'From year'],
    ['answers.why.answer', 'Answer'],
    ['', 'Input'],
    ['0', 'Input'],
  ])('given the field %p, then its label is %p', (field, label) => {
    expect(fieldLabel(field)).toBe(label);
  });

  it('given a key, then the message is the label and the key text', () => {
    expect(validationMessage('resume', 'resumeFileFormat')).toBe('Your CV must be a .pdf or .docx file');
    expect(validationMessage('experience.0.toYear', 'dateError')).toBe('The end date must be after the start date');
  });

  it('given the key table, then every key the DTOs use is in it', () => {
    expect(Object.keys(VALIDATION_KEYS)).toEqual([
      'required', 'invalid', 'mustAccept', 'unknown', 'tooLong', 'outOfRange', 'resumeFileFormat', 'dateError', 'answerRequired',
    ]);
  });
});
