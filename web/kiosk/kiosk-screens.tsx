// The kiosk's screens for its restaurant: home (the restaurant, today's status, the big choices) and the
// menus (the site's own menu component, MenuDishes, with its filters). Booking is kiosk-booking.tsx.
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState, type ComponentType, type RefObject } from 'react';
import { MenuDishes } from '../pages/parts/menu-dishes';
import type { MenuFilterStore } from '../pages/parts/menu-filter.store';
import { OpeningStatusBadge } from '../pages/parts/opening-hours';
import type { KioskData } from './kiosk-data';

export type ReadyKioskData = Extract<KioskData, { kind: 'ready' }>;

export type KioskScreen = 'home' | 'book' | 'menus';

export interface KioskScreenProps {
  data: ReadyKioskData;
}

/** The screen's heading takes focus when the screen opens (a diner using a switch or a screen reader starts there). */
export function useScreenHeading(focusOnMount: boolean): RefObject<HTMLHeadingElement | null> {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);
  return heading;
}

/** Now, a minute at a time: today's status changes while the kiosk stands there. */
function useMinuteClock(nowMs: () => number): number {
  const [now, setNow] = useState(nowMs);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(nowMs()), 60_000);
    return () => window.clearInterval(timer);
  }, [nowMs]);
  return now;
}

export function KioskHome({
  data,
  onOpen,
  nowMs,
  focusHeading,
}: KioskScreenProps & { onOpen: (screen: Exclude<KioskScreen, 'home'>) => void; nowMs: () => number; focusHeading: boolean }) {
  const { restaurant, settings } = data;
  const now = useMinuteClock(nowMs);
  const heading = useScreenHeading(focusHeading);
  return (
    <div className="kiosk-home">
      <div className="kiosk-home__intro">
        <p className="kiosk-home__welcome">Welcome to</p>
        <h1 className="kiosk-home__title" ref={heading} tabIndex={-1}>
          {settings.siteName} {restaurant.title}
        </h1>
        <p className="kiosk-home__address">{[restaurant.address, restaurant.postcode].filter(Boolean).join(', ')}</p>
        <div className="kiosk-home__status">
          <h2 className="visually-hidden">Today</h2>
          <OpeningStatusBadge hours={restaurant.hours} overrides={restaurant.overrides} nowMs={now} />
        </div>
      </div>
      <ul className="kiosk-home__choices">
        <li>
          <KioskChoice title="Book a table" text="Today or another day: choose a time and we will save you a seat." onPress={() => onOpen('book')} />
        </li>
        <li>
          <KioskChoice title="Menus" text="Every dish with its calories, dietary tags and allergens." onPress={() => onOpen('menus')} />
        </li>
      </ul>
      <p className="kiosk-home__help">Need a hand? Please ask a member of our team.</p>
    </div>
  );
}

function KioskChoice({ title, text, onPress }: { title: string; text: string; onPress: () => void }) {
  return (
    <button type="button" className="kiosk-choice" onClick={onPress}>
      <span className="kiosk-choice__title">{title}</span>
      <span className="kiosk-choice__text">{text}</span>
    </button>
  );
}

export const KioskMenus = observer(function KioskMenus({ data, filters }: KioskScreenProps & { filters: MenuFilterStore }) {
  const [menuId, setMenuId] = useState(data.menus[0]?.id ?? null);
  const menu = data.menus.find((candidate) => candidate.id === menuId) ?? null;
  const heading = useScreenHeading(true);
  if (menu === null) {
    return (
      <div className="kiosk-menus">
        <h1 ref={heading} tabIndex={-1}>
          Menus
        </h1>
        <p>There are no menus to show here just now. Please ask a member of our team.</p>
      </div>
    );
  }
  return (
    <div className="kiosk-menus">
      {data.menus.length > 1 ? (
        <nav className="kiosk-menus__choice" aria-label="Our menus">
          <ul>
            {data.menus.map((candidate) => (
              <li key={candidate.id}>
                <button
                  type="button"
                  className="kiosk-tab"
                  aria-pressed={candidate.id === menu.id}
                  onClick={() => {
                    setMenuId(candidate.id);
                    heading.current?.focus();
                  }}
                >
                  {candidate.name}
                </button>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <header className="kiosk-menus__head">
        <h1 ref={heading} tabIndex={-1}>
          {menu.name} menu
        </h1>
        {menu.description ? <p className="kiosk-menus__lead">{menu.description}</p> : null}
        {menu.availability || menu.setPrice ? (
          <p className="kiosk-menus__facts">{[menu.availability ? `Served ${menu.availability}` : '', menu.setPrice ? `${menu.setPrice} per person` : ''].filter(Boolean).join(' · ')}</p>
        ) : null}
      </header>
      <MenuDishes key={menu.id} className="kiosk-menu-layout menu-layout" sections={menu.sections} extras={menu} dietaryKey={data.dietaryKey} allergens={data.allergens} filters={filters}>
        <p className="kiosk-menus__allergy">Please tell your server about any allergy before you order: our kitchens handle all 14 allergens.</p>
      </MenuDishes>
    </div>
  );
});

/** What the kiosk needs to render its booking screen (the real journey, or a stand-in in tests). */
export type KioskBookingScreen = ComponentType<KioskScreenProps>;
