// What the site and the API both refuse before any route reads the request: a path whose percent-escapes
// do not decode to text ('/%ZZ', '/%ED%A0%80', a NUL), a Host header that is not a host with an optional
// port, and a protocol other than http or https (what a trusted proxy's X-Forwarded-Proto says, its first
// value, which a client can put there). Each is the client's mistake: a 400 and one log line, never a
// stack and never a 500.
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { hasUnsafeCharacters } from '@tavola/core/validation';

export type MalformedPart = 'path' | 'host' | 'protocol';

/** A DNS name (underscores allowed, as container names have them), an IPv4 address or an [IPv6] literal, with an optional port. */
const HOST = /^(?:[A-Za-z0-9_](?:[A-Za-z0-9_.-]{0,252})?|\[[0-9A-Fa-f:.]{2,45}\])(?::(\d{1,5}))?$/;

/** True for a Host header value of the form host[:port] with a port of at most 65535. */
export function isValidHostHeader(host: string): boolean {
  const match = HOST.exec(host);
  return match !== null && (match[1] === undefined || Number(match[1]) <= 65_535);
}

/** True when the path's escapes decode to text with no NUL and no lone surrogate. */
export function isDecodablePath(path: string): boolean {
  try {
    return !hasUnsafeCharacters(decodeURIComponent(path));
  } catch {
    return false;
  }
}

/** The part of the request that is malformed, or null. A request without a Host header (HTTP/1.0) is fine. */
export function malformedPart(req: Request): MalformedPart | null {
  if (!isDecodablePath(req.path)) return 'path';
  const host = req.headers.host;
  if (host !== undefined && !isValidHostHeader(host)) return 'host';
  // req.protocol reads X-Forwarded-Proto only from a trusted proxy ('trust proxy'); else it is the socket's.
  if (req.protocol !== 'http' && req.protocol !== 'https') return 'protocol';
  return null;
}

/** The request line as a log shows it: quoted, printable ASCII only, at most 200 characters. */
export function loggedTarget(req: Request): string {
  return JSON.stringify(`${req.method} ${req.originalUrl}`.slice(0, 200).replace(/[^\x20-\x7e]/g, '?'));
}

/**
 * First middleware of either app: a malformed request is answered by `refuse` (a 400 in the app's own
 * form: the site's error page, the API's JSON error) after one log line through `warn`.
 */
export function refuseMalformedRequests(
  warn: (line: string) => void,
  refuse: (part: MalformedPart, req: Request, res: Response) => void,
): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const part = malformedPart(req);
    if (part === null) return next();
    warn(`400 malformed ${part}: ${loggedTarget(req)}${detail(part, req)}`);
    refuse(part, req, res);
  };
}

/** The malformed header as the log line shows it: quoted, printable ASCII, at most 100 characters. */
function detail(part: MalformedPart, req: Request): string {
  if (part === 'path') return '';
  const [name, value] = part === 'host' ? ['Host', req.headers.host] : ['X-Forwarded-Proto', req.headers['x-forwarded-proto']];
  return ` ${name} ${JSON.stringify(String(value).slice(0, 100).replace(/[^\x20-\x7e]/g, '?'))}`;
}

/** Router errors of a malformed request that got past the guard (a parameter that does not decode): status 400. */
export function isMalformedUrlError(error: unknown): boolean {
  return error instanceof URIError || (error as { status?: unknown })?.status === 400;
}
