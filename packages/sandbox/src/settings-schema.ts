import { z } from 'zod';
import type { SettingsPatch } from './settings.js';

const service = z.enum(['apify', 'gemini', 'stripe']);
const rate = z.number().min(0).max(1);
const count = z.number().int().min(0);
const cap = z.number().int().min(1).nullable();

const scriptedFault = z.strictObject({
  service: service.optional(),
  status: z.number().int().min(100).max(599).optional(),
  // sent as written: delay-seconds or an HTTP date (RFC 9110 §10.2.3)
  retryAfter: z.string().optional(),
  apifyType: z.string().min(1).optional(),
  reset: z.boolean().optional(),
  truncate: z.boolean().optional(),
  runStatus: z.enum(['SUCCEEDED', 'FAILED', 'ABORTED', 'TIMED-OUT']).optional(),
  runItems: count.optional(),
});

const faults = z.strictObject({
  latencyMs: count,
  runMs: count,
  perItemMs: count,
  errorRates: z.strictObject({ 429: rate, 500: rate, 503: rate }).partial(),
  retryAfterSeconds: count,
  runTimeoutMs: count.nullable(),
  maxConcurrentRuns: cap,
  maxMemoryMbytes: cap,
  minTotalChargeUsd: z.number().min(0),
  maxRequestsPerSecond: cap,
  resetRate: rate,
  truncateRate: rate,
  shortActors: z.record(z.string(), count),
  services: z.array(service),
  next: z.array(scriptedFault),
});

/** What `PATCH /__admin/settings` accepts: every field optional, none unknown. */
const settingsPatch = z
  .strictObject({
    seed: z.number().int(),
    apifyToken: z.string().min(1),
    geminiApiKey: z.string().min(1),
    stripeSecretKey: z.string().min(1),
    stripeWebhookSecret: z.string().min(1),
    stripeWebhookUrl: z.url().nullable(),
    actors: z.record(z.string(), z.string()),
    renameGeneration: count,
    faults: faults.partial(),
  })
  .partial();

/** A settings change refused: the first field that does not fit (`faults.next.0.retryAfter`) and why. */
export interface SettingsProblem {
  field: string;
  message: string;
}

/**
 * Checks a settings change before it is applied: a value of the wrong type would otherwise be
 * kept and break every later request (a numeric `retryAfter` made each answer a 500).
 */
export function parseSettingsPatch(
  body: unknown,
): { ok: true; patch: SettingsPatch } | { ok: false; problem: SettingsProblem } {
  const parsed = settingsPatch.safeParse(body);
  if (parsed.success) return { ok: true, patch: parsed.data as SettingsPatch };
  const issue = parsed.error.issues[0];
  const field = issue?.path.map(String).join('.') ?? '';
  const where = field === '' ? 'The settings' : field;
  return { ok: false, problem: { field, message: `${where}: ${issue?.message ?? 'not valid'}` } };
}
