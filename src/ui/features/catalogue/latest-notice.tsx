/** The latest entry-China notice (entryChinaNotice/last), shown on home. */
export function LatestNotice() {
  return null;
}
