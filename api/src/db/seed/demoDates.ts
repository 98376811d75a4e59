const DAY_MS = 24 * 3600 * 1000;

/** Days already written out: the seed dates millions of rows over a few thousand days. */
const days = new Map<number, string>();

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** 'YYYY-MM-DD' (UTC) of a moment, as toISOString().slice(0, 10) gives, but cached per day. */
export function isoDay(moment: number): string {
  const day = Math.floor(moment / DAY_MS);
  let text = days.get(day);
  if (text === undefined) {
    text = new Date(day * DAY_MS).toISOString().slice(0, 10);
    days.set(day, text);
  }
  return text;
}

/** The same text as new Date(moment).toISOString() for whole-millisecond moments, faster. */
export function isoMoment(moment: number): string {
  const dayStart = Math.floor(moment / DAY_MS) * DAY_MS;
  let rest = moment - dayStart;
  const hours = Math.floor(rest / 3600_000);
  rest -= hours * 3600_000;
  const minutes = Math.floor(rest / 60_000);
  rest -= minutes * 60_000;
  const seconds = Math.floor(rest / 1000);
  const milliseconds = rest - seconds * 1000;
  return `${isoDay(dayStart)}T${pad(hours, 2)}:${pad(minutes, 2)}:${pad(seconds, 2)}.${pad(milliseconds, 3)}Z`;
}
