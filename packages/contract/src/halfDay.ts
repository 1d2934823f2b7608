/** Spec §9: a day-off of 300 minutes or less is a partial day. */
export const PARTIAL_DAY_MAX_MINUTES = 300;
export const MIDDAY_MINUTE = 720;
export const MORNING_START = 540;
export const AFTERNOON_START = 780;

export function isPartialDay(durationMinutes: number): boolean {
  return durationMinutes <= PARTIAL_DAY_MAX_MINUTES;
}

/** A partial day is morning when its midpoint falls before 12:00, otherwise afternoon; longer days have no half. */
export function halfOfDay(startMinutes: number, durationMinutes: number): 'morning' | 'afternoon' | null {
  if (!isPartialDay(durationMinutes)) return null;
  return startMinutes + durationMinutes / 2 < MIDDAY_MINUTE ? 'morning' : 'afternoon';
}
