// The offer page's voucher form as a MobX binding: core's offer-voucher use-case (createOfferVoucherUseCase)
// checks the form, asks for the code once and says when it was generated (a failure is silent, as the spec
// says); this store holds its latest snapshot as an observable reference and forwards the commands.
import type { OffersApiPort } from '@tavola/core/ports';
import { createOfferVoucherUseCase, type OfferVoucherSnapshot, type OfferVoucherUseCase } from '@tavola/core/validation';
import type { FieldMessages } from './form-fields';
import type { PostedForm } from '../../stores/posted-form';
import { UseCaseStore } from '../../booking/use-case-store';

export type OfferVoucherCommands = Omit<OfferVoucherUseCase, 'subscribe' | 'getSnapshot'>;

// The class and this interface merge: the commands are the use-case's own functions, assigned in the constructor.
export interface OfferVoucherStore extends OfferVoucherCommands {}

export class OfferVoucherStore extends UseCaseStore<OfferVoucherSnapshot> {
  constructor(
    offerSlug: string,
    offers: Pick<OffersApiPort, 'requestVoucherCode'> | undefined,
    /** The form posted without JavaScript and the server's answer: the store starts from it. */
    posted: PostedForm | null = null,
  ) {
    super(
      createOfferVoucherUseCase(
      { offers },
      {
        offerSlug,
        posted:
          posted === null
            ? null
            : {
                ok: posted.ok,
                emailAddress: typeof posted.values.emailAddress === 'string' ? posted.values.emailAddress : '',
                acceptTerms: posted.values.acceptTerms === true,
                fieldErrors: posted.fieldErrors,
                message: posted.message,
              },
      }),
    );
  }

  get emailAddress(): string {
    return this.snapshot.emailAddress;
  }
  get acceptTerms(): boolean {
    return this.snapshot.acceptTerms;
  }
  get errors(): FieldMessages {
    return this.snapshot.errors;
  }
  get sending(): boolean {
    return this.snapshot.sending;
  }
  get generated(): boolean {
    return this.snapshot.generated;
  }
}
