// Time reaches core only through this port, so rules can be tested at any instant.
import { portToken } from '../shared/port-token';

export interface ClockPort {
  /** Milliseconds since the Unix epoch. */
  now(): number;
}

export const ClockToken = portToken<ClockPort>('ClockPort');
