// What the server's route loaders are given: the API ports from the request's container, the clock,
// the site's configuration and the HTML sanitizer.
import type { Container } from 'inversify';
import type { ClockPort } from '../../../core/ports/clock.port';
import { ClockToken } from '../../../core/ports/clock.port';
import { ContactApiToken, type ContactApiPort } from '../../../core/ports/contact-api.port';
import { ContentApiToken, type ContentApiPort } from '../../../core/ports/content-api.port';
import { GeoApiToken, type GeoApiPort } from '../../../core/ports/geo-api.port';
import { JobsApiToken, type JobsApiPort } from '../../../core/ports/jobs-api.port';
import { OffersApiToken, type OffersApiPort } from '../../../core/ports/offers-api.port';
import { PreferencesApiToken, type PreferencesApiPort } from '../../../core/ports/preferences-api.port';
import { SocialApiToken, type SocialApiPort } from '../../../core/ports/social-api.port';
import type { SiteConfig } from '../site-config';

export interface LoaderServices {
  content: ContentApiPort;
  contact: ContactApiPort;
  jobs: JobsApiPort;
  offers: OffersApiPort;
  preferences: PreferencesApiPort;
  geo: GeoApiPort;
  social: SocialApiPort;
  clock: ClockPort;
  config: SiteConfig;
}

export function loaderServices(container: Container, config: SiteConfig): LoaderServices {
  return {
    content: container.get<ContentApiPort>(ContentApiToken),
    contact: container.get<ContactApiPort>(ContactApiToken),
    jobs: container.get<JobsApiPort>(JobsApiToken),
    offers: container.get<OffersApiPort>(OffersApiToken),
    preferences: container.get<PreferencesApiPort>(PreferencesApiToken),
    geo: container.get<GeoApiPort>(GeoApiToken),
    social: container.get<SocialApiPort>(SocialApiToken),
    clock: container.get<ClockPort>(ClockToken),
    config,
  };
}
