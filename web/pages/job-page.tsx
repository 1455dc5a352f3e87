// A job (/careers/job/{id}): its category's header picture, where and what it is, the description, and
// "Apply now", which opens the apply modal.
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link, useLoaderData } from 'react-router-dom';
import { jobCategoryHeader } from '@tavola/core/jobs';
import type { JobData } from '../page-data';
import { ApplyModal } from './parts/apply-modal';
import { CATEGORY_LABELS, jobTypeLabel } from './parts/job-labels';
import { JobApplicationStore } from './parts/job-application.store';
import { usePageActions } from './parts/page-actions';

const ApplyButton = observer(function ApplyButton({ store, className = 'btn btn--primary' }: { store: JobApplicationStore; className?: string }) {
  return (
    <button type="button" className={className} onClick={() => store.open()} aria-haspopup="dialog">
      Apply now<span className="visually-hidden"> for {store.job.name}</span>
    </button>
  );
});

export function JobPage() {
  const data = useLoaderData() as JobData;
  // One application per job: moving to another job's page starts a fresh form.
  return <JobView key={data.job.jobId} {...data} />;
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
