/** @jest-environment jsdom */
// The job page and its apply modal from the seed: the head chef role (CV, work history, every question
// type) and a waiter role (neither), validated by core, sent through the jobs port.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { MESSAGES } from '@tavola/core/errors';
import { JobPage } from './job-page';
import { axeViolations, jobData, renderPage } from './parts/page-test-kit';

const HEAD_CHEF = 'CVJ-1001';
const WAITER = 'CVJ-1012';

function openModal() {
  fireEvent.click(screen.getAllByRole('button', { name: /Apply now/ })[0] as HTMLElement);
  return screen.getByRole('dialog');
}

async function send() {
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send my application' })));
}

function fillDetails(dialog: HTMLElement) {
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'First name' }), { target: { value: 'Chiara' } });
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Last name' }), { target: { value: "D'Angelo" } });
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'E-mail' }), { target: { value: 'chiara@example.com' } });
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Telephone' }), { target: { value: '07700 900321' } });
}

describe('the job page', () => {
  it('given the head chef role, when shown, then the h1, its category header, facts and description', () => {
    const { container } = renderPage(JobPage, jobData(HEAD_CHEF), `/careers/job/${HEAD_CHEF}`);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Head Chef']);
    expect(container.querySelector('img.page-hero__image')).toHaveAttribute('src', '/images/jobs/back-of-house.svg');
    expect(screen.getByText('Oxford Circus, London')).toBeInTheDocument();
    expect(screen.getByText('Full time')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kitchen jobs' })).toHaveAttribute('href', '/careers/job-search/back-of-house');
    expect(container.querySelector('.job-description')).toHaveTextContent('We are looking for a Head Chef');
  });

  it('given "Apply now", when pressed, then a labelled modal opens with focus inside, the layout knows, and Escape closes it', () => {
    const { store } = renderPage(JobPage, jobData(HEAD_CHEF), `/careers/job/${HEAD_CHEF}`);
    const dialog = openModal();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleName('Apply for Head Chef');
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(store.layout.openModals).toBe(1);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.layout.openModals).toBe(0);
  });

  it('given the form sent empty, when checked by core, then every required field says so and nothing is sent', async () => {
    const jobs = { submitApplication: jest.fn() };
    renderPage(JobPage, jobData(HEAD_CHEF), `/careers/job/${HEAD_CHEF}`, { actions: { jobs } });
    const dialog = openModal();
    await send();
    expect(within(dialog).getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription('First name is required');
    expect(within(dialog).getByRole('textbox', { name: 'Last name' })).toHaveAccessibleDescription('Last name is required');
    expect(within(dialog).getByLabelText('Upload your CV')).toHaveAccessibleDescription('A .pdf or .docx file of 5 MB at most. Your CV is required');
    expect(within(dialog).getByRole('textbox', { name: 'Employer' })).toHaveAccessibleDescription('Employer is required');
    // The end dates cannot be set before the start date: no 'required' under them, nor in the summary.
    expect(within(dialog).getByRole('combobox', { name: 'To month' })).toBeDisabled();
    expect(within(dialog).getByRole('combobox', { name: 'To month' })).toHaveAccessibleDescription('');
    expect(within(dialog).getByRole('combobox', { name: 'To year' })).toHaveAccessibleDescription('');
    expect(within(dialog).queryByRole('link', { name: /^To (month|year)/ })).toBeNull();
    expect(within(dialog).getByRole('group', { name: 'Do you have the right to work in the UK?' })).toHaveTextContent('Answer needs an answer');
    expect(within(dialog).getByRole('textbox', { name: 'What is your notice period?' })).toHaveAccessibleDescription('Answer needs an answer');
    expect(within(dialog).getByRole('textbox', { name: 'First name' })).toHaveFocus();
    expect(within(dialog).getByRole('link', { name: 'What is your notice period? (needs an answer)' })).toHaveAttribute('href', '#apply-q-q-notice');
    expect(jobs.submitApplication).not.toHaveBeenCalled();
  });

  it('given a CV that is not a .pdf or .docx, when sent, then the CV format message', async () => {
    renderPage(JobPage, jobData(HEAD_CHEF), `/careers/job/${HEAD_CHEF}`);
    const dialog = openModal();
    const file = new File(['hello'], 'cv.txt', { type: 'text/plain' });
    await act(async () => {
      fireEvent.change(within(dialog).getByLabelText('Upload your CV'), { target: { files: [file] } });
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    await send();
    expect(within(dialog).getByLabelText('Upload your CV')).toHaveAccessibleDescription('Chosen: cv.txt Your CV must be a .pdf or .docx file');
  });

  it('given work history, when the current role is ticked, then the end dates are disabled; rows can be added and removed', () => {
    renderPage(JobPage, jobData(HEAD_CHEF), `/careers/job/${HEAD_CHEF}`);
    const dialog = openModal();
    const toMonth = () => within(dialog).getAllByRole('combobox', { name: 'To month' })[0] as HTMLElement;
    expect(toMonth()).toBeDisabled();
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'From month' }), { target: { value: '3' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'From year' }), { target: { value: '2019' } });
    expect(toMonth()).toBeEnabled();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'I currently work here' }));
    expect(toMonth()).toBeDisabled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add another role' }));
    expect(within(dialog).getAllByRole('group', { name: /^Role \d$/ })).toHaveLength(2);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove the last role' }));
    expect(within(dialog).getAllByRole('group', { name: /^Role \d$/ })).toHaveLength(1);
    expect(within(dialog).queryByRole('button', { name: 'Remove the last role' })).not.toBeInTheDocument();
  });

  it('given an end date before the start, when sent, then the date error', async () => {
    renderPage(JobPage, jobData(HEAD_CHEF), `/careers/job/${HEAD_CHEF}`);
    const dialog = openModal();
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'From month' }), { target: { value: '3' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'From year' }), { target: { value: '2020' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'To month' }), { target: { value: '1' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'To year' }), { target: { value: '2020' } });
    await send();
    expect(within(dialog).getByRole('combobox', { name: 'To year' })).toHaveAccessibleDescription('The end date must be after the start date');
  });

  it('given a valid application to a role without CV or history, when sent, then the payload goes and thanks show', async () => {
    const jobs = { submitApplication: jest.fn().mockResolvedValue({ ok: true, value: { success: true, message: '' } }) };
    renderPage(JobPage, jobData(WAITER), `/careers/job/${WAITER}`, { actions: { jobs } });
    const dialog = openModal();
    expect(within(dialog).queryByLabelText('Upload your CV')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('heading', { name: 'Work history' })).not.toBeInTheDocument();
    fillDetails(dialog);
    fireEvent.click(within(within(dialog).getByRole('group', { name: 'Do you have the right to work in the UK?' })).getByRole('radio', { name: 'Yes' }));
    fireEvent.click(within(within(dialog).getByRole('group', { name: 'Are you 18 or over?' })).getByRole('radio', { name: 'Yes' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Weekend evening' }));
    await send();
    expect(jobs.submitApplication).toHaveBeenCalledWith({
      firstName: 'Chiara',
      secondName: "D'Angelo",
      email: 'chiara@example.com',
      telephone: '07700 900321',
      jobId: WAITER,
      answers: [
        { id: 'q-right-to-work', answer: ['Yes'] },
        { id: 'q-over-18', answer: ['Yes'] },
        { id: 'q-shifts', answer: ['Weekend evening'] },
        { id: 'q-languages', answer: [] },
      ],
    });
    expect(within(dialog).getByRole('heading', { name: 'Thank you for applying' })).toBeInTheDocument();
  });

  it('given the API refuses with err=15, when sent, then the invalid-fields message in the error panel', async () => {
    const jobs = { submitApplication: jest.fn().mockResolvedValue({ ok: true, value: { success: false, message: 'Rejected err=15' } }) };
    renderPage(JobPage, jobData(WAITER), `/careers/job/${WAITER}`, { actions: { jobs } });
    const dialog = openModal();
    fillDetails(dialog);
    fireEvent.click(within(within(dialog).getByRole('group', { name: 'Do you have the right to work in the UK?' })).getByRole('radio', { name: 'Yes' }));
    fireEvent.click(within(within(dialog).getByRole('group', { name: 'Are you 18 or over?' })).getByRole('radio', { name: 'No' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Late close' }));
    await send();
    const alert = within(dialog).getByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.invalidApplicationFields);
    expect(alert).toHaveFocus();
  });

  it('given a duplicate application, when sent, then the duplicate message', async () => {
    const jobs = { submitApplication: jest.fn().mockResolvedValue({ ok: false, error: { code: 14, message: MESSAGES.duplicatedRequest, status: 409 } }) };
    renderPage(JobPage, jobData(WAITER), `/careers/job/${WAITER}`, { actions: { jobs } });
    const dialog = openModal();
    fillDetails(dialog);
    fireEvent.click(within(within(dialog).getByRole('group', { name: 'Do you have the right to work in the UK?' })).getByRole('radio', { name: 'Yes' }));
    fireEvent.click(within(within(dialog).getByRole('group', { name: 'Are you 18 or over?' })).getByRole('radio', { name: 'Yes' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Weekday lunch' }));
    await send();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(MESSAGES.duplicatedRequest);
  });

  it('given the open modal with errors, when checked with axe, then there are no violations', async () => {
    const { container } = renderPage(JobPage, jobData(HEAD_CHEF), `/careers/job/${HEAD_CHEF}`);
    openModal();
    await send();
    expect(await axeViolations(container)).toEqual([]);
  });
});
