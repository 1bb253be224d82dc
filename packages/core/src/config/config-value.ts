import { join } from 'node:path';
import { databaseKey, rememberedUsers } from '../acting-user-setting.js';
import { type ConfigKey, DEFAULTS, type Env } from './config-keys.js';
import { databaseLocation, dataDir, fileDatabase } from './data-dir.js';

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
