import { ConfigError } from '../domain/errors.js';
import {
  type ConfigKey,
  DEFAULTS,
  type Env,
  PRODUCTION_KEYS,
  PROVIDER_KEYS,
  settingValue,
} from './config-keys.js';

/**
 * demo: a service whose key is missing runs against the embedded sandbox (no provider key at all,
 * or LEADGEN_MODE=demo); production: every key is needed (DESIGN.md §4 "Mode").
 */
export type Mode = 'demo' | 'production';

/**
 * The mode (DESIGN.md §4 "Mode"): LEADGEN_MODE when set; else demo when no provider key is set
 * at all, production when one is. Production needs every key: with some set and others missing,
 * a ConfigError names the missing ones (a missing Stripe key must never make credits free).
 */
export function resolveMode(value: string | null, values: ReadonlyMap<ConfigKey, string>): Mode {
  if (value !== null && value !== 'demo' && value !== 'production') {
    throw new ConfigError(`LEADGEN_MODE must be "demo" or "production", got "${value}"`);
  }
  const mode: Mode = value ?? (PROVIDER_KEYS.some((key) => values.has(key)) ? 'production' : 'demo');
  if (mode === 'demo') return mode;
  const missing = PRODUCTION_KEYS.filter((key) => !values.has(key));
  if (missing.length === 0) return mode;
  if (value === 'production') {
    throw new ConfigError(`Production mode needs ${missing.join(', ')}: set them, or run in demo mode.`);
  }
  const given = PROVIDER_KEYS.filter((key) => values.has(key));
  throw new ConfigError(
    `${given.join(', ')} ${given.length === 1 ? 'is' : 'are'} set, so Leadgen runs against the real services and needs ${missing.join(', ')} too. ` +
      'Set them, or set LEADGEN_MODE=demo to run the services without a key against the local sandbox.',
  );
}

export function parseUrl(key: ConfigKey, value: string): string {
  try {
    return new URL(value).toString().replace(/\/$/, '');
  } catch {
    throw new ConfigError(`${key} must be a URL, got "${value}"`);
  }
}

export function positiveNumber(key: ConfigKey, value: string | null, fallback: number): number {
  if (value === null) return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0)
    throw new ConfigError(`${key} must be a number above 0, got "${value}"`);
  return number;
}

export function wholeNumber(key: ConfigKey, value: string | null, fallback: number): number {
  if (value === null) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < 1)
    throw new ConfigError(`${key} must be a whole number above 0, got "${value}"`);
  return Number(value);
}

/** LEADGEN_LOW_CREDITS: credits (0 or more, 0 turns `credits.low` off), in millicredits. */
export function lowCreditsMillicredits(value: string | null): number {
  if (value === null) return DEFAULTS.lowCredits * 1000;
  const credits = Number(value);
  if (value.trim() === '' || !Number.isFinite(credits) || credits < 0)
    throw new ConfigError(`LEADGEN_LOW_CREDITS must be a number of credits (0 or more), got "${value}"`);
  return Math.round(credits * 1000);
}

/** LEADGEN_TUTORIAL_VIDEO_URLS: up to three comma-separated URLs; a blank entry keeps its place. */
export function tutorialVideoUrls(value: string | null): (string | null)[] {
  const parts = (value ?? '').split(',').map((part) => part.trim());
  return [0, 1, 2].map((i) => {
    const url = parts[i];
    if (!url) return null;
    try {
      return new URL(url).toString();
    } catch {
      throw new ConfigError(`LEADGEN_TUTORIAL_VIDEO_URLS: "${url}" is not a URL`);
    }
  });
}

/**
 * LEADGEN_SHUTDOWN_TIMEOUT_MS alone (default 10 s), for a command that needs no other setting
 * (`leadgen sandbox`): a whole number of milliseconds above 0, else a ConfigError.
 */
export function shutdownTimeoutMs(env: Env, file: Readonly<Record<string, unknown>> = {}): number {
  const value = settingValue(env, file, 'LEADGEN_SHUTDOWN_TIMEOUT_MS');
  if (value === null) return DEFAULTS.shutdownTimeoutMs;
  const number = Number(value);
  if (!/^\d+$/.test(value) || number < 1)
    throw new ConfigError(
      `LEADGEN_SHUTDOWN_TIMEOUT_MS must be a whole number of milliseconds above 0, got "${value}"`,
    );
  return number;
}

/**
 * When a shutdown with `deadlineMs` cuts what is still open (connections, jobs still running,
 * handed back to the queue): early enough that handing the jobs back and closing the database
 * still fit before the deadline.
 */
export function shutdownCutMs(deadlineMs: number): number {
  return deadlineMs - Math.min(1_000, deadlineMs / 4);
}
