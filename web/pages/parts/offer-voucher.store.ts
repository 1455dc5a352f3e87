// The offer page's voucher form (spec sections 3, 4 and 5): e-mail and terms checked by core's
// validateOfferVoucher, then a code requested; `generated` turns true after a successful call, and a
// failed call is silent, as the spec says.
import { makeAutoObservable, runInAction } from 'mobx';
import type { OffersApiPort } from '@tavola/core/ports';
import { validateOfferVoucher } from '@tavola/core/validation';
import { messagesByField, type FieldMessages } from './form-fields';
import type { PostedForm } from '../../stores/posted-form';

export class OfferVoucherStore {
  emailAddress = '';
  acceptTerms = false;
  errors: FieldMessages = {};
  sending = false;
  generated = false;

  constructor(
    private readonly offerSlug: string,
    private readonly offers: Pick<OffersApiPort, 'requestVoucherCode'> | undefined,
    /** The form posted without JavaScript and the server's answer: the store starts from it. */
    posted: PostedForm | null = null,
  ) {
    if (posted) {
      this.emailAddress = typeof posted.values.emailAddress === 'string' ? posted.values.emailAddress : '';
      this.acceptTerms = posted.values.acceptTerms === true;
      // A refusal that names no field (too many tries, the security check) is said at the top of the form.
      this.errors = Object.keys(posted.fieldErrors).length === 0 && !posted.ok && posted.message ? { form: posted.message } : posted.fieldErrors;
      this.generated = posted.ok;
    }
    makeAutoObservable<OfferVoucherStore, 'offerSlug' | 'offers'>(this, { offerSlug: false, offers: false });
  }

  setEmail(value: string): void {
    this.emailAddress = value;
  }

  setAcceptTerms(value: boolean): void {
    this.acceptTerms = value;
  }

  /** true when the form was valid and sent (whatever the answer). */
  async submit(): Promise<boolean> {
    if (this.sending) return false;
    const request = { emailAddress: this.emailAddress.trim(), acceptTerms: this.acceptTerms, offerSlug: this.offerSlug };
    const result = validateOfferVoucher(request);
    if (!result.valid) {
      this.errors = messagesByField(result.errors);
      return false;
    }
    this.errors = {};
    if (!this.offers) return true;
    this.sending = true;
    const generated = await this.offers.requestVoucherCode({ ...request, acceptTerms: true });
    runInAction(() => {
      this.sending = false;
      this.generated = generated;
    });
    return true;
  }
}
