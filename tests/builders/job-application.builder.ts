// Test data for a job application: one complete application for a seeded job, with overrides, so each test states only what it is about.
import type { JobApplicationPayload } from '@tavola/core/jobs';
import type { SeedJob } from '../../server/api/seed/seed.types';
import { PDF_BYTES, base64 } from '../api/cv-files';

const flag = (value: string) => value === 'True';

/** An answer to every question of the job: a text for TEXT, the first option (or 'Yes') otherwise. */
export function jobAnswers(job: SeedJob): JobApplicationPayload['answers'] {
  return (job.questions ?? []).map((question) => ({
    id: question.id,
    answer: question.type === 'TEXT' ? 'Twelve years in Italian kitchens.' : [question.options?.[0] ?? 'Yes'],
  }));
}

/** Mario's application to the job, with a PDF CV and two roles where the job asks for them. */
export function aJobApplication(job: SeedJob, overrides: Partial<JobApplicationPayload> & Record<string, unknown> = {}): JobApplicationPayload {
  const payload: JobApplicationPayload = {
    firstName: 'Mario',
    secondName: "D'Angelo",
    email: 'mario.dangelo@example.com',
    telephone: '+44 7700 900555',
    jobId: job.jobId,
    answers: jobAnswers(job),
  };
  if (flag(job.cvRequired)) payload.resume = { name: 'Mario CV.pdf', contentType: 'application/pdf', content: base64(PDF_BYTES) };
  if (flag(job.workExperienceRequired)) {
    payload.experience = [
      { employer: 'Trattoria Roma', jobTitle: 'Sous Chef', fromMonth: '3', fromYear: '2016', toMonth: '8', toYear: '2020', isCurrentRole: false },
      { employer: 'Osteria Milano', jobTitle: 'Head Chef', fromMonth: '9', fromYear: '2020', toMonth: '', toYear: '', isCurrentRole: true },
    ];
  }
  return { ...payload, ...overrides };
}
