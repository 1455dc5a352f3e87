// Randomness reaches core only through this port (UUIDs for session ids and idempotency keys).
import { portToken } from '../shared/port-token';

export interface IdGeneratorPort {
  uuid(): string;
}

export const IdGeneratorToken = portToken<IdGeneratorPort>('IdGeneratorPort');
