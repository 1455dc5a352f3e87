// Query parameters that say where a visitor came from, never what page they asked for: an ad click's id,
// a campaign's name, a mailing's recipient. The server's page cache leaves them out of its key and the
// server renders without them, so a link shared with `?fbclid=…` is the same page for everyone. The
// browser keeps its address as it was (an analytics script may still read them there).
//
// The names: Brave's query filter (brave-core, browser/net/brave_query_filter.cc, kSimpleQueryStringTrackers,
// the parameters "specific to a user, an e-mail address or an individual click"), with Google Analytics'
// campaign parameters (utm_*) and cross-domain linker (_ga, _gl) and Mailchimp's campaign id (mc_cid) added.

/** Parameters dropped by exact name. */
export const TRACKING_PARAMETERS: readonly string[] = [
  '__hsfp', '__hssc', '__hstc', '__s', '_hsenc', '_openstat', 'dclid', 'fbclid', 'gbraid', 'gclid',
  'hsCtaTracking', 'igshid', 'mc_eid', 'ml_subscriber', 'ml_subscriber_hash', 'msclkid', 'oft_c', 'oft_ck',
  'oft_d', 'oft_id', 'oft_ids', 'oft_k', 'oft_lk', 'oft_sk', 'oly_anon_id', 'oly_enc_id', 'rb_clickid',
  's_cid', 'twclid', 'vero_conv', 'vero_id', 'wbraid', 'wickedid', 'yclid',
  // Added to Brave's list: Mailchimp's campaign, Google Analytics' linker.
  'mc_cid', '_ga', '_gl',
];

/** Parameters dropped by the start of their name: Google Analytics' campaign parameters (utm_source, utm_medium…). */
export const TRACKING_PARAMETER_PREFIXES: readonly string[] = ['utm_'];

const EXACT = new Set(TRACKING_PARAMETERS);

/** Whether a query parameter's name (as written, before decoding) is a tracking parameter. */
export function isTrackingParameter(name: string): boolean {
  return EXACT.has(name) || TRACKING_PARAMETER_PREFIXES.some((prefix) => name.startsWith(prefix));
}

/**
 * A request target ('/path?query') without its tracking parameters. Every other parameter is kept as it was
 * written, in its order (nothing is decoded or re-encoded); a query left empty goes with its '?'.
 */
export function withoutTrackingParameters(target: string): string {
  const mark = target.indexOf('?');
  if (mark === -1) return target;
  const kept = target
    .slice(mark + 1)
    .split('&')
    .filter((pair) => pair !== '' && !isTrackingParameter(pair.split('=', 1)[0] as string));
  return kept.length === 0 ? target.slice(0, mark) : `${target.slice(0, mark)}?${kept.join('&')}`;
}
