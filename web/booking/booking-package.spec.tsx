/** @jest-environment jsdom */
// The shared booking package as a front-end other than the site uses it: inside a shadow root with none of
// the site's stores or router above (the widget, the kiosk), with its own words, its own way of sending a
// group enquiry and its own step listener, and with its token kept in memory where the settings say so.
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { runInThisContext } from 'node:vm';
import { act, render, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FixedClock, InMemoryKeyValueStorage, LocalStorageKeyValueStorage } from '@tavola/adapters';
import { createBrowserAdapters } from '../container';
import { GROUP_ENQUIRY_SENT } from '@tavola/core/errors';
import type { GroupBookingEnquiry } from '@tavola/core/ports';
import { BookingJourneyView, BookingSettingsProvider, createBookingJourney, tellSteps, type BookingSettings, type BookingStep } from './booking-package';
import { BookingStore } from './booking.store';
import { RESTAURANTS, analytics, fakeBooking, payments } from './booking.test-kit';
import type { SubmitOutcome } from '../tiles/form-submit';

const clock = new FixedClock(Date.UTC(2025, 5, 10, 9));

async function journeyStore(): Promise<BookingStore> {
  const { booking } = fakeBooking();
  const store = new BookingStore({ booking, payments, analytics, clock }, { storeId: 'A', date: '2025-06-14', restaurants: RESTAURANTS });
  await act(() => store.start());
  return store;
}

/** A shadow root on the page, as the widget's custom element makes one, with a mount point inside. */
function shadowMount(): { host: HTMLElement; shadow: ShadowRoot; mount: HTMLElement } {
  const host = document.createElement('div');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  const mount = document.createElement('div');
  shadow.append(mount);
  return { host, shadow, mount };
}

const settings = (extra: Partial<BookingSettings> = {}): BookingSettings => ({ apiBaseUrl: 'http://127.0.0.1:9', brandKey: 'casa-ventura', clock, ...extra });

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
});

describe('the shared booking package', () => {
  it("runs the strip's booking modal in a shadow root without the site's stores, focus kept inside and given back to the opener", async () => {
    const store = await journeyStore();
    const { shadow, mount } = shadowMount();
    const user = userEvent.setup({ document });
    render(
      <BookingSettingsProvider settings={settings()}>
        <BookingJourneyView store={store} variant="strip" />
      </BookingSettingsProvider>,
      { container: mount },
    );
    const view = within(mount);
    const find = view.getByRole('button', { name: 'Find a table' });
    find.focus();
    await user.keyboard('{Enter}');
    const dialog = await view.findByRole('dialog', { name: 'Book a table at Oxford Circus' });
    await waitFor(() => expect(shadow.activeElement).toBe(within(dialog).getByRole('heading', { name: 'Choose a time' })));
    await user.click(within(dialog).getByRole('button', { name: 'Close booking' }));
    expect(view.queryByRole('dialog')).toBeNull();
    expect(shadow.activeElement).toBe(find);
  });

  it("shows the front-end's own words for the steps", async () => {
    const store = await journeyStore();
    const { mount } = shadowMount();
    render(
      <BookingSettingsProvider settings={settings({ labels: { stepTitles: { 1: 'Book at the door', 2: 'Pick a time', 3: 'Who is coming', thanks: 'See you soon' } } })}>
        <BookingJourneyView store={store} />
      </BookingSettingsProvider>,
      { container: mount },
    );
    expect(within(mount).getByRole('heading', { level: 3, name: 'Book at the door' })).toBeInTheDocument();
    await act(() => store.loadSlots());
    expect(within(mount).getByRole('heading', { level: 3, name: 'Pick a time' })).toBeInTheDocument();
  });

  /** Opens the journey's group enquiry and sends a complete one. */
  async function sendAGroupEnquiry(extra: Partial<BookingSettings>): Promise<ReturnType<typeof within>> {
    const store = await journeyStore();
    const mount = document.body.appendChild(document.createElement('div'));
    const user = userEvent.setup();
    render(
      <BookingSettingsProvider settings={settings(extra)}>
        <BookingJourneyView store={store} />
      </BookingSettingsProvider>,
      { container: mount },
    );
    const view = within(mount);
    await user.click(view.getByRole('button', { name: 'Send a group enquiry' }));
    await user.type(view.getByLabelText('Name'), 'Giulia Rossi');
    await user.type(view.getByLabelText('E-mail address'), 'giulia.rossi@example.com');
    await user.type(view.getByLabelText('Phone number'), '07700 900123');
    await user.type(view.getByLabelText('Number of guests'), '24');
    await user.type(view.getByLabelText('Date'), '2025-07-01');
    await user.type(view.getByLabelText('Time'), '19:00');
    await user.click(view.getByRole('button', { name: 'Send enquiry' }));
    return view;
  }

  it("sends a group enquiry the front-end's way (not the site's form route) and shows its answer", async () => {
    const sent: GroupBookingEnquiry[] = [];
    const sendGroupEnquiry = async (enquiry: GroupBookingEnquiry): Promise<SubmitOutcome> => {
      sent.push(enquiry);
      return { ok: true, message: GROUP_ENQUIRY_SENT, reference: 'GRP00042' };
    };
    const fetchSpy = jest.fn();
    window.fetch = fetchSpy as unknown as typeof fetch;
    const view = await sendAGroupEnquiry({ sendGroupEnquiry });
    await waitFor(() => expect(view.getByText('GRP00042')).toBeInTheDocument());
    expect(view.getByText(GROUP_ENQUIRY_SENT, { exact: false })).toBeInTheDocument();
    expect(sent).toEqual([expect.objectContaining({ storeId: 'A', name: 'Giulia Rossi', covers: 24, date: '2025-07-01', time: '19:00' })]);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("given settings without a sender, sends the enquiry to the API's contact call, never to the site's form route", async () => {
    // A stand-in API on loopback: the token call, then the contact call's answer (CORS open, as jsdom checks it).
    const received: Array<{ path: string; body: unknown }> = [];
    const api = http.createServer((req, res) => {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Access-Control-Allow-Headers', '*');
      if (req.method === 'OPTIONS') return void res.writeHead(204).end();
      let text = '';
      req.on('data', (chunk: Buffer) => (text += chunk.toString()));
      req.on('end', () => {
        received.push({ path: req.url ?? '', body: text ? JSON.parse(text) : null });
        res.setHeader('Content-Type', 'application/json');
        if (req.url === '/api/token') res.end(JSON.stringify({ accessToken: 'kiosk-token', expiresAt: new Date(Date.now() + 3_600_000).toISOString() }));
        else res.end(JSON.stringify({ success: true, reference: 'GRP-API-7' }));
      });
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const { port } = api.address() as AddressInfo;
    // The browser adapters talk to the API with fetch (Node's, from the outer realm: jsdom has none); every
    // address the page fetches is noted, so a call to the site's form route would show.
    const nodeFetch = (runInThisContext('globalThis') as typeof globalThis).fetch;
    const fetched: string[] = [];
    window.fetch = ((input: string | URL | Request, init?: RequestInit) => {
      fetched.push(String(input));
      return nodeFetch(input, init);
    }) as typeof fetch;
    try {
      const view = await sendAGroupEnquiry({ apiBaseUrl: `http://127.0.0.1:${port}`, storage: 'memory' });
      await waitFor(() => expect(view.getByText('GRP-API-7')).toBeInTheDocument());
      expect(received.map((r) => r.path)).toEqual(['/api/token', '/api/contact/group-booking']);
      expect(received[1]?.body).toEqual(expect.objectContaining({ storeId: 'A', covers: 24 }));
      expect(fetched).toEqual([`http://127.0.0.1:${port}/api/token`, `http://127.0.0.1:${port}/api/contact/group-booking`]);
    } finally {
      await new Promise((resolve) => api.close(resolve));
    }
  });

  it('tells the settings each step shown, until disposed', async () => {
    const store = await journeyStore();
    const steps: BookingStep[] = [];
    const stop = tellSteps(store, { onStep: (step) => steps.push(step) });
    await act(() => store.loadSlots());
    act(() => void store.goToStep(1));
    stop();
    await act(() => store.loadSlots());
    expect(store.snapshot.currentStep).toBe(2);
    expect(steps).toEqual([2, 1]);
  });

  it('starts a journey over the API the settings name, saying so in words when it cannot be reached', async () => {
    const journey = createBookingJourney(settings({ storage: 'memory', apiBaseUrl: 'http://127.0.0.1:9' }), { restaurants: RESTAURANTS, preselectedStoreId: 'A' });
    expect(journey.store.snapshot.journey.storeId).toBe('A');
    expect(journey.cardForm).toBeNull();
    // Nothing answers on 127.0.0.1:9: the journey starts, finds the API unreachable, and says so.
    await act(() => journey.store.start());
    expect(journey.store.snapshot.message?.text).toEqual(expect.any(String));
    expect(localStorage.length).toBe(0);
    journey.dispose();
  });

  it.each([
    ['memory', InMemoryKeyValueStorage],
    ['local', LocalStorageKeyValueStorage],
  ] as const)('keeps the token and session id in %s storage as the settings say', (storage, kind) => {
    expect(createBrowserAdapters({ apiBaseUrl: '', brandKey: 'casa-ventura', storage }).storage).toBeInstanceOf(kind);
  });
});
