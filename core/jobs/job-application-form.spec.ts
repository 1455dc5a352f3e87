// The apply-now form's rows and modal flags (spec section 4, "Job application").
import { ErrorCode } from '../errors/error-code';
import { MESSAGES } from '../errors/messages';
import { fail, ok } from '../shared/api-result';
import {
  addRow,
  blankExperienceRow,
  canSubmit,
  closeApplyModal,
  closedApplyModal,
  dismissError,
  endDatesEnabled,
  openApplyModal,
  removeLastRow,
  resetForm,
  setCurrentRole,
  startSubmit,
  submissionAnswered,
  submitFailed,
  submitSucceeded,
  toggleAnswerOption,
  toggleCurrentRole,
  updateRow,
  visibleFieldErrors,
  type ApplyModalState,
  type ExperienceRow,
} from './job-application-form';

function row(overrides: Partial<ExperienceRow> = {}): ExperienceRow {
  return { ...blankExperienceRow(1), ...overrides };
}

const started = row({ employer: 'Tavola', jobTitle: 'Chef', fromMonth: '03', fromYear: '2019' });

describe('resetForm', () => {
  it('gives blank fields and exactly one blank experience row', () => {
    // given / when
    const form = resetForm();
    // then
    expect(form).toEqual({
      firstName: '',
      secondName: '',
      email: '',
      telephone: '',
      resume: null,
      experience: [
        { id: 1, employer: '', jobTitle: '', fromMonth: '', fromYear: '', toMonth: '', toYear: '', isCurrentRole: false },
      ],
      answers: {},
    });
  });

  it('returns a new value each time, so editing one form never changes another', () => {
    // given
    const first = resetForm();
    // when
    first.experience.push(blankExperienceRow(2));
    first.answers.q1 = 'x';
    // then
    expect(resetForm().experience).toHaveLength(1);
    expect(resetForm().answers).toEqual({});
  });
});

describe('addRow', () => {
  it('adds a blank row whose id follows the last', () => {
    // given
    const rows = [row({ id: 1 }), row({ id: 2, employer: 'A' })];
    // when
    const next = addRow(rows);
    // then
    expect(next).toEqual([rows[0], rows[1], blankExperienceRow(3)]);
    expect(rows).toHaveLength(2);
  });

  it('keeps ids unique for rows restored out of order', () => {
    // given
    const rows = [row({ id: 7 }), row({ id: 2 })];
    // when / then
    expect(addRow(rows).map((r) => r.id)).toEqual([7, 2, 8]);
  });

  it('starts at id 1 when there is no usable row or id', () => {
    expect(addRow([]).map((r) => r.id)).toEqual([1]);
    expect(addRow(null as unknown as ExperienceRow[]).map((r) => r.id)).toEqual([1]);
    expect(addRow([{ id: 'x' } as unknown as ExperienceRow, 5 as unknown as ExperienceRow]).map((r) => r.id)).toEqual([
      Number.NaN,
      1,
    ]);
  });
});

describe('removeLastRow', () => {
  it('removes the last row while more than one remains', () => {
    // given
    const rows = [row({ id: 1 }), row({ id: 2 }), row({ id: 3 })];
    // when / then
    expect(removeLastRow(rows).map((r) => r.id)).toEqual([1, 2]);
    expect(removeLastRow(removeLastRow(rows)).map((r) => r.id)).toEqual([1]);
  });

  it('never removes the only row', () => {
    // given
    const rows = [row({ id: 1, employer: 'Kept' })];
    // when
    const next = removeLastRow(rows);
    // then
    expect(next).toEqual([row({ id: 1, employer: 'Kept' })]);
  });

  it('gives an empty list for input that is not a list', () => {
    expect(removeLastRow(undefined as unknown as ExperienceRow[])).toEqual([]);
  });
});

describe('current role', () => {
  it('checking it clears the end dates and disables them', () => {
    // given
    const ended = { ...started, toMonth: '05', toYear: '2021' };
    // when
    const current = toggleCurrentRole(ended);
    // then
    expect(current).toEqual({ ...started, toMonth: '', toYear: '', isCurrentRole: true });
    expect(endDatesEnabled(current)).toBe(false);
  });

  it('unchecking it enables the (still empty) end dates again', () => {
    // given
    const current = toggleCurrentRole(started);
    // when
    const notCurrent = toggleCurrentRole(current);
    // then
    expect(notCurrent).toEqual({ ...started, isCurrentRole: false });
    expect(endDatesEnabled(notCurrent)).toBe(true);
  });

  it('setCurrentRole takes the checkbox value; anything but true unchecks', () => {
    expect(setCurrentRole(started, true).isCurrentRole).toBe(true);
    expect(setCurrentRole({ ...started, isCurrentRole: true }, 'yes' as unknown as boolean).isCurrentRole).toBe(false);
  });

  it('a missing row toggles into a blank current row', () => {
    expect(toggleCurrentRole(null as unknown as ExperienceRow)).toEqual({
      ...blankExperienceRow(Number.NaN),
      isCurrentRole: true,
    });
  });
});

describe('endDatesEnabled', () => {
  it.each([
    ['start month and year set, not current', { fromMonth: '01', fromYear: '2020' }, true],
    ['no start month', { fromMonth: '', fromYear: '2020' }, false],
    ['no start year', { fromMonth: '01', fromYear: '' }, false],
    ['blank start month', { fromMonth: '  ', fromYear: '2020' }, false],
    ['current role', { fromMonth: '01', fromYear: '2020', isCurrentRole: true }, false],
  ])('%s -> %s', (_label, overrides, expected) => {
    expect(endDatesEnabled(row(overrides))).toBe(expected);
  });

  it('is false for a value that is not a row', () => {
    expect(endDatesEnabled(undefined as unknown as ExperienceRow)).toBe(false);
    expect(endDatesEnabled({ fromMonth: 1, fromYear: 2020 } as unknown as ExperienceRow)).toBe(false);
  });
});

describe('visibleFieldErrors', () => {
  const errors = [
    { field: 'email', message: 'Please enter your email' },
    { field: 'experience.0.toMonth', message: 'Please choose an end month' },
    { field: 'experience.1.toYear', message: 'Please choose an end year' },
    { field: 'experience.0.fromYear', message: 'Please choose a start year' },
  ];

  it('hides end-date errors of a row whose end dates cannot be set yet, keeping the rest in order', () => {
    // given: row 0 has no start year, row 1 has its start date
    const form = { experience: [row({ id: 1, fromMonth: '01' }), row({ id: 2, fromMonth: '01', fromYear: '2020' })] };
    // when
    const shown = visibleFieldErrors(form, errors);
    // then
    expect(shown.map((error) => error.field)).toEqual(['email', 'experience.1.toYear', 'experience.0.fromYear']);
  });

  it('hides the end dates of the current role', () => {
    const form = { experience: [row({ id: 1, fromMonth: '01', fromYear: '2020', isCurrentRole: true })] };
    // Row 1 is gone (removed since the check): its error goes with it.
    expect(visibleFieldErrors(form, errors).map((error) => error.field)).toEqual(['email', 'experience.0.fromYear']);
  });

  it('hides the errors of a row removed since the check, so none points at a field that is not there', () => {
    expect(visibleFieldErrors({ experience: [] }, errors)).toEqual([errors[0]]);
  });
});

describe('updateRow', () => {
  it('applies an edit to the row with that id only', () => {
    // given
    const rows = [row({ id: 1 }), row({ id: 2 })];
    // when
    const next = updateRow(rows, 2, { employer: 'Tavola', fromMonth: '04' });
    // then
    expect(next).toEqual([row({ id: 1 }), row({ id: 2, employer: 'Tavola', fromMonth: '04' })]);
  });

  it('sets end dates once they are enabled', () => {
    // when
    const next = updateRow([started], 1, { toMonth: '06', toYear: '2022' });
    // then
    expect(next).toEqual([{ ...started, toMonth: '06', toYear: '2022' }]);
  });

  it('sets end dates given in the same edit as the start dates', () => {
    // when
    const next = updateRow([row()], 1, { fromMonth: '01', fromYear: '2020', toYear: '2021' });
    // then
    expect(next[0]).toEqual(row({ fromMonth: '01', fromYear: '2020', toYear: '2021' }));
  });

  it('ignores end dates while they are disabled', () => {
    // given
    const noStart = row();
    const current = setCurrentRole(started, true);
    // when / then
    expect(updateRow([noStart], 1, { toMonth: '06', toYear: '2022' })).toEqual([noStart]);
    expect(updateRow([current], 1, { toMonth: '06' })).toEqual([current]);
  });

  it('checking current role through an edit clears the end dates', () => {
    // given
    const ended = { ...started, toMonth: '05', toYear: '2021' };
    // when
    const next = updateRow([ended], 1, { isCurrentRole: true, toMonth: '09' });
    // then
    expect(next).toEqual([{ ...started, isCurrentRole: true }]);
  });

  it('unchecking current role through an edit lets end dates in the same edit through', () => {
    // given
    const current = setCurrentRole(started, true);
    // when
    const next = updateRow([current], 1, { isCurrentRole: false, toMonth: '09', toYear: '2024' });
    // then
    expect(next).toEqual([{ ...started, toMonth: '09', toYear: '2024' }]);
  });

  it('keeps the row id and well-formed fields whatever the edit holds', () => {
    // given
    const edit = { id: 99, employer: 42, isCurrentRole: 'yes' } as unknown as Partial<ExperienceRow>;
    // when / then
    expect(updateRow([started], 1, edit)).toEqual([{ ...started, employer: '' }]);
    expect(updateRow([started], 1, null as unknown as Partial<ExperienceRow>)).toEqual([started]);
  });

  it('changes nothing for an unknown id', () => {
    expect(updateRow([started], 5, { employer: 'X' })).toEqual([started]);
  });
});

describe('apply modal', () => {
  const open = openApplyModal();
  const loading = startSubmit(open);

  it('starts closed with every flag down', () => {
    expect(closedApplyModal()).toEqual({ shown: false, loading: false, errorModal: false, thanks: false, errorMessage: '' });
  });

  it('opens clean', () => {
    expect(open).toEqual({ shown: true, loading: false, errorModal: false, thanks: false, errorMessage: '' });
    expect(canSubmit(open)).toBe(true);
  });

  it('a submission shows the spinner and clears an earlier error', () => {
    // given
    const failed: ApplyModalState = { ...open, errorModal: true, errorMessage: 'Earlier' };
    // when / then
    expect(startSubmit(failed)).toEqual({ ...open, loading: true });
  });

  it('does not start a second submission, one from a closed modal or one after thanks', () => {
    const thanked = submitSucceeded(loading);
    expect(startSubmit(loading)).toBe(loading);
    expect(startSubmit(closedApplyModal())).toEqual(closedApplyModal());
    expect(startSubmit(thanked)).toBe(thanked);
    expect(canSubmit(thanked)).toBe(false);
  });

  it('success stops the spinner and shows thanks', () => {
    expect(submitSucceeded(loading)).toEqual({ ...open, thanks: true });
  });

  it('failure stops the spinner and shows the error modal with its message', () => {
    // when
    const failed = submitFailed(loading, 'Something went wrong');
    // then
    expect(failed).toEqual({ ...open, errorModal: true, errorMessage: 'Something went wrong' });
    expect(canSubmit(failed)).toBe(true);
    expect(dismissError(failed)).toEqual(open);
  });

  it('a failure message that is not text shows as empty', () => {
    expect(submitFailed(loading, undefined as unknown as string).errorMessage).toBe('');
  });

  it('an answer that arrives with no submission in flight changes nothing', () => {
    // given: the diner closed the modal meanwhile
    const closed = closeApplyModal();
    // when / then
    expect(submitSucceeded(closed)).toBe(closed);
    expect(submitFailed(closed, 'late')).toBe(closed);
    expect(submitSucceeded(open)).toBe(open);
    expect(submitFailed(open, 'late')).toBe(open);
    expect(submitSucceeded({ ...loading, shown: false })).toEqual({ ...loading, shown: false });
  });
});

describe('a submission answered by the jobs API', () => {
  const sending = startSubmit(openApplyModal());

  it('given success, then the applicant is thanked', () => {
    expect(submissionAnswered(sending, ok({ success: true, message: '' }))).toMatchObject({ thanks: true, loading: false, errorModal: false });
  });

  it("given a refusal in the server's words, then they show, 'err=15' as the invalid-fields message", () => {
    expect(submissionAnswered(sending, ok({ success: false, message: 'Position closed' })).errorMessage).toBe('Position closed');
    expect(submissionAnswered(sending, fail({ code: null, message: 'Failed: err=15' })).errorMessage).toBe(MESSAGES.invalidApplicationFields);
  });

  it("given a failure without words, then the catalogue's words for its code, else the submit error", () => {
    expect(submissionAnswered(sending, fail({ code: ErrorCode.DuplicatedRequest })).errorMessage).toBe(MESSAGES.duplicatedRequest);
    expect(submissionAnswered(sending, fail({ code: null })).errorMessage).toBe(MESSAGES.submitApplicationError);
  });

  it('given no submission in flight, then an answer changes nothing', () => {
    const idle = openApplyModal();
    expect(submissionAnswered(idle, ok({ success: true, message: '' }))).toBe(idle);
  });
});

describe('a multiple-choice answer', () => {
  it('given an option, when toggled twice, then it is ticked then unticked, the other answers kept', () => {
    const ticked = toggleAnswerOption({ why: 'Pasta', shifts: ['Lunch'] }, 'shifts', 'Dinner');
    expect(ticked).toEqual({ why: 'Pasta', shifts: ['Lunch', 'Dinner'] });
    expect(toggleAnswerOption(ticked, 'shifts', 'Lunch')).toEqual({ why: 'Pasta', shifts: ['Dinner'] });
  });

  it('given a question answered as text or not at all, when an option is toggled, then a new list starts', () => {
    expect(toggleAnswerOption({ shifts: 'Lunch' }, 'shifts', 'Dinner')).toEqual({ shifts: ['Dinner'] });
    expect(toggleAnswerOption({}, 'shifts', 'Dinner')).toEqual({ shifts: ['Dinner'] });
  });
});
