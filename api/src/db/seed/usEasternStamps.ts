import { toUsEastern } from '../../lib/usEastern';

const HOUR_MS = 3600_000;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * toUsEastern for many moments, cheaply: Intl formatting costs microseconds a call, and
 * the seed stamps millions of remarks. US Eastern differs from UTC by whole hours, so
 * within one UTC hour the Eastern date and hour stay put: each hour is formatted once
 * and its minutes and seconds are filled in.
 */
export class UsEasternStamps {
  private readonly hours = new Map<number, { usDate: string; usTime: string }>();

  of(moment: number): { usDate: string; usTime: string } {
    const hour = Math.floor(moment / HOUR_MS);
    let start = this.hours.get(hour);
    if (!start) {
      start = toUsEastern(new Date(hour * HOUR_MS));
      this.hours.set(hour, start);
    }
    const minutes = Math.floor(moment / 60_000) % 60;
    const seconds = Math.floor(moment / 1000) % 60;
    // usTime is 'hh:mm:ss AM': keep the hour and the AM/PM, put in this moment's mm:ss.
    const usTime = `${start.usTime.slice(0, 3)}${twoDigits(minutes)}:${twoDigits(seconds)}${start.usTime.slice(8)}`;
    return { usDate: start.usDate, usTime };
  }
}
