/** @jest-environment jsdom */
// The job search from the seed's 32 jobs: the GET form, job types ticked by default, the category and
// type filters (core's filterJobs), distances, the empty states and "use my location".
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '@tavola/core/errors';
import { jobs } from '../../server/api/seed';
import { JobSearchPage } from './job-search-page';
import { rootData } from '../layout/layout.test-kit';
import { axeViolations, jobsData, jobsNearData, renderPage } from './parts/page-test-kit';

const MANCHESTER = { lat: 53.4808, lng: -2.2426 };
const jobCards = () => within(document.querySelector('.job-results') as HTMLElement).queryAllByRole('article');
const inCategories = (...names: string[]) => jobs.filter((job) => names.includes(job.category)).length;

describe('the job search page', () => {
  it('given no search, when shown, then the h1, every job and both job types ticked in a GET form', () => {
    renderPage(JobSearchPage, jobsData(), '/careers/job-search');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Find a job at Casa Ventura']);
    expect(screen.getByRole('heading', { level: 2, name: '32 jobs' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Full time' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Part time' })).toBeChecked();
    const form = screen.getByRole('search', { name: 'Search jobs' });
    expect(form).toHaveAttribute('method', 'get');
    expect(within(form).getByRole('searchbox', { name: 'Postcode or town' })).toHaveAttribute('name', 'q');
    expect(screen.getAllByRole('link', { name: 'Head Chef' })[0]).toHaveAttribute('href', expect.stringMatching(/^\/careers\/job\/CVJ-\d+$/));
  });

  it("given another group's settings, then the h1 names that group, not the seed's", () => {
    renderPage(JobSearchPage, jobsData(), '/careers/job-search', { root: rootData({ siteName: 'Trattoria Nord' }) });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Find a job at Trattoria Nord');
  });

  it('given "Part time" unticked, when filtering, then only full-time jobs remain; none ticked shows none', () => {
    renderPage(JobSearchPage, jobsData(), '/careers/job-search');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Part time' }));
    const cards = jobCards();
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((card) => card.textContent?.includes('Full time'))).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Full time' }));
    expect(screen.getByRole('heading', { name: 'No jobs found' })).toBeInTheDocument();
    expect(screen.getByText(/Try ticking both job types/)).toBeInTheDocument();
  });

  it('given a category chosen, when filtering, then only its jobs (Bar and Head Office share one)', () => {
    renderPage(JobSearchPage, jobsData(), '/careers/job-search');
    fireEvent.change(screen.getByRole('combobox', { name: 'Category' }), { target: { value: 'management' } });
    expect(screen.getByRole('heading', { level: 2, name: `${inCategories('Management')} jobs` })).toBeInTheDocument();
    fireEvent.change(screen.getByRole('combobox', { name: 'Category' }), { target: { value: 'quick-service' } });
    expect(screen.getByRole('heading', { level: 2, name: `${inCategories('Bar', 'Head Office')} jobs` })).toBeInTheDocument();
  });

  it('given a search from Manchester, when shown, then the nearest jobs under 100 miles with their distances', () => {
    renderPage(JobSearchPage, jobsNearData(MANCHESTER, 'M1'), '/careers/job-search?q=M1');
    const heading = screen.getByRole('heading', { level: 2, name: /jobs near M1$/ });
    expect(heading).toBeInTheDocument();
    const cards = jobCards();
    expect(cards[0]).toHaveTextContent('Manchester Deansgate');
    expect(cards[0]).toHaveTextContent(/miles away/);
    expect(cards.some((card) => card.textContent?.includes('London'))).toBe(false);
  });

  it('given a search from Manchester with no job type ticked, when shown, then it names the search reach', () => {
    renderPage(JobSearchPage, jobsNearData(MANCHESTER, 'M1'), '/careers/job-search?q=M1');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Full time' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Part time' }));
    expect(screen.getByText('No jobs match your search within 100 miles of M1. Try another place, or tick both job types.')).toBeInTheDocument();
  });

  it('given an unknown place, when shown, then it says so; a data failure shows the catalogue message', () => {
    renderPage(JobSearchPage, jobsData({ jobs: [], search: { query: 'Zzyzx', origin: null, placeNotFound: true } }), '/careers/job-search?q=Zzyzx');
    expect(screen.getByText("We couldn't find 'Zzyzx'. Check the postcode or town and try again.")).toBeInTheDocument();
  });

  it('given the jobs data failed, when shown, then the catalogue message as an alert', () => {
    renderPage(JobSearchPage, jobsData({ jobs: [], error: MESSAGES.jobsDataFailed }), '/careers/job-search');
    expect(screen.getByText(MESSAGES.jobsDataFailed)).toHaveAttribute('role', 'alert');
  });

  it('given the location refused, when "Use my location" is pressed, then the spec\'s message', async () => {
    const geolocation = { currentPosition: jest.fn().mockResolvedValue({ ok: false, reason: 'denied' }) };
    renderPage(JobSearchPage, jobsData(), '/careers/job-search', { actions: { geolocation } });
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Use my location' })));
    expect(screen.getByText('To search for jobs near you, please enable location services.')).toHaveAttribute('role', 'alert');
  });

  it('given the location allowed, when "Use my location" is pressed, then the search runs from there', async () => {
    const geolocation = { currentPosition: jest.fn().mockResolvedValue({ ok: true, point: MANCHESTER }) };
    const { router } = renderPage(JobSearchPage, jobsData(), '/careers/job-search', { actions: { geolocation } });
    fireEvent.click(await screen.findByRole('button', { name: 'Use my location' }));
    await waitFor(() => expect(router.state.location.search).toBe('?lat=53.481&lng=-2.243&filter=1&type=full+time&type=part+time'));
  });

  it('given the page, when checked with axe, then there are no violations', async () => {
    const { container } = renderPage(JobSearchPage, jobsNearData(MANCHESTER, 'M1'), '/careers/job-search?q=M1');
    expect(await axeViolations(container)).toEqual([]);
  });
});
