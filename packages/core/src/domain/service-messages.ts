import { counted } from './counted.js';
/**
 * Our own words where the spec has none: the pure domain modules' input checks, the Gemini
 * writer, payments, the scraping service, runs, lists, campaigns, accounts and billing
 * (DESIGN.md §4-§9). Spread into `messages`.
 */
export const serviceMessages = {
  // Our own: input checks of the pure domain modules (domain/*.ts), where the spec has none
  invalidSearchType: 'Search type must be followers or following',
  invalidDate: 'Invalid date',
  invalidTimeZone: (timeZone: string) => `Unknown time zone: ${timeZone} (use a name like Europe/Lisbon)`,
  invalidCount: 'Count must be a whole number of 0 or more',
  invalidMillicredits: 'Credits must be a whole number of millicredits',
  invalidCredits: 'Credits must be a whole number of 0 or more',
  invalidTemplate: 'Message template must be text',
  invalidFullName: 'Full name must be text',
  unknownTemplateVariable: (variable: string) => `Unknown template variable: ${variable}`,
  unknownPlaceholders: (unknown: readonly string[], known: readonly string[]) =>
    `Unknown placeholder ${unknown.join(', ')}; known: ${known.join(', ')}`,
  invalidProfile: 'Invalid profile',
  invalidFilter: 'Invalid filter',
  invalidSort: 'Sort by followers, following, posts, username or name, ascending (asc) or descending (desc)',
  filterWholeNumber: (field: string) => `${field} must be a whole number of 0 or more`,
  filterText: (field: string) => `${field} must be text`,
  filterFlag: (field: string) => `${field} must be true or false`,
  filterList: (field: string) => `${field} must be a list of text values`,
  csvValuesInvalid: 'CSV values must be text',

  // Our own: the Gemini writer (spec §8 AI has no message for these)
  geminiPromptBlocked: (reason: string) => `Gemini blocked the prompt (${reason})`,
  geminiApiKeyMissing: 'A Gemini API key is required',
  geminiOutputLimit: 'Gemini stopped at its output limit before finishing the message',
  geminiResponseBlocked: (reason: string) => `Gemini blocked the message it was writing (${reason})`,
  geminiStoppedEarly: (reason: string) => `Gemini stopped before finishing the message (${reason})`,
  geminiDailyQuota:
    "Gemini's daily quota for this API key is used up: it resets at midnight Pacific time, or raise the quota in Google AI Studio",
  geminiQuotaExhausted: (detail: string) =>
    `Gemini's quota is used up and it gave no time to retry: ${detail}`,
  geminiModelUnavailable: (model: string) =>
    `Gemini model ${model} is not available (retired?): check LEADGEN_GEMINI_MODEL`,
  geminiKeyRejected: 'Gemini rejected the API key (check GEMINI_API_KEY)',
  geminiModelAvailable: (model: string) => `${model}: available`,

  // Our own: payments (DESIGN.md §4), where the spec has none
  invalidWebhookSignature: 'Invalid webhook signature',

  // Our own: the scraping service's failures (DESIGN.md §4), where the spec has none
  apifyTokenRejected: 'Apify rejected the token (check APIFY_TOKEN)',
  apifyIncompleteResponse: 'Apify sent an incomplete response',
  apifyRunEnded: (actor: string, status: string, detail?: string | null) =>
    `The Apify run of ${actor} ended ${status}${detail ? ` (${detail})` : ''}. Please try again later.`,
  apifyPaymentRequired: (detail?: string) =>
    `Apify refused the run: the Apify account has reached its usage limit or has no credits left${detail ? ` (${detail})` : ''}. Raise the limit or top up in Apify Console.`,
  runFailedAtProvider: (detail: string, charged: string | null) =>
    `The scraping service failed: ${detail.replace(/\.?$/, '.')} ${
      charged
        ? `You were charged ${charged} for the profiles enriched before it failed.`
        : 'Nothing was charged.'
    } Try again later: the run continues where it stopped.`,
  resumingRun: 'Resuming where the run stopped…',
  noRunToRetry: 'This list has no failed or canceled run to try again',
  /**
   * A list whose run found more profiles than it settled (issue 18): only what the run looked up
   * (and charged for, when found) is shown; `run` says whether the run can be resumed, is still
   * going, or neither, so "resume" is said only where resuming is possible.
   */
  unsettledProfiles: (shown: number, hidden: number, run: 'resumable' | 'running' | 'ended') => {
    const count = (n: number) => n.toLocaleString('en-US');
    if (shown === 0) {
      const found = `${count(hidden)} ${hidden === 1 ? 'profile was' : 'profiles were'} found`;
      if (run === 'resumable')
        return `${found} and none looked up or paid for yet; resume the run to add them.`;
      if (run === 'running') return `${found} and ${hidden === 1 ? 'is' : 'are'} being looked up.`;
      return `${found} and not paid for.`;
    }
    const showing = `Showing the ${count(shown)} ${shown === 1 ? 'profile' : 'profiles'} looked up${run === 'running' ? ' so far' : ''}.`;
    const more = `${count(hidden)} more ${hidden === 1 ? 'was' : 'were'} found`;
    if (run === 'resumable') return `${showing} ${more} and not paid for; resume the run to add them.`;
    if (run === 'running') return `${showing} ${more} and ${hidden === 1 ? 'is' : 'are'} being looked up.`;
    return `${showing} ${more} and not paid for.`;
  },
  discoveryWaitingForProvider: (resumeAt: Date) =>
    `Waiting for Apify, retrying at ${resumeAt.toISOString().slice(11, 19)} UTC: it cannot be reached or keeps failing. The discovery goes on where it stopped; nothing is charged while it waits.`,
  waitingForProvider: (resumeAt: Date) =>
    `Waiting for Apify, retrying at ${resumeAt.toISOString().slice(11, 19)} UTC: its lookups kept failing. Nothing is charged for profiles not looked up.`,
  apifyChargeCapRefused: (detail?: string) =>
    `Apify refused the run's cost cap${detail ? ` (${detail})` : ''}: raise LEADGEN_APIFY_MAX_USD_PER_1000.`,
  apifyBusy: (detail?: string) =>
    `Apify is running as many actors as the account allows${detail ? ` (${detail})` : ''}. Please try again later.`,
  apifyForbidden: (detail?: string) =>
    `Apify refused the run: the token lacks permission${detail ? ` (${detail})` : ''}. Use a token of the account that runs the actors, with full access.`,
  apifyActorNotApproved: (actor: string | null, approvalUrl: string | null) =>
    `Apify asks for approval before it runs ${actor ?? 'the actor'}: the actor wants full access to the Apify account. Approve it once in Apify Console (${approvalUrl ?? "open the actor and choose 'Approve Actor permissions'"}), then try again.`,
  apifyUsageLimit: (detail?: string) =>
    `Apify refused the run: the Apify account reached its monthly usage limit${detail ? ` (${detail})` : ''}. Raise the limit in Apify Console (Billing, Limits), or wait for the next billing cycle.`,
  apifyActorNotRented: (actor: string | null, detail?: string) =>
    `Apify refused the run: ${actor ?? 'the actor'} is a paid actor not rented on this Apify account${detail ? ` (${detail})` : ''}. Rent it in Apify Console, or configure another actor.`,
  apifyActorNotFound: (actor: string) =>
    `Apify has no actor ${actor}: check the actors configured (LEADGEN_APIFY_FOLLOWERS_ACTORS, LEADGEN_APIFY_FOLLOWING_ACTORS and LEADGEN_APIFY_PROFILE_ACTORS, or their single-actor LEADGEN_APIFY_*_ACTOR).`,
  targetsNotFound: (handles: string) =>
    `No profiles were discovered: Instagram has no account ${handles}. Please check your target accounts, then try again.`,
  targetsPrivate: (handles: string, type: string) =>
    `No profiles were discovered: ${handles} ${handles.includes(',') ? 'are' : 'is'} private, so the ${type === 'followers' ? 'followers' : 'followings'} cannot be collected.`,
  emptyDiscoveryRun: (type: string, handles: string, count: number) =>
    `The scraping service returned no ${type === 'followers' ? 'followers' : 'followings'} for ${handles}, which ${
      type === 'followers'
        ? `${handles.includes(',') ? 'have' : 'has'} ${count.toLocaleString('en-US')} followers`
        : `${handles.includes(',') ? 'follow' : 'follows'} ${count.toLocaleString('en-US')} accounts`
    } on Instagram. Nothing was charged. Please try again later.`,

  // Our own: discovery and custom runs (DESIGN.md §5, §9), where the spec has none
  runCapped: (count: number) =>
    `Your balance covers ${count} profile${count === 1 ? '' : 's'}: the run is capped to ${count}.`,
  /**
   * A run the balance could not finish (issue 30): paused, its unpaid rows kept pending, resumable
   * after a top-up with no new discovery.
   */
  runPausedForCredits: (settled: number, pending: number) =>
    `Paused for credits: ${settled} profile${settled === 1 ? '' : 's'} enriched, ${pending} waiting. Buy credits, then retry the run to enrich the rest with no new discovery.`,
  freshnessRange: (max: number) => `Freshness must be a whole number of days from 0 to ${max}`,
  /** The ledger's note of what a run reused (issue 30: never pay twice). */
  enrichmentReused: (count: number, saved: string) =>
    `enrichment reused: ${count} profile${count === 1 ? '' : 's'} already known, ${saved} not charged`,
  /**
   * A run's estimate (issue 30), e.g. '300 profiles: 180 already known, 120 to enrich: $0.960';
   * with nobody known, '300 profiles: $2.400'.
   */
  runEstimate: (profiles: number, known: number, cost: string) =>
    known > 0
      ? `${counted(profiles, 'profile')}: ${known.toLocaleString('en-US')} already known, ${(profiles - known).toLocaleString('en-US')} to enrich: ${cost}`
      : `${counted(profiles, 'profile')}: ${cost}`,
  stepCreatingList: 'Creating the list',
  stepDiscovering: 'Discovering',
  stepEnriching: 'Enriching',
  stepLookingUpProfiles: 'Looking up profiles',
  stepFinalising: 'Finalising',

  // Our own: lists, campaigns and personalisation services, where the spec has none
  listNotCompleted: 'This list is not completed yet: wait for its run to finish',
  invalidProfileIds: 'Profile ids must be a list of text values',
  invalidMessages: 'Messages must map profile ids to text',
  stepPersonalizing: 'Personalizing messages',
  jobNotFound: 'Job not found',
  /** Issue 32: a shortened id that more than one of the user's rows starts with. */
  idPrefixAmbiguous: (prefix: string, rows: string, matches: readonly string[], more: boolean) =>
    `"${prefix}" is the start of more than one of your ${rows} (${matches.join(', ')}${more ? ', …' : ''}): ` +
    'give more characters of the id',

  // Our own: accounts (DESIGN.md §6), where the spec has none
  invalidCredentials: 'Invalid email or password',
  tooManyAttempts: (retryAfterSeconds: number) => {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    return `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
  },
  currentPasswordIncorrect: 'Current password is incorrect',
  resetEmailSent: 'If an account exists for this email, a password reset link is on its way.',
  passwordUpdated: 'Password updated successfully',
  mailNotConfigured: 'E-mail is not configured, so password reset links cannot be sent',
  passwordResetSubject: 'Reset your Leadgen password',

  // Our own: billing (DESIGN.md §4), where the spec has none
  noBillingAccount: 'There is no subscription to manage yet: start a Pro subscription first',
  alreadyPro: 'You already have an active Pro subscription: manage it from Settings',
  billingAccountGone:
    'Your billing account no longer exists at the payment provider: start a Pro subscription to create a new one',
} as const;
