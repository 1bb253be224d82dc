const formats = new Map<string, Intl.DateTimeFormat>();

/** The wall clock of an instant in a time zone. */
export interface LocalTime {
  /** 'YYYY-MM-DD'. */
  date: string;
  /** 'HH:MM', 24-hour. */
  time: string;
  /** Minutes after local midnight. */
  minuteOfDay: number;
}

/**
 * The date and time an instant shows on a wall clock in `timeZone` (an IANA name; the runtime's
 * own zone when absent). An unknown zone throws a RangeError, as Intl does.
 *
 * @example
 * localTime(new Date('2026-11-26T23:30:00Z'), 'Asia/Tokyo') // { date: '2026-11-27', time: '08:30', minuteOfDay: 510 }
 */
export function localTime(at: Date, timeZone?: string): LocalTime {
  if (timeZone === undefined) return runtimeLocalTime(at);
  const key = timeZone;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      ...(timeZone ? { timeZone } : {}),
    });
    formats.set(key, format);
  }
  const parts = Object.fromEntries(format.formatToParts(at).map((part) => [part.type, part.value]));
  const [hour, minute] = [Number(parts.hour), Number(parts.minute)];
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
    minuteOfDay: hour * 60 + minute,
  };
}

/**
 * The runtime's own zone, which Date's getters follow as Intl does: the same wall clock without
 * building a DateTimeFormat (the first one loads ICU's date data, ~25 ms of a CLI command).
 */
function runtimeLocalTime(at: Date): LocalTime {
  const two = (value: number) => String(value).padStart(2, '0');
  const [hour, minute] = [at.getHours(), at.getMinutes()];
  return {
    date: `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}`,
    time: `${two(hour)}:${two(minute)}`,
    minuteOfDay: hour * 60 + minute,
  };
}

/**
 * An instant as the user reads it next to `now`: 'HH:MM' on the same local day, else the weekday
 * and time ('Fri 09:00'), in `timeZone`. How the pace says when the next send may go and the
 * linter says when a repeated message was sent.
 *
 * @example
 * clockText(new Date('2026-11-27T09:00:00Z'), new Date('2026-11-28T12:00:00Z'), 'UTC') // 'Fri 09:00'
 */
export function clockText(at: Date, now: Date, timeZone: string): string {
  const local = localTime(at, timeZone);
  if (local.date === localTime(now, timeZone).date) return local.time;
  return `${at.toLocaleDateString('en-GB', { timeZone, weekday: 'short' })} ${local.time}`;
}
