import type { Config } from '../config.js';
import { ConfigError } from '../domain/errors.js';
import { type ProviderService, providerErrorCode, type ServiceObserver } from '../observer.js';
import type { OutboxRepository } from '../store/outbox-repository.js';
import { mailerOnUse, paymentsOnUse, writerOnUse } from './load-on-use.js';
import type { Mailer } from './mailer.js';
import type { Payments } from './payments.js';
import type { Scraper } from './scraper.js';
import type { Writer } from './writer.js';

/** Where the stand-ins for services without keys listen (the embedded sandbox in demo mode). */
export interface DemoEndpoints {
  url: string;
  apifyToken: string;
  geminiApiKey: string;
  stripeSecretKey: string;
  stripeWebhookSecret: string;
}

export interface Providers {
  scraper: Scraper;
  writer: Writer;
  payments: Payments;
  mailer: Mailer;
  /** The services running against the demo endpoints because their key is missing. */
  demo: ('apify' | 'gemini' | 'stripe')[];
}

/**
 * The price ids of demo mode: the sandbox's catalogue (packages/sandbox/src/stripe/prices.ts)
 * has each, at the plans' prices, as Stripe would have the operator's: checkouts and the price
 * check at start run against it as against Stripe.
 */
const DEMO_PRICES = {
  credits_10: 'price_demo_credits_10',
  credits_20: 'price_demo_credits_20',
  credits_50: 'price_demo_credits_50',
  credits_100: 'price_demo_credits_100',
  pro: 'price_demo_pro',
};

/**
 * Builds every provider from the configuration (DESIGN.md §4 "Mode"): a service with its key
 * uses its real endpoint (or its configured base URL); a service without one uses `demo`, the
 * embedded sandbox the front end started — the real adapter either way. Without `demo`, a
 * missing key is a ConfigError naming it. Mail goes over SMTP when `SMTP_URL` is set, else to
 * the outbox, with its links logged. The adapters are imported here, and Gemini's, Stripe's and
 * the SMTP library's only on their first call (`load-on-use.ts`): a command that never talks to
 * a service (`leadgen --help`, `lists ls`) loads none, and a discovery or a worker with nothing
 * to personalise or sell loads no SDK (the scraper's adapter needs none).
 *
 * @example
 * const sandbox = sandboxedServices(config).length ? await startSandbox() : null;
 * const providers = await createProviders(config, { outbox: store.outbox, log, demo: sandbox && demoEndpoints(sandbox) });
 */
export async function createProviders(
  config: Config,
  options: {
    outbox: OutboxRepository;
    log: (line: string) => void;
    demo?: DemoEndpoints | null;
    /** Hears every attempt to each service (the server's metrics). */
    observer?: ServiceObserver;
  },
): Promise<Providers> {
  const { createApifyScraper } = await import('./apify-scraper.js');
  const { createOutboxMailer } = await import('./mailer.js');
  const demo = options.demo ?? null;
  const used: Providers['demo'] = [];
  const pick = (
    service: 'apify' | 'gemini' | 'stripe',
    key: string | null,
    variable: string,
  ): { key: string; baseUrl: undefined } | { key: null; baseUrl: string } => {
    if (key) return { key, baseUrl: undefined };
    if (!demo) throw new ConfigError(`${variable} is not set`);
    used.push(service);
    return { key: null, baseUrl: demo.url };
  };

  const observed = (service: ProviderService) => {
    const onProviderCall = options.observer?.onProviderCall;
    if (!onProviderCall) return {};
    return {
      retry: {
        onAttempt: (error: Error | null) =>
          onProviderCall({ service, code: error ? providerErrorCode(error) : null }),
      },
    };
  };

  const apify = pick('apify', config.apify.token, 'APIFY_TOKEN');
  const scraper = createApifyScraper({
    ...observed('apify'),
    token: apify.key ?? demo?.apifyToken ?? '',
    baseUrl: apify.baseUrl ?? config.apify.baseUrl ?? undefined,
    actors: config.apify.actors,
    maxUsdPer1000: config.apify.maxUsdPer1000,
  });

  const gemini = pick('gemini', config.gemini.apiKey, 'GEMINI_API_KEY');
  const writer = writerOnUse(async () =>
    (await import('./gemini-writer.js')).createGeminiWriter({
      ...observed('gemini'),
      apiKey: gemini.key ?? demo?.geminiApiKey ?? '',
      model: config.gemini.model,
      baseUrl: gemini.baseUrl ?? config.gemini.baseUrl ?? undefined,
    }),
  );

  const stripe = pick('stripe', config.stripe.secretKey, 'STRIPE_SECRET_KEY');
  const payments = paymentsOnUse(async () =>
    (await import('./stripe-payments.js')).createStripePayments(
      stripe.key
        ? {
            ...observed('stripe'),
            secretKey: stripe.key,
            webhookSecret: config.stripe.webhookSecret ?? '',
            prices: config.stripe.prices,
            apiBaseUrl: config.stripe.baseUrl,
          }
        : {
            ...observed('stripe'),
            secretKey: demo?.stripeSecretKey ?? '',
            webhookSecret: demo?.stripeWebhookSecret ?? '',
            prices: DEMO_PRICES,
            apiBaseUrl: stripe.baseUrl,
          },
    ),
  );

  const { smtpUrl, from } = config.mail;
  const mailer = smtpUrl
    ? mailerOnUse(async () => (await import('./smtp-mailer.js')).createSmtpMailer({ url: smtpUrl, from }))
    : createOutboxMailer({ outbox: options.outbox, log: options.log });

  return { scraper, writer, payments, mailer, demo: used };
}

/** The one line a front end prints when some services run against the sandbox. */
export function demoNotice(services: readonly string[]): string | null {
  if (services.length === 0) return null;
  return `demo mode: synthetic profiles and test payments (no key for ${services.join(', ')}; using the local sandbox)`;
}
