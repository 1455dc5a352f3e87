// The <tavola-booking> custom element that /embed.js defines on a restaurant's or a partner's page. No React,
// no MobX, nothing of the booking journey: it attaches an open shadow root, lays out the chosen mode (in
// place, a dialog opened from the page's [data-tavola-booking] elements, or a corner button), and imports
// the widget's app from the site the script came from only when the journey is first needed. Nothing it
// does may throw into the host page: every failure becomes a message inside the widget (and one console
// warning for the page's developer).
import { EMBED_EVENTS, dispatchEmbedEvent, type EmbedAttributes, type EmbedConfig, type EmbedMode, type WidgetHandle, type WidgetModule } from './embed-contract';

export const TAG = 'tavola-booking';

/** What the loader runs with: the server's configuration, the script's own address, and how to import a module. */
export interface LoaderEnvironment {
  /** Written into /embed.js by the site server; null when the script was served without it. */
  config: EmbedConfig | null;
  /** document.currentScript.src, read while the script runs (it is async: later it is gone). */
  scriptSrc: string | null;
  importModule: (url: string) => Promise<unknown>;
}

export const EMBED_TEXT = {
  loading: 'Loading the booking form…',
  unavailable: 'Online booking is not available right now. Please try again later or call the restaurant.',
  dialog: 'Book a table',
  open: 'Book a table',
  close: 'Close',
} as const;

/** The loader's own look (the corner button, the dialog, its messages) until the widget's stylesheet arrives. */
const LOADER_CSS = `:host{all:initial;display:block}
.tavola{all:initial;display:block;box-sizing:border-box;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#231c17}
.tavola__message{margin:0;padding:16px;border:1px solid #d9ccb8;border-radius:4px;background:#fffdf9;color:#231c17}
.tavola__open{position:fixed;right:16px;bottom:16px;z-index:2147483000;min-height:48px;padding:12px 22px;border:0;border-radius:999px;background:var(--tavola-accent,#8b1e2d);color:var(--tavola-accent-text,#f6efe4);font:700 15px/1.2 system-ui,sans-serif;cursor:pointer;box-shadow:0 4px 12px rgb(0 0 0/.25)}
.tavola__open:focus-visible,.tavola__close:focus-visible{outline:3px solid #1f6b63;outline-offset:2px}
.tavola__dialog{width:min(800px,calc(100vw - 24px));max-height:calc(100vh - 24px);border:0;border-radius:16px;background:#fffdf9;box-shadow:0 16px 40px rgb(15 59 58/.22)}
.tavola__dialog::backdrop{background:rgb(15 59 58/.66)}
.tavola__title{margin:0 0 12px;font:600 24px/1.2 Georgia,serif;color:#0f3b3a}
.tavola__dialog{padding:16px}
.tavola__dialog .tavola__title{margin-right:48px}
.tavola__close{position:absolute;top:8px;right:8px;width:44px;height:44px;border:0;border-radius:999px;background:transparent;color:#0f3b3a;font:28px/1 system-ui,sans-serif;cursor:pointer}`;

export function parseMode(value: string | null): EmbedMode {
  const mode = (value ?? '').trim().toLowerCase();
  return mode === 'popup' || mode === 'floating' ? mode : 'inline';
}

/** The short theme names and the custom property each sets. */
export const THEME_PROPERTIES = [
  'accent',
  'accent-hover',
  'accent-text',
  'link',
  'heading',
  'text',
  'muted',
  'background',
  'border',
  'radius',
  'font',
  'heading-font',
] as const;

/**
 * `theme="accent:#0a5; radius:4px"` (or the full names, `--tavola-accent:#0a5`): the widget's custom
 * properties to set. Unknown names, and values that could reach outside a colour, length or font list
 * (url(), braces, semicolons, backslashes, angle brackets), are left out.
 */
export function parseTheme(value: string | null): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (const part of (value ?? '').split(';')) {
    const colon = part.indexOf(':');
    if (colon < 0) continue;
    const name = part.slice(0, colon).trim().toLowerCase().replace(/^--tavola-/, '');
    const setting = part.slice(colon + 1).trim();
    if (!(THEME_PROPERTIES as readonly string[]).includes(name) || setting === '' || /url\(|[{}<>\\;]|!/i.test(setting)) continue;
    pairs.push([`--tavola-${name}`, setting]);
  }
  return pairs;
}

export function readAttributes(element: Element): EmbedAttributes {
  const text = (name: string) => {
    const value = element.getAttribute(name);
    return value === null || value.trim() === '' ? null : value.trim();
  };
  return { restaurant: text('restaurant'), date: text('date'), party: text('party'), occasion: text('occasion') };
}

/** The site's origin, from the script's address; null when it cannot be read. */
export function originOf(scriptSrc: string | null): string | null {
  try {
    return scriptSrc ? new URL(scriptSrc).origin : null;
  } catch {
    return null;
  }
}

function warn(...parts: unknown[]): void {
  try {
    console.warn('<tavola-booking>', ...parts);
  } catch {
    // no console
  }
}

/** Runs `work`, turning anything it throws into a warning: nothing reaches the host page. */
function guard(work: () => void): void {
  try {
    work();
  } catch (error) {
    warn(error);
  }
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  el.className = className;
  if (text !== undefined) el.textContent = text;
  return el;
}

function message(text: string, role: 'status' | 'alert'): HTMLParagraphElement {
  const p = element('p', 'tavola__message', text);
  p.setAttribute('role', role);
  return p;
}

/** The loader's stylesheet as a constructed sheet (allowed under a host CSP without 'unsafe-inline'). */
function adoptLoaderStyles(shadow: ShadowRoot): void {
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(LOADER_CSS);
    shadow.adoptedStyleSheets = [sheet];
  } catch {
    // an old browser: the widget's stylesheet alone
  }
}

/** Defines <tavola-booking> once; a second /embed.js on the page changes nothing. */
export function installTavolaBooking(env: LoaderEnvironment): void {
  guard(() => {
    if (typeof customElements === 'undefined' || customElements.get(TAG)) return;
    customElements.define(TAG, createTavolaBookingElement(env));
  });
}

export function createTavolaBookingElement(env: LoaderEnvironment): CustomElementConstructor {
  const origin = originOf(env.scriptSrc);
  const resolve = (url: string) => new URL(url, origin ?? undefined).href;

  return class TavolaBookingElement extends HTMLElement {
    private shadow: ShadowRoot | null = null;
    private mount: HTMLElement | null = null;
    private dialog: HTMLDialogElement | null = null;
    private loading = false;
    private handle: WidgetHandle | null = null;
    private readonly onPageClick = (event: Event) => guard(() => this.fromTrigger(event));
    private readonly onPageKey = (event: Event) => guard(() => (event as KeyboardEvent).key === 'Enter' && this.fromTrigger(event, true));

    connectedCallback(): void {
      guard(() => this.setUp());
    }

    disconnectedCallback(): void {
      guard(() => {
        document.removeEventListener('click', this.onPageClick);
        document.removeEventListener('keydown', this.onPageKey);
      });
    }

    /** Opens the dialog (popup and floating modes); the journey loads on the first opening. */
    open(): void {
      guard(() => {
        const dialog = this.dialog;
        if (dialog && !dialog.open) {
          // A browser without showModal (or a test DOM) shows it in place.
          if (typeof dialog.showModal === 'function') dialog.showModal();
          else dialog.setAttribute('open', '');
        }
        this.load();
      });
    }

    close(): void {
      guard(() => {
        const dialog = this.dialog;
        if (!dialog?.open) return;
        if (typeof dialog.close === 'function') dialog.close();
        else {
          dialog.removeAttribute('open');
          dialog.dispatchEvent(new Event('close'));
        }
      });
    }

    private setUp(): void {
      if (this.shadow) {
        this.listen();
        return;
      }
      const shadow = this.attachShadow({ mode: 'open' });
      this.shadow = shadow;
      adoptLoaderStyles(shadow);
      if (env.config?.css && origin) {
        const link = element('link', '');
        link.rel = 'stylesheet';
        link.href = resolve(env.config.css);
        shadow.append(link);
      }
      const frame = element('div', 'tavola');
      for (const [name, value] of parseTheme(this.getAttribute('theme'))) frame.style.setProperty(name, value);
      shadow.append(frame);
      const mount = element('div', 'tavola__mount');
      this.mount = mount;
      // The widget's own heading (level 2: the journey's step headings are level 3 under it), which names the dialog.
      const title = element('h2', 'tavola__title', EMBED_TEXT.dialog);
      title.id = 'tavola-title';
      const mode = parseMode(this.getAttribute('mode'));
      if (mode === 'inline') {
        frame.append(title, mount);
        this.load();
        return;
      }
      const dialog = element('dialog', 'tavola__dialog');
      dialog.setAttribute('aria-labelledby', title.id);
      const close = element('button', 'tavola__close', '×');
      close.type = 'button';
      close.setAttribute('aria-label', EMBED_TEXT.close);
      close.addEventListener('click', () => this.close());
      dialog.append(close, title, mount);
      // A press on the dimmed backdrop (the dialog element itself, outside its box) closes it.
      dialog.addEventListener('click', (event) => guard(() => event.target === dialog && this.inBackdrop(event as MouseEvent) && this.close()));
      dialog.addEventListener('close', () => guard(() => dispatchEmbedEvent(this, EMBED_EVENTS.close, {})));
      this.dialog = dialog;
      frame.append(dialog);
      if (mode === 'floating') {
        const button = element('button', 'tavola__open', EMBED_TEXT.open);
        button.type = 'button';
        button.addEventListener('click', () => this.open());
        frame.append(button);
      }
      this.listen();
    }

    private inBackdrop(event: MouseEvent): boolean {
      const box = this.dialog?.getBoundingClientRect();
      if (!box || (event.clientX === 0 && event.clientY === 0)) return false;
      return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
    }

    /** Popup mode: the page's elements naming this restaurant (or none) in data-tavola-booking open the dialog. */
    private listen(): void {
      if (parseMode(this.getAttribute('mode')) !== 'popup') return;
      document.addEventListener('click', this.onPageClick);
      document.addEventListener('keydown', this.onPageKey);
    }

    private fromTrigger(event: Event, byKey = false): void {
      const target = event.target instanceof Element ? event.target.closest('[data-tavola-booking]') : null;
      if (!target) return;
      const named = target.getAttribute('data-tavola-booking') ?? '';
      if (named !== '' && named !== (this.getAttribute('restaurant') ?? '')) return;
      // Enter on a button or link already clicks it; on anything else (a focusable card) it opens here.
      if (byKey && target.matches('button, a[href], input, summary')) return;
      event.preventDefault();
      this.open();
    }

    private show(node: Node): void {
      this.mount?.replaceChildren(node);
    }

    private load(): void {
      if (this.loading || !this.shadow || !this.mount) return;
      this.loading = true;
      const shadow = this.shadow;
      const mount = this.mount;
      const config = env.config;
      if (!config || !origin) {
        warn('/embed.js was served without its configuration or its address could not be read.');
        this.show(message(EMBED_TEXT.unavailable, 'alert'));
        return;
      }
      this.show(message(EMBED_TEXT.loading, 'status'));
      env
        .importModule(resolve(config.app))
        .then((loaded) => {
          const app = loaded as Partial<WidgetModule> | null;
          if (typeof app?.mountBookingWidget !== 'function') throw new Error('the widget app has no mountBookingWidget');
          this.handle = app.mountBookingWidget(shadow, {
            container: mount,
            apiBaseUrl: origin,
            brandKey: config.brandKey,
            horizonDays: config.horizonDays,
            tokenizationKey: config.tokenizationKey ?? null,
            captchaSiteKey: config.captchaSiteKey ?? null,
            stylesheet: resolve(config.css),
            ...readAttributes(this),
          });
        })
        .catch((error: unknown) => {
          warn('the booking widget could not load:', error);
          this.show(message(EMBED_TEXT.unavailable, 'alert'));
        });
    }
  };
}
