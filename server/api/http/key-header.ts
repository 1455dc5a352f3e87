// A configured key a caller sends in a header (the content editor's, the restaurant staff's): compared in
// constant time, so the answer's timing tells a guesser nothing about how much of the key was right.
import { timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';

/** Whether `req` carries `configured` in `header`; false when no key is configured or none is sent. */
export function hasKeyHeader(req: Request, header: string, configured: string | null): boolean {
  const sent = req.header(header);
  if (configured === null || typeof sent !== 'string') return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(configured);
  return a.length === b.length && timingSafeEqual(a, b);
}
