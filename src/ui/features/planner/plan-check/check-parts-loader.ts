import { loadStrings } from '../../../../i18n';
import { downloadOnce } from '../../../../lib/download-once';

export type CheckParts = typeof import('./check-parts');

const checkParts = downloadOnce(() => Promise.all([import('./check-parts'), loadStrings(['plan-check'])]).then(([parts]) => parts));

/** The reality check's parts once they have arrived, so a plan shown later is checked in its first render. */
export const loadedCheckParts = checkParts.loaded;

/** Downloads the reality check's parts (rules, travel facts, panels) and their strings; every later call gets them at once. */
export const loadCheckParts = checkParts.load;
