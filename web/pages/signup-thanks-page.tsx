// After signing up (/signup-thanks): a thank-you, what happens next and where to go from here.
import { Link } from 'react-router-dom';

export function SignupThanksPage() {
  return (
    <div className="page page--signup-thanks">
      <header className="page-hero on-dark">
        <div className="container page-hero__inner page-hero__inner--single">
          <p className="eyebrow eyebrow--light">You&apos;re on the list</p>
          <h1 className="page-hero__title">Grazie, thank you for signing up</h1>
          <p className="page-hero__lead">Welcome to the Casa Ventura family. Please check your inbox: follow the link in our e-mail to confirm your address, and your welcome e-mail will follow.</p>
        </div>
      </header>
      <section className="section" aria-labelledby="next-heading">
        <div className="container container--narrow">
          <h2 id="next-heading">What happens next</h2>
          <ul className="check-list">
            <li>News of new menus and restaurants before anyone else.</li>
            <li>Offers and vouchers to use at your favourite Casa Ventura.</li>
            <li>A birthday treat in your birthday month, if you told us when it is.</li>
          </ul>
          <p>Can&apos;t see our e-mail? Check your spam or promotions folder and add us to your contacts.</p>
          <div className="page-actions">
            <Link className="btn btn--primary" to="/restaurants/book-now">
              Book a table
            </Link>
            <Link className="btn btn--outline" to="/our-menus">
              See our menus
            </Link>
            <Link className="btn btn--outline" to="/find-us">
              Find a restaurant
            </Link>
          </div>
        </div>
      </section>
    </div>
  );
}
