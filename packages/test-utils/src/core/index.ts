// Test support for @leadgen/core and the packages that build on it: reached as
// `@leadgen/test-utils/core`, a private package never compiled into any dist.
export { fixtureScript } from './fixtures/index.js';
export { indexRow } from './index-rows.js';
export { customPayload, discoverPayload } from './run-payloads.js';
export { CHEAP_HASHING, countingHasher, manualClock, openAccountsTest } from './test-accounts.js';
export { seedCompletedList } from './test-lists.js';
export {
  closedPort,
  type ReceivedMail,
  startTestSmtpServer,
  type TestSmtpServer,
} from './test-smtp-server.js';
export {
  createTestUser,
  databaseArg,
  inSchema,
  openTestStore,
  parseDatabaseArg,
  runStatement,
  settleRows,
  testDatabase,
  testEngine,
} from './test-store.js';
export {
  type ReceivedWebhook,
  startTestWebhookReceiver,
  type TestWebhookReceiver,
} from './test-webhook-receiver.js';
export { openVariedList, type VariedList, variedDetails } from './varied-list.js';
