/** @jest-environment jsdom */
// The <tavola-booking> element /embed.js defines: its attributes, its three modes, the app imported from the
// script's own origin with the element's settings, the close event, and every failure kept inside the
// widget as a message (never thrown into the host page).
import { EMBED_EVENTS, type EmbedConfig, type WidgetOptions } from './embed-contract';
import { EMBED_TEXT, createTavolaBookingElement, installTavolaBooking, originOf, parseMode, parseTheme, readAttributes, type LoaderEnvironment } from './embed-element';

const CONFIG: EmbedConfig = { app: '/embed/widget-app-ABC.mjs', css: '/embed/widget-DEF.css', brandKey: 'casa-ventura', horizonDays: 60 };
const SCRIPT = 'https://book.casaventura.example/embed.js';

let defined = 0;

interface Harness {
  element: HTMLElement;
  shadow: ShadowRoot;
  imported: string[];
  mounted: WidgetOptions[];
}

/** Defines the element under a fresh name (a name is defined once per window) and adds it to the page. */
function place(attributes: Record<string, string>, env: Partial<LoaderEnvironment> = {}): Harness {
  const imported: string[] = [];
  const mounted: WidgetOptions[] = [];
  const name = `tavola-booking-t${(defined += 1)}`;
  customElements.define(
    name,
    createTavolaBookingElement({
      config: CONFIG,
      scriptSrc: SCRIPT,
      importModule: async (url) => {
        imported.push(url);
        return { mountBookingWidget: (_root: ShadowRoot, options: WidgetOptions) => (mounted.push(options), { unmount: () => undefined }) };
      },
      ...env,
    }),
  );
  const element = document.createElement(name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, value);
  document.body.append(element);
  return { element, shadow: element.shadowRoot as ShadowRoot, imported, mounted };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

let pageErrors: unknown[];
const onError = (event: ErrorEvent) => pageErrors.push(event.error ?? event.message);
let warn: jest.SpyInstance;

beforeEach(() => {
  document.body.innerHTML = '';
  pageErrors = [];
  window.addEventListener('error', onError);
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  window.removeEventListener('error', onError);
  warn.mockRestore();
  expect(pageErrors).toEqual([]);
});

describe('the attributes', () => {
  it('reads the mode, inline unless popup or floating', () => {
    expect([null, '', 'inline', 'POPUP', ' floating ', 'sideways'].map(parseMode)).toEqual(['inline', 'inline', 'inline', 'popup', 'floating', 'inline']);
  });

  it('reads the theme as --tavola-* custom properties, by short or full name, leaving out unknown names and unsafe values', () => {
    expect(parseTheme('accent:#0a5; --tavola-radius: 4px;font: Georgia, serif')).toEqual([
      ['--tavola-accent', '#0a5'],
      ['--tavola-radius', '4px'],
      ['--tavola-font', 'Georgia, serif'],
    ]);
    expect(parseTheme('colour:red; accent:url(https://evil.example/x.png); text:red}body{; link: red !important; border')).toEqual([]);
    expect(parseTheme(null)).toEqual([]);
  });

  it('reads restaurant, date, party and occasion as written, blank ones as absent', () => {
    const element = document.createElement('div');
    element.setAttribute('restaurant', ' CV001 ');
    element.setAttribute('date', '2027-03-04');
    element.setAttribute('party', '4');
    element.setAttribute('occasion', '');
    expect(readAttributes(element)).toEqual({ restaurant: 'CV001', date: '2027-03-04', party: '4', occasion: null });
  });

  it("takes the site's origin from the script's address", () => {
    expect(originOf(SCRIPT)).toBe('https://book.casaventura.example');
    expect(originOf('not a url')).toBeNull();
    expect(originOf(null)).toBeNull();
  });
});

describe('inline mode', () => {
  it("attaches an open shadow root, links the widget's stylesheet and imports the app from the script's origin with the element's settings", async () => {
    const { shadow, imported, mounted } = place({ restaurant: 'CV001', date: '2027-03-04', party: '4', occasion: 'dinner', theme: 'accent:#0a5' });
    expect(shadow).not.toBeNull();
    expect(shadow.querySelector('link[rel="stylesheet"]')?.getAttribute('href')).toBe('https://book.casaventura.example/embed/widget-DEF.css');
    expect(shadow.querySelector('.tavola__message')?.textContent).toBe(EMBED_TEXT.loading);
    expect((shadow.querySelector('.tavola') as HTMLElement).style.getPropertyValue('--tavola-accent')).toBe('#0a5');
    await settle();
    expect(imported).toEqual(['https://book.casaventura.example/embed/widget-app-ABC.mjs']);
    expect(mounted).toHaveLength(1);
    expect(mounted[0]).toMatchObject({
      apiBaseUrl: 'https://book.casaventura.example',
      brandKey: 'casa-ventura',
      horizonDays: 60,
      restaurant: 'CV001',
      date: '2027-03-04',
      party: '4',
      occasion: 'dinner',
    });
    expect(shadow.contains(mounted[0]?.container as Node)).toBe(true);
  });

  it('shows a message inside the widget, and throws nothing, when the app cannot be imported', async () => {
    const { shadow } = place({ restaurant: 'CV001' }, { importModule: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')) });
    await settle();
    expect(shadow.querySelector('[role="alert"]')?.textContent).toBe(EMBED_TEXT.unavailable);
    expect(warn).toHaveBeenCalled();
  });

  it('shows a message when the app has no mountBookingWidget, or it throws', async () => {
    const empty = place({}, { importModule: async () => ({}) });
    const throwing = place({}, { importModule: async () => ({ mountBookingWidget: () => { throw new Error('boom'); } }) });
    await settle();
    expect(empty.shadow.querySelector('[role="alert"]')?.textContent).toBe(EMBED_TEXT.unavailable);
    expect(throwing.shadow.querySelector('[role="alert"]')?.textContent).toBe(EMBED_TEXT.unavailable);
  });

  it('shows a message when /embed.js came without its configuration or its address is unknown', async () => {
    const noConfig = place({}, { config: null });
    const noAddress = place({}, { scriptSrc: null });
    await settle();
    expect(noConfig.imported).toEqual([]);
    expect(noConfig.shadow.querySelector('[role="alert"]')?.textContent).toBe(EMBED_TEXT.unavailable);
    expect(noAddress.shadow.querySelector('[role="alert"]')?.textContent).toBe(EMBED_TEXT.unavailable);
  });
});

describe('popup mode', () => {
  it('opens the dialog from an element naming the restaurant, by click or by Enter on a focusable card, and loads the app once', async () => {
    const { shadow, imported } = place({ restaurant: 'CV001', mode: 'popup' });
    const link = document.createElement('a');
    link.href = 'https://book.casaventura.example/restaurants/london/oxford-circus/book-now';
    link.setAttribute('data-tavola-booking', 'CV001');
    link.innerHTML = '<span>Book a table</span>';
    const card = document.createElement('div');
    card.tabIndex = 0;
    card.setAttribute('data-tavola-booking', 'CV001');
    const other = document.createElement('button');
    other.setAttribute('data-tavola-booking', 'CV002');
    document.body.append(link, card, other);
    const dialog = shadow.querySelector('dialog') as HTMLDialogElement;
    expect(shadow.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent).toBe(EMBED_TEXT.dialog);
    expect(imported).toEqual([]);

    other.click();
    expect(dialog.hasAttribute('open')).toBe(false);

    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    (link.firstChild as HTMLElement).dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true); // the link's address is the fallback without script
    expect(dialog.hasAttribute('open')).toBe(true);
    await settle();
    expect(imported).toHaveLength(1);

    const closed: CustomEvent[] = [];
    document.addEventListener(EMBED_EVENTS.close, (event) => closed.push(event as CustomEvent), { once: true });
    (shadow.querySelector('button[aria-label="Close"]') as HTMLButtonElement).click();
    expect(dialog.hasAttribute('open')).toBe(false);
    expect(closed).toHaveLength(1);
    expect(closed[0]?.bubbles).toBe(true);
    expect(closed[0]?.composed).toBe(true);

    card.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    expect(dialog.hasAttribute('open')).toBe(true);
    await settle();
    expect(imported).toHaveLength(1);
  });
});

describe('floating mode', () => {
  it('shows a corner "Book a table" button that opens the dialog', async () => {
    const { shadow, imported } = place({ restaurant: 'CV001', mode: 'floating' });
    const button = Array.from(shadow.querySelectorAll('button')).find((b) => b.textContent === EMBED_TEXT.open) as HTMLButtonElement;
    expect(button).toBeDefined();
    expect(imported).toEqual([]);
    button.click();
    expect((shadow.querySelector('dialog') as HTMLDialogElement).hasAttribute('open')).toBe(true);
    await settle();
    expect(imported).toHaveLength(1);
  });
});

describe('installTavolaBooking', () => {
  it('defines <tavola-booking> once; a second script on the page changes nothing', () => {
    const env: LoaderEnvironment = { config: CONFIG, scriptSrc: SCRIPT, importModule: async () => ({}) };
    installTavolaBooking(env);
    const first = customElements.get('tavola-booking');
    expect(first).toBeDefined();
    expect(() => installTavolaBooking(env)).not.toThrow();
    expect(customElements.get('tavola-booking')).toBe(first);
  });
});
