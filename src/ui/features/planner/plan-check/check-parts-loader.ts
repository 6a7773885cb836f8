import { loadStrings } from '../../../../i18n';

export type CheckParts = typeof import('./check-parts');

let loaded: CheckParts | null = null;

/** The reality check's parts once they have arrived, so a plan shown later is checked in its first render. */
export const loadedCheckParts = (): CheckParts | null => loaded;

/** Downloads the reality check's parts (rules, travel facts, panels) and their strings; every later call gets them at once. */
export const loadCheckParts = (): Promise<CheckParts> =>
  loaded ? Promise.resolve(loaded) : Promise.all([import('./check-parts'), loadStrings(['plan-check'])]).then(([parts]) => (loaded = parts));
