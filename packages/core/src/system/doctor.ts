import type { Config } from '../config.js';

/** One service as `leadgen doctor` reports it. */
export interface ServiceReport {
  service: 'apify' | 'gemini' | 'stripe';
  /** ok: the configured key works; failed: it does not; demo: no key, the local sandbox stands in. */
  status: 'ok' | 'failed' | 'demo';
  detail: string;
}

/**
 * A smoke test of every configured provider key (issue: an operator's one command): each service
 * with a key gets one harmless call — Apify reads the token's user and the configured actors,
 * Gemini reads the configured model, Stripe retrieves the configured prices (checked against the
 * plans) or the balance — and nothing is run, generated or charged. A service without a key is
 * reported as running against the sandbox. The checks run together; the SDKs load only here.
 *
 * @example
 * for (const report of await checkServices(config)) console.log(report.service, report.status, report.detail);
 */
export async function checkServices(config: Config): Promise<ServiceReport[]> {
  const { checkApify, checkGemini, checkStripe } = await import('../providers/index.js');
  const demo = (service: ServiceReport['service']): ServiceReport => ({
    service,
    status: 'demo',
    detail: 'no key: runs against the local sandbox (demo mode)',
  });
  const report = (service: ServiceReport['service']) => (check: { ok: boolean; detail: string }) =>
    ({ service, status: check.ok ? 'ok' : 'failed', detail: check.detail }) as ServiceReport;
  const { apify, gemini, stripe } = config;
  return Promise.all([
    apify.token
      ? checkApify({ token: apify.token, baseUrl: apify.baseUrl, actors: apify.actors }).then(report('apify'))
      : demo('apify'),
    gemini.apiKey
      ? checkGemini({
          apiKey: gemini.apiKey,
          model: gemini.model,
          baseUrl: gemini.baseUrl ?? undefined,
        }).then(report('gemini'))
      : demo('gemini'),
    stripe.secretKey
      ? checkStripe({ secretKey: stripe.secretKey, apiBaseUrl: stripe.baseUrl, prices: stripe.prices }).then(
          report('stripe'),
        )
      : demo('stripe'),
  ]);
}
