/** Above PrimeReact's dialog masks (which count up from 1000), so the panel stays usable during any dialog. */
export const ABOVE_DIALOGS = 100_000;
