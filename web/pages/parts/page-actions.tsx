// What the pages' forms send, where "use my location" asks and what time it is: handed in by the app's
// entry (the browser's API adapters or the site's own form endpoints). On the server nothing is handed in:
// forms are never sent while a page renders. Each page takes only the calls it makes (narrow ports).
import { createContext, useContext, type ReactNode } from 'react';
import type { ClockPort, GeolocationPort, JobsApiPort, ManageBookingApiPort, OffersApiPort, PreferencesApiPort, WaitlistApiPort } from '@tavola/core/ports';
import { browserGeolocation } from './browser-geolocation';

export interface PageActions {
  offers?: Pick<OffersApiPort, 'requestVoucherCode'>;
  preferences?: Pick<PreferencesApiPort, 'updateCustomerPreferences'>;
  jobs?: Pick<JobsApiPort, 'submitApplication'>;
  /** Manage my booking's calls (issue 14), through the site's /__forms/manage-booking/* routes. */
  manageBooking?: ManageBookingApiPort;
  /** The waitlist claim page's claim (issue 14, item 2), through the site's /__forms/waitlist/claim route. */
  waitlist?: Pick<WaitlistApiPort, 'claim'>;
  geolocation?: GeolocationPort;
  /** The time forms check dates against (a group enquiry's "today or later"); the system clock by default. */
  clock?: ClockPort;
}

const PageActionsContext = createContext<PageActions>({});

export function PageActionsProvider({ actions, children }: { actions: PageActions; children: ReactNode }) {
  return <PageActionsContext.Provider value={actions}>{children}</PageActionsContext.Provider>;
}

// The real clock, written out rather than imported from @tavola/adapters: that import put the adapters' shared
// chunk (axios and the API adapters, about 25 KB gzipped) into every page's first load.
const systemClock: ClockPort = { now: () => Date.now() };

export function usePageActions(): PageActions & { geolocation: GeolocationPort; clock: ClockPort } {
  const actions = useContext(PageActionsContext);
  return { ...actions, geolocation: actions.geolocation ?? browserGeolocation, clock: actions.clock ?? systemClock };
}
