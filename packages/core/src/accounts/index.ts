// Accounts: users, sessions, passwords, API keys, extension pairing, settings versions.
export {
  changePassword,
  markExtensionInstalled,
  type RequestOrigin,
  type SignUpInput,
  signIn,
  signUp,
  updateProfile,
} from './accounts.js';
export { type ActingUserPlace, actingUser } from './acting-user.js';
export {
  API_KEY_NAME_MAX,
  API_KEY_PREFIX,
  type ApiKeysDeps,
  authenticateApiKey,
  createApiKey,
  findApiKey,
  listApiKeys,
  revokeApiKey,
} from './api-keys.js';
export { AUTH_LIMITS, clientKey } from './auth-throttle.js';
export type { AccountsDeps, SessionDeps } from './deps.js';
export {
  authenticateExtension,
  listExtensionPairings,
  PAIRING_LABEL_MAX,
  type PairingDeps,
  pairExtension,
  revokeExtensionPairing,
} from './extension-pairing.js';
export {
  RESET_TOKEN_TTL_MS,
  requestPasswordReset,
  resetLink,
  resetPassword,
  verifyResetToken,
} from './password-reset.js';
export {
  createPasswordHasher,
  hashPassword,
  PASSWORD_HASH_OPTIONS,
  type PasswordHasher,
  type PasswordHashOptions,
  verifyPassword,
} from './passwords.js';
export {
  RESET_MAIL_LEASE_MS,
  RESET_MAIL_MAX_ATTEMPTS,
  type ResetMailPass,
  type ResetMailSender,
  type ResetMailSenderDeps,
  resetMailBackoffMs,
  sendQueuedResetMails,
  startResetMailSender,
} from './reset-mail-sender.js';
export {
  type AuthSession,
  authenticate,
  createSession,
  type IssuedSession,
  SESSION_TOUCH_INTERVAL_MS,
  SESSION_TTL_MS,
  sessionIsActive,
  signOut,
  TRANSIENT_SESSION_TTL_MS,
} from './sessions.js';
export {
  createLocalUser,
  findUser,
  getUser,
  type LocalUserInput,
  onlyUser,
  type UsersDeps,
} from './users.js';
