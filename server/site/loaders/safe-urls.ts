// CMS image and link addresses as every page receives them: whatever loader read them, a field named like
// an address (URL_FIELDS) keeps its value only when it is an absolute http(s) URL or a path on this site
// (sanitize.ts safeHref); a 'data:', 'javascript:' or '//other-host' value becomes null, so no page renders
// it and no browser navigation's route data carries it. Loaders that check their own links still do; this
// is the one net under all of them.
import type { LoaderFunction } from 'react-router-dom';
import type { RouteLoaders } from '../../../web/routes';
import { safeHref } from '../sanitize';

/** Field names that hold an image, video or link address in the CMS's and the API's data. */
export const URL_FIELDS: ReadonlySet<string> = new Set([
  'url', 'href', 'src', 'image', 'imageUrl', 'imagePath', 'heroImage', 'permalink', 'icon', 'logo',
  'poster', 'posterMobile', 'posterDesktop', 'videoMobile', 'videoDesktop', 'captions', 'backgroundImage',
  'successButtonUrl', 'overrideSuccessUrl',
]);

/** Past this depth the data is left as it is: no page nests addresses deeper. */
const MAX_DEPTH = 32;

function isPlainRecord(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** `data` with every address field checked (see above); lists and plain records are copied, anything else kept. */
export function withSafeUrls<T>(data: T, depth = 0): T {
  if (depth > MAX_DEPTH) return data;
  if (Array.isArray(data)) return data.map((item) => withSafeUrls(item, depth + 1)) as T;
  if (!isPlainRecord(data)) return data;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    const checked = URL_FIELDS.has(key) && typeof value === 'string' ? safeHref(value) : withSafeUrls(value, depth + 1);
    Object.defineProperty(out, key, { value: checked, enumerable: true, writable: true, configurable: true });
  }
  return out as T;
}

/** Each loader's data passed through withSafeUrls; what a loader throws (a 404, a redirect) passes as it is. */
export function withSafeUrlLoaders(loaders: RouteLoaders): RouteLoaders {
  const wrapped: Record<string, LoaderFunction> = {};
  for (const [name, loader] of Object.entries(loaders) as Array<[string, LoaderFunction]>) {
    wrapped[name] = async (args, context) => withSafeUrls(await loader(args, context));
  }
  return wrapped as unknown as RouteLoaders;
}
