/**
 * The words of the first-message linter (issue 36, `message-lint.ts`), spread into `messages`:
 * each warning says what it found and why it matters, so it never blocks without a reason.
 * Sources: reference/market.md "Operating realities" and "Variants" (community and vendor
 * guidance: never identical text, no links in a first message; Instagram flags identical
 * messages sent quickly).
 *
 * @example
 * lintMessages.lintLink('www.shop.com') // 'Link www.shop.com: links in a first message are a spam signal: send it after they reply'
 */
export const lintMessages = {
  lintLink: (link: string) =>
    `Link ${link}: links in a first message are a spam signal: send it after they reply`,
  lintTooLong: (words: number, max: number) =>
    `${words} words: over ${max} words reads as a pitch, not a first message; keep it short`,
  lintAllCaps: 'Mostly capital letters: it reads as shouting, and as spam',
  lintSameForEveryone: (leads: number) =>
    `${leads.toLocaleString('en-US')} leads will get this exact text: Instagram flags identical messages; add {First Name} or write their own`,
  lintDuplicate: (username: string, when: string) =>
    `Identical to your message to @${username} at ${when}: Instagram flags identical messages sent close together; change it`,
  lintNearDuplicate: (username: string, when: string, percent: number) =>
    `Almost the same as your message to @${username} at ${when} (${percent}% alike, names aside): Instagram flags near-identical messages sent close together; vary it`,
  lintUnfilledPlaceholder: (tokens: readonly string[]) =>
    `The message still holds ${tokens.join(', ')}: edit the message before you send it`,
  unfilledPlaceholderRefused: (username: string, tokens: readonly string[]) =>
    `Not marked sent: the message to @${username} still holds ${tokens.join(', ')}; edit the message, then send it`,
} as const;
