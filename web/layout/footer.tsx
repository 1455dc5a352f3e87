// The site footer (spec section 2): social media icons named by their descriptions, the footer links,
// the company's legal address and customer-services e-mail (only for the configured site id: the
// root loader sets settings.legal for it alone), a way back to the cookie choices, and the copyright
// line '© {year}, {site name}, All rights reserved'.
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { SiteSettings } from '../page-data';
import { useStores } from '../stores/store-context';
import { linkKind, SiteLink } from './site-link';

export interface FooterProps {
  settings: Pick<SiteSettings, 'siteName' | 'footerLinks' | 'social' | 'legal' | 'feedbackSurveyUrl'>;
  /** The server's year (RootData.year), so the line cannot differ between server and browser. */
  year: number;
  /** Rendered at the end of the footer: the fixed back-to-top control lives here, inside a landmark. */
  children?: ReactNode;
}

export function copyrightLine(year: number, siteName: string): string {
  return `© ${year}, ${siteName}, All rights reserved`;
}

const NEW_TAB_HINT_ID = 'footer-new-tab-hint';

export const Footer = observer(function Footer({ settings, year, children }: FooterProps) {
  const { consent } = useStores();
  const social = settings.social.filter((item) => linkKind(item.url) !== 'unsafe');
  const links = settings.footerLinks;
  const legal = settings.legal;

  return (
    <footer className="site-footer on-dark">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <p className="site-footer__name">{settings.siteName}</p>
          <p className="site-footer__tagline">Cucina italiana, from our family to yours.</p>
          {social.length > 0 && (
            <>
              <ul className="social-links" aria-label="Follow us">
                {social.map((item) => (
                  <li key={item.url}>
                    <a
                      className="social-links__link"
                      href={item.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={item.description || item.text}
                      aria-describedby={NEW_TAB_HINT_ID}
                    >
                      {item.icon ? <img src={item.icon} alt="" width={24} height={24} /> : <span aria-hidden="true">{item.text}</span>}
                    </a>
                  </li>
                ))}
              </ul>
              <span id={NEW_TAB_HINT_ID} hidden>
                Opens in a new tab
              </span>
            </>
          )}
        </div>

        <nav className="site-footer__nav" aria-label="Footer">
            <ul className="site-footer__links">
              {links.map((link, index) => (
                <li key={`${link.url}-${index}`}>
                  <SiteLink link={link} className="site-footer__link" />
                </li>
              ))}
              {settings.feedbackSurveyUrl && linkKind(settings.feedbackSurveyUrl) !== 'unsafe' && (
                <li>
                  <SiteLink link={{ text: 'Share your feedback', url: settings.feedbackSurveyUrl }} className="site-footer__link" />
                </li>
              )}
              <li>
                <button type="button" className="site-footer__link site-footer__cookie-settings" onClick={() => consent.openModal()}>
                  Cookie settings
                </button>
              </li>
            </ul>
          </nav>

        {legal && (
          <address className="site-footer__legal">
            <p>
              <span className="site-footer__legal-label">Registered office</span>
              {legal.address}
            </p>
            {legal.companyNumber && <p>Company number {legal.companyNumber}</p>}
            {legal.customerServicesEmail && (
              <p>
                <span className="site-footer__legal-label">Customer services</span>
                <a href={`mailto:${legal.customerServicesEmail}`}>{legal.customerServicesEmail}</a>
              </p>
            )}
          </address>
        )}
      </div>
      <div className="site-footer__bottom">
        <div className="container">
          <p className="site-footer__copyright">{copyrightLine(year, settings.siteName)}</p>
        </div>
      </div>
      {children}
    </footer>
  );
});
