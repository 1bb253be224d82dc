// `npm run sandbox -- --port 4010`: runs the sandbox in the foreground until Ctrl-C.
import { parseArgs } from 'node:util';
import type { SettingsPatch } from './settings.js';
import { startSandbox } from './start-sandbox.js';

const USAGE = `Usage: npm run sandbox -- [options]

Starts local stand-ins for Apify, Gemini and Stripe on 127.0.0.1.

  --port N             port to listen on (default 4010; 0 picks a free one)
  --seed N             seed of the synthetic data and the random faults (default 1)
  --rename-generation N
                       0: no account has renamed yet (default); 1 or more: the ~2% that
                       rename go by their new handle (same id), their old one is not found
  --audience-clock ISO the audiences' clock: followers arrive steadily after 2026-01-01
                       (default: 2026-01-01, no growth; \`now\` is this machine's time)
  --webhook-url URL    where the checkout page's Pay button posts Stripe events
  --latency MS         added to every request
  --run-ms MS          the time an Apify run takes (holding a concurrency slot)
  --per-item MS        added to an Apify run per item
  --run-timeout MS     run-sync calls whose run takes longer answer 408
  --max-runs N         Apify runs allowed at once (402 beyond, as Apify answers)
  --rps N              requests per second per service (429 beyond)
  --error-rate R       share of requests answered 500 (0 to 1)
  --rate-limit-rate R  share of requests answered 429 (0 to 1)
  --help               this text

Settings can also be changed while it runs: PATCH /__admin/settings; counters: GET /__admin/counters.`;

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4010' },
    seed: { type: 'string' },
    'rename-generation': { type: 'string' },
    'audience-clock': { type: 'string' },
    'webhook-url': { type: 'string' },
    latency: { type: 'string' },
    'run-ms': { type: 'string' },
    'per-item': { type: 'string' },
    'run-timeout': { type: 'string' },
    'max-runs': { type: 'string' },
    rps: { type: 'string' },
    'error-rate': { type: 'string' },
    'rate-limit-rate': { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});

if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

function number(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < 0) {
    console.error(`--${name} must be a number of 0 or more, got "${value}"\n\n${USAGE}`);
    process.exit(2);
  }
  return parsed;
}

const faults: NonNullable<SettingsPatch['faults']> = {};
const latency = number('latency', values.latency);
if (latency !== undefined) faults.latencyMs = latency;
const runMs = number('run-ms', values['run-ms']);
if (runMs !== undefined) faults.runMs = runMs;
const perItem = number('per-item', values['per-item']);
if (perItem !== undefined) faults.perItemMs = perItem;
const runTimeout = number('run-timeout', values['run-timeout']);
if (runTimeout !== undefined) faults.runTimeoutMs = runTimeout;
const maxRuns = number('max-runs', values['max-runs']);
if (maxRuns !== undefined) faults.maxConcurrentRuns = maxRuns;
const rps = number('rps', values.rps);
if (rps !== undefined) faults.maxRequestsPerSecond = rps;
const errors = number('error-rate', values['error-rate']) ?? 0;
const limits = number('rate-limit-rate', values['rate-limit-rate']) ?? 0;
if (errors || limits) faults.errorRates = { 429: limits, 500: errors, 503: 0 };

const sandbox = await startSandbox({
  port: number('port', values.port) ?? 4010,
  settings: {
    ...(values.seed !== undefined && { seed: number('seed', values.seed) }),
    ...(values['rename-generation'] !== undefined && {
      renameGeneration: number('rename-generation', values['rename-generation']),
    }),
    ...(values['audience-clock'] !== undefined && {
      audienceClock: values['audience-clock'] === 'now' ? new Date().toISOString() : values['audience-clock'],
    }),
    stripeWebhookUrl: values['webhook-url'] ?? null,
    faults,
  },
});
const settings = sandbox.settings();
console.log(`Leadgen sandbox listening on ${sandbox.url}
  Apify   ${sandbox.url}   (LEADGEN_APIFY_BASE_URL; token ${settings.apifyToken})
  Gemini  ${sandbox.url}   (LEADGEN_GEMINI_BASE_URL; key ${settings.geminiApiKey})
  Stripe  ${sandbox.url}   (secret key ${settings.stripeSecretKey}; webhook secret ${settings.stripeWebhookSecret})
settings: ${JSON.stringify({ seed: settings.seed, renameGeneration: settings.renameGeneration, stripeWebhookUrl: settings.stripeWebhookUrl, faults: settings.faults })}
Ctrl-C stops it.`);

const stop = () => {
  sandbox.stop().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
