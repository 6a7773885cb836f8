/** China keeps one time zone, UTC+8, with no daylight saving. */
export const BEIJING_OFFSET_MINUTES = 8 * 60;
const OFFSET_MS = BEIJING_OFFSET_MINUTES * 60_000;

/** The wall clock in Beijing at `now`: read it with the UTC getters (getUTCHours is the hour in Beijing). */
export function beijingWallClock(now: number): Date {
  return new Date(now + OFFSET_MS);
}

/** The instant at which Beijing's wall clock shows `wall` (a Date read with the UTC getters). */
export function instantOfBeijingWallClock(wall: Date): number {
  return wall.getTime() - OFFSET_MS;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The date in Beijing at `now` (by default now), `YYYY-MM-DD`. */
export function beijingDate(now: number = Date.now()): string {
  const wall = beijingWallClock(now);
  return `${wall.getUTCFullYear()}-${twoDigits(wall.getUTCMonth() + 1)}-${twoDigits(wall.getUTCDate())}`;
}

/** Beijing time for the header clock: `HH:mm:ss`, and the ISO form with its offset for `<time dateTime>`. */
export function beijingClockFace(now: number): { time: string; iso: string } {
  const wall = beijingWallClock(now);
  const time = `${twoDigits(wall.getUTCHours())}:${twoDigits(wall.getUTCMinutes())}:${twoDigits(wall.getUTCSeconds())}`;
  return { time, iso: `${beijingDate(now)}T${time}+08:00` };
}
