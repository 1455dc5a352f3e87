// A job (/careers/job/{id}): its category's header picture, where and what it is, the description, and
// "Apply now", which opens the apply modal; and the job's apply page (/careers/job/{id}/apply), the same form
// in the page, which "Apply now" links to until the script runs (and for good without it): there the form
// posts itself with the CV (issue 16, item 2).
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link, useLoaderData } from 'react-router-dom';
import { jobCategoryHeader } from '@tavola/core/jobs';
import type { JobData } from '../page-data';
import { ApplyForm, ApplyModal } from './parts/apply-modal';
import { CATEGORY_LABELS, jobTypeLabel } from './parts/job-labels';
import { JobApplicationStore } from './parts/job-application.store';
import { usePageActions } from './parts/page-actions';
import { useHydrated } from './parts/use-hydrated';
import { JOB_APPLICATION_FORM } from './parts/job-application-post';
import { usePostedForm } from '../stores/posted-form';

/** The job's apply page, where its form works without JavaScript. */
export const jobApplyPath = (jobId: string) => `/careers/job/${encodeURIComponent(jobId)}/apply`;

const ApplyButton = observer(function ApplyButton({ store, className = 'btn btn--primary' }: { store: JobApplicationStore; className?: string }) {
  const hydrated = useHydrated();
  const words = (
    <>
      Apply now<span className="visually-hidden"> for {store.job.name}</span>
    </>
  );
  // Until the script runs the modal cannot open: a link to the apply page does the same job.
  if (!hydrated) {
    return (
      <a className={className} href={jobApplyPath(store.job.jobId)}>
        {words}
      </a>
    );
  }
  return (
    <button type="button" className={className} onClick={() => store.open()} aria-haspopup="dialog">
      {words}
    </button>
  );
});

export function JobPage() {
  const data = useLoaderData() as JobData;
  // One application per job: moving to another job's page starts a fresh form.
  return <JobView key={data.job.jobId} {...data} />;
}

export function JobApplyPage() {
  const data = useLoaderData() as JobData;
  return <JobApplyView key={data.job.jobId} {...data} />;
}

function JobApplyView({ job, currentYear }: JobData) {
  const { jobs } = usePageActions();
  const posted = usePostedForm(JOB_APPLICATION_FORM);
  const [store] = useState(() => {
    const application = new JobApplicationStore(job, currentYear, jobs, posted);
    if (posted === null) application.open();
    return application;
  });
  const header = jobCategoryHeader(job.category);
  return (
    <div className="page page--job page--job-apply">
      <header className="page-hero on-dark">
        <div className="container page-hero__inner">
          <div className="page-hero__text">
            <p className="eyebrow eyebrow--light">
              <Link to={`/careers/job/${job.jobId}`}>{job.name}</Link>
            </p>
            <h1 className="page-hero__title">{`Apply for ${job.name}`}</h1>
            <p>{[...new Set([job.restaurantName, job.city].filter(Boolean))].join(', ') || CATEGORY_LABELS[header.slug]}</p>
          </div>
        </div>
      </header>
      <section className="section" aria-label="Your application">
        <div className="container container--narrow">
          <ApplyForm store={store} currentYear={currentYear} target={{ action: jobApplyPath(job.jobId) }} headingLevel={2} />
        </div>
      </section>
    </div>
  );
}

function JobView({ job, currentYear }: JobData) {
  const { jobs } = usePageActions();
  const [store] = useState(() => new JobApplicationStore(job, currentYear, jobs));
  const header = jobCategoryHeader(job.category);
  const where = [...new Set([job.restaurantName, job.city].filter(Boolean))].join(', ');
  return (
    <div className="page page--job">
      <header className="page-hero page-hero--split on-dark">
        <div className="container page-hero__inner">
          <div className="page-hero__text">
            <p className="eyebrow eyebrow--light">
              <Link to={`/careers/job-search/${header.slug}`}>{CATEGORY_LABELS[header.slug]} jobs</Link>
            </p>
            <h1 className="page-hero__title">{job.name}</h1>
            <dl className="job-facts">
              {where ? (
                <div>
                  <dt>Where</dt>
                  <dd>{where}</dd>
                </div>
              ) : null}
              <div>
                <dt>Hours</dt>
                <dd>{jobTypeLabel(job.jobtype)}</dd>
              </div>
              {job.salary ? (
                <div>
                  <dt>Pay</dt>
                  <dd>{job.salary}</dd>
                </div>
              ) : null}
            </dl>
            <div className="page-hero__actions">
              <ApplyButton store={store} />
              <Link className="btn btn--light" to="/careers/job-search">
                All jobs
              </Link>
            </div>
          </div>
          <img className="page-hero__image" src={header.imagePath} alt="" width={960} height={640} fetchPriority="high" />
        </div>
      </header>
      <section className="section" aria-label="About the role">
        <div className="container container--narrow">
          {/* Sanitized on the server (server/site/sanitize.ts) before it reaches the page. */}
          <div className="rich-text job-description" dangerouslySetInnerHTML={{ __html: job.description ?? '' }} />
          <div className="job-apply">
            <p className="job-apply__text">Sound like you? We would love to hear from you.</p>
            <ApplyButton store={store} />
          </div>
        </div>
      </section>
      <ApplyModal store={store} currentYear={currentYear} />
    </div>
  );
}
