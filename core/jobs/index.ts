// Jobs: the models the jobs API uses, the apply-now form, its payload and the job search's categories.
export * from './job.models';
export * from './job-application-form';
export * from './job-application-payload';
export * from './job-categories';
