// Job categories, header images and the job search's type and category filter (spec sections 2 and 9).
import {
  defaultJobTypeFilter,
  filterJobs,
  jobCategoryHeader,
  jobCategoryImagePath,
  jobCategorySlug,
} from './job-categories';
import type { Job } from './job.models';

function job(overrides: Partial<Job> = {}): Job {
  return {
    jobId: 'J-1',
    name: 'Waiter',
    positionUniqueName: 'waiter',
    category: 'Front of House',
    jobtype: 'full time',
    cvRequired: 'False',
    workExperienceRequired: 'False',
    location: { lat: 51.5, lng: -0.14 },
    ...overrides,
  };
}

describe('jobCategorySlug', () => {
  it.each([
    ['Back of House', 'back-of-house'],
    ['Front of House', 'front-of-house'],
    ['Management', 'management'],
    ['Head Office', 'quick-service'],
    ['Quick Service', 'quick-service'],
    ['Bar', 'quick-service'],
    ['', 'quick-service'],
    ['back of house', 'back-of-house'],
    ['  FRONT   OF house ', 'front-of-house'],
    ['back-of-house', 'back-of-house'],
    ['front_of_house', 'front-of-house'],
    ['constructor', 'quick-service'],
  ])('%p -> %p', (category, slug) => {
    expect(jobCategorySlug(category)).toBe(slug);
  });

  it('gives quick-service for anything that is not text', () => {
    expect(jobCategorySlug(undefined)).toBe('quick-service');
    expect(jobCategorySlug(null)).toBe('quick-service');
    expect(jobCategorySlug(3)).toBe('quick-service');
  });
});

describe('category header image', () => {
  it.each([
    ['Back of House', '/images/jobs/back-of-house.svg'],
    ['Front of House', '/images/jobs/front-of-house.svg'],
    ['Management', '/images/jobs/management.svg'],
    ['Head Office', '/images/jobs/quick-service.svg'],
    [undefined, '/images/jobs/quick-service.svg'],
  ])('%p -> %p', (category, path) => {
    expect(jobCategoryImagePath(category)).toBe(path);
  });

  it('pairs slug and image', () => {
    expect(jobCategoryHeader('Management')).toEqual({ slug: 'management', imagePath: '/images/jobs/management.svg' });
  });
});

describe('defaultJobTypeFilter', () => {
  it('ticks full time and part time', () => {
    expect(defaultJobTypeFilter()).toEqual(['full time', 'part time']);
  });

  it('gives a new list each time', () => {
    // given
    const first = defaultJobTypeFilter();
    // when
    first.pop();
    // then
    expect(defaultJobTypeFilter()).toEqual(['full time', 'part time']);
  });
});

describe('filterJobs', () => {
  const fullFoh = job({ jobId: '1', jobtype: 'Full Time', category: 'Front of House' });
  const partBoh = job({ jobId: '2', jobtype: 'part time', category: 'Back of House' });
  const fullHeadOffice = job({ jobId: '3', jobtype: 'FULL-TIME', category: 'Head Office' });
  const casual = job({ jobId: '4', jobtype: 'casual', category: 'Front of House' });
  const jobs = [fullFoh, partBoh, fullHeadOffice, casual];

  it('keeps jobs of the ticked types, matching types case-insensitively, in their order', () => {
    expect(filterJobs(jobs, { types: defaultJobTypeFilter() })).toEqual([fullFoh, partBoh, fullHeadOffice]);
    expect(filterJobs(jobs, { types: ['part time'] })).toEqual([partBoh]);
    expect(filterJobs(jobs, { types: ['Full Time'] })).toEqual([fullFoh, fullHeadOffice]);
  });

  it('keeps no job when no type is ticked', () => {
    expect(filterJobs(jobs, { types: [] })).toEqual([]);
  });

  it('narrows to a category given as slug or backend name; blank or null means every category', () => {
    const types = defaultJobTypeFilter();
    expect(filterJobs(jobs, { types, category: 'front-of-house' })).toEqual([fullFoh]);
    expect(filterJobs(jobs, { types, category: 'Back of House' })).toEqual([partBoh]);
    expect(filterJobs(jobs, { types, category: 'quick-service' })).toEqual([fullHeadOffice]);
    expect(filterJobs(jobs, { types, category: 'management' })).toEqual([]);
    expect(filterJobs(jobs, { types, category: '  ' })).toEqual([fullFoh, partBoh, fullHeadOffice]);
    expect(filterJobs(jobs, { types, category: null })).toEqual([fullFoh, partBoh, fullHeadOffice]);
  });

  it('drops entries that are not jobs or have no type, and survives a broken filter', () => {
    // given
    const broken = [null, 7, job({ jobtype: undefined as unknown as string }), fullFoh] as unknown as Job[];
    // when / then
    expect(filterJobs(broken, { types: ['full time'] })).toEqual([fullFoh]);
    expect(filterJobs(jobs, { types: ['full time', 3 as unknown as string] })).toEqual([fullFoh, fullHeadOffice]);
    expect(filterJobs(jobs, undefined as unknown as { types: string[] })).toEqual([]);
    expect(filterJobs(jobs, { types: 'full time' as unknown as string[] })).toEqual([]);
    expect(filterJobs('jobs' as unknown as Job[], { types: ['full time'] })).toEqual([]);
  });
});
