import { createHmac, randomBytes as cryptoRandomBytes } from 'node:crypto';

/**
 * Standard Webhooks signing (https://www.standardwebhooks.com; spec:
 * github.com/standard-webhooks/standard-webhooks/blob/main/spec/standard-webhooks.md
 * "Signature scheme"): the secret is `whsec_` and the base64 of 24 to 64 random bytes; the key is
 * those bytes; the signature is `v1,` and the base64 HMAC-SHA256 of `{id}.{timestamp}.{body}`.
 * The reference verifier (the `standardwebhooks` npm package, libraries/javascript/src/index.ts)
 * strips the same prefix and decodes the same base64.
 */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

/** 32 random bytes: within the spec's 24 to 64, the size Svix issues. */
const SECRET_BYTES = 32;

/** A new endpoint's signing secret, `whsec_<base64 of 32 random bytes>`. */
export function newWebhookSecret(randomBytes: (size: number) => Uint8Array = cryptoRandomBytes): string {
  return `${WEBHOOK_SECRET_PREFIX}${Buffer.from(randomBytes(SECRET_BYTES)).toString('base64')}`;
}

/** The `webhook-signature` header's value for one attempt: `v1,<base64 HMAC-SHA256>`. */
export function signWebhook(secret: string, id: string, timestampSeconds: number, body: string): string {
  const key = Buffer.from(secret.slice(WEBHOOK_SECRET_PREFIX.length), 'base64');
  const mac = createHmac('sha256', key).update(`${id}.${timestampSeconds}.${body}`).digest('base64');
  return `v1,${mac}`;
}

/** The three Standard Webhooks headers of one attempt (`webhook-timestamp`: its unix seconds). */
export function webhookHeaders(secret: string, id: string, at: Date, body: string): Record<string, string> {
  const timestamp = Math.floor(at.getTime() / 1000);
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signWebhook(secret, id, timestamp, body),
  };
}
