// The referral pages (/refer-a-friend, /referral): how sharing Casa Ventura with a friend works.
import { Link } from 'react-router-dom';

const STEPS = [
  { title: 'Share the love', text: 'Send a friend to our sign-up page and ask them to name you as the friend who sent them.' },
  { title: 'They join the family', text: 'When they sign up they get a welcome voucher for a free dolce with their first meal.' },
  { title: 'You both get a treat', text: 'Once they have dined with us, we e-mail you a voucher for a dolce of your own.' },
];

export function ReferralPage() {
  return (
    <div className="page page--referral">
      <header className="page-hero on-dark">
        <div className="container page-hero__inner page-hero__inner--single">
          <p className="eyebrow eyebrow--light">Refer a friend</p>
          <h1 className="page-hero__title">Bring a friend to the table</h1>
          <p className="page-hero__lead">Good food is better shared. Introduce a friend to Casa Ventura and you both get a dolce on us.</p>
        </div>
      </header>
      <section className="section" aria-labelledby="referral-steps-heading">
        <div className="container">
          <h2 id="referral-steps-heading">How it works</h2>
          <ol className="steps">
            {STEPS.map((step, index) => (
              <li key={step.title} className="steps__item">
                <span className="steps__number" aria-hidden="true">
                  {index + 1}
                </span>
                <h3 className="steps__title">{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
          <div className="page-actions">
            <Link className="btn btn--primary" to="/sign-up">
              Send a friend to sign up
            </Link>
            <Link className="btn btn--outline" to="/terms-and-conditions">
              Read the terms
            </Link>
          </div>
          <p className="page-footnote">
            One dolce per friend who signs up and dines with us; vouchers are valid for 30 days and cannot be exchanged for cash. Full
            details are in our terms and conditions.
          </p>
        </div>
      </section>
    </div>
  );
}
