// Test support for @leadgen/server and the web's component tests: reached as
// `@leadgen/server/testing` (the `source` condition), never compiled into dist.
export { completedList, openTestApp, PUBLIC_URL, runJobs, sessionCookie } from './test-app.js';
export {
  deliverWebhook,
  paidPackSession,
  proInvoice,
  proSubscription,
  signatureHeader,
  stripeEvent,
} from './test-stripe.js';
