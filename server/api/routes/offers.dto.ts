// Query of GET /api/offer/getofferbyslug?offerSlug=.
import { Required, isText, maxChars } from '@tavola/core/validation';

export class OfferBySlugQueryDto {
  @Required(isText, maxChars(100))
  offerSlug!: string;
}
