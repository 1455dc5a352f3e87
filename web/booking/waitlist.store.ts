// The waitlist's MobX binding: core's waitlist use-case (createWaitlistUseCase) does everything, from what
// the form must hold to which answer is stale; this store holds its latest snapshot as an observable
// reference and forwards the commands. One per booking journey (the site's panel, the kiosk, the widget),
// so a kiosk's idle reset, which starts a new journey, starts a new one with nothing typed in it; and one
// per claim page.
import { createWaitlistUseCase, type WaitlistSnapshot, type WaitlistUseCase, type WaitlistUseCaseOptions } from '@tavola/core/booking';
import type { WaitlistApiPort } from '@tavola/core/ports';
import { UseCaseStore } from './use-case-store';

export type WaitlistCommands = Omit<WaitlistUseCase, 'subscribe' | 'getSnapshot'>;

// The class and this interface merge: the commands are the use-case's own functions, assigned in the constructor.
export interface WaitlistStore extends WaitlistCommands {}

export class WaitlistStore extends UseCaseStore<WaitlistSnapshot> {
  constructor(ports: { waitlist: WaitlistApiPort }, options: WaitlistUseCaseOptions = {}) {
    super(createWaitlistUseCase(ports, options));
  }
}
