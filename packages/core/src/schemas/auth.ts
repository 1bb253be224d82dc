import { z } from 'zod';
import { version } from './common.js';

// Request bodies of the accounts routes. Types only: which fields are required, how long a
// password must be and the rest are the accounts service's rules, with spec §5's messages, so
// a missing field here is an empty string there.
const text = z.string().max(10_000).optional();

export const signUpBody = z.object({
  email: text,
  password: text,
  confirmPassword: text,
  firstName: text,
  lastName: text,
  instagramUsername: z.string().max(100).nullish(),
  industry: z.string().max(100).nullish(),
  referralSource: z.string().max(100).nullish(),
});

export const signInBody = z.object({ email: text, password: text, remember: z.boolean().optional() });

export const forgotPasswordBody = z.object({ email: text });

export const resetTokenBody = z.object({ token: text });

export const resetPasswordBody = z.object({ token: text, password: text, confirmPassword: text });

export const changePasswordBody = z.object({
  currentPassword: text,
  password: text,
  confirmPassword: text,
});

/** spec §2 Settings: the profile form (e-mail is read-only and not accepted). */
/**
 * PUT /api/users/me/freshness: whole days as a number or text; null or '' puts back the default
 * (the range and its message are `updateFreshness`'s, issue 30).
 */
export const freshnessBody = z.object({ days: z.union([z.number(), z.string().max(20)]).nullish(), version });

export const profileBody = z
  .object({
    first_name: z.string().max(200),
    last_name: z.string().max(200),
    instagram_username: z.string().max(100).nullable(),
    industry: z.string().max(100).nullable(),
    referral_source: z.string().max(100).nullable(),
    version: z.number().int().min(0),
  })
  .partial();
