// Request bodies: JSON only (415 otherwise), 100 kB by default (413 above), larger only where a route
// says so (the job application carries a CV). Every text of a body or a query, field names included, is
// checked once here, before any route reads it: a NUL, a lone surrogate or a text over INPUT.textMaxLength
// is a 400 naming the field's dotted path.
import express, { type NextFunction, type Request, type Response } from 'express';
import { unsafeTextField } from '@tavola/core/validation';
import { ApiError } from './api-error';

export const DEFAULT_BODY_LIMIT = '100kb';

function hasBody(req: Request): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/** Rejects bodies that are not JSON before any parser reads them. */
export function requireJson(req: Request, _res: Response, next: NextFunction): void {
  if (!['POST', 'PUT', 'PATCH'].includes(req.method) || !hasBody(req)) return next();
  if (!req.is('application/json')) {
    return next(new ApiError('UNSUPPORTED_MEDIA_TYPE', 'Request bodies must be application/json'));
  }
  next();
}

/**
 * Parses a JSON body, then checks every text of the body and the query (see unsafeTextField). Fields in
 * `longTextFields` (dotted paths, e.g. a CV's 'resume.content') may be longer than INPUT.textMaxLength.
 */
export function jsonBody(limit: string = DEFAULT_BODY_LIMIT, longTextFields: readonly string[] = []) {
  const parse = express.json({ limit, strict: true, type: 'application/json' });
  return (req: Request, res: Response, next: NextFunction): void => {
    parse(req, res, (error?: unknown) => {
      if (error) return next(error);
      next(unsafeTextError(req, longTextFields) ?? undefined);
    });
  };
}

/** The 400 for the request's first unsafe text (body first, then query), or null. */
export function unsafeTextError(req: Request, longTextFields: readonly string[] = []): ApiError | null {
  const problem = unsafeTextField(req.body, { longTextFields }) ?? unsafeTextField(req.query);
  return problem === null ? null : new ApiError('VALIDATION', problem.message, problem.field || undefined);
}

interface BodyParserError {
  type?: string;
  status?: number;
  expose?: boolean;
}

/** Last middleware: every error becomes {code, message, field?}; a client mistake is never a 500. */
export function errorHandler(log: (message: string, error: unknown) => void) {
  return (error: unknown, _req: Request, res: Response, _next: NextFunction): void => {
    if (res.headersSent) return;
    let apiError: ApiError;
    if (error instanceof ApiError) apiError = error;
    else {
      const parserError = error as BodyParserError;
      if (parserError?.type === 'entity.too.large') apiError = new ApiError('PAYLOAD_TOO_LARGE', 'The request body is too large');
      else if (parserError?.type === 'entity.parse.failed') apiError = new ApiError('BAD_REQUEST', 'The request body is not valid JSON');
      else if (parserError?.type === 'encoding.unsupported' || parserError?.type === 'charset.unsupported') {
        apiError = new ApiError('UNSUPPORTED_MEDIA_TYPE', 'The request body encoding is not supported');
      } else if (typeof parserError?.status === 'number' && parserError.status >= 400 && parserError.status < 500) {
        apiError = new ApiError('BAD_REQUEST', 'The request could not be read');
      } else {
        log('Unexpected API error', error);
        apiError = new ApiError('INTERNAL', 'Internal error');
      }
    }
    res.status(apiError.status).json(apiError.toBody());
  };
}
