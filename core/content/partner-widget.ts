// Whether a menu's partner widget may be embedded (issue 17): only an https page whose origin is on the
// site's allow-list, with a height within MENU's bounds. Anything else is ignored (the native menu shows)
// and the reason is given for one log line. Also the allow-list's own check: https origins only.
import { MENU } from '../constants';
import type { PartnerWidget } from './content.models';

/** A widget the page may embed: its origin is what the page's CSP frame-src gets, and nothing wider. */
export interface UsablePartnerWidget extends PartnerWidget {
  origin: string;
}

export type PartnerWidgetDecision =
  | { widget: UsablePartnerWidget; ignored: null }
  /** `ignored` says why a named widget is not embedded; null when the menu names none. */
  | { widget: null; ignored: string | null };

/**
 * The origin of an https address ('https://menus.example.com'), or null for anything else: another
 * scheme, credentials in the address, a wildcard or bracketed host, or text that is not an absolute URL.
 */
export function httpsOrigin(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  // Read by hand (core runs without DOM or Node types, so no URL): 'https://', a host, an optional port,
  // then nothing or a path, query or fragment without spaces, controls or backslashes.
  const match = /^https:\/\/([^/?#:@\\\s]+)(?::(\d{1,5}))?(?:[/?#][^\s\\\u0000-\u001f\u007f]*)?$/i.exec(value.trim());
  if (!match) return null;
  const host = (match[1] as string).toLowerCase();
  // A plain host name (punycode for other scripts): no wildcard, no IP literal in brackets.
  if (!/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/.test(host)) return null;
  const port = match[2] === undefined ? null : Number(match[2]);
  if (port !== null && (port < 1 || port > 65_535)) return null;
  return port === null || port === 443 ? `https://${host}` : `https://${host}:${port}`;
}

/**
 * An allow-list entry as configured, or null when it is not exactly an https origin (no path, query or
 * trailing text): 'https://menus.example.com' passes, 'https://menus.example.com/x' and 'http://…' do not.
 */
export function allowListOrigin(entry: string): string | null {
  const origin = httpsOrigin(entry);
  return origin !== null && origin === entry.trim().replace(/\/$/, '').toLowerCase() ? origin : null;
}

/** The height's problem, or null: a whole number of px within MENU's bounds. */
export function partnerWidgetHeightProblem(value: unknown): string | null {
  if (typeof value !== 'number' || !Number.isInteger(value)) return 'must be a whole number of px';
  if (value < MENU.partnerWidgetMinHeightPx || value > MENU.partnerWidgetMaxHeightPx) {
    return `must be from ${MENU.partnerWidgetMinHeightPx} to ${MENU.partnerWidgetMaxHeightPx} px`;
  }
  return null;
}

/** Whether the menu's partner widget is embedded, given the site's allow-list of https origins. */
export function partnerWidgetDecision(widget: PartnerWidget | undefined | null, allowedOrigins: readonly string[]): PartnerWidgetDecision {
  if (widget === undefined || widget === null) return { widget: null, ignored: null };
  const provider = typeof widget.provider === 'string' && widget.provider.trim() !== '' ? widget.provider.trim() : 'the partner';
  const origin = httpsOrigin(widget.url);
  if (origin === null) return { widget: null, ignored: `${provider}'s widget address is not an https URL` };
  if (!allowedOrigins.includes(origin)) return { widget: null, ignored: `${provider}'s widget origin ${origin} is not on the allow-list` };
  const height = partnerWidgetHeightProblem(widget.height);
  if (height !== null) return { widget: null, ignored: `${provider}'s widget height ${height}` };
  return { widget: { provider, url: widget.url.trim(), height: widget.height, origin }, ignored: null };
}
