// The site header (spec section 2): the logo, the masthead links (with dropdowns of sub-links, the
// new-tab flag and the 'button' style), and the Book Now button. It sticks to the top and turns solid
// after 250 px of scroll. Below 992 px a hamburger opens the links as a full-screen menu, which closes
// on any route change, on Escape, and when the window grows past the breakpoint. Without JavaScript the
// hamburger is a link to the menu (#site-nav), opened by CSS :target, with a link that closes it.
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Link, useLocation, useNavigation } from 'react-router-dom';
import { LAYOUT } from '@tavola/core/constants';
import type { MastheadItem } from '@tavola/core/content';
import type { SiteSettings } from '../page-data';
import { useStores } from '../stores/store-context';
import { BookNowButton, isBookingLink } from './book-now-button';
import { focusableIn } from './modal';
import { SiteLink } from './site-link';
import { useHydrated } from '../pages/parts/use-hydrated';

export const SITE_NAV_ID = 'site-nav';
const DESKTOP_QUERY = `(min-width: ${LAYOUT.mobileMenuBelowPx}px)`;
const HOVER_QUERY = `(hover: hover) and ${DESKTOP_QUERY}`;
/** Grace time before a hover-opened dropdown closes, so the pointer can cross the gap to it. */
const HOVER_CLOSE_DELAY_MS = 150;

export interface HeaderProps {
  settings: Pick<SiteSettings, 'siteName' | 'logo' | 'masthead' | 'bookNowText'>;
  /** A booking on this page is confirmed (see BookNowButton); by default layout.bookingConfirmed says. */
  bookingConfirmed?: boolean;
}

export const Header = observer(function Header({ settings, bookingConfirmed }: HeaderProps) {
  const { layout } = useStores();
  const location = useLocation();
  const headerRef = useRef<HTMLElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [openDropdown, setOpenDropdown] = useState<number | null>(null);
  const menuOpen = layout.mobileMenuOpen;
  const hydrated = useHydrated();

  const bookingItem = settings.masthead.find((item) => item.style === 'button' && isBookingLink(item.url));
  const navItems = settings.masthead.filter((item) => item !== bookingItem);

  // Any navigation closes the mobile menu and any dropdown: as soon as it starts (so the page behind is
  // usable again when it arrives), and at the latest when the location changes.
  const navigating = useNavigation().state !== 'idle';
  useEffect(() => {
    layout.closeMobileMenu();
    setOpenDropdown(null);
  }, [location.key, location.pathname, layout]);
  useEffect(() => {
    if (navigating) layout.closeMobileMenu();
  }, [navigating, layout]);

  // Growing past the breakpoint leaves no hamburger to close the menu with.
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const query = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => {
      if (query.matches) layout.closeMobileMenu();
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [layout]);

  // The open menu starts just below the header (which may sit under the announcement banner), and
  // keyboard focus moves into it: the hamburger comes after the links in the page's order. While it is
  // open, Tab and Shift+Tab go round the header (logo, links, Book Now, the toggle) and never reach the
  // page under the menu. (The page stays in the accessibility tree, not inert: it keeps its main landmark
  // and its h1, and the menu is a disclosure, not a dialog.)
  useEffect(() => {
    if (!menuOpen || !headerRef.current || !navRef.current) return undefined;
    navRef.current.style.setProperty('--mobile-menu-top', `${Math.max(0, headerRef.current.getBoundingClientRect().bottom)}px`);
    navRef.current.querySelector<HTMLElement>('a[href], button')?.focus();
    const header = headerRef.current;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Tab') {
        keepTabInside(header, event);
        return;
      }
      if (event.key !== 'Escape') return;
      layout.closeMobileMenu();
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen, layout]);

  const headerClass = ['site-header', layout.headerSolid && 'is-solid', menuOpen && 'has-menu-open'].filter(Boolean).join(' ');

  return (
    <header ref={headerRef} className={headerClass}>
      <div className="container site-header__inner">
        <Link to="/" className="site-header__logo">
          <img src={settings.logo} alt={`${settings.siteName} home`} width={192} height={48} />
        </Link>

        <nav ref={navRef} id={SITE_NAV_ID} className={menuOpen ? 'site-nav is-open' : 'site-nav'} aria-label="Main">
          <ul className="site-nav__list">
            {navItems.map((item, index) =>
              item.subLinks && item.subLinks.length > 0 ? (
                <NavDropdown
                  key={`${item.text}-${index}`}
                  item={item}
                  open={openDropdown === index}
                  onOpenChange={(open) => setOpenDropdown((current) => (open ? index : current === index ? null : current))}
                />
              ) : (
                <li key={`${item.text}-${index}`} className="site-nav__item">
                  <SiteLink link={item} nav className={item.style === 'button' ? 'btn btn--secondary btn--small site-nav__button' : 'site-nav__link'} />
                </li>
              ),
            )}
          </ul>
        </nav>

        <div className="site-header__actions">
          <BookNowButton
            label={bookingItem?.text ?? settings.bookNowText}
            confirmed={bookingConfirmed}
            className="btn btn--primary site-header__book"
          />
          {hydrated ? (
            <button
              ref={toggleRef}
              type="button"
              className="site-header__menu-toggle icon-button"
              aria-expanded={menuOpen}
              aria-controls={SITE_NAV_ID}
              onClick={() => layout.toggleMobileMenu()}
            >
              <Hamburger />
              <span className="visually-hidden">Menu</span>
            </button>
          ) : (
            // Until the page has hydrated (and for good without JavaScript) the toggle is two links: the menu
            // opens as the page's #site-nav target (CSS :target) and closes by going to the main content.
            <>
              <a href={`#${SITE_NAV_ID}`} className="site-header__menu-toggle site-header__menu-open icon-button">
                <Hamburger />
                <span className="visually-hidden">Menu</span>
              </a>
              <a href="#main" className="site-header__menu-toggle site-header__menu-close icon-button">
                <Hamburger />
                <span className="visually-hidden">Close menu</span>
              </a>
            </>
          )}
        </div>
      </div>
    </header>
  );
});

function Hamburger() {
  return (
    <span className="hamburger" aria-hidden="true">
      <span />
      <span />
      <span />
    </span>
  );
}

/** Tab from the header's last control goes to its first, Shift+Tab from its first to its last. */
function keepTabInside(header: HTMLElement, event: globalThis.KeyboardEvent): void {
  const controls = focusableIn(header);
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (!header.contains(active)) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  } else if (event.shiftKey && active === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/** Sub-links show as a floating panel (the desktop bar), not in place (the mobile menu). */
function isDropdownPanel(): boolean {
  return typeof window.matchMedia !== 'function' || window.matchMedia(DESKTOP_QUERY).matches;
}

interface NavDropdownProps {
  item: MastheadItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * A masthead link with its sub-links, after the WAI-ARIA disclosure navigation pattern: the link goes
 * to its page, the button beside it (aria-expanded) shows the sub-links. Arrow keys, Home and End move
 * through them; Escape closes and returns to the button; on the desktop bar focus or a click leaving
 * the item closes it.
 */
function NavDropdown({ item, open, onOpenChange }: NavDropdownProps) {
  const listId = useId();
  const itemRef = useRef<HTMLLIElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const focusOnOpen = useRef<'first' | 'last' | null>(null);
  const openedByHover = useRef(false);
  const hoverTimer = useRef<number | null>(null);
  const changeRef = useRef(onOpenChange);
  changeRef.current = onOpenChange;

  const links = useCallback(() => Array.from(listRef.current?.querySelectorAll<HTMLElement>('a[href]') ?? []), []);

  useEffect(() => {
    if (!open) {
      openedByHover.current = false;
      return undefined;
    }
    if (focusOnOpen.current) {
      const all = links();
      (focusOnOpen.current === 'first' ? all[0] : all[all.length - 1])?.focus();
      focusOnOpen.current = null;
    }
    // On the desktop bar a click anywhere else closes the panel. (In the mobile menu the sub-links open
    // in place, like an accordion: closing them there would move the links under the pointer.)
    const onClickElsewhere = (event: MouseEvent) => {
      if (isDropdownPanel() && itemRef.current && !itemRef.current.contains(event.target as Node)) changeRef.current(false);
    };
    document.addEventListener('click', onClickElsewhere);
    return () => document.removeEventListener('click', onClickElsewhere);
  }, [open, links]);

  useEffect(() => () => {
    if (hoverTimer.current !== null) window.clearTimeout(hoverTimer.current);
  }, []);

  const openWithFocus = (where: 'first' | 'last') => {
    if (open) {
      const all = links();
      (where === 'first' ? all[0] : all[all.length - 1])?.focus();
    } else {
      focusOnOpen.current = where;
      onOpenChange(true);
    }
  };

  const onToggleKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openWithFocus('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openWithFocus('last');
    } else if (event.key === 'Escape' && open) {
      event.stopPropagation();
      onOpenChange(false);
    }
  };

  const onListKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = links();
    const at = all.indexOf(document.activeElement as HTMLElement);
    let next: HTMLElement | undefined;
    if (event.key === 'ArrowDown') next = all[(at + 1) % all.length];
    else if (event.key === 'ArrowUp') next = all[(at - 1 + all.length) % all.length];
    else if (event.key === 'Home') next = all[0];
    else if (event.key === 'End') next = all[all.length - 1];
    else if (event.key === 'Escape') {
      event.stopPropagation();
      onOpenChange(false);
      toggleRef.current?.focus();
      return;
    } else return;
    event.preventDefault();
    next?.focus();
  };

  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    const to = event.relatedTarget as Node | null;
    if (open && to && isDropdownPanel() && itemRef.current && !itemRef.current.contains(to)) onOpenChange(false);
  };

  const canHover = () => typeof window.matchMedia === 'function' && window.matchMedia(HOVER_QUERY).matches;
  const onMouseEnter = () => {
    if (!canHover()) return;
    if (hoverTimer.current !== null) window.clearTimeout(hoverTimer.current);
    hoverTimer.current = null;
    if (!open) {
      openedByHover.current = true;
      onOpenChange(true);
    }
  };
  const onMouseLeave = () => {
    if (!canHover() || !openedByHover.current) return;
    hoverTimer.current = window.setTimeout(() => onOpenChange(false), HOVER_CLOSE_DELAY_MS);
  };
  const onToggleClick = () => {
    // A dropdown opened by hovering stays open when its button is then clicked.
    if (open && openedByHover.current) {
      openedByHover.current = false;
      return;
    }
    onOpenChange(!open);
  };

  return (
    <li ref={itemRef} className={open ? 'site-nav__item has-dropdown is-open' : 'site-nav__item has-dropdown'} onBlur={onBlur} onMouseEnter={onMouseEnter} onMouseLeave={onMouseLeave}>
      <div className="site-nav__row">
        <SiteLink link={item} nav className="site-nav__link" />
        <button
          ref={toggleRef}
          type="button"
          className="site-nav__toggle"
          aria-expanded={open}
          aria-controls={listId}
          aria-label={`${item.text} submenu`}
          onClick={onToggleClick}
          onKeyDown={onToggleKey}
        >
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M3.5 6l4.5 4.5L12.5 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      </div>
      <ul ref={listRef} id={listId} className="site-nav__dropdown" hidden={!open} onKeyDown={onListKey}>
        {(item.subLinks ?? []).map((link, index) => (
          <li key={`${link.text}-${index}`}>
            <SiteLink link={link} nav className="site-nav__sublink" />
          </li>
        ))}
      </ul>
    </li>
  );
}
