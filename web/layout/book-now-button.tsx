// The Book Now button (spec section 2). On the home page or a restaurant page it scrolls smoothly to
// the booking form (#booking) below the sticky header; on any other page it goes to the home page's
// booking form ('/#booking'). Once a booking is confirmed it reloads the page, so a fresh journey
// starts. It is a real link, so it works before the scripts have loaded too.
import { observer } from 'mobx-react-lite';
import type { MouseEvent } from 'react';
import { useMatches, useNavigate, useRouteLoaderData } from 'react-router-dom';
import { SITE } from '@tavola/core/constants';
import type { RootData } from '../page-data';
import type { RouteId } from '../routes';
import { useStores } from '../stores/store-context';
import { loadPage, reloadPage } from './full-page-load';
import { elementForHash, focusWithoutScroll, scrollToElement } from './scroll';

export const BOOKING_ANCHOR = '#booking';
export const BOOKING_HREF = `/${BOOKING_ANCHOR}`;
/** Pages that carry the booking form themselves. */
export const PAGES_WITH_BOOKING: ReadonlySet<RouteId> = new Set<RouteId>(['home', 'restaurant']);

export interface BookNowButtonProps {
  /** The button's text; settings.bookNowText ('Book Now') by default. */
  label?: string;
  /** The booking on this page is confirmed: the button reloads the page. Defaults to layout.bookingConfirmed. */
  confirmed?: boolean;
  className?: string;
}

/** Whether a masthead link is the booking link ('/#booking'), which the header shows as this button. */
export function isBookingLink(url: string | undefined): boolean {
  return url === BOOKING_HREF || url === BOOKING_ANCHOR;
}

export const BookNowButton = observer(function BookNowButton({ label, confirmed, className = 'btn btn--primary' }: BookNowButtonProps) {
  const { layout } = useStores();
  const navigate = useNavigate();
  const root = useRouteLoaderData('root') as RootData | undefined;
  const onBookingPage = useMatches().some((match) => PAGES_WITH_BOOKING.has(match.id as RouteId));
  const text = label ?? root?.settings.bookNowText ?? SITE.bookNowText;

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // New tab, new window, download: the browser's own business.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    layout.closeMobileMenu();
    if (confirmed ?? layout.bookingConfirmed) {
      if (onBookingPage) reloadPage();
      else loadPage(BOOKING_HREF);
      return;
    }
    const form = onBookingPage ? elementForHash(BOOKING_ANCHOR) : null;
    if (form) {
      scrollToElement(form);
      focusWithoutScroll(form);
    } else {
      navigate(BOOKING_HREF);
    }
  };

  return (
    <a href={BOOKING_HREF} className={className} onClick={onClick}>
      {text}
    </a>
  );
});
