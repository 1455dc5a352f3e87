// The job search (/careers/job-search, optionally /careers/job-search/{category}): a postcode or town
// search (a GET form the loader answers with jobs under 100 miles away), "use my location", the job
// types (both ticked at first) and categories filtering the results as they change (core's filterJobs).
import { formatMilesAway } from '@tavola/core/geo';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Form, Link, useLoaderData } from 'react-router-dom';
import { MESSAGES, noJobsNearMessage } from '@tavola/core/errors';
import { filterJobs, type Job } from '@tavola/core/jobs';
import type { JobsData } from '../page-data';
import { jobTypeLabel } from './parts/job-labels';
import { LocateButton } from './parts/locate-button';
import { JobFilterStore } from './parts/job-filter.store';
import { LOCATIONS } from '@tavola/core/constants';
import { useSiteName } from '../layout/site-name';

const JOB_TYPES = ['full time', 'part time'];

function JobCard({ job }: { job: Job }) {
  const where = [...new Set([job.restaurantName, job.city].filter(Boolean))].join(', ');
  const distance = formatMilesAway(job.distance);
  return (
    <article className="job-card">
      <h3 className="job-card__title">
        <Link to={`/careers/job/${job.jobId}`}>{job.name}</Link>
      </h3>
      <p className="job-card__where">{where}</p>
      <ul className="tag-list" aria-label="About this job">
        <li className="tag">{jobTypeLabel(job.jobtype)}</li>
        {job.salary ? <li className="tag">{job.salary}</li> : null}
        {distance !== null ? <li className="tag tag--accent">{distance}</li> : null}
      </ul>
    </article>
  );
}

const Results = observer(function Results({ data, filters }: { data: JobsData; filters: JobFilterStore }) {
  const jobs = filterJobs(data.jobs, { types: filters.types, category: filters.category });
  const near = data.search.origin !== null ? (data.search.query !== '' ? data.search.query : 'your location') : null;
  let empty: string | null = null;
  if (data.error) empty = data.error;
  else if (data.search.placeNotFound) empty = `We couldn't find '${data.search.query}'. Check the postcode or town and try again.`;
  else if (jobs.length === 0)
    empty = near
      ? noJobsNearMessage(near)
      : 'No jobs match your search. Try ticking both job types or choosing all categories.';
  return (
    <section className="section job-results" aria-labelledby="job-results-heading">
      <div className="container">
        <h2 id="job-results-heading" aria-live="polite">
          {empty ? 'No jobs found' : `${jobs.length} ${jobs.length === 1 ? 'job' : 'jobs'}${near ? ` near ${near}` : ''}`}
        </h2>
        {empty ? (
          <p className="empty-state" role={data.error ? 'alert' : undefined}>
            {empty}
          </p>
        ) : (
          <ul className="job-list">
            {jobs.map((job) => (
              <li key={job.jobId}>
                <JobCard job={job} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
});

export const JobSearchPage = observer(function JobSearchPage() {
  const data = useLoaderData() as JobsData;
  const siteName = useSiteName();
  const [filters] = useState(() => new JobFilterStore(data.types, data.category));
  // A new search (the form sent, another category's address) brings its own ticks and category.
  useEffect(() => filters.reset(data.types, data.category), [filters, data.types, data.category]);
  return (
    <div className="page page--job-search">
      <header className="page-hero on-dark">
        <div className="container page-hero__inner page-hero__inner--single">
          <p className="eyebrow eyebrow--light">
            <Link to="/careers">Careers</Link>
          </p>
          <h1 className="page-hero__title">Find a job at {siteName}</h1>
          <p className="page-hero__lead">Chefs, front of house, bar, management and head office roles, full and part time, across the UK.</p>
        </div>
      </header>
      <section className="section section--paper job-search" aria-label="Search jobs">
        <div className="container">
          <Form method="get" action="/careers/job-search" className="job-search__form" role="search" aria-label="Search jobs">
            <input type="hidden" name="filter" value="1" />
            <div className="finder-form__row">
              <div className="field finder-form__field">
                <label className="field__label" htmlFor="job-query">
                  Postcode or town
                </label>
                <input id="job-query" name="q" type="search" defaultValue={data.search.query} placeholder="e.g. M1 or Bristol" autoComplete="postal-code" maxLength={LOCATIONS.placeQueryMaxLength} />
              </div>
              <button type="submit" className="btn btn--primary finder-form__submit">
                Search jobs
              </button>
            </div>
            <div className="job-search__filters">
              <fieldset className="job-search__types">
                <legend>Job type</legend>
                {JOB_TYPES.map((type) => (
                  <label className="checkbox" key={type}>
                    <input type="checkbox" name="type" value={type} checked={filters.types.includes(type)} onChange={() => filters.toggleType(type)} />
                    <span>{jobTypeLabel(type)}</span>
                  </label>
                ))}
              </fieldset>
              <div className="field job-search__category">
                <label className="field__label" htmlFor="job-category">
                  Category
                </label>
                <select id="job-category" name="category" value={filters.category ?? ''} onChange={(e) => filters.setCategory(e.target.value || null)}>
                  <option value="">All categories</option>
                  {data.categories.map((category) => (
                    <option key={category.slug} value={category.slug}>
                      {category.label}
                    </option>
                  ))}
                </select>
              </div>
            </div>
          </Form>
          <LocateButton path="/careers/job-search" unavailableMessage={MESSAGES.geolocationUnavailable} label="Use my location" extraQuery={filters.query} />
        </div>
      </section>
      <Results data={data} filters={filters} />
    </div>
  );
});
