import type { Mailer } from './mailer.js';
import type { Payments } from './payments.js';
import type { Writer } from './writer.js';

/** `load` run once, on the first call; a failed load is tried again on the next call. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => {
    loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    return loaded;
  };
}

/**
 * The writer `load` makes, made (with its SDK) when first asked for a message: a command or a
 * worker that never personalises never loads Gemini's SDK.
 */
export function writerOnUse(load: () => Promise<Writer>): Writer {
  const writer = once(load);
  return {
    generateTemplate: async (input) => (await writer()).generateTemplate(input),
    personalize: async (input) => (await writer()).personalize(input),
  };
}

/** The payments `load` makes, made (with Stripe's SDK) on the first payment call. */
export function paymentsOnUse(load: () => Promise<Payments>): Payments {
  const payments = once(load);
  return {
    createCheckout: async (input) => (await payments()).createCheckout(input),
    createPortal: async (input) => (await payments()).createPortal(input),
    parseWebhook: async (rawBody, signature) => (await payments()).parseWebhook(rawBody, signature),
    verifyPrices: async () => (await payments()).verifyPrices(),
  };
}

/** The mailer `load` makes, made (with its SMTP library) when the first mail is sent. */
export function mailerOnUse(load: () => Promise<Mailer>): Mailer {
  const mailer = once(load);
  return { send: async (message) => (await mailer()).send(message) };
}
