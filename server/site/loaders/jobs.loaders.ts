// The careers loaders: the job search (/careers/job-search, optional category id) and one job
// (/careers/job/{id}). A postcode or town (?q) is found through the jobs location search, and only
// jobs under 100 miles from it are kept, nearest first (core's jobsNear).
import type { LoaderFunction } from 'react-router-dom';
import sanitizeHtml from 'sanitize-html';
import { ErrorCode, errorMessage, MESSAGES } from '@tavola/core/errors';
import { isValidLatLng, jobsNear } from '@tavola/core/geo';
import {
  defaultJobTypeFilter,
  employmentTypeOf,
  jobCategoryHeader,
  jobCategorySlug,
  type JobCategorySlug,
  type GeoPoint,
  type Job,
  payRange,
} from '@tavola/core/jobs';
import type { RouteLoaders } from '../../../web/routes';
import type { JobCategoryOption, JobData, JobsData, PageMeta } from '../../../web/page-data';
import { sanitizeCmsHtml } from '../sanitize';
import type { LoaderServices } from './loader-services';
import { notFound, serverError } from './not-found';
import { DEFAULT_SHARE_IMAGE, describe, isPathId, pageTitle, postalAddress, siteName } from './restaurant.loaders';
import { restaurantCityName } from '../../../web/booking/booking-restaurant';

/** The four categories of core's table, labelled as the careers pages name them. */
export const JOB_CATEGORIES: readonly JobCategoryOption[] = [
  { slug: 'back-of-house', label: 'Kitchen (back of house)' },
  { slug: 'front-of-house', label: 'Front of house' },
  { slug: 'management', label: 'Management' },
  { slug: 'quick-service', label: 'Bar and head office' },
];

const CATEGORY_SLUGS = new Set(JOB_CATEGORIES.map((c) => c.slug));
const QUERY_MAX = 100;

function point(url: URL): GeoPoint | null {
  const lat = url.searchParams.get('lat');
  const lng = url.searchParams.get('lng');
  if (lat === null || lng === null || lat.trim() === '' || lng.trim() === '') return null;
  const candidate = { lat: Number(lat), lng: Number(lng) };
  return isValidLatLng(candidate) ? candidate : null;
}

/** ?type boxes as the search form sends them: the marker field 'filter' says the form was sent, so none ticked means none. */
function typesFrom(url: URL): string[] {
  const given = url.searchParams.getAll('type').filter((t) => t.trim() !== '');
  if (given.length === 0 && !url.searchParams.has('filter')) return defaultJobTypeFilter();
  const known = new Set<string>(defaultJobTypeFilter());
  return [...new Set(given.map((t) => t.toLowerCase().replace(/[-_]+/g, ' ').trim()).filter((t) => known.has(t)))];
}

function categoryFrom(url: URL, pathId: string | undefined): JobCategorySlug | null {
  if (pathId !== undefined) {
    // A category in the path must be one of the four: /careers/job-search/{anything else} is a 404.
    if (!CATEGORY_SLUGS.has(pathId.toLowerCase())) notFound();
    return pathId.toLowerCase() as JobCategorySlug;
  }
  const query = url.searchParams.get('category');
  if (query === null || query.trim() === '') return null;
  const slug = query.trim().toLowerCase();
  return CATEGORY_SLUGS.has(slug) ? (slug as JobCategorySlug) : jobCategorySlug(query);
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * schema.org JobPosting for a job's page, from what the jobs API says and nothing invented: the posting day,
 * employment type and pay only when the job states them plainly (core's employmentTypeOf and payRange); the
 * place is the restaurant's address when the job names a restaurant the catalogue knows, else the job's town.
 * `description` is the job's cleaned HTML.
 */
export async function jobPostingJsonLd(services: LoaderServices, job: Job, site: string): Promise<Record<string, unknown>> {
  const { publicUrl } = services.config;
  const url = `${publicUrl}/careers/job/${job.jobId}`;
  const restaurants = typeof job.storeId === 'string' ? await services.content.searchRestaurants() : null;
  const restaurant = restaurants?.ok ? restaurants.value.find((r) => r.storeId === job.storeId) : undefined;
  const address = restaurant
    ? postalAddress(restaurant, restaurantCityName(restaurant))
    : { '@type': 'PostalAddress', ...(job.city ? { addressLocality: job.city } : {}), addressCountry: 'GB' };
  const ld: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.name,
    description: job.description ?? '',
    identifier: { '@type': 'PropertyValue', name: site, value: job.jobId },
    url,
    hiringOrganization: { '@type': 'Organization', name: site, sameAs: `${publicUrl}/` },
    jobLocation: {
      '@type': 'Place',
      address,
      geo: { '@type': 'GeoCoordinates', latitude: job.location.lat, longitude: job.location.lng },
    },
    directApply: true,
  };
  if (typeof job.postedOn === 'string' && ISO_DAY.test(job.postedOn)) ld.datePosted = job.postedOn;
  const employmentType = employmentTypeOf(job.jobtype);
  if (employmentType) ld.employmentType = employmentType;
  const pay = payRange(job.salary);
  if (pay) {
    ld.baseSalary = {
      '@type': 'MonetaryAmount',
      currency: pay.currency,
      value: { '@type': 'QuantitativeValue', unitText: pay.unit, ...(pay.max === undefined ? { value: pay.min } : { minValue: pay.min, maxValue: pay.max }) },
    };
  }
  return ld;
}

export function jobsLoaders(services: LoaderServices): Pick<RouteLoaders, 'job-search' | 'job' | 'job-apply'> {
  const jobSearch: LoaderFunction = async ({ request, params }): Promise<JobsData> => {
    const url = new URL(request.url);
    const category = categoryFrom(url, params.id);
    const query = (url.searchParams.get('q') ?? '').trim().slice(0, QUERY_MAX);
    const site = await siteName(services);
    const label = JOB_CATEGORIES.find((c) => c.slug === category)?.label;
    const meta: PageMeta = {
      title: pageTitle(label ? `${label} jobs` : 'Job search', site),
      description: describe(
        `Search ${label ? `${label.toLowerCase()} ` : ''}jobs at ${site}: chefs, front of house, bar, management and head office roles near you, full and part time.`,
      ),
      canonicalPath: params.id ? `/careers/job-search/${category}` : '/careers/job-search',
      image: category ? jobCategoryHeader(category).imagePath : jobCategoryHeader('back-of-house').imagePath,
    };
    // A searched page is one visitor's view: search engines get the plain listing.
    if (query !== '' || url.searchParams.has('lat')) meta.noindex = true;
    const base = { meta, types: typesFrom(url), category, categories: [...JOB_CATEGORIES] };

    const listed = await services.jobs.listJobs();
    if (!listed.ok) {
      return { ...base, jobs: [], search: { query, origin: null, placeNotFound: false }, error: errorMessage(listed.error.code ?? ErrorCode.JobsDataFailed) };
    }
    let origin = query === '' ? point(url) : null;
    let placeNotFound = false;
    if (query !== '') {
      const found = await services.jobs.searchLocation(query, '');
      if (!found.ok) {
        return { ...base, jobs: listed.value, search: { query, origin: null, placeNotFound: false }, error: MESSAGES.jobsDataFailed };
      }
      origin = found.value;
      placeNotFound = found.value === null;
    }
    const jobs: Job[] = origin === null ? (placeNotFound ? [] : listed.value) : jobsNear(origin, listed.value);
    return { ...base, jobs, search: { query, origin, placeNotFound }, error: null };
  };

  const job: LoaderFunction = async ({ params }): Promise<JobData> => {
    if (!isPathId(params.id)) notFound();
    const result = await services.jobs.getJob(params.id);
    if (!result.ok) {
      // The jobs API answers an unknown id with 404 (code 12 is also its outage code, so the status decides).
      if (result.error.status === 404 || result.error.status === 400) notFound();
      serverError(errorMessage(result.error.code ?? ErrorCode.JobsDataFailed));
    }
    const found = result.value;
    const site = await siteName(services);
    const where = [found.restaurantName, found.city].filter((part) => typeof part === 'string' && part !== '').join(', ');
    const plain = sanitizeHtml(found.description ?? '', { allowedTags: [], allowedAttributes: {} });
    // The description is HTML from the jobs backend: cleaned like CMS HTML (no scripts, handlers or javascript: links).
    const cleaned = { ...found, description: sanitizeCmsHtml(found.description ?? '') };
    return {
      meta: {
        title: pageTitle(`${found.name}${where ? `, ${where}` : ''}`, site),
        description: describe(plain || `${found.name} (${found.jobtype}) at ${site}${where ? ` ${where}` : ''}. Apply online.`),
        canonicalPath: `/careers/job/${found.jobId}`,
        image: jobCategoryHeader(found.category).imagePath || DEFAULT_SHARE_IMAGE,
        jsonLd: [await jobPostingJsonLd(services, cleaned, site)],
      },
      job: cleaned,
      currentYear: new Date(services.clock.now()).getUTCFullYear(),
    };
  };

  // The apply page: the job's data, its own title, and not for search engines (the job's page is, with the posting's data).
  const jobApply: LoaderFunction = async (args): Promise<JobData> => {
    const data = (await job(args)) as JobData;
    const { jsonLd: _posting, ...meta } = data.meta;
    return { ...data, meta: { ...meta, title: pageTitle(`Apply for ${data.job.name}`, await siteName(services)), canonicalPath: `/careers/job/${data.job.jobId}/apply`, noindex: true } };
  };

  return { 'job-search': jobSearch, job, 'job-apply': jobApply };
}
