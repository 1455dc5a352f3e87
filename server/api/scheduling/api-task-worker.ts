// The API's task worker with every handler it runs (the waitlist's offers and lapses) and its sweep (the
// waitlist's entries whose window passed), over its dependencies.
import type { ApiDependencies } from '../api-dependencies';
import { expirePassedEntries, waitlistTaskHandlers } from '../waitlist/waitlist';
import { DEFAULT_TASK_WORKER_OPTIONS, TaskWorker, type TaskWorkerOptions } from './task-worker';

export function createTaskWorker(deps: ApiDependencies, options: TaskWorkerOptions = DEFAULT_TASK_WORKER_OPTIONS): TaskWorker {
  return new TaskWorker(deps.db, deps.clock, deps.sms, waitlistTaskHandlers(deps), deps.log, options, (nowMs) => expirePassedEntries(deps.db, nowMs));
}
