import { staleSettings } from '../accounts/settings-version.js';
import type { Campaign } from '../domain/campaign.js';
import { clockText, localTime } from '../domain/local-time.js';
import { messages } from '../domain/messages.js';
import {
  BLOCK_EFFECT_MS,
  blockWindow,
  capAt,
  DEFAULT_DAILY_CAP,
  formatWorkingHours,
  type NextSend,
  nextSend,
  type OutreachPace,
  parseDailyCap,
  parseTimeZone,
  parseWorkingHours,
  recoveringCap,
  type SentSoFar,
  type WorkingHours,
} from '../domain/outreach-pace.js';
import { type PaceHealth, paceHealth } from '../domain/pace-health.js';
import {
  DEFAULT_WARMUP,
  parseWarmupDays,
  parseWarmupEnabled,
  parseWarmupStart,
  type WarmupSettings,
  warmupAt,
} from '../domain/warmup.js';
import type { Repositories } from '../store/open-store.js';
import type { BlockReport } from '../store/outreach-blocks-repository.js';
import { toBool } from '../store/rows.js';

/**
 * What the pace needs: the outreach repository (sends, settings), the guard's (block reports,
 * the first send), and the clock it reads (the store's when absent).
 */
export interface PaceDeps {
  store: Pick<Repositories, 'outreach' | 'outreachBlocks' | 'outreachSettings'>;
  now?: () => Date;
}

/** The user's pace settings, defaults filled in. */
export interface OutreachSettings {
  dailyCap: number;
  workingHours: WorkingHours | null;
  timeZone: string;
  /** The warm-up ramp for a new sender (on, 10 a day to the cap over 14 days, by default). */
  warmup: WarmupSettings;
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

/**
 * The account's health as the queue and the settings give it: the factor that limits sending
 * now, and whether a block report is in effect (its pause or its recovery), which another factor
 * may limit more (outside working hours, the day's cap used up) while the report still holds.
 */
export type PaceHealthLine = Pick<PaceHealth, 'factor' | 'line' | 'limit' | 'left'> & {
  blockInEffect: boolean;
};

const HOUR_MS = 3_600_000;
/** How far back the pace reads sends: a day and a bit covers any local day in any zone. */
const LOOKBACK_MS = 27 * HOUR_MS;

/** The user's pace settings, with the defaults (15 a day, any hour, UTC, warm-up on) for what is unset. */
export async function outreachSettings(
  deps: { store: Pick<Repositories, 'outreachSettings'> },
  userId: string,
): Promise<OutreachSettings> {
  const row = await deps.store.outreachSettings.get(userId);
  const warmup = row?.outreach_warmup;
  return {
    dailyCap: row?.outreach_daily_cap ?? DEFAULT_DAILY_CAP,
    workingHours: parseWorkingHours(row?.outreach_hours ?? null),
    timeZone: row?.time_zone ?? 'UTC',
    warmup: {
      enabled: warmup === null || warmup === undefined ? DEFAULT_WARMUP.enabled : toBool(warmup),
      start: row?.outreach_warmup_start ?? DEFAULT_WARMUP.start,
      days: row?.outreach_warmup_days ?? DEFAULT_WARMUP.days,
    },
    version: Number(row?.settings_version ?? 1),
  };
}

/** Pace settings to change; undefined leaves one as it is. */
export interface OutreachSettingsChange {
  dailyCap?: unknown;
  workingHours?: string | null;
  timeZone?: string;
  /** On or off (a boolean, or on/off). */
  warmup?: unknown;
  warmupStart?: unknown;
  warmupDays?: unknown;
}

/**
 * Changes the pace settings given: the daily cap (1-200), working hours ('09:00-17:30', blank
 * for any hour), the time zone (an IANA name) and the warm-up (on or off, its day-1 allowance
 * 1-200 and its length 2-90 days). Each is checked before any is saved.
 */
export async function updateOutreachSettings(
  deps: { store: Pick<Repositories, 'outreachSettings'> },
  userId: string,
  input: OutreachSettingsChange,
  check: { expectedVersion?: number } = {},
): Promise<OutreachSettings> {
  const hours = input.workingHours === undefined ? undefined : parseWorkingHours(input.workingHours);
  const saved = await deps.store.outreachSettings.save(
    userId,
    {
      outreach_daily_cap: input.dailyCap === undefined ? undefined : parseDailyCap(input.dailyCap),
      outreach_hours: hours === undefined ? undefined : hours && formatWorkingHours(hours),
      time_zone: input.timeZone === undefined ? undefined : parseTimeZone(input.timeZone),
      outreach_warmup: input.warmup === undefined ? undefined : Number(parseWarmupEnabled(input.warmup)),
      outreach_warmup_start:
        input.warmupStart === undefined ? undefined : parseWarmupStart(input.warmupStart),
      outreach_warmup_days: input.warmupDays === undefined ? undefined : parseWarmupDays(input.warmupDays),
    },
    check,
  );
  if (!saved) throw await staleSettings(deps.store.outreachSettings.get(userId));
  return outreachSettings(deps, userId);
}

/** What the pace reads for a user now: the limits, what was sent, the settings and the block in effect. */
async function paceInputs(
  deps: PaceDeps,
  userId: string,
  campaign: Pick<Campaign, 'id' | 'send_rate_limit'> | null,
): Promise<{
  now: Date;
  pace: OutreachPace;
  sent: SentSoFar;
  settings: OutreachSettings;
  block: BlockReport | null;
}> {
  const now = deps.now?.() ?? deps.store.outreach.now();
  const since = new Date(now.getTime() - LOOKBACK_MS).toISOString();
  const [settings, userRecent, campaignRecent, firstSendAt, block] = await Promise.all([
    outreachSettings(deps, userId),
    deps.store.outreach.sentSince(userId, since),
    campaign
      ? deps.store.outreach.sentSince(userId, new Date(now.getTime() - HOUR_MS).toISOString(), campaign.id)
      : Promise.resolve([]),
    deps.store.outreachBlocks.firstSendAt(userId),
    deps.store.outreachBlocks.latest(userId, blockEffectSince(now)),
  ]);
  const pace: OutreachPace = {
    ratePerHour: campaign?.send_rate_limit ?? 0,
    dailyCap: settings.dailyCap,
    workingHours: settings.workingHours,
    timeZone: settings.timeZone,
    warmup: { ...settings.warmup, firstSendAt },
    blockedAt: block ? new Date(block.reported_at) : null,
  };
  return { now, pace, sent: { campaignRecent, userRecent }, settings, block };
}

/** Why the pace holds the next send, in words; null when it does not. */
function holdNotice(next: NextSend, pace: OutreachPace, now: Date): string | null {
  const when = clockText(next.at, now, pace.timeZone);
  switch (next.hold) {
    case 'rate':
      return messages.paceRate(pace.ratePerHour, when);
    case 'daily':
      return messages.paceDaily(pace.dailyCap, when);
    case 'rolling':
      return messages.paceRolling(capAt(pace, now).cap, when);
    case 'warmup': {
      const warmup = warmupAt(pace.warmup, pace.dailyCap, now, pace.timeZone);
      return warmup
        ? messages.paceWarmup(warmup.day, warmup.days, warmup.cap, when)
        : messages.paceDaily(pace.dailyCap, when);
    }
    case 'hours':
      return messages.paceHours(when);
    case 'blocked':
      return messages.paceBlocked(when);
    case 'recovering':
      return messages.paceRecovering(recoveringCap(pace, now), when);
    default:
      return null;
  }
}

/** The health line for `pace` now, its times written as the user reads them. */
function healthOf(pace: OutreachPace, sent: SentSoFar, now: Date): PaceHealthLine {
  const { factor, line, limit, left, allowances } = paceHealth(pace, sent, now, (at) =>
    clockText(at, now, pace.timeZone),
  );
  const blockInEffect = allowances.some((each) => each.factor === 'blocked' || each.factor === 'recovering');
  return { factor, line, limit, left, blockInEffect };
}

/**
 * The pace of a campaign now: whether a send is allowed, else when and why, today's count
 * against the day's cap (the warm-up's when lower), and the health line.
 */
export async function currentPace(
  deps: PaceDeps,
  userId: string,
  campaign: Pick<Campaign, 'id' | 'send_rate_limit'>,
): Promise<QueuePace & { today: PaceToday; health: PaceHealthLine }> {
  const { now, pace, sent } = await paceInputs(deps, userId, campaign);
  const next = nextSend(pace, sent, now);
  const today = localTime(now, pace.timeZone).date;
  const sentToday = sent.userRecent.filter(
    (at) => at <= now && localTime(at, pace.timeZone).date === today,
  ).length;
  return {
    ...next,
    notice: holdNotice(next, pace, now),
    waitMs: Math.max(0, next.at.getTime() - now.getTime()),
    today: { sent: sentToday, cap: capAt(pace, now).cap },
    health: healthOf(pace, sent, now),
  };
}

/** A block report in effect: when it was made, the pause's end and the recovery's. */
export interface BlockState {
  reportedAt: Date;
  note: string | null;
  pausedUntil: Date;
  recoveredAt: Date;
}

/** The user's pace settings with the account's health now (no campaign: its rate is left out) and any block in effect. */
export async function paceOverview(
  deps: PaceDeps,
  userId: string,
): Promise<{ settings: OutreachSettings; health: PaceHealthLine; block: BlockState | null }> {
  const { now, pace, sent, settings, block } = await paceInputs(deps, userId, null);
  return { settings, health: healthOf(pace, sent, now), block: block && blockState(block) };
}

/** A report's effect: the 24-hour pause from it, then a day at half the cap (`blockWindow`). */
export function blockState(report: BlockReport): BlockState {
  const reportedAt = new Date(report.reported_at);
  const { pausedUntil, recoveredAt } = blockWindow({ blockedAt: reportedAt }) as {
    pausedUntil: Date;
    recoveredAt: Date;
  };
  return { reportedAt, note: report.note, pausedUntil, recoveredAt };
}

/** How far back a block report still holds, from `now`. */
export const blockEffectSince = (now: Date) => new Date(now.getTime() - BLOCK_EFFECT_MS).toISOString();
