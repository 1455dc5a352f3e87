/** @jest-environment jsdom */
// The careers band: a job search by place, the categories the tile names, and every job.
import { screen, within } from '@testing-library/react';
import { pageWith, seedTile } from '../../tests/builders/content-page.builder';
import { renderContentPage } from '../../tests/support/render-content-page';

describe('JobsSearchTile', () => {
  it('searches jobs by postcode or town with a GET form to /careers/job-search?q=', async () => {
    const { tile } = await seedTile('careers', 'jobs-search');
    renderContentPage(pageWith([tile]));
    const search = screen.getByRole('search', { name: 'Search jobs' });
    expect(search).toHaveAttribute('action', '/careers/job-search');
    expect(within(search).getByLabelText('Postcode or town')).toHaveAttribute('name', 'q');
  });

  it('links each category it names to the job search, and to every job', async () => {
    const { tile } = await seedTile('careers', 'jobs-search');
    renderContentPage(pageWith([tile]));
    const categories = within(screen.getByRole('navigation', { name: 'Job categories' })).getAllByRole('link');
    expect(categories.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Bar', '/careers/job-search?category=Bar'],
      ['Front of House', '/careers/job-search?category=Front%20of%20House'],
      ['Head Office', '/careers/job-search?category=Head%20Office'],
      ['Back of House', '/careers/job-search?category=Back%20of%20House'],
      ['Management', '/careers/job-search?category=Management'],
    ]);
    expect(screen.getByRole('link', { name: 'See every job' })).toHaveAttribute('href', '/careers/job-search');
  });
});
