import { millicreditsToCredits } from '../domain/credits.js';
import { planOf } from '../domain/plans.js';
import type { User } from '../domain/user.js';

/** A user as the API and `--json` answer it: the spec's field names (§3), credits in credits, and the plan. */
export function userJson(user: User) {
  return {
    id: user.id,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    instagram_username: user.instagram_username,
    industry: user.industry,
    referral_source: user.referral_source,
    credits: millicreditsToCredits(user.credits),
    has_extension: user.has_extension,
    subscription_status: user.subscription_status,
    plan: planOf(user.subscription_status),
    // a settings save sends back the version it started from (issue 31)
    settings_version: user.settings_version,
    created_at: user.created_at,
  };
}

export type UserJson = ReturnType<typeof userJson>;
