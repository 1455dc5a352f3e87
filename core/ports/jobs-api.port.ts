// Jobs listing, detail, location search and application (spec section 7, api/jobs*).
import type { ApiResult } from '../shared/api-result';
import type { GeoPoint, Job, JobApplicationPayload } from '../jobs/job.models';
import { portToken } from '../shared/port-token';

export interface ApplicationAnswer {
  success: boolean;
  message: string;
}

export interface JobsApiPort {
  listJobs(): Promise<ApiResult<Job[]>>;
  getJob(jobId: string): Promise<ApiResult<Job>>;
  submitApplication(application: JobApplicationPayload): Promise<ApiResult<ApplicationAnswer>>;
  /** The first entry's geometry.location, or null when nothing matched. */
  searchLocation(query: string, sessionKey: string): Promise<ApiResult<GeoPoint | null>>;
}

export const JobsApiToken = portToken<JobsApiPort>('JobsApiPort');
