// Offers and voucher codes (spec section 7, /api/offer/*).
import type { ApiResult } from '../shared/api-result';
import { portToken } from '../shared/port-token';

export interface Offer {
  id: string;
  slug: string;
  title: string;
  description: string;
  termAndConditions: string;
  successButtonText: string;
  successButtonUrl: string;
  overrideSuccessUrl?: string | null;
  validityText: string;
  image?: string;
  /** When the offer last changed (ISO 8601, set by the API); absent in older data. */
  updatedAt?: string;
}

export interface VoucherRequest {
  emailAddress: string;
  offerSlug: string;
  acceptTerms: boolean;
}

export interface OffersApiPort {
  getOfferBySlug(offerSlug: string): Promise<ApiResult<Offer>>;
  getOffersForRestaurant(storeId: string): Promise<ApiResult<Offer[]>>;
  /** true once a code was generated; a failure is silent (false, no message). */
  requestVoucherCode(request: VoucherRequest): Promise<boolean>;
}

export const OffersApiToken = portToken<OffersApiPort>('OffersApiPort');
