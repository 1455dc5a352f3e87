// The offer calls of spec section 7 (/api/offer/*) over the shared HTTP client: an offer by its slug,
// the offers a restaurant honours, and a voucher code, which the API e-mails and never answers with.
import type { ApiHttpClient } from './api-http-client';
import { hasTextFields, isRecord, isText, listOf, pathSegment, readAnswer, withOptionalFields } from './answer-readers';
import { type Offer, type OffersApiPort, type VoucherRequest, fail, type ApiResult } from '@tavola/core/ports';

const OFFER_TEXT_FIELDS = [
  'id',
  'slug',
  'title',
  'description',
  'termAndConditions',
  'successButtonText',
  'successButtonUrl',
  'validityText',
] as const;

export class AxiosOffersApi implements OffersApiPort {
  constructor(private readonly client: ApiHttpClient) {}

  /** A missing or ended offer is the API's code 7 (MESSAGES.offerNotFound). */
  async getOfferBySlug(offerSlug: string): Promise<ApiResult<Offer>> {
    const answer = await this.client.call<unknown>({ method: 'GET', path: '/api/offer/getofferbyslug', params: { offerSlug } });
    return readAnswer(answer, readOffer);
  }

  async getOffersForRestaurant(storeId: string): Promise<ApiResult<Offer[]>> {
    // An empty id would ask for '/api/offer/rest/', which no route answers.
    if (storeId.trim() === '') return fail({ code: null });
    const answer = await this.client.call<unknown>({ method: 'GET', path: `/api/offer/rest/${pathSegment(storeId)}` });
    return readAnswer(answer, (data) => listOf(data, readOffer));
  }

  /** true only when the API says a code was generated; every failure is silent (spec section 8). */
  async requestVoucherCode(request: VoucherRequest): Promise<boolean> {
    const answer = await this.client.call<unknown>({
      method: 'POST',
      path: '/api/offer/getcode',
      body: { emailAddress: request.emailAddress, offerSlug: request.offerSlug, acceptTerms: request.acceptTerms },
      idempotent: true,
    });
    return answer.ok && isRecord(answer.data) && answer.data.generated === true;
  }
}

/** An offer as the offer page shows it; fields the port does not name (dates, storeIds) pass through. */
function readOffer(value: unknown): Offer | undefined {
  if (!isRecord(value) || !hasTextFields(value, OFFER_TEXT_FIELDS)) return undefined;
  const offer = withOptionalFields(value, { image: isText, overrideSuccessUrl: isText });
  if (offer === undefined) return undefined;
  // The port keeps overrideSuccessUrl as null when there is none, as the API sends it.
  if (value.overrideSuccessUrl === null) offer.overrideSuccessUrl = null;
  return offer as unknown as Offer;
}
