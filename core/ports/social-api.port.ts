// Social media photo feed (spec section 7, /api/social/insta/media).
import type { ApiResult } from '../shared/api-result';
import type { SocialMediaPost } from '../content/content.models';
import { portToken } from '../shared/port-token';

export interface SocialApiPort {
  getMedia(): Promise<ApiResult<SocialMediaPost[]>>;
}

export const SocialApiToken = portToken<SocialApiPort>('SocialApiPort');
