// Test support for @leadgen/server and the web's component tests: reached as
// `@leadgen/test-utils/server`, a private package never compiled into any dist.
export {
  histogramSeries,
  type PrometheusFamily,
  type PrometheusSample,
  parsePrometheusText,
} from './prometheus-text.js';
export { completedList, openTestApp, PUBLIC_URL, runJobs, sessionCookie } from './test-app.js';
export {
  deliverWebhook,
  paidPackSession,
  proInvoice,
  proSubscription,
  signatureHeader,
  stripeEvent,
} from './test-stripe.js';
