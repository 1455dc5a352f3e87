// Route guards: a route names them in `handle.guards`, the server runs them before rendering. A name
// no guard answers to is a programming mistake shown as the spec's 500 'Unknown middleware {name}'.
import { data, type StaticHandlerContext } from 'react-router-dom';
import { unknownMiddlewareMessage } from '@tavola/core/errors';
import type { RouteHandle } from '../../web/routes';

export interface GuardOutcome {
  /** The page holds one diner's data: never cached, never reused. */
  private: boolean;
}

type Guard = (outcome: GuardOutcome) => void;

export const ROUTE_GUARDS: Record<string, Guard> = {
  private: (outcome) => {
    outcome.private = true;
  },
};

/** Runs the guards of every matched route; throws a 500 for a guard nobody knows. */
export function runRouteGuards(context: Pick<StaticHandlerContext, 'matches'>, guards: Record<string, Guard> = ROUTE_GUARDS): GuardOutcome {
  const outcome: GuardOutcome = { private: false };
  for (const match of context.matches) {
    for (const name of (match.route.handle as RouteHandle | undefined)?.guards ?? []) {
      const guard = guards[name];
      if (!guard) throw data({ message: unknownMiddlewareMessage(name) }, { status: 500 });
      guard(outcome);
    }
  }
  return outcome;
}
