import { Subject } from 'rxjs';
import type { ClientInfo } from '../api/types/account';

type ToastSeverity = 'success' | 'info' | 'warn' | 'error';

/** Cross-cutting facts. Machines subscribe; the mock panel shows the log. */
export type AppEvent =
  | { type: 'toast'; severity: ToastSeverity; text?: string; key?: string; values?: Record<string, unknown>; life?: number }
  | { type: 'session.kicked'; code: number; endpoint: string }
  | { type: 'session.signedIn'; user: ClientInfo }
  | { type: 'session.signedOut' }
  | { type: 'language.changed'; code: string }
  /** the router is about to show another location (spec: the stored token is copied into the session first) */
  | { type: 'navigation.starting' }
  /** a visitor tried something that needs an account: the login dialog opens */
  | { type: 'login.requested' }
  | { type: 'network.error'; endpoint: string; message: string };

export interface LoggedEvent {
  at: number;
  event: AppEvent;
}

const LOG_LIMIT = 200;
const log: LoggedEvent[] = [];

export const appEvents = new Subject<AppEvent>();

appEvents.subscribe((event) => {
  log.push({ at: Date.now(), event });
  if (log.length > LOG_LIMIT) log.shift();
});

export function publish(event: AppEvent): void {
  appEvents.next(event);
}

export function eventLog(): readonly LoggedEvent[] {
  return log;
}
