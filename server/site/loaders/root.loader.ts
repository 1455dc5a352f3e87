// The root route's loader: the brand settings every page's layout needs, the Google Maps browser key when
// the site has one, and the Braintree tokenization key for the booking's card step when the site has one. A failed settings load is the spec's 'Settings is not defined' 500 page.
import type { LoaderFunction } from 'react-router-dom';
import { BOOKING } from '@tavola/core/constants';
import { MESSAGES } from '@tavola/core/errors';
import type { LinkItem, MastheadItem, SocialMediaItem } from '@tavola/core/content';
import type { Banner, Popup, RootData, SiteSettings } from '../../../web/page-data';
import type { LoaderServices } from './loader-services';
import { serverError } from './not-found';
import { FALLBACK_SITE_NAME } from '../../../web/layout/site-defaults';

export function rootLoader(services: LoaderServices): LoaderFunction {
  return async (): Promise<RootData> => {
    const result = await services.content.getBrandSettings();
    if (!result.ok) serverError(MESSAGES.settingsNotDefined);
    const root: RootData = { settings: toSiteSettings(result.value, services.config.legalFooterSiteId, services.config.publicUrl), year: new Date(services.clock.now()).getUTCFullYear() };
    // The key is a browser key, public by nature; without one nothing about maps reaches the page.
    if (services.config.googleMapsApiKey) root.maps = { googleApiKey: services.config.googleMapsApiKey };
    // A tokenization key is public by design (it can only tokenise a card); nothing else of Braintree's is sent.
    if (services.config.braintreeTokenizationKey) root.payments = { braintreeTokenizationKey: services.config.braintreeTokenizationKey };
    // A booking window other than core's default reaches the journey; the default adds nothing to the page.
    const horizonDays = services.config.bookingHorizonDays;
    if (horizonDays !== undefined && horizonDays !== BOOKING.horizonDays) root.booking = { horizonDays };
    return root;
  };
}

/** The API's brand settings (with siteConfig) as the layout reads them; missing parts become empty. */
export function toSiteSettings(raw: Record<string, unknown>, legalFooterSiteId: string, publicUrl: string): SiteSettings {
  const site = record(raw.siteConfig);
  const siteId = text(site.site_id);
  const banner = record(raw.globalBanner);
  const popup = record(raw.globalPopup);
  return {
    siteName: text(site.site_name) || FALLBACK_SITE_NAME,
    siteUrl: publicUrl,
    siteId,
    siteEmail: text(site.site_email),
    bookNowText: text(site.book_now_text) || 'Book Now',
    loadingColor: text(site.loading_color) || '#2a8c82',
    logo: text(raw.logo) || '/images/brand/logo.svg',
    masthead: list<MastheadItem>(raw.mastheadItems),
    footerLinks: list<LinkItem>(raw.footerItems),
    social: list<SocialMediaItem>(raw.socialMediaItems),
    backToTopIcon: text(raw.backToTopIcon) || '/images/icons/back-to-top.svg',
    banner: text(banner.text) ? (banner as unknown as Banner) : null,
    popup: popup.enabled === true && text(popup.title) ? (popup as unknown as Popup) : null,
    legal:
      siteId === legalFooterSiteId && text(site.legalAddress)
        ? {
            companyName: text(site.legalCompanyName),
            address: text(site.legalAddress),
            companyNumber: text(site.companyNumber),
            customerServicesEmail: text(site.customerServicesEmail),
          }
        : null,
    feedbackSurveyUrl: text(raw.feedbackSurveyUrl) || null,
  };
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function list<T>(value: unknown): T[] {
  return Array.isArray(value) ? (value.filter((v) => typeof v === 'object' && v !== null) as T[]) : [];
}
