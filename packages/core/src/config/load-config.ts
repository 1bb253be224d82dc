import { type ActingUserSetting, actingUserSetting, rememberedUsers } from '../acting-user-setting.js';
import { ConfigError } from '../domain/errors.js';
import {
  type ActorChoices,
  DEFAULT_ACTORS,
  resolveActor,
  resolveChain,
} from '../providers/apify-contracts.js';
import type { DatabaseLocation } from '../store/open-store.js';
import { CONFIG_KEYS, type ConfigKey, DEFAULTS, type Env, settingValue } from './config-keys.js';
import { databaseLocation, fileDatabase } from './data-dir.js';
import {
  lowCreditsMillicredits,
  type Mode,
  parseUrl,
  positiveNumber,
  resolveMode,
  shutdownTimeoutMs,
  tutorialVideoUrls,
  wholeNumber,
} from './setting-parsers.js';

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

/** The services that run against the embedded sandbox because their key is missing (demo mode). */
export function sandboxedServices(config: Config): ('apify' | 'gemini' | 'stripe')[] {
  const services: ('apify' | 'gemini' | 'stripe')[] = [];
  if (!config.apify.token) services.push('apify');
  if (!config.gemini.apiKey) services.push('gemini');
  if (!config.stripe.secretKey) services.push('stripe');
  return services;
}
