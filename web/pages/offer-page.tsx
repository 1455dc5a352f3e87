// An offer (/offer/{slug}): what it is, when it is valid, its terms, and the voucher form (e-mail and the
// terms checkbox, checked by core) that e-mails a code.
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLoaderData } from 'react-router-dom';
import type { OfferData } from '../page-data';
import { CheckboxField, ErrorSummary, TextField } from './parts/form-fields';
import { OfferVoucherStore } from './parts/offer-voucher.store';
import { FormNameField, usePageFormTarget, usePostedForm } from '../stores/posted-form';
import { usePageActions } from './parts/page-actions';
import { isSitePath, SmartLink } from './parts/smart-link';

/** '1. Valid ... 2. One ...' as separate terms; text without numbering stays one term. */
export function splitTerms(terms: string): string[] {
  const parts = terms
    .split(/\s*(?:^|\s)\d+\.\s+/)
    .map((term) => term.trim())
    .filter(Boolean);
  return parts.length > 0 ? parts : [terms];
}

const FIELD_IDS = { emailAddress: 'voucher-email', acceptTerms: 'voucher-terms' };

const VoucherForm = observer(function VoucherForm({ store, offer }: { store: OfferVoucherStore; offer: OfferData['offer'] }) {
  const thanks = useRef<HTMLHeadingElement>(null);
  const target = usePageFormTarget();
  useEffect(() => {
    if (store.generated) thanks.current?.focus();
  }, [store.generated]);

  if (store.generated) {
    const url = offer.overrideSuccessUrl || offer.successButtonUrl;
    return (
      <div className="voucher voucher--sent" role="status">
        <h2 className="voucher__title" ref={thanks} tabIndex={-1}>
          Check your inbox
        </h2>
        <p>We have sent an e-mail to {store.emailAddress.trim()}. If it asks you to confirm your address, follow its link and your voucher will follow. Show the voucher on your phone when you order.</p>
        {url ? <SmartLink className="btn btn--primary" link={{ text: offer.successButtonText || 'Book a table', url, openInNewTab: !isSitePath(url) }} /> : null}
      </div>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void store.submit().then((sent) => {
      if (!sent) document.getElementById(FIELD_IDS[Object.keys(store.errors)[0] as keyof typeof FIELD_IDS] ?? '')?.focus();
    });
  };

  return (
    <form className="voucher" onSubmit={onSubmit} noValidate aria-labelledby="voucher-heading" {...target}>
      <FormNameField form="voucher" />
      <input type="hidden" name="offerSlug" value={offer.slug} />
      <h2 className="voucher__title" id="voucher-heading">
        Get your voucher
      </h2>
      <p>Enter your e-mail address and we will send you a voucher code to show when you order.</p>
      <ErrorSummary errors={store.errors} fieldIds={FIELD_IDS} />
      <TextField
        id={FIELD_IDS.emailAddress}
        name="emailAddress"
        type="email"
        label="E-mail address"
        autoComplete="email"
        value={store.emailAddress}
        onChange={(e) => store.setEmail(e.target.value)}
        error={store.errors.emailAddress}
        required
      />
      <CheckboxField
        id={FIELD_IDS.acceptTerms}
        name="acceptTerms"
        label={
          <>
            I accept the <a href="#offer-terms">terms and conditions</a> of this offer
          </>
        }
        checked={store.acceptTerms}
        onChange={(e) => store.setAcceptTerms(e.target.checked)}
        error={store.errors.acceptTerms}
        required
      />
      <button type="submit" className="btn btn--primary btn--block" disabled={store.sending} aria-busy={store.sending || undefined}>
        {store.sending ? 'Sending…' : 'Send my voucher'}
      </button>
    </form>
  );
});

export function OfferPage() {
  const { offer } = useLoaderData() as OfferData;
  // One form per offer: moving from one offer's page to another's starts afresh.
  return <OfferView key={offer.slug} offer={offer} />;
}

function OfferView({ offer }: { offer: OfferData['offer'] }) {
  const { offers } = usePageActions();
  const posted = usePostedForm('voucher');
  const [store] = useState(() => new OfferVoucherStore(offer.slug, offers, posted));
  const terms = splitTerms(offer.termAndConditions);
  return (
    <div className="page page--offer">
      <header className="page-hero page-hero--split on-dark">
        <div className="container page-hero__inner">
          <div className="page-hero__text">
            <p className="eyebrow eyebrow--light">
              <Link to="/offers">Offers</Link>
            </p>
            <h1 className="page-hero__title">{offer.title}</h1>
            <p className="page-hero__lead">{offer.description}</p>
            <p className="offer-validity">
              <strong>{offer.validityText}</strong>
            </p>
          </div>
          {offer.image ? <img className="page-hero__image" src={offer.image} alt="" width={960} height={640} fetchPriority="high" /> : null}
        </div>
      </header>
      <section className="section" aria-label="Claim this offer">
        <div className="container offer-layout">
          <VoucherForm store={store} offer={offer} />
          <div className="offer-terms" id="offer-terms">
            <h2 className="offer-terms__title">Terms and conditions</h2>
            <ol>
              {terms.map((term) => (
                <li key={term}>{term}</li>
              ))}
            </ol>
          </div>
        </div>
      </section>
    </div>
  );
}
