// Jobs: the models the jobs API uses, the apply-now form, its payload and its use-case, the job search's
// categories, and a posting's facts as search engines read them (employment type, pay).
export * from './job.models';
export * from './job-application-form';
export * from './job-application-payload';
export * from './job-application-use-case';
export * from './job-categories';
export * from './job-posting';
