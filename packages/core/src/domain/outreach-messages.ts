/** Outreach (the send queue, lead statuses, do-not-contact) and extension pairings. Spread into `messages`. */
export const outreachMessages = {
  // Our own: outreach (the send queue, lead statuses, do-not-contact)
  invalidOutreachStatus: (value: string, statuses: readonly string[]) =>
    `Unknown status '${value}': use one of ${statuses.join(', ')}`,
  leadNotInCampaign: 'That profile is not in this campaign',
  everyoneContacted: 'Everyone here was already contacted or is on do-not-contact',
  campaignCreatedLeavingOut: (count: number) =>
    `Campaign created successfully! Left out ${count} ${count === 1 ? 'person' : 'people'} already contacted or on do-not-contact.`,
  queueNeedsActiveCampaign: (status: string) =>
    `The send queue runs for active campaigns only (this one is ${status}): activate it to start sending`,
  queueEmpty: 'Nobody left to contact in this campaign',
  nothingToUndo: 'Nothing to undo for this lead',
  leadMarked: (username: string, status: string) => `@${username} marked ${status}`,
  leadMarkedOverPace: (username: string) => `@${username} marked sent, over your pace`,
  leadUndone: (username: string, status: string) => `@${username} is back to ${status}`,
  /** A send marked while the pace holds it, without an override: front ends add how to override. */
  paceRefused: (notice: string) => `Not marked sent, to keep your pace: ${notice}`,
  paceOverrideCli: 'If you already sent it, mark it again with --override-pace to record it over your pace.',
  /** A reply (or an outcome) recorded for a lead nobody messaged. */
  responseNeedsSend: (username: string, status: string) =>
    `@${username} was never sent a message: mark it sent before marking it ${status}`,
  paceRate: (rate: number, at: string) =>
    `${rate} ${rate === 1 ? 'message' : 'messages'} in the last hour: the next can go at ${at}`,
  paceDaily: (cap: number, at: string) =>
    `${cap} new ${cap === 1 ? 'conversation' : 'conversations'} today, your daily limit: the next can go at ${at}`,
  paceHours: (at: string) => `Outside your working hours: the next message can go at ${at}`,
  invalidDailyCap: (max: number) => `The daily limit is a whole number from 1 to ${max}`,
  invalidWorkingHours: 'Working hours look like 09:00-17:30 (the end after the start), or blank for any hour',
  doNotContactAdded: (added: number, given: number) =>
    `Added ${added} username${added === 1 ? '' : 's'} to do-not-contact${given > added ? ` (${given - added} already there)` : ''}`,
  doNotContactRemoved: (removed: number) =>
    `Removed ${removed} username${removed === 1 ? '' : 's'} from do-not-contact`,

  // Our own: the browser extension's pairings
  pairingLabelTooLong: (max: number) => `The browser's name is at most ${max} characters`,
  pairingNotFound: 'That paired browser is not yours or was already revoked',
  extensionTokenRefused: 'The browser extension may only use the send queue',
  extensionTokenInvalid: 'This browser is no longer paired: pair it again from Settings',
} as const;
