// Access tokens: POST /api/token signs a bearer token valid 23 hours; every other call needs
// Authorization Bearer, the brandKey header and a sessionId header.
import type { NextFunction, Request, Response } from 'express';
import { createSecretKey, randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { AUTH } from '@tavola/core/constants';
import type { ClockPort } from '@tavola/core/ports';
import { unauthorized } from './api-error';

export interface TokenIssuer {
  issue(brandKey: string, clearCache: boolean): { accessToken: string; expiresAt: number };
  verify(token: string, brandKey: string): boolean;
}

const SESSION_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export function createTokenIssuer(secret: string, clock: ClockPort): TokenIssuer {
  // The last token per brand is reused until 5 minutes before expiry, as a caching API would;
  // clearCache true always signs a fresh one.
  const cache = new Map<string, { accessToken: string; expiresAt: number }>();
  // Built once: given a string, jsonwebtoken first tries createPublicKey (which throws for a plain
  // secret) on every sign and verify; a secret KeyObject skips that (about 6% of a create's CPU).
  const key = createSecretKey(Buffer.from(secret));
  return {
    issue(brandKey, clearCache) {
      const now = clock.now();
      const cached = cache.get(brandKey);
      if (!clearCache && cached && now < cached.expiresAt - AUTH.tokenRefreshMarginMs) return cached;
      const iat = Math.floor(now / 1000);
      const exp = Math.floor((now + AUTH.tokenLifetimeMs) / 1000);
      const accessToken = jwt.sign({ sub: brandKey, iat, exp, jti: randomUUID() }, key, {
        algorithm: 'HS256',
      });
      const token = { accessToken, expiresAt: exp * 1000 };
      cache.set(brandKey, token);
      return token;
    },
    verify(token, brandKey) {
      try {
        const payload = jwt.verify(token, key, {
          algorithms: ['HS256'],
          clockTimestamp: Math.floor(clock.now() / 1000),
        });
        return typeof payload === 'object' && payload.sub === brandKey;
      } catch {
        // An expired, tampered or foreign token is simply not valid: the caller answers 401.
        return false;
      }
    },
  };
}

/** Checks the brand key header; the token endpoint needs it too. */
export function requireBrandKey(brandKey: string) {
  return (req: Request, _res: Response, next: NextFunction): void => {
    if (req.get('brandKey') !== brandKey) return next(unauthorized('A valid brandKey header is required'));
    next();
  };
}

export function requireAccess(issuer: TokenIssuer, brandKey: string) {
  return (req: Request, _res: Response, next: NextFunction): void => {
    if (req.get('brandKey') !== brandKey) return next(unauthorized('A valid brandKey header is required'));
    const sessionId = req.get('sessionId') ?? '';
    if (!SESSION_ID.test(sessionId)) return next(unauthorized('A sessionId header is required'));
    const header = req.get('Authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match || !issuer.verify(match[1] as string, brandKey)) {
      return next(unauthorized('A valid bearer token is required'));
    }
    next();
  };
}
