// `@leadgen/core/schemas`: zod schemas of the HTTP API's request bodies and queries, shared by
// the server (validation) and the web app (typed forms). Browser-safe: zod only.
export {
  changePasswordBody,
  forgotPasswordBody,
  profileBody,
  resetPasswordBody,
  resetTokenBody,
  signInBody,
  signUpBody,
} from './auth.js';
