// The shared layout of every page (spec section 2): a skip link, the cookie consent and the popup (first
// after the skip link, so the keyboard reaches them at once), the announcement banner, the header,
// the page in <main id="main">, the footer with back-to-top, the
// navigation progress bar, and the scroll, head and window helpers. With `error` (the root loader
// failed, so there are no settings) it shows the error page inside a minimal layout instead.
import { observer } from 'mobx-react-lite';
import type { MouseEvent, ReactNode } from 'react';
import { Outlet, useLocation, useRouteError, useRouteLoaderData } from 'react-router-dom';
import { MESSAGES } from '@tavola/core/errors';
import type { RootData } from '../page-data';
import { PageFormAddressProvider } from '../stores/posted-form';
import { BackToTop } from './back-to-top';
import { CookieConsent } from './cookie-consent';
import { Toast } from './toast';
import { DocumentHead } from './document-head';
import { describeRouteError, ErrorView, type ErrorDescription } from './error-view';
import { Footer, copyrightLine } from './footer';
import { GlobalBanner } from './global-banner';
import { GlobalPopup } from './global-popup';
import { Header } from './header';
import { ProgressBar } from './progress-bar';
import { focusWithoutScroll } from './scroll';
import { ScrollManager } from './scroll-manager';
import { FALLBACK_LOGO, FALLBACK_SITE_NAME } from './site-defaults';
import { WindowEvents } from './window-events';

export const MAIN_ID = 'main';

export interface SiteLayoutProps {
  /** The root route's error boundary: the error page without settings. */
  error?: boolean;
}

export function SiteLayout({ error = false }: SiteLayoutProps) {
  return error ? <RootErrorLayout /> : <FullLayout />;
}

const FullLayout = observer(function FullLayout() {
  const root = useRouteLoaderData('root') as RootData | undefined;
  // Only reachable if the root loader answered nothing: treat it as the missing-settings error.
  if (!root?.settings) return <MinimalLayout error={{ status: 500, message: MESSAGES.settingsNotDefined }} />;

  const { settings, year } = root;
  return (
    <PageFormAddress>
      <div className="site">
        <SkipLink />
        <CookieConsent />
        <Toast />
        <GlobalPopup popup={settings.popup} />
        <WindowEvents />
        <ScrollManager />
        <DocumentHead siteUrl={settings.siteUrl} siteName={settings.siteName} />
        <ProgressBar color={settings.loadingColor} />
        <GlobalBanner banner={settings.banner} />
        <Header settings={settings} />
        <main id={MAIN_ID} className="site-main" tabIndex={-1}>
          <Outlet />
        </main>
        <Footer settings={settings} year={year}>
          <BackToTop icon={settings.backToTopIcon} />
        </Footer>
      </div>
    </PageFormAddress>
  );
});

/** The page's own address, which every form on it posts to without JavaScript (usePageFormTarget). */
function PageFormAddress({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  return <PageFormAddressProvider address={`${pathname}${search}`}>{children}</PageFormAddressProvider>;
}

function RootErrorLayout() {
  return <MinimalLayout error={describeRouteError(useRouteError())} />;
}

/** The header's logo, the error page and a one-line footer: nothing that needs the site's settings. */
function MinimalLayout({ error }: { error: ErrorDescription }) {
  return (
    <div className="site site--minimal">
      <SkipLink />
      <header className="site-header site-header--minimal">
        <div className="container site-header__inner">
          <a href="/" className="site-header__logo">
            <img src={FALLBACK_LOGO} alt={`${FALLBACK_SITE_NAME} home`} width={192} height={48} />
          </a>
        </div>
      </header>
      <main id={MAIN_ID} className="site-main" tabIndex={-1}>
        <ErrorView status={error.status} message={error.message} siteName={FALLBACK_SITE_NAME} hardLink />
      </main>
      <footer className="site-footer site-footer--minimal on-dark">
        <div className="site-footer__bottom">
          <div className="container">
            {/* The year from the clock: at New Year the server's and the browser's may differ for a moment. */}
            <p className="site-footer__copyright" suppressHydrationWarning>
              {copyrightLine(new Date().getFullYear(), FALLBACK_SITE_NAME)}
            </p>
          </div>
        </div>
      </footer>
    </div>
  );
}

/** Jumps keyboard focus to the page content without touching the URL (a hash change would be a navigation). */
function SkipLink() {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    event.preventDefault();
    focusWithoutScroll(main);
    main.scrollIntoView?.({ block: 'start' });
  };
  return (
    <a className="skip-link" href={`#${MAIN_ID}`} onClick={onClick}>
      Skip to main content
    </a>
  );
}
