/** @jest-environment jsdom */
// The kiosk's screens with the seed's Oxford Circus: home, the menus with the site's filters, the idle
// warning and the full reset (a typed value gone, storage cleared), and the notices for an unknown
// restaurant and an unreachable content service. The booking journey is a stand-in here (it is the shared
// package's, tested on its own); tests/e2e/kiosk.e2e.ts books through it in a browser.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { KIOSK } from '@tavola/core/constants';
import { idleSettings } from '@tavola/core/kiosk';
import { ALLERGENS, dietaryTagKey, menus } from '../../server/api/seed';
import { axeViolations, seedRestaurant, summaryOf } from '../pages/parts/page-test-kit';
import type { KioskData, KioskMenu } from './kiosk-data';
import { KioskApp } from './kiosk-app';
import type { KioskScreenProps } from './kiosk-screens';

const START = Date.UTC(2026, 10, 30, 12, 0); // a Monday, 12:00 in London

function readyData(idleSeconds: number = KIOSK.idleSeconds): Extract<KioskData, { kind: 'ready' }> {
  const oxford = seedRestaurant('oxford-circus');
  return {
    kind: 'ready',
    settings: { idleSeconds, brandKey: 'casa-ventura', siteName: 'Casa Ventura' },
    restaurant: { ...summaryOf(oxford), hours: oxford, overrides: [] } as never,
    restaurants: [summaryOf(oxford), summaryOf(seedRestaurant('bristol'))],
    menus: menus.filter((menu) => oxford.menuIds.includes(menu.id)) as KioskMenu[],
    dietaryKey: dietaryTagKey.map((entry) => ({ ...entry })),
    allergens: [...ALLERGENS],
  };
}

/** The journey's stand-in: one field a diner types their name into. */
function FakeBooking({ data }: KioskScreenProps) {
  const [name, setName] = useState('');
  return (
    <label>
      First name at {data.restaurant.title}
      <input value={name} onChange={(event) => setName(event.target.value)} />
    </label>
  );
}

const clock = { now: () => Date.now() };

function advance(ms: number): void {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
}

beforeEach(() => {
  jest.useFakeTimers({ now: START });
  window.localStorage.clear();
  window.sessionStorage.clear();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('the kiosk at Oxford Circus', () => {
  it('given the home screen, then the restaurant, today’s status and the two big choices; the waitlist is inside Book a table, not on home', () => {
    render(<KioskApp data={readyData()} clock={clock} Booking={FakeBooking} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Casa Ventura Oxford Circus');
    expect(screen.getByText('Open now')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Book a table/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Menus/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /waitlist/i })).toBeNull();
  });

  it('given the menus, when a diner leaves out gluten and picks under 600 kcal, then only those dishes show, with their kcal', () => {
    render(<KioskApp data={readyData()} clock={clock} Booking={FakeBooking} />);
    fireEvent.click(screen.getByRole('button', { name: /^Menus/ }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('À la carte menu');
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    const count = screen.getByRole('status');
    const total = Number(/(\d+) dishes/.exec(count.textContent ?? '')?.[1]);
    expect(total).toBeGreaterThan(10);
    fireEvent.click(screen.getByText('Leave out dishes containing an allergen'));
    fireEvent.click(screen.getByRole('checkbox', { name: 'cereals containing gluten' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Under 600 kcal' }));
    const [, shown] = /Showing (\d+) of (\d+) dishes/.exec(count.textContent ?? '') ?? [];
    expect(Number(shown)).toBeGreaterThan(0);
    expect(Number(shown)).toBeLessThan(total);
    expect(screen.queryByRole('heading', { name: 'Margherita' })).toBeNull();
    const dishes = screen.getAllByRole('listitem').filter((item) => item.classList.contains('dish'));
    for (const dish of dishes) expect(dish).toHaveTextContent(/\d+ kcal/);
    // Another menu: the tabs say which one shows.
    const choice = screen.getByRole('navigation', { name: 'Our menus' });
    fireEvent.click(within(choice).getByRole('button', { name: 'Set lunch' }));
    expect(within(choice).getByRole('button', { name: 'Set lunch' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Set lunch menu');
  });

  it('given the menus and the home screen, when checked with axe, then there are no violations', async () => {
    jest.useRealTimers();
    const { container } = render(<KioskApp data={readyData()} clock={clock} Booking={FakeBooking} />);
    expect(await axeViolations(container)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: /^Menus/ }));
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given a diner who typed their name and walked away, then the warning counts down, and the reset clears it, storage too, back home', () => {
    const idle = 30;
    const { warningMs, idleMs } = idleSettings(idle);
    window.localStorage.setItem('sessionId', 'a-diner');
    window.localStorage.setItem('accessToken', '{"accessToken":"t"}');
    window.localStorage.setItem('cv_banner_dismissed', 'kept');
    window.sessionStorage.setItem('anything', 'typed');
    render(<KioskApp data={readyData(idle)} clock={clock} Booking={FakeBooking} />);
    fireEvent.pointerDown(screen.getByRole('button', { name: /^Book a table/ }));
    fireEvent.click(screen.getByRole('button', { name: /^Book a table/ }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Book a table at Oxford Circus');
    const field = screen.getByLabelText('First name at Oxford Circus');
    fireEvent.input(field, { target: { value: 'Giulia' } });
    fireEvent.change(field, { target: { value: 'Giulia' } });
    expect(field).toHaveValue('Giulia');

    advance(idleMs - warningMs - 500);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    advance(500);
    const dialog = screen.getByRole('alertdialog', { name: 'Still there?' });
    expect(dialog).toHaveTextContent('Starting again in 15 seconds');
    expect(within(dialog).getByRole('button', { name: 'I’m still here' })).toHaveFocus();
    advance(5_000);
    expect(dialog).toHaveTextContent('Starting again in 10 seconds');

    // "I'm still here": the diner keeps their place and their name.
    // (A press closes it only once finished: the tap's own click must not land on the screen beneath.)
    fireEvent.pointerDown(within(dialog).getByRole('button', { name: 'I’m still here' }));
    expect(screen.getByRole('alertdialog')).toBe(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'I’m still here' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByLabelText('First name at Oxford Circus')).toHaveValue('Giulia');

    // Gone for good: the warning, then the reset.
    advance(idleMs - warningMs);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    advance(warningMs);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByLabelText('First name at Oxford Circus')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Casa Ventura Oxford Circus');
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    expect(window.localStorage.getItem('sessionId')).toBeNull();
    expect(window.localStorage.getItem('accessToken')).toBeNull();
    expect(window.localStorage.getItem('cv_banner_dismissed')).toBe('kept');
    expect(window.sessionStorage.length).toBe(0);

    // The booking screen again: a new one, with nothing typed.
    fireEvent.click(screen.getByRole('button', { name: /^Book a table/ }));
    expect(screen.getByLabelText('First name at Oxford Circus')).toHaveValue('');
    // Untouched since the reset: no warning however long it stands.
    advance(idleMs * 3);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('given the warning, when checked with axe, then there are no violations', async () => {
    render(<KioskApp data={readyData(10)} clock={clock} Booking={FakeBooking} />);
    fireEvent.click(screen.getByRole('button', { name: /^Menus/ }));
    advance(idleSettings(10).idleMs - idleSettings(10).warningMs);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    jest.useRealTimers();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('given the menus with filters ticked, when the diner presses Start again, then home with the filters cleared', () => {
    render(<KioskApp data={readyData()} clock={clock} Booking={FakeBooking} />);
    fireEvent.click(screen.getByRole('button', { name: /^Menus/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Vegetarian' }));
    expect(screen.getByRole('checkbox', { name: 'Vegetarian' })).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Start again' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Casa Ventura Oxford Circus');
    fireEvent.click(screen.getByRole('button', { name: /^Menus/ }));
    expect(screen.getByRole('checkbox', { name: 'Vegetarian' })).not.toBeChecked();
  });
});

describe('the kiosk without a restaurant', () => {
  const settings = { idleSeconds: KIOSK.idleSeconds, brandKey: 'casa-ventura', siteName: 'Casa Ventura' };

  it('given an unknown store id, then a clear screen saying what to do, and no crash', async () => {
    jest.useRealTimers();
    const { container } = render(<KioskApp data={{ kind: 'unknown-store', settings, storeId: 'CV999' }} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('We can’t find this restaurant');
    expect(screen.getByText(/ask a member of our team/)).toBeInTheDocument();
    expect(screen.getByText(/“CV999”/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Book a table/ })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given the content service down, then a screen offering to try again', () => {
    render(<KioskApp data={{ kind: 'unavailable', settings }} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('This screen can’t load right now');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
