import Conf from 'conf';
import type { Io } from './io.js';

/**
 * The CLI's config file (`leadgen config set KEY VALUE`), keyed by the same names as the
 * environment (APIFY_TOKEN, LEADGEN_DB, …). LEADGEN_CONFIG_DIR moves it (tests, several setups).
 */
export function configFile(io: Io): Conf<Record<string, string>> {
  const cwd = io.env.LEADGEN_CONFIG_DIR;
  return new Conf<Record<string, string>>({ projectName: 'leadgen', ...(cwd ? { cwd } : {}) });
}
