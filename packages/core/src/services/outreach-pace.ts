import type { Campaign } from '../domain/campaign.js';
import { localTime } from '../domain/local-time.js';
import { messages } from '../domain/messages.js';
import {
  DEFAULT_DAILY_CAP,
  formatWorkingHours,
  type NextSend,
  nextSend,
  parseDailyCap,
  parseTimeZone,
  parseWorkingHours,
  type WorkingHours,
} from '../domain/outreach-pace.js';
import type { Repositories } from '../store/open-store.js';
import { staleSettings } from './settings-version.js';

/** What the pace needs: the outreach repository, and the clock it reads (the store's when absent). */
export interface PaceDeps {
  store: Pick<Repositories, 'outreach'>;
  now?: () => Date;
}

/** The user's pace settings, defaults filled in. */
export interface OutreachSettings {
  dailyCap: number;
  workingHours: WorkingHours | null;
  timeZone: string;
  /** The settings' version: a save names the one it started from (issue 31). */
  version: number;
}

/**
 * Whether a send is allowed now, else when and why not (`notice` says it in words); `waitMs`
 * is how long until then, for a countdown that does not trust the reader's clock.
 */
export type QueuePace = NextSend & { notice: string | null; waitMs: number };

/** The user's new conversations today (local day), across campaigns, and the daily cap. */
export interface PaceToday {
  sent: number;
  cap: number;
}

const HOUR_MS = 3_600_000;
/** How far back the pace reads sends: a day and a bit covers any local day in any zone. */
const LOOKBACK_MS = 27 * HOUR_MS;

/** The user's pace settings, with the defaults (15 a day, any hour, UTC) for what is unset. */
export async function outreachSettings(
  deps: Pick<PaceDeps, 'store'>,
  userId: string,
): Promise<OutreachSettings> {
  const row = await deps.store.outreach.settings(userId);
  return {
    dailyCap: row?.outreach_daily_cap ?? DEFAULT_DAILY_CAP,
    workingHours: parseWorkingHours(row?.outreach_hours ?? null),
    timeZone: row?.time_zone ?? 'UTC',
    version: Number(row?.settings_version ?? 1),
  };
}

/**
 * Changes the pace settings given: the daily cap (1-200), working hours ('09:00-17:30', blank
 * for any hour) and the time zone (an IANA name). Each is checked before any is saved.
 */
export async function updateOutreachSettings(
  deps: Pick<PaceDeps, 'store'>,
  userId: string,
  input: { dailyCap?: unknown; workingHours?: string | null; timeZone?: string },
  check: { expectedVersion?: number } = {},
): Promise<OutreachSettings> {
  const hours = input.workingHours === undefined ? undefined : parseWorkingHours(input.workingHours);
  const saved = await deps.store.outreach.saveSettings(
    userId,
    {
      outreach_daily_cap: input.dailyCap === undefined ? undefined : parseDailyCap(input.dailyCap),
      outreach_hours: hours === undefined ? undefined : hours && formatWorkingHours(hours),
      time_zone: input.timeZone === undefined ? undefined : parseTimeZone(input.timeZone),
    },
    check,
  );
  if (!saved) throw await staleSettings(deps.store.outreach.settings(userId));
  return outreachSettings(deps, userId);
}

/** A pace time as the user reads it: 'HH:MM' today, else 'Fri 09:00', in their time zone. */
export function paceClock(at: Date, now: Date, timeZone: string): string {
  const local = localTime(at, timeZone);
  if (local.date === localTime(now, timeZone).date) return local.time;
  return `${at.toLocaleDateString('en-GB', { timeZone, weekday: 'short' })} ${local.time}`;
}

/** The pace of a campaign now: whether a send is allowed, else when and why, and today's count. */
export async function currentPace(
  deps: PaceDeps,
  userId: string,
  campaign: Pick<Campaign, 'id' | 'send_rate_limit'>,
): Promise<QueuePace & { today: PaceToday }> {
  const now = deps.now?.() ?? deps.store.outreach.now();
  const since = new Date(now.getTime() - LOOKBACK_MS).toISOString();
  const [settings, userRecent, campaignRecent] = await Promise.all([
    outreachSettings(deps, userId),
    deps.store.outreach.sentSince(userId, since),
    deps.store.outreach.sentSince(userId, new Date(now.getTime() - HOUR_MS).toISOString(), campaign.id),
  ]);
  const pace = nextSend(
    {
      ratePerHour: campaign.send_rate_limit,
      dailyCap: settings.dailyCap,
      workingHours: settings.workingHours,
      timeZone: settings.timeZone,
    },
    { campaignRecent, userRecent },
    now,
  );
  const when = paceClock(pace.at, now, settings.timeZone);
  const notice =
    pace.hold === 'rate'
      ? messages.paceRate(campaign.send_rate_limit, when)
      : pace.hold === 'daily'
        ? messages.paceDaily(settings.dailyCap, when)
        : pace.hold === 'hours'
          ? messages.paceHours(when)
          : null;
  const today = localTime(now, settings.timeZone).date;
  const sentToday = userRecent.filter(
    (at) => at <= now && localTime(at, settings.timeZone).date === today,
  ).length;
  return {
    ...pace,
    notice,
    waitMs: Math.max(0, pace.at.getTime() - now.getTime()),
    today: { sent: sentToday, cap: settings.dailyCap },
  };
}
