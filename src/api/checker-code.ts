/**
 * The answer checker's code (the parts of valibot it runs and the contract's schemas), out of the entry
 * bundle. A call asks for it as it starts, so on a first visit it downloads beside the first answers
 * instead of after them.
 */
export function loadCheckerCode(): Promise<typeof import('./checker-parts')> {
  return import('./checker-parts');
}
