import { ConfigError } from '../domain/errors.js';
import { CONFIG_KEYS, type ConfigKey, type Env } from './config-keys.js';
import { loadConfig } from './load-config.js';
import { resolveMode } from './setting-parsers.js';

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
