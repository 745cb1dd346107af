import { RESERVATION_MAX_MS } from '@core/schemas';

/** Quick pickup times of the Reserve sheet; anything else goes through the custom field. */
export type PickupChoice = 'inAnHour' | 'thisEvening' | 'tomorrowMorning';

// Whole five minutes read better than 4:37 PM, and a buyer cannot be that exact anyway.
const ROUND_MS = 5 * 60 * 1000;
const EVENING_HOUR = 18;
const MORNING_HOUR = 9;

/** The latest pickup the server accepts: seven days ahead, and never after the post expires. */
export function latestPickup(now: Date, postExpiresAt: string): Date {
  const limit = now.getTime() + RESERVATION_MAX_MS;
  const expires = Date.parse(postExpiresAt);
  return new Date(Number.isNaN(expires) ? limit : Math.min(limit, expires));
}

function atHour(base: Date, dayOffset: number, hour: number): Date {
  const date = new Date(base);
  date.setDate(date.getDate() + dayOffset);
  date.setHours(hour, 0, 0, 0);
  return date;
}

/**
 * The quick choices that make sense now: 'this evening' only while the evening is still an
 * hour or more away, and none past the latest allowed pickup (a post expiring tonight has
 * no 'tomorrow morning').
 */
export function pickupChoices(now: Date, latest: Date): { key: PickupChoice; at: Date }[] {
  const inAnHour = new Date(Math.ceil((now.getTime() + 60 * 60 * 1000) / ROUND_MS) * ROUND_MS);
  const evening = atHour(now, 0, EVENING_HOUR);
  const choices: { key: PickupChoice; at: Date }[] = [{ key: 'inAnHour', at: inAnHour }];
  if (evening.getTime() - now.getTime() >= 60 * 60 * 1000) {
    choices.push({ key: 'thisEvening', at: evening });
  }
  choices.push({ key: 'tomorrowMorning', at: atHour(now, 1, MORNING_HOUR) });
  return choices.filter((choice) => choice.at.getTime() <= latest.getTime());
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A date as <input type="datetime-local"> holds it: local time, to the minute. */
export function toLocalInput(date: Date): string {
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

/** What a datetime-local input holds, read as local time; null when empty or unreadable. */
export function fromLocalInput(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(year, month - 1, day, hour, minute);
  // new Date() rolls 31 Feb over into March; a date that moved was not a real one.
  if (date.getDate() !== day || date.getHours() !== hour) return null;
  return Number.isNaN(date.getTime()) ? null : date;
}
