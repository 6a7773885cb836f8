import { onTestFinished } from 'vitest';
import { appEvents, type AppEvent } from '../../src/lib/app-events';

/** Every app event published while the current test runs (toasts, session changes…), in order. */
export function recordAppEvents(): AppEvent[] {
  const events: AppEvent[] = [];
  const subscription = appEvents.subscribe((event) => events.push(event));
  onTestFinished(() => subscription.unsubscribe());
  return events;
}
