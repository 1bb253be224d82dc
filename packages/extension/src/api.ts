// The Leadgen server as the extension talks to it: the pairing kept in chrome.storage.local, and
// calls with the pairing's token (never cookies) on the outreach routes its token opens.

import type { Lint } from './lint-notes.js';

/** Where the extension finds Leadgen, and the token pasted from Settings. */
export interface Pairing {
  serverUrl: string;
  token: string;
}

export const DEFAULT_SERVER_URL = 'http://127.0.0.1:8787';

/** A campaign's send queue as GET /api/outreach/campaigns lists it. */
export interface CampaignQueue {
  campaign: { id: string; name: string; send_rate_limit: number; messages_sent: number };
  next: { profile_id: string; username: string; full_name: string | null; text: string; lint?: Lint } | null;
  remaining: number;
  pace: { allowed: boolean; at: string; notice: string | null };
  today: { sent: number; cap: number };
  /** The factor that limits sending now, in words, and whether a block report is in effect (issue 36). */
  health: { factor: string; line: string; block_in_effect: boolean };
}

/** A lead on an Instagram profile's page, as GET /api/outreach/lead gives it. */
export interface ProfileLead {
  campaign: { id: string; name: string };
  profile_id: string;
  username: string;
  status: string;
  text: string;
  /** The first-message linter on `text` (issue 36). */
  lint?: Lint;
  sendable: boolean;
}

/** A failed call, with the server's message when it gave one. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export async function loadPairing(): Promise<Pairing | null> {
  const stored = await chrome.storage.local.get(['serverUrl', 'token']);
  const { serverUrl, token } = stored;
  return typeof serverUrl === 'string' && typeof token === 'string' && token !== ''
    ? { serverUrl, token }
    : null;
}

export const savePairing = (pairing: Pairing) => chrome.storage.local.set({ ...pairing });

export const forgetPairing = () => chrome.storage.local.remove(['token']);

/** The server's origin from what the user typed ('127.0.0.1:8787' is read as http://). */
export function serverOrigin(typed: string): string {
  const text = typed.trim();
  const url = new URL(/^https?:\/\//i.test(text) ? text : `http://${text}`);
  return url.origin;
}

/** Calls the server with the pairing's token; JSON back, or ApiError. */
export async function callApi<T>(
  pairing: Pairing,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`${pairing.serverUrl}${path}`, {
      method,
      credentials: 'omit',
      headers: {
        authorization: `Bearer ${pairing.token}`,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
  } catch {
    throw new ApiError(`Leadgen is not reachable at ${pairing.serverUrl}`, 0);
  }
  if (res.status === 204) return undefined as T;
  const data = (await res.json().catch(() => null)) as { error?: { message?: string } } | null;
  if (!res.ok) throw new ApiError(data?.error?.message ?? `Leadgen answered ${res.status}`, res.status);
  return data as T;
}

export const campaignQueues = (pairing: Pairing) =>
  callApi<{ campaigns: CampaignQueue[] }>(pairing, 'GET', '/api/outreach/campaigns');

export const leadsNamed = (pairing: Pairing, username: string) =>
  callApi<{ leads: ProfileLead[] }>(
    pairing,
    'GET',
    `/api/outreach/lead?username=${encodeURIComponent(username)}`,
  );

const leadPath = (campaignId: string, profileId: string, action: string) =>
  `/api/campaigns/${encodeURIComponent(campaignId)}/leads/${encodeURIComponent(profileId)}/${action}`;

export const markLead = (
  pairing: Pairing,
  campaignId: string,
  profileId: string,
  status: 'sent' | 'skipped',
) => callApi<{ message: string }>(pairing, 'POST', leadPath(campaignId, profileId, 'status'), { status });

export const undoLead = (pairing: Pairing, campaignId: string, profileId: string) =>
  callApi<{ message: string }>(pairing, 'POST', leadPath(campaignId, profileId, 'undo'), {});

export const openedLead = (pairing: Pairing, campaignId: string, profileId: string) =>
  callApi<void>(pairing, 'POST', leadPath(campaignId, profileId, 'open'), {});

/**
 * "Instagram blocked me" (issue 36): the user's whole send queue pauses for 24 hours, then runs
 * at half the daily cap for a day (POST /api/outreach/blocked, a route the token opens).
 */
export const reportBlocked = (pairing: Pairing) =>
  callApi<{ message: string }>(pairing, 'POST', '/api/outreach/blocked', {});

/** Undoes the latest block report, a mistaken tap (DELETE /api/outreach/blocked). */
export const liftBlocked = (pairing: Pairing) =>
  callApi<{ message: string }>(pairing, 'DELETE', '/api/outreach/blocked');

/** A lead's Instagram profile. */
export const instagramUrl = (username: string) =>
  `https://www.instagram.com/${encodeURIComponent(username)}/`;
