// The offer voucher form as a class-validator DTO, generated from core/validation's OFFER_VOUCHER_SCHEMA.
import { OFFER_VOUCHER_SCHEMA, type OfferVoucherForm } from '../validation/offer-voucher';
import { dtoFromSchema } from './schema-dto';

export const OfferVoucherDto = dtoFromSchema('OfferVoucherDto', OFFER_VOUCHER_SCHEMA);
export type OfferVoucherDto = OfferVoucherForm;
