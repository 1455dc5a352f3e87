/** @jest-environment jsdom */
// A menu's partner widget: framed (sandboxed) after hydration with the native menu out of sight; a partner
// that never answers within MENU.partnerWidgetTimeoutMs gives 'This menu is not available.' and the native
// menu; a frame that loads stays; no widget, or the server's HTML, is the native menu.
import { act, fireEvent, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MENU } from '@tavola/core/constants';
import { MESSAGES } from '@tavola/core/errors';
import type { MenuData } from '../page-data';
import { MenuPage } from './menu-page';
import { PARTNER_FRAME_SANDBOX, PartnerMenu } from './parts/partner-menu';
import { menuData, renderPage } from './parts/page-test-kit';

const WIDGET = { provider: 'Nutritics', url: 'https://menus.partner.example/casa-ventura/kids', origin: 'https://menus.partner.example', height: 900 };

function kidsWithWidget(): MenuData {
  return { ...menuData('kids'), partnerWidget: WIDGET };
}

const frame = () => document.querySelector('iframe');

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('a menu with a partner widget', () => {
  it('given the page hydrated, then the widget is framed, sandboxed and titled, and the native menu is out of sight', () => {
    renderPage(MenuPage, kidsWithWidget(), '/menu/kids', { pattern: '/menu/:id' });
    expect(frame()).toHaveAttribute('src', WIDGET.url);
    expect(frame()).toHaveAttribute('sandbox', PARTNER_FRAME_SANDBOX);
    expect(frame()).toHaveAttribute('height', '900');
    expect(frame()).toHaveAttribute('title', 'Kids menu by Nutritics');
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Loading the menu from Nutritics…');
    expect(screen.queryByRole('heading', { name: 'Little Margherita' })).not.toBeInTheDocument();
    expect(screen.getByText('Adults need around 2000 kcal a day.')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { hidden: true, name: 'Menu sections' })).not.toBeVisible();
    expect(screen.getByRole('link', { name: 'Printable allergen guide to the Kids menu' })).toHaveAttribute('href', '/allergens/guide/kids');
  });

  it('given a partner that never answers, when the time-out passes, then "This menu is not available." and the native menu', () => {
    renderPage(MenuPage, kidsWithWidget(), '/menu/kids', { pattern: '/menu/:id' });
    act(() => {
      jest.advanceTimersByTime(MENU.partnerWidgetTimeoutMs - 1);
    });
    expect(frame()).not.toBeNull();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(frame()).toBeNull();
    expect(screen.getByText(new RegExp(`^${MESSAGES.partnerMenuNotFound.replace('.', '\\.')}`))).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Little Margherita' })).toBeVisible();
  });

  it('given the frame loads in time, when the time-out passes, then the widget stays', () => {
    renderPage(MenuPage, kidsWithWidget(), '/menu/kids', { pattern: '/menu/:id' });
    fireEvent.load(frame() as HTMLIFrameElement);
    act(() => {
      jest.advanceTimersByTime(MENU.partnerWidgetTimeoutMs * 2);
    });
    expect(frame()).not.toBeNull();
    expect(screen.queryByText(MESSAGES.partnerMenuNotFound, { exact: false })).not.toBeInTheDocument();
    expect(screen.queryByText('Loading the menu from Nutritics…')).not.toBeInTheDocument();
  });

  it("given the browser's CSP refuses the frame, then the native menu shows at once", () => {
    renderPage(MenuPage, kidsWithWidget(), '/menu/kids', { pattern: '/menu/:id' });
    act(() => {
      const event = new Event('securitypolicyviolation') as Event & { blockedURI: string };
      Object.defineProperty(event, 'blockedURI', { value: WIDGET.url });
      document.dispatchEvent(event);
    });
    expect(frame()).toBeNull();
    expect(screen.getByRole('heading', { name: 'Little Margherita' })).toBeVisible();
  });

  it("given the server's render (no JavaScript yet), then it is the native menu, no frame", () => {
    const html = renderToString(
      <PartnerMenu widget={WIDGET} menuName="Kids" guideHref="/allergens/guide/kids">
        <p>native menu</p>
      </PartnerMenu>,
    );
    expect(html).toBe('<p>native menu</p>');
  });
});

describe('a menu without a partner widget', () => {
  it('given the page, then the native menu and no frame, even after the time-out', () => {
    renderPage(MenuPage, menuData('kids'), '/menu/kids', { pattern: '/menu/:id' });
    act(() => {
      jest.advanceTimersByTime(MENU.partnerWidgetTimeoutMs * 2);
    });
    expect(frame()).toBeNull();
    expect(screen.getByRole('heading', { name: 'Little Margherita' })).toBeVisible();
    expect(screen.queryByText(MESSAGES.partnerMenuNotFound, { exact: false })).not.toBeInTheDocument();
  });
});
