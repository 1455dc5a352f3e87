// The per-browser session id sent with every API call (a random UUID kept in storage).
import { portToken } from '../shared/port-token';

export interface SessionIdPort {
  sessionId(): string;
}

export const SessionIdToken = portToken<SessionIdPort>('SessionIdPort');
