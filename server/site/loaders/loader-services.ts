// What the server's route loaders are given: the API ports from the request's container, the clock,
// the site's configuration and the HTML sanitizer.
import type { Container } from 'inversify';
import {
  BookingApiToken,
  type BookingApiPort,
  type ClockPort,
  ClockToken,
  ContactApiToken,
  type ContactApiPort,
  ContentApiToken,
  type ContentApiPort,
  GeoApiToken,
  type GeoApiPort,
  JobsApiToken,
  type JobsApiPort,
  ManageBookingApiToken,
  type ManageBookingApiPort,
  OffersApiToken,
  type OffersApiPort,
  PreferencesApiToken,
  type PreferencesApiPort,
  SocialApiToken,
  type SocialApiPort,
  WaitlistApiToken,
  type WaitlistApiPort,
} from '@tavola/core/ports';
import type { SiteConfig } from '../site-config';

export interface LoaderServices {
  content: ContentApiPort;
  /** Read by restaurant pages to say in their search data whether the restaurant takes bookings. */
  booking: Pick<BookingApiPort, 'getOccasions'>;
  contact: ContactApiPort;
  jobs: JobsApiPort;
  offers: OffersApiPort;
  preferences: PreferencesApiPort;
  /** Manage my booking's page reads the booking its link names (issue 14). */
  manageBooking: Pick<ManageBookingApiPort, 'getBooking'>;
  /** The waitlist's claim page reads the table its hold link keeps (issue 14, item 2). */
  waitlist: Pick<WaitlistApiPort, 'heldTable'>;
  geo: GeoApiPort;
  social: SocialApiPort;
  clock: ClockPort;
  config: SiteConfig;
  /** One log line about content the site ignores (a partner widget it may not frame); console.warn by default. */
  warn?: (line: string) => void;
}

export function loaderServices(container: Container, config: SiteConfig): LoaderServices {
  return {
    content: container.get<ContentApiPort>(ContentApiToken),
    booking: container.get<BookingApiPort>(BookingApiToken),
    contact: container.get<ContactApiPort>(ContactApiToken),
    jobs: container.get<JobsApiPort>(JobsApiToken),
    offers: container.get<OffersApiPort>(OffersApiToken),
    preferences: container.get<PreferencesApiPort>(PreferencesApiToken),
    manageBooking: container.get<ManageBookingApiPort>(ManageBookingApiToken),
    waitlist: container.get<WaitlistApiPort>(WaitlistApiToken),
    geo: container.get<GeoApiPort>(GeoApiToken),
    social: container.get<SocialApiPort>(SocialApiToken),
    clock: container.get<ClockPort>(ClockToken),
    config,
  };
}
