type Env = Readonly<Record<string, string | undefined>>;

const formats = new Map<string, Intl.DateTimeFormat>();

/** The local-time formatter of TZ (the process's own zone when TZ is unset or unknown). */
function formatter(env: Env): Intl.DateTimeFormat {
  const zone = env.TZ ?? '';
  let format = formats.get(zone);
  if (!format) {
    const options: Intl.DateTimeFormatOptions = {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    };
    try {
      format = new Intl.DateTimeFormat('en-US', {
        ...options,
        ...(zone ? { timeZone: zone.replace(/^:/, '') } : {}),
      });
    } catch {
      format = new Intl.DateTimeFormat('en-US', options);
    }
    formats.set(zone, format);
  }
  return format;
}

/**
 * A stored timestamp (ISO, UTC) as the reader's local date and time, 'YYYY-MM-DD HH:MM', in the
 * zone TZ names (as `date` does); the JSON output keeps the ISO timestamp.
 *
 * @example
 * localDateTime('2026-11-26T23:30:00.000Z', { TZ: 'Asia/Tokyo' }) // '2026-11-27 08:30'
 */
export function localDateTime(iso: string, env: Env): string {
  const parts = Object.fromEntries(
    formatter(env)
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** The local date alone, 'YYYY-MM-DD' (see `localDateTime`). */
export const localDate = (iso: string, env: Env): string => localDateTime(iso, env).slice(0, 10);
