import { localTime } from '@leadgen/core/domain';

type Env = Readonly<Record<string, string | undefined>>;

const zones = new Map<string, string | undefined>();

/** The zone TZ names, when the runtime knows it; else the process's own zone (undefined). */
function zoneOf(env: Env): string | undefined {
  const name = (env.TZ ?? '').replace(/^:/, '');
  if (!zones.has(name)) {
    let zone: string | undefined;
    try {
      if (name) localTime(new Date(0), name);
      zone = name || undefined;
    } catch {
      zone = undefined;
    }
    zones.set(name, zone);
  }
  return zones.get(name);
}

/**
 * A stored timestamp (ISO, UTC) as the reader's local date and time, 'YYYY-MM-DD HH:MM', in the
 * zone TZ names (as `date` does); the JSON output keeps the ISO timestamp.
 *
 * @example
 * localDateTime('2026-11-26T23:30:00.000Z', { TZ: 'Asia/Tokyo' }) // '2026-11-27 08:30'
 */
export function localDateTime(iso: string, env: Env): string {
  const { date, time } = localTime(new Date(iso), zoneOf(env));
  return `${date} ${time}`;
}

/** The local date alone, 'YYYY-MM-DD' (see `localDateTime`). */
export const localDate = (iso: string, env: Env): string => localDateTime(iso, env).slice(0, 10);
