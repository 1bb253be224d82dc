// What the content script asks the background worker (which holds the pairing and may reach the
// server: a page on instagram.com may not), and what it answers.

export type PanelRequest =
  | { kind: 'lead'; username: string }
  | { kind: 'mark'; campaignId: string; profileId: string; status: 'sent' | 'skipped' }
  | { kind: 'undo'; campaignId: string; profileId: string }
  // "Instagram blocked me" and its undo (issue 36)
  | { kind: 'blocked' }
  | { kind: 'unblock' };

/** The answer: the value, or the error's words. */
export type PanelResponse<T> = { ok: true; value: T } | { ok: false; error: string };

const STATUSES = new Set(['sent', 'skipped']);
const isText = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length < 200;

/** A request from a content script, checked field by field (a page's scripts never reach here, but be strict). */
export function parsePanelRequest(message: unknown): PanelRequest | null {
  if (typeof message !== 'object' || message === null) return null;
  const m = message as Record<string, unknown>;
  if (m.kind === 'lead' && isText(m.username)) return { kind: 'lead', username: m.username };
  if (m.kind === 'blocked' || m.kind === 'unblock') return { kind: m.kind };
  if ((m.kind === 'mark' || m.kind === 'undo') && isText(m.campaignId) && isText(m.profileId)) {
    if (m.kind === 'undo') return { kind: 'undo', campaignId: m.campaignId, profileId: m.profileId };
    if (typeof m.status === 'string' && STATUSES.has(m.status))
      return {
        kind: 'mark',
        campaignId: m.campaignId,
        profileId: m.profileId,
        status: m.status as 'sent' | 'skipped',
      };
  }
  return null;
}
