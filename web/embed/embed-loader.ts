// /embed.js: the one script a restaurant's or a partner's page adds (`<script src="{site}/embed.js" async>`).
// Built alone as a minified IIFE (tsup.config.ts; at most 3 KB gzipped, `npm run bench:embed-size`) and
// served by the site (server/site/embed.ts), which wraps it in a scope declaring __TAVOLA_EMBED__: the
// hashed addresses of the widget's app and stylesheet and the brand key. The site's origin is read from
// document.currentScript now, while the script runs; the app is imported from it only when needed.
import type { EmbedConfig } from './embed-contract';
import { installTavolaBooking } from './embed-element';

declare const __TAVOLA_EMBED__: EmbedConfig | undefined;

installTavolaBooking({
  config: typeof __TAVOLA_EMBED__ === 'object' && __TAVOLA_EMBED__ !== null ? __TAVOLA_EMBED__ : null,
  scriptSrc: document.currentScript instanceof HTMLScriptElement ? document.currentScript.src : null,
  importModule: (url) => import(/* @vite-ignore */ url),
});
