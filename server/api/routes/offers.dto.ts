// Query of GET /api/offer/getofferbyslug?offerSlug=.
import { Required } from '@tavola/core/dto';
import { isText, maxChars } from '@tavola/core/validation';

export class OfferBySlugQueryDto {
  @Required(isText, maxChars(100))
  offerSlug!: string;
}
