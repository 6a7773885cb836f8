import type { ReactNode } from 'react';

/**
 * Runs a view shows itself (not through a translation, whose values src/i18n isolates): in right-to-left
 * text they keep their own order and do not reorder the words around them. See src/lib/bidi.ts.
 */

/** A run of its own direction: a name, a title, a date or a price written in the page language. */
export function Isolate({ children }: { children: ReactNode }) {
  return <bdi>{children}</bdi>;
}

/** A run that always reads left to right: a phone number, an e-mail address, a code, a date in digits. */
export function Ltr({ children, className }: { children: ReactNode; className?: string }) {
  return <bdi dir="ltr" className={className}>{children}</bdi>;
}
