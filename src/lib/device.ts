/**
 * A phone or tablet gets the mobile layout: a mobile user agent, or a window narrower than 900 px.
 * Self-contained (no outside names) so the build can inline it into index.html's preload script.
 */
export function isMobileDevice(width: number, userAgent: string): boolean {
  return width < 900 || /Android|iPhone|iPad|iPod|Mobile|HarmonyOS/i.test(userAgent);
}
