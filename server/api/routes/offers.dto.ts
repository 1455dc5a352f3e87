// Query of GET /api/offer/getofferbyslug?offerSlug=.
import { Required, isText, maxChars } from '../../../core/validation/field-check.decorator';

export class OfferBySlugQueryDto {
  @Required(isText, maxChars(100))
  offerSlug!: string;
}
