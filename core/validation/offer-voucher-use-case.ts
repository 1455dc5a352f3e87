// The offer page's voucher form (spec sections 3, 4, 5 and 8) as a use-case over the OffersApiPort: the
// e-mail and the terms, the check (validateOfferVoucher), one request at a time, and `generated` once the API
// made a code. A refused or failed request is silent, as the spec says: the form stays as it was. The page's
// post answered without script starts it. A front-end subscribes to the snapshot and renders it.
import type { OffersApiPort } from '../ports/offers-api.port';
import { snapshotHolder, type SnapshotSource } from '../shared/snapshot-source';
import { validateOfferVoucher } from './offer-voucher';
import { firstMessageByField } from './validation-result';

/** The field a refusal that names no field (too many tries, the security check) is shown under: the form's top. */
export const FORM_WIDE_ERROR = 'form';

export interface OfferVoucherSnapshot {
  readonly emailAddress: string;
  readonly acceptTerms: boolean;
  /** One message per field; a refusal that names none is under FORM_WIDE_ERROR. */
  readonly errors: Readonly<Record<string, string>>;
  readonly sending: boolean;
  /** The API made a code and e-mailed it. */
  readonly generated: boolean;
}

/** How the server answered the page's post without script. */
export interface PostedOfferVoucher {
  readonly ok: boolean;
  readonly emailAddress: string;
  readonly acceptTerms: boolean;
  readonly fieldErrors: Readonly<Record<string, string>>;
  readonly message: string | null;
}

export interface OfferVoucherUseCase extends SnapshotSource<OfferVoucherSnapshot> {
  setEmail(value: string): void;
  setAcceptTerms(value: boolean): void;
  /** Checks the form; when valid, asks for a code (not while a request is in flight). true when it was valid and sent. */
  submit(): Promise<boolean>;
}

export function createOfferVoucherUseCase(
  ports: { offers?: Pick<OffersApiPort, 'requestVoucherCode'> },
  options: { offerSlug: string; posted?: PostedOfferVoucher | null },
): OfferVoucherUseCase {
  const posted = options.posted ?? null;
  const holder = snapshotHolder<OfferVoucherSnapshot>({
    emailAddress: posted?.emailAddress ?? '',
    acceptTerms: posted?.acceptTerms ?? false,
    errors:
      posted === null
        ? {}
        : Object.keys(posted.fieldErrors).length === 0 && !posted.ok && posted.message
          ? { [FORM_WIDE_ERROR]: posted.message }
          : { ...posted.fieldErrors },
    sending: false,
    generated: posted?.ok ?? false,
  });
  const set = holder.update;
  const snapshot = holder.getSnapshot;

  return {
    subscribe: holder.subscribe,
    getSnapshot: holder.getSnapshot,
    setEmail(value) {
      set({ emailAddress: value });
    },
    setAcceptTerms(value) {
      set({ acceptTerms: value });
    },
    async submit() {
      if (snapshot().sending) return false;
      const request = { emailAddress: snapshot().emailAddress.trim(), acceptTerms: snapshot().acceptTerms, offerSlug: options.offerSlug };
      const result = validateOfferVoucher(request);
      if (!result.valid) {
        set({ errors: firstMessageByField(result.errors) });
        return false;
      }
      if (!ports.offers) {
        set({ errors: {} });
        return true;
      }
      set({ errors: {}, sending: true });
      const generated = await ports.offers.requestVoucherCode({ ...request, acceptTerms: true }).catch(() => false);
      set({ sending: false, generated });
      return true;
    },
  };
}
