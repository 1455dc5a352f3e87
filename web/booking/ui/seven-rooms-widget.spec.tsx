/** @jest-environment jsdom */
// The SevenRooms panel as a diner meets it: the button opens a booking dialog named after the restaurant
// holding the partner's page on the chosen date and party, with a new-tab way out; Escape closes it and
// focus comes back; the inline style shows the page straight away; a bad widget id says to call instead.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryCookieJar } from '../../layout/layout.test-kit';
import { RootStore } from '../../stores/root.store';
import { StoreProvider } from '../../stores/store-context';
import { SevenRoomsWidget, type SevenRoomsWidgetProps } from './seven-rooms-widget';

const EDINBURGH: SevenRoomsWidgetProps = {
  widgetId: 'casaventuraedinburgh',
  restaurantTitle: 'Edinburgh George Street',
  date: '2026-08-14',
  partySize: 4,
};

function renderWidget(overrides: Partial<SevenRoomsWidgetProps> = {}) {
  const store = new RootStore({ cookies: new MemoryCookieJar() });
  const user = userEvent.setup();
  render(
    <StoreProvider store={store}>
      <SevenRoomsWidget {...EDINBURGH} {...overrides} />
    </StoreProvider>,
  );
  return { store, user };
}

/** The frame's address, read back as a URL so the test does not depend on the query's order. */
function frameUrl(frame: HTMLElement): URL {
  return new URL(frame.getAttribute('src') as string);
}

describe('SevenRoomsWidget', () => {
  it('given the default style, then it explains the partner and opens the booking dialog from a button', async () => {
    const { store, user } = renderWidget();
    expect(screen.getByText('Edinburgh George Street takes bookings through SevenRooms, our reservations partner.')).toBeInTheDocument();
    expect(screen.queryByTitle(/SevenRooms booking/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Book with SevenRooms' }));

    const dialog = screen.getByRole('dialog', { name: 'Book at Edinburgh George Street' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const frame = within(dialog).getByTitle('SevenRooms booking for Edinburgh George Street');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(frame).toHaveClass('seven-rooms__frame');
    const url = frameUrl(frame);
    expect(url.origin + url.pathname).toBe('https://www.sevenrooms.com/reservations/casaventuraedinburgh');
    expect(url.searchParams.get('default_date')).toBe('2026-08-14');
    expect(url.searchParams.get('default_party_size')).toBe('4');
    expect(store.layout.openModals).toBe(1);
  });

  it('given the dialog is open, then a link opens the same page in a new tab, safely', async () => {
    const { user } = renderWidget();
    await user.click(screen.getByRole('button', { name: 'Book with SevenRooms' }));
    const dialog = screen.getByRole('dialog', { name: 'Book at Edinburgh George Street' });
    const link = within(dialog).getByRole('link', { name: 'Open the SevenRooms booking page in a new tab' });
    expect(link).toHaveAttribute('href', within(dialog).getByTitle(/SevenRooms booking/).getAttribute('src'));
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('given the dialog is open, then Escape closes it and focus returns to the button', async () => {
    const { store, user } = renderWidget();
    const button = screen.getByRole('button', { name: 'Book with SevenRooms' });
    await user.click(button);
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByTitle(/SevenRooms booking/)).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(store.layout.openModals).toBe(0);
  });

  it('given the dialog is open, then its close button closes it too', async () => {
    const { user } = renderWidget();
    await user.click(screen.getByRole('button', { name: 'Book with SevenRooms' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('given the inline style, then the booking page is in the panel with no button and no dialog', () => {
    const { store } = renderWidget({ liveWidgetStyle: 'inline', date: undefined, partySize: 2 });
    expect(screen.queryByRole('button', { name: 'Book with SevenRooms' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const frame = screen.getByTitle('SevenRooms booking for Edinburgh George Street');
    expect(frame).toHaveAttribute('loading', 'lazy');
    const url = frameUrl(frame);
    expect(url.pathname).toBe('/reservations/casaventuraedinburgh');
    expect(url.searchParams.has('default_date')).toBe(false);
    expect(url.searchParams.get('default_party_size')).toBe('2');
    expect(screen.getByRole('link', { name: 'Open the SevenRooms booking page in a new tab' })).toHaveAttribute('target', '_blank');
    expect(store.layout.openModals).toBe(0);
  });

  it.each(['', 'https://evil.example/book', 'Casa Ventura'])('given the widget id %p, then the diner is told to call the restaurant', (widgetId) => {
    renderWidget({ widgetId, phone: '0131 496 0113' });
    expect(screen.getByText(/Online booking for Edinburgh George Street is not available right now\. Please call the restaurant/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '0131 496 0113' })).toHaveAttribute('href', 'tel:01314960113');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByTitle(/SevenRooms booking/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /new tab/ })).not.toBeInTheDocument();
  });

  it('given a bad widget id and no phone number, then the diner is still told to call', () => {
    renderWidget({ widgetId: '', liveWidgetStyle: 'inline' });
    expect(screen.getByText(/Please call the restaurant to book a table\./)).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
