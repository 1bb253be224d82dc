/**
 * The public API and its keys (issue 35), Stripe's prices checked against the plans, watchlists
 * (issue 34) and signed outbound webhooks (issue 35). Spread into `messages`.
 */
export const apiMessages = {
  // issue 35: API keys and the public API
  apiKeyNameRequired: 'Give the key a name, like "CI" or "Zapier"',
  apiKeyNameTooLong: (max: number) => `A key's name is at most ${max} characters`,
  apiKeyNameTaken: (name: string) =>
    `You already have a key named "${name}": choose another name, or revoke that key first`,
  apiKeyScopeInvalid: (scope: string) => `A key's scope is read or write, not "${scope}"`,
  apiKeyNotFound: 'That API key is not yours or was already revoked',
  apiKeyAmbiguous: (text: string, names: readonly string[]) =>
    `"${text}" matches several keys (${names.join(', ')}): give more of the id or the whole prefix`,
  apiKeyShownOnce: 'Copy this key now: it will not be shown again.',
  apiKeyRevoked: (name: string) => `Revoked the key "${name}": it no longer works`,
  apiKeyMissing:
    'The API needs an API key: send "Authorization: Bearer <key>". Create one with `leadgen keys create` or in Settings.',
  apiKeyInvalid:
    'This API key is unknown or was revoked. Create one with `leadgen keys create` or in Settings.',
  apiKeyNeedsWrite: (method: string) =>
    `This API key is read-only: ${method} needs a key with the write scope (\`leadgen keys create --scope write\`)`,
  apiKeyOnV1: 'API keys work on the public API only, under /api/v1',
  apiRateLimited: (limit: number, seconds: number) =>
    `Too many requests with this API key (at most ${limit} a minute): try again in ${seconds} s`,

  // Our own: Stripe's prices checked against the plans at start and by the doctor (DESIGN.md §4)
  stripePricesMismatch: (problems: readonly string[]) =>
    `Stripe prices do not match Leadgen's plans: ${problems.join('; ')}`,
  stripePriceProblem: (variable: string, priceId: string, problem: string) =>
    `${variable} ${priceId} ${problem}`,
  stripePriceNotFound:
    'does not exist in this Stripe account (a test-mode price is not in live mode, nor the other way round)',
  stripePriceInactive: 'is archived (inactive), and Checkout refuses inactive prices',
  stripePackPriceRecurring: 'is recurring, a credit pack needs a one-time price',
  stripeProPriceOneTime: 'is one-time, Pro needs a monthly recurring price',
  stripeProPriceInterval: (every: string) => `recurs every ${every}, Pro needs a monthly recurring price`,
  stripeProPriceMetered: 'is metered (billed by usage), Pro needs a fixed monthly price',
  stripePriceAmount: (actual: string, plan: string, expected: string) =>
    `is ${actual}, ${plan} costs ${expected}`,
  stripePriceNoAmount: (plan: string, expected: string) =>
    `has no fixed amount (tiered or customer-chosen), ${plan} costs ${expected}`,
  stripePricesUnchecked: (detail: string) => `Could not check the Stripe prices against the plans: ${detail}`,
  stripePricesNotSet: (variables: readonly string[]) =>
    `${variables.join(', ')} ${variables.length === 1 ? 'is' : 'are'} not set`,
  stripeCheckPassed: (mode: string, count: number) =>
    `Stripe: the key works (${mode}) and the ${count} price${count === 1 ? '' : 's'} match the plans`,
  stripeKeyWorks: (mode: string) => `Stripe: the key works (${mode})`,

  // issue 34: watchlists
  watchEveryInvalid: 'Give the schedule as a number and a unit, like 1d, 12h or 7d',
  watchEveryRange: 'A watch runs at most every hour and at least every 90 days',
  watchNotFound: 'Watch not found',
  watchExists: (target: string, type: string) => `You already watch the ${type} of @${target}`,
  watchListGone: "This watch's list was deleted. Remove the watch and add it again.",
  watchRunning: 'A run of this watch is already queued or running',
  watchRunWhich: 'Name a watch to run now, or give --due to run the watches that are due',
  watchMissed: (missed: number) => `missed ≈${missed}: more people arrived than the run's maximum`,

  // issue 35: signed outbound webhooks
  webhookNotFound: 'Webhook not found',
  webhookUrlInvalid: 'Give the webhook URL as https://host/path',
  webhookUrlNotHttps: 'A webhook URL must use https (http only with LEADGEN_WEBHOOK_ALLOW_PRIVATE=1)',
  webhookUrlPrivate: (host: string) =>
    `${host} is a private, loopback or link-local address: webhooks are not sent there unless the operator sets LEADGEN_WEBHOOK_ALLOW_PRIVATE=1`,
  webhookEventsRequired: (known: readonly string[]) => `Name at least one event: ${known.join(', ')}`,
  webhookEventUnknown: (event: string, known: readonly string[]) =>
    `Unknown event "${event}": use ${known.join(', ')}`,
  webhookDescriptionTooLong: 'A webhook description is at most 200 characters',
  webhookTooMany: (max: number) => `At most ${max} webhooks per account`,
  webhookDisabled: 'This webhook is disabled: add it again to send to it',
  webhookAdded:
    'Webhook added. Its signing secret is shown this once: keep it where your receiver can read it.',
  webhookRemoved: 'Webhook removed',
  webhookTestQueued: 'Test event queued: it is sent within seconds',
  webhookDisabledReason: (hours: number) =>
    `Every delivery failed for more than ${hours} hours, so this webhook was turned off`,
  webhookGone: 'The receiver answered 410 Gone (it wants no more webhooks), so this webhook was turned off',
  webhookDisabledSubject: 'A Leadgen webhook was turned off',
  webhookDisabledMail: (url: string, reason: string) =>
    [
      `Your Leadgen webhook to ${url} was turned off.`,
      '',
      `${reason}.`,
      '',
      'Fix the receiver, then add the webhook again in Settings or with `leadgen webhooks add`.',
      '',
    ].join('\n'),
  webhookPrivateAddress: (address: string) =>
    `refused: ${address} is a private address (set LEADGEN_WEBHOOK_ALLOW_PRIVATE=1 to allow it)`,
  webhookRedirect: (status: number) => `HTTP ${status}: redirects are not followed`,
  webhookHttpStatus: (status: number) => `HTTP ${status}`,
  webhookTimeout: (seconds: number) => `no answer within ${seconds} s`,
} as const;
