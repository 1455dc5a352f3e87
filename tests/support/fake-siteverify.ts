// A stand-in for Google's reCAPTCHA siteverify on the loopback: each token answers what the test set for it
// (a JSON verdict, a status, a delay, a body that is not JSON, or no answer at all); an unknown token gets
// Google's own refusal. Records what was posted, so a test can see the secret and the token arrive.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type SiteverifyAnswer =
  | { json: unknown; status?: number; delayMs?: number }
  | { raw: string; status?: number }
  /** Holds the request open until the server closes. */
  | { hang: true };

export interface FakeSiteverify {
  url: string;
  /** What each token is answered with. */
  answers: Map<string, SiteverifyAnswer>;
  /** Bodies posted (secret and response), in order. */
  received: Array<Record<string, string>>;
  close(): Promise<void>;
}

/** A verdict Google gives a good v3 token: success, the action and host given, score 0.9. */
export function goodVerdict(action: string, hostname = 'localhost', score: unknown = 0.9): { json: unknown } {
  return { json: { success: true, challenge_ts: '2026-11-23T10:00:00Z', hostname, score, action } };
}

export async function startFakeSiteverify(): Promise<FakeSiteverify> {
  const answers = new Map<string, SiteverifyAnswer>();
  const received: Array<Record<string, string>> = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(body));
      received.push(form);
      const answer = answers.get(form.response ?? '') ?? { json: { success: false, 'error-codes': ['invalid-input-response'] } };
      if ('hang' in answer) return;
      const send = () => {
        res.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
        res.end('raw' in answer ? answer.raw : JSON.stringify(answer.json));
      };
      if ('delayMs' in answer && answer.delayMs) setTimeout(send, answer.delayMs);
      else send();
    });
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/recaptcha/api/siteverify`,
    answers,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
