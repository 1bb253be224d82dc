/**
 * Leadgen's configuration (DESIGN.md §8), one concept a file under config/: the key catalogue and
 * defaults (config-keys.ts), where the data and the database live (data-dir.ts), each setting's
 * parsing (setting-parsers.ts), loading it all (load-config.ts), what `config set` refuses
 * (config-problems.ts) and where a value comes from (config-value.ts). Front ends read the
 * environment and pass it in; nothing below reads `process.env`.
 */
export { CONFIG_KEYS, type ConfigKey, DEFAULTS, SECRET_KEYS } from './config/config-keys.js';
export { configFileProblem, configValueProblem } from './config/config-problems.js';
export { type ConfigSource, configValue } from './config/config-value.js';
export { databaseLocation, dataDir, fileDatabase, isPostgresUrl } from './config/data-dir.js';
export { type Config, loadConfig, sandboxedServices } from './config/load-config.js';
export { type Mode, shutdownCutMs, shutdownTimeoutMs } from './config/setting-parsers.js';
