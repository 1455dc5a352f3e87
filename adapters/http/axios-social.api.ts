// The photo feed of spec section 7 (GET /api/social/insta/media) over the shared HTTP client.
import type { ApiHttpClient } from './api-http-client';
import { hasTextFields, isRecord, isText, listOf, readAnswer, withOptionalFields } from './answer-readers';
import type { SocialMediaPost } from '@tavola/core/content';
import type { SocialApiPort, ApiResult } from '@tavola/core/ports';

export class AxiosSocialApi implements SocialApiPort {
  constructor(private readonly client: ApiHttpClient) {}

  async getMedia(): Promise<ApiResult<SocialMediaPost[]>> {
    const answer = await this.client.call<unknown>({ method: 'GET', path: '/api/social/insta/media' });
    return readAnswer(answer, (data) => listOf(data, readPost));
  }
}

/** A post needs an id and an image; what the port does not name (altText, postedAt) passes through. */
function readPost(value: unknown): SocialMediaPost | undefined {
  if (!isRecord(value) || !hasTextFields(value, ['id', 'imageUrl'])) return undefined;
  return withOptionalFields(value, { caption: isText, permalink: isText }) as SocialMediaPost | undefined;
}
