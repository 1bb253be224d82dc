import { join, resolve } from 'node:path';
import {
  type ActingUserSetting,
  actingUserSetting,
  databaseKey,
  rememberedUsers,
} from './acting-user-setting.js';
import { ConfigError } from './domain/errors.js';
import {
  type ActorChoices,
  DEFAULT_ACTORS,
  resolveActor,
  resolveChain,
} from './providers/apify-contracts.js';
import type { DatabaseLocation } from './store/open-store.js';

/** Whether `text` names a PostgreSQL database (`postgres://` or `postgresql://`). */
export const isPostgresUrl = (text: string): boolean => /^postgres(ql)?:\/\//.test(text);

/**
 * demo: a service whose key is missing runs against the embedded sandbox (no provider key at all,
 * or LEADGEN_MODE=demo); production: every key is needed (DESIGN.md §4 "Mode").
 */
export type Mode = 'demo' | 'production';

/** Everything Leadgen reads from its environment and config file, typed (DESIGN.md §8). */
export interface Config {
  mode: Mode;
  database: DatabaseLocation;
  apify: {
    token: string | null;
    /**
     * The chain of actors of each job, tried in order, and the contract each follows
     * (apify-contracts.ts): `LEADGEN_APIFY_FOLLOWERS_ACTORS=a,b` (likewise FOLLOWING and
     * PROFILE), else the single `LEADGEN_APIFY_*_ACTOR` as a chain of one, else the default.
     */
    actors: ActorChoices;
    /** The most a run may cost per 1,000 results, in USD (each run's `maxTotalChargeUsd`). */
    maxUsdPer1000: number;
    baseUrl: string | null;
  };
  gemini: { apiKey: string | null; model: string; baseUrl: string | null };
  stripe: {
    secretKey: string | null;
    webhookSecret: string | null;
    baseUrl: string | null;
    prices: {
      credits_10: string | null;
      credits_20: string | null;
      credits_50: string | null;
      credits_100: string | null;
      pro: string | null;
    };
  };
  mail: { smtpUrl: string | null; from: string };
  server: {
    port: number;
    publicUrl: string | null;
    /**
     * How long `serve`, `worker` and `sandbox` take at most to stop after SIGTERM or Ctrl-C
     * (LEADGEN_SHUTDOWN_TIMEOUT_MS, default 10 s): what is still connected then is cut, and a job
     * still running goes back to the queue.
     */
    shutdownTimeoutMs: number;
    /** The bearer token `/metrics` asks for on a public server (LEADGEN_METRICS_TOKEN); off without it. */
    metricsToken: string | null;
    /**
     * How many requests one API key may make to `/api/v1` in any minute (LEADGEN_API_RATE_LIMIT,
     * default 600); over it the API answers 429 with Retry-After.
     */
    apiRateLimitPerMinute: number;
  };
  /** What the web app links to: its videos (none configured: a poster says so) and the extension. */
  web: {
    landingVideoUrl: string | null;
    welcomeVideoUrl: string | null;
    /** The tutorials screen's three videos, in the spec's order (welcome, campaigns, import). */
    tutorialVideoUrls: (string | null)[];
    extensionUrl: string | null;
  };
  /**
   * The CLI/TUI's acting user (an e-mail or id): LEADGEN_USER, else the one remembered for this
   * database by `leadgen init` or `leadgen login`; null leaves it to the only user there is.
   */
  user: ActingUserSetting | null;
  debug: boolean;
  /** Outbound webhooks (issue 35). */
  webhooks: {
    /**
     * LEADGEN_WEBHOOK_ALLOW_PRIVATE=1: webhooks may go to http URLs and to private, loopback and
     * link-local addresses (receivers on the operator's own network, tests); off by default (SSRF).
     */
    allowPrivate: boolean;
    /** LEADGEN_LOW_CREDITS (credits, default 1): a charge taking the balance below it sends `credits.low`. */
    lowCreditsMillicredits: number;
  };
}

/** Every variable Leadgen reads; the same names are the keys of the config file. */
export const CONFIG_KEYS = [
  'LEADGEN_DB',
  'DATABASE_URL',
  'LEADGEN_MODE',
  'APIFY_TOKEN',
  'LEADGEN_APIFY_FOLLOWERS_ACTOR',
  'LEADGEN_APIFY_FOLLOWING_ACTOR',
  'LEADGEN_APIFY_PROFILE_ACTOR',
  'LEADGEN_APIFY_FOLLOWERS_ACTORS',
  'LEADGEN_APIFY_FOLLOWING_ACTORS',
  'LEADGEN_APIFY_PROFILE_ACTORS',
  'LEADGEN_APIFY_MAX_USD_PER_1000',
  'LEADGEN_APIFY_BASE_URL',
  'GEMINI_API_KEY',
  'LEADGEN_GEMINI_MODEL',
  'LEADGEN_GEMINI_BASE_URL',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_CREDITS_10',
  'STRIPE_PRICE_CREDITS_20',
  'STRIPE_PRICE_CREDITS_50',
  'STRIPE_PRICE_CREDITS_100',
  'STRIPE_PRICE_PRO',
  'LEADGEN_STRIPE_BASE_URL',
  'SMTP_URL',
  'MAIL_FROM',
  'PORT',
  'LEADGEN_PUBLIC_URL',
  'LEADGEN_SHUTDOWN_TIMEOUT_MS',
  'LEADGEN_METRICS_TOKEN',
  'LEADGEN_API_RATE_LIMIT',
  'LEADGEN_LANDING_VIDEO_URL',
  'LEADGEN_WELCOME_VIDEO_URL',
  'LEADGEN_TUTORIAL_VIDEO_URLS',
  'LEADGEN_EXTENSION_URL',
  'LEADGEN_USER',
  'LEADGEN_DEBUG',
  'LEADGEN_WEBHOOK_ALLOW_PRIVATE',
  'LEADGEN_LOW_CREDITS',
] as const;

export type ConfigKey = (typeof CONFIG_KEYS)[number];

/** Keys that hold secrets: never printed by `config list`, never logged. */
export const SECRET_KEYS: ReadonlySet<ConfigKey> = new Set([
  'APIFY_TOKEN',
  'GEMINI_API_KEY',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'SMTP_URL',
  'DATABASE_URL',
  'LEADGEN_METRICS_TOKEN',
]);

/** The keys whose presence means "real services": with one set, every production key is needed. */
const PROVIDER_KEYS: readonly ConfigKey[] = ['APIFY_TOKEN', 'GEMINI_API_KEY', 'STRIPE_SECRET_KEY'];

/** Keys production mode cannot run without: it never fakes scraping, AI or payments. */
const PRODUCTION_KEYS: readonly ConfigKey[] = [
  'APIFY_TOKEN',
  'GEMINI_API_KEY',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_CREDITS_10',
  'STRIPE_PRICE_CREDITS_20',
  'STRIPE_PRICE_CREDITS_50',
  'STRIPE_PRICE_CREDITS_100',
  'STRIPE_PRICE_PRO',
];

export const DEFAULTS = {
  maxUsdPer1000: 5,
  // A current GA model: 'Stable: gemini-3.5-flash-lite' on ai.google.dev/gemini-api/docs/models/
  // gemini-3.5-flash-lite, no shutdown date on ai.google.dev/gemini-api/docs/deprecations, and the
  // replacement Google names for gemini-2.5-flash (retiring 2026-12-01); checked 2026-11-26.
  geminiModel: 'gemini-3.5-flash-lite',
  mailFrom: 'Leadgen <no-reply@localhost>',
  port: 8787,
  /** Long enough for a chunk in flight to finish; short of systemd's 90 s and a container's 30 s. */
  shutdownTimeoutMs: 10_000,
  /** Ten a second on average, bursts allowed: room for scripts, a stop for runaway loops. */
  apiRateLimitPerMinute: 600,
  /** `credits.low` below 1 credit (webhooks/low-credits.ts says why). */
  lowCredits: 1,
} as const;

type Env = Readonly<Record<string, string | undefined>>;

/**
 * The per-user data directory (`<user data dir>/leadgen`), derived from the given environment:
 * XDG_DATA_HOME or ~/.local/share on Linux, ~/Library/Application Support on macOS, and
 * LOCALAPPDATA on Windows.
 */
export function dataDir(env: Env, platform: NodeJS.Platform = process.platform): string {
  const home = env.HOME ?? env.USERPROFILE ?? '.';
  if (platform === 'win32')
    return join(env.LOCALAPPDATA ?? env.APPDATA ?? join(home, 'AppData', 'Local'), 'leadgen');
  if (platform === 'darwin') return join(home, 'Library', 'Application Support', 'leadgen');
  return join(env.XDG_DATA_HOME || join(home, '.local', 'share'), 'leadgen');
}

/** One setting's trimmed value from the environment, else the config file; null when unset or blank. */
function settingValue(env: Env, file: Readonly<Record<string, unknown>>, key: ConfigKey): string | null {
  // the acting user in the file is remembered per database (acting-user-setting.ts), not global
  const fromFile = key === 'LEADGEN_USER' ? undefined : file[key];
  const raw =
    env[key] ?? (typeof fromFile === 'string' || typeof fromFile === 'number' ? String(fromFile) : undefined);
  return raw?.trim() || null;
}

/**
 * The database the environment and config file name: DATABASE_URL (PostgreSQL), else LEADGEN_DB,
 * else `leadgen.db` in the data directory. A relative SQLite path is resolved against `cwd`, so
 * the same file is named (and remembered) the same way from every folder.
 */
export function databaseLocation(
  env: Env,
  file: Readonly<Record<string, unknown>>,
  platform: NodeJS.Platform = process.platform,
  cwd: string = process.cwd(),
): DatabaseLocation {
  const databaseUrl = settingValue(env, file, 'DATABASE_URL');
  if (databaseUrl !== null && !isPostgresUrl(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must be a postgres:// URL');
  }
  if (databaseUrl) return { kind: 'postgres', url: databaseUrl };
  const path = settingValue(env, file, 'LEADGEN_DB') ?? join(dataDir(env, platform), 'leadgen.db');
  const special = path === ':memory:' || path.startsWith('file:');
  return { kind: 'sqlite', path: special ? path : resolve(cwd, path) };
}

/**
 * The database the config file alone names (the environment's LEADGEN_DB and DATABASE_URL left
 * out): the one an acting user stored globally by an earlier version was most likely chosen for.
 */
export function fileDatabase(
  env: Env,
  file: Readonly<Record<string, unknown>>,
  platform: NodeJS.Platform = process.platform,
  cwd: string = process.cwd(),
): DatabaseLocation {
  return databaseLocation({ ...env, LEADGEN_DB: undefined, DATABASE_URL: undefined }, file, platform, cwd);
}

function parseUrl(key: ConfigKey, value: string): string {
  try {
    return new URL(value).toString().replace(/\/$/, '');
  } catch {
    throw new ConfigError(`${key} must be a URL, got "${value}"`);
  }
}

/**
 * Builds the typed configuration from defaults, then the config file (`leadgen config set`),
 * then the environment, which wins. The only reader of `process.env` is the front end that
 * passes it in. Throws ConfigError for a malformed value, or in production mode for any
 * missing key (naming every one missing).
 *
 * @example
 * const config = loadConfig(process.env, readConfigFile(path));
 */
export function loadConfig(
  env: Env,
  file: Readonly<Record<string, unknown>> = {},
  platform: NodeJS.Platform = process.platform,
  cwd: string = process.cwd(),
): Config {
  const values = new Map<ConfigKey, string>();
  for (const key of CONFIG_KEYS) {
    const value = settingValue(env, file, key);
    if (value !== null) values.set(key, value);
  }
  const get = (key: ConfigKey): string | null => values.get(key) ?? null;

  const mode = resolveMode(get('LEADGEN_MODE'), values);
  const portValue = get('PORT') ?? String(DEFAULTS.port);
  const port = Number(portValue);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a whole number from 0 to 65535, got "${portValue}"`);
  }

  const database = databaseLocation(env, file, platform, cwd);

  const optionalUrl = (key: ConfigKey) => {
    const value = get(key);
    return value === null ? null : parseUrl(key, value);
  };

  // issue 34: `…_ACTORS` is the job's chain, tried in order (`a,b`); the single-actor `…_ACTOR`
  // is a chain of one, used when no chain is set
  const chain = (chainKey: ConfigKey, singleKey: ConfigKey, job: keyof ActorChoices) => {
    const value = get(chainKey);
    if (value !== null) return resolveChain(chainKey, value, job);
    const single = get(singleKey);
    return single === null ? DEFAULT_ACTORS[job] : [resolveActor(singleKey, single, job)];
  };

  return {
    mode,
    database,
    apify: {
      token: get('APIFY_TOKEN'),
      actors: {
        followers: chain('LEADGEN_APIFY_FOLLOWERS_ACTORS', 'LEADGEN_APIFY_FOLLOWERS_ACTOR', 'followers'),
        following: chain('LEADGEN_APIFY_FOLLOWING_ACTORS', 'LEADGEN_APIFY_FOLLOWING_ACTOR', 'following'),
        profiles: chain('LEADGEN_APIFY_PROFILE_ACTORS', 'LEADGEN_APIFY_PROFILE_ACTOR', 'profiles'),
      },
      maxUsdPer1000: positiveNumber(
        'LEADGEN_APIFY_MAX_USD_PER_1000',
        get('LEADGEN_APIFY_MAX_USD_PER_1000'),
        DEFAULTS.maxUsdPer1000,
      ),
      baseUrl: optionalUrl('LEADGEN_APIFY_BASE_URL'),
    },
    gemini: {
      apiKey: get('GEMINI_API_KEY'),
      model: get('LEADGEN_GEMINI_MODEL') ?? DEFAULTS.geminiModel,
      baseUrl: optionalUrl('LEADGEN_GEMINI_BASE_URL'),
    },
    stripe: {
      secretKey: get('STRIPE_SECRET_KEY'),
      webhookSecret: get('STRIPE_WEBHOOK_SECRET'),
      baseUrl: optionalUrl('LEADGEN_STRIPE_BASE_URL'),
      prices: {
        credits_10: get('STRIPE_PRICE_CREDITS_10'),
        credits_20: get('STRIPE_PRICE_CREDITS_20'),
        credits_50: get('STRIPE_PRICE_CREDITS_50'),
        credits_100: get('STRIPE_PRICE_CREDITS_100'),
        pro: get('STRIPE_PRICE_PRO'),
      },
    },
    mail: { smtpUrl: get('SMTP_URL'), from: get('MAIL_FROM') ?? DEFAULTS.mailFrom },
    server: {
      port,
      publicUrl: optionalUrl('LEADGEN_PUBLIC_URL'),
      shutdownTimeoutMs: shutdownTimeoutMs(env, file),
      metricsToken: get('LEADGEN_METRICS_TOKEN'),
      apiRateLimitPerMinute: wholeNumber(
        'LEADGEN_API_RATE_LIMIT',
        get('LEADGEN_API_RATE_LIMIT'),
        DEFAULTS.apiRateLimitPerMinute,
      ),
    },
    web: {
      landingVideoUrl: optionalUrl('LEADGEN_LANDING_VIDEO_URL'),
      welcomeVideoUrl: optionalUrl('LEADGEN_WELCOME_VIDEO_URL'),
      tutorialVideoUrls: tutorialVideoUrls(get('LEADGEN_TUTORIAL_VIDEO_URLS')),
      extensionUrl: optionalUrl('LEADGEN_EXTENSION_URL'),
    },
    user: actingUserSetting(env, rememberedUsers(file, fileDatabase(env, file, platform, cwd)), database),
    debug: ['1', 'true', 'yes'].includes((get('LEADGEN_DEBUG') ?? '').toLowerCase()),
    webhooks: {
      allowPrivate: ['1', 'true', 'yes'].includes((get('LEADGEN_WEBHOOK_ALLOW_PRIVATE') ?? '').toLowerCase()),
      lowCreditsMillicredits: lowCreditsMillicredits(get('LEADGEN_LOW_CREDITS')),
    },
  };
}

/** LEADGEN_LOW_CREDITS: credits (0 or more, 0 turns `credits.low` off), in millicredits. */
function lowCreditsMillicredits(value: string | null): number {
  if (value === null) return DEFAULTS.lowCredits * 1000;
  const credits = Number(value);
  if (value.trim() === '' || !Number.isFinite(credits) || credits < 0)
    throw new ConfigError(`LEADGEN_LOW_CREDITS must be a number of credits (0 or more), got "${value}"`);
  return Math.round(credits * 1000);
}

/**
 * The mode (DESIGN.md §4 "Mode"): LEADGEN_MODE when set; else demo when no provider key is set
 * at all, production when one is. Production needs every key: with some set and others missing,
 * a ConfigError names the missing ones (a missing Stripe key must never make credits free).
 */
function resolveMode(value: string | null, values: ReadonlyMap<ConfigKey, string>): Mode {
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

function positiveNumber(key: ConfigKey, value: string | null, fallback: number): number {
  if (value === null) return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0)
    throw new ConfigError(`${key} must be a number above 0, got "${value}"`);
  return number;
}

function wholeNumber(key: ConfigKey, value: string | null, fallback: number): number {
  if (value === null) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < 1)
    throw new ConfigError(`${key} must be a whole number above 0, got "${value}"`);
  return Number(value);
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

/**
 * What is wrong with one setting's value, or null when it is allowed: what `config set` checks
 * before storing it (the message says what is allowed). LEADGEN_MODE is checked alone, as
 * production is a valid choice even before its keys are set.
 */
export function configValueProblem(key: ConfigKey, value: string): string | null {
  const env = key === 'LEADGEN_MODE' ? {} : { LEADGEN_MODE: 'demo' };
  try {
    if (key === 'LEADGEN_MODE') resolveMode(value.trim() || null, new Map([[key, value]]));
    else loadConfig({ ...env, [key]: value }, {});
    return null;
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    if (key === 'LEADGEN_MODE' && value.trim() === 'production') return null;
    return error.message;
  }
}

/**
 * The first config-file setting the environment does not override whose value is malformed,
 * with what is wrong; null when every one is fine. Front ends say where the bad value is instead
 * of failing every command with a message that does not name the file.
 */
export function configFileProblem(
  env: Env,
  file: Readonly<Record<string, unknown>>,
): { key: ConfigKey; problem: string } | null {
  for (const key of CONFIG_KEYS) {
    const value = file[key];
    if (env[key] !== undefined || (typeof value !== 'string' && typeof value !== 'number')) continue;
    const problem = configValueProblem(key, String(value));
    if (problem) return { key, problem };
  }
  return null;
}

/** Where a setting's value comes from: the environment, the config file, a default, or nowhere. */
export type ConfigSource = 'environment' | 'config file' | 'default' | 'unset';

/**
 * One setting's value and where it comes from, in the order `loadConfig` reads them (the
 * environment wins over the config file, which wins over the default).
 *
 * @example
 * configValue({ PORT: '9000' }, { PORT: '8000' }, 'PORT') // { value: '9000', source: 'environment' }
 */
export function configValue(
  env: Env,
  file: Readonly<Record<string, unknown>>,
  key: ConfigKey,
  platform: NodeJS.Platform = process.platform,
  cwd: string = process.cwd(),
): { value: string | null; source: ConfigSource } {
  const fromEnv = env[key]?.trim();
  if (fromEnv) return { value: fromEnv, source: 'environment' };
  if (key === 'LEADGEN_USER') {
    const remembered = rememberedUsers(file, fileDatabase(env, file, platform, cwd));
    const value = remembered[databaseKey(databaseLocation(env, file, platform, cwd))] ?? null;
    return { value, source: value === null ? 'unset' : 'config file' };
  }
  const fromFile = file[key];
  if (typeof fromFile === 'string' || typeof fromFile === 'number') {
    const text = String(fromFile).trim();
    if (text) return { value: text, source: 'config file' };
  }
  const fallback = defaultValue(env, key, platform);
  return fallback === null ? { value: null, source: 'unset' } : { value: fallback, source: 'default' };
}

function defaultValue(env: Env, key: ConfigKey, platform: NodeJS.Platform): string | null {
  switch (key) {
    case 'LEADGEN_DB':
      return join(dataDir(env, platform), 'leadgen.db');
    case 'PORT':
      return String(DEFAULTS.port);
    case 'LEADGEN_SHUTDOWN_TIMEOUT_MS':
      return String(DEFAULTS.shutdownTimeoutMs);
    case 'LEADGEN_API_RATE_LIMIT':
      return String(DEFAULTS.apiRateLimitPerMinute);
    case 'LEADGEN_GEMINI_MODEL':
      return DEFAULTS.geminiModel;
    case 'MAIL_FROM':
      return DEFAULTS.mailFrom;
    case 'LEADGEN_APIFY_MAX_USD_PER_1000':
      return String(DEFAULTS.maxUsdPer1000);
    case 'LEADGEN_LOW_CREDITS':
      return String(DEFAULTS.lowCredits);
    default:
      return null;
  }
}

/** The services that run against the embedded sandbox because their key is missing (demo mode). */
export function sandboxedServices(config: Config): ('apify' | 'gemini' | 'stripe')[] {
  const services: ('apify' | 'gemini' | 'stripe')[] = [];
  if (!config.apify.token) services.push('apify');
  if (!config.gemini.apiKey) services.push('gemini');
  if (!config.stripe.secretKey) services.push('stripe');
  return services;
}

/** LEADGEN_TUTORIAL_VIDEO_URLS: up to three comma-separated URLs; a blank entry keeps its place. */
function tutorialVideoUrls(value: string | null): (string | null)[] {
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
