// Job categories and job types as the job search shows and filters them (spec sections 2 and 9):
// the backend's category names become four slugs, each with its header image.
import { JOBS } from '../constants';
import type { Job } from './job.models';

export type JobCategorySlug = 'back-of-house' | 'front-of-house' | 'management' | 'quick-service';

export type JobType = (typeof JOBS.types)[number];

/** The category every name outside the table falls into, Head Office included (spec section 9). */
export const FALLBACK_JOB_CATEGORY: JobCategorySlug = 'quick-service';

/**
 * Header images are the project's own vector files, so one extension serves every category:
 * '/images/jobs/back-of-house.svg'. The spec names only the folder.
 */
export const JOB_CATEGORY_IMAGE_EXTENSION = '.svg';

/** Backend names, in the normalised form of `looseKey`, to slugs. */
const CATEGORY_SLUGS: ReadonlyMap<string, JobCategorySlug> = new Map([
  ['back of house', 'back-of-house'],
  ['front of house', 'front-of-house'],
  ['management', 'management'],
  ['quick service', 'quick-service'],
]);

/**
 * The slug for a backend category. Matching ignores case, surrounding spaces and the difference between
 * spaces, hyphens and underscores, so 'Back of House', 'BACK OF HOUSE' and the slug 'back-of-house' itself
 * all give 'back-of-house'. 'Head Office', any other name and anything that is not text give 'quick-service'.
 */
export function jobCategorySlug(category: unknown): JobCategorySlug {
  if (typeof category !== 'string') return FALLBACK_JOB_CATEGORY;
  return CATEGORY_SLUGS.get(looseKey(category)) ?? FALLBACK_JOB_CATEGORY;
}

/** The header image for a backend category (or a slug), under JOBS.imageBasePath. */
export function jobCategoryImagePath(category: unknown): string {
  return `${JOBS.imageBasePath}/${jobCategorySlug(category)}${JOB_CATEGORY_IMAGE_EXTENSION}`;
}

export interface JobCategoryHeader {
  slug: JobCategorySlug;
  imagePath: string;
}

export function jobCategoryHeader(category: unknown): JobCategoryHeader {
  return { slug: jobCategorySlug(category), imagePath: jobCategoryImagePath(category) };
}

/** Both job types are ticked when the search opens (spec section 9); a new array each time. */
export function defaultJobTypeFilter(): JobType[] {
  return [...JOBS.types];
}

export interface JobFilter {
  /** Ticked job types. None ticked means no job matches, as the ticked boxes say. */
  types: readonly string[];
  /** A category slug or backend name; null, undefined or blank means every category. */
  category?: string | null;
}

/**
 * The jobs whose type is one of the ticked types and whose category is the chosen one, in their order.
 * Types compare like categories do (case, spaces, hyphens: 'Full-Time' is 'full time'); a job whose type is
 * not ticked, or is missing, is left out. Entries that are not objects are dropped.
 */
export function filterJobs(jobs: readonly Job[], filter: JobFilter): Job[] {
  if (!Array.isArray(jobs)) return [];
  const types = new Set(
    (Array.isArray(filter?.types) ? filter.types : []).filter((t) => typeof t === 'string').map(looseKey),
  );
  const wanted = typeof filter?.category === 'string' && filter.category.trim() !== '' ? jobCategorySlug(filter.category) : null;
  return jobs.filter(
    (job: Job) =>
      typeof job === 'object' &&
      job !== null &&
      typeof job.jobtype === 'string' &&
      types.has(looseKey(job.jobtype)) &&
      (wanted === null || jobCategorySlug(job.category) === wanted),
  );
}

/** Lower case, hyphens and underscores as spaces, runs of spaces as one, no spaces at the ends. */
export function looseKey(value: string): string {
  return value.toLowerCase().replace(/[-_\s]+/g, ' ').trim();
}
