/** The environment as front ends pass it in (`process.env`). */
export type Env = Readonly<Record<string, string | undefined>>;

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
export const PROVIDER_KEYS: readonly ConfigKey[] = ['APIFY_TOKEN', 'GEMINI_API_KEY', 'STRIPE_SECRET_KEY'];

/** Keys production mode cannot run without: it never fakes scraping, AI or payments. */
export const PRODUCTION_KEYS: readonly ConfigKey[] = [
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

/** One setting's trimmed value from the environment, else the config file; null when unset or blank. */
export function settingValue(
  env: Env,
  file: Readonly<Record<string, unknown>>,
  key: ConfigKey,
): string | null {
  // the acting user in the file is remembered per database (acting-user-setting.ts), not global
  const fromFile = key === 'LEADGEN_USER' ? undefined : file[key];
  const raw =
    env[key] ?? (typeof fromFile === 'string' || typeof fromFile === 'number' ? String(fromFile) : undefined);
  return raw?.trim() || null;
}
