// The job application as class-validator DTOs, generated from core/validation's JOB_APPLICATION_SCHEMA.
// Validated against a job with validateDto(JobApplicationDto, input, { context: jobApplicationContext(job) });
// without a context a CV is required, work history is not, and answers are 'invalid'.
import {
  ANSWERED_QUESTION_SCHEMA,
  JOB_APPLICATION_SCHEMA,
  RESUME_SCHEMA,
  WORK_HISTORY_SCHEMA,
  type AnsweredQuestion,
  type JobApplicationSubmission,
  type ResumeUpload,
  type WorkHistoryEntry,
} from '../validation/job-application';
import { dtoFromSchema } from './schema-dto';

export const ResumeDto = dtoFromSchema('ResumeDto', RESUME_SCHEMA);
export type ResumeDto = ResumeUpload;

export const ExperienceDto = dtoFromSchema('ExperienceDto', WORK_HISTORY_SCHEMA);
export type ExperienceDto = WorkHistoryEntry;

export const QuestionAnswerDto = dtoFromSchema('QuestionAnswerDto', ANSWERED_QUESTION_SCHEMA);
export type QuestionAnswerDto = AnsweredQuestion;

export const JobApplicationDto = dtoFromSchema('JobApplicationDto', JOB_APPLICATION_SCHEMA);
export type JobApplicationDto = JobApplicationSubmission;
