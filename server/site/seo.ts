// sitemap.xml and robots.txt: the pages a search engine should find, from the content API.
import type { Container } from 'inversify';
import { ContentApiToken, type ContentApiPort, JobsApiToken, type JobsApiPort } from '@tavola/core/ports';
import { escapeHtml } from './safe-json';

/** Content pages the site links to (spec section 2's named pages). */
export const SITEMAP_PAGES = ['', 'bottomless-brunch', 'sign-up', 'terms-and-conditions', 'privacy-policy', 'oxford-circus', 'our-menus', 'restaurants', 'cookie-policy', 'find-us', 'our-menu', 'careers/job-search', 'allergens/guide'];

export async function sitemapXml(container: Container, publicUrl: string): Promise<string> {
  const content = container.get<ContentApiPort>(ContentApiToken);
  const jobs = container.get<JobsApiPort>(JobsApiToken);
  const paths = new Set(SITEMAP_PAGES.map((p) => `/${p}`));
  const restaurants = await content.searchRestaurants();
  if (restaurants.ok) {
    for (const r of restaurants.value) {
      paths.add(`/restaurants/${r.city}`);
      paths.add(`/restaurants/${r.city}/${r.slug}`);
    }
  }
  const jobList = await jobs.listJobs();
  if (jobList.ok) for (const job of jobList.value) paths.add(`/careers/job/${encodeURIComponent(job.jobId)}`);
  const urls = [...paths].map((p) => `<url><loc>${escapeHtml(publicUrl + (p === '/' ? '/' : p))}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>`;
}

export function robotsTxt(publicUrl: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /preferences/', 'Disallow: /__data/', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}
