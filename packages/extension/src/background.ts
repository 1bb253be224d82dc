// The service worker: relays the profile panel's calls to the Leadgen server with the pairing's
// token (content scripts on instagram.com cannot call the server themselves).

import { leadsNamed, liftBlocked, loadPairing, markLead, reportBlocked, undoLead } from './api.js';
import { type PanelRequest, type PanelResponse, parsePanelRequest } from './messages.js';

async function answer(request: PanelRequest): Promise<unknown> {
  const pairing = await loadPairing();
  if (!pairing) {
    if (request.kind === 'lead') return { leads: [] };
    throw new Error('Pair the extension first');
  }
  switch (request.kind) {
    case 'lead':
      return leadsNamed(pairing, request.username);
    case 'mark':
      return markLead(pairing, request.campaignId, request.profileId, request.status);
    case 'undo':
      return undoLead(pairing, request.campaignId, request.profileId);
    case 'blocked':
      return reportBlocked(pairing);
    case 'unblock':
      return liftBlocked(pairing);
  }
}

chrome.runtime.onMessage.addListener((message, sender, sendResponse) => {
  const request = sender.id === chrome.runtime.id ? parsePanelRequest(message) : null;
  if (!request) return undefined;
  answer(request).then(
    (value) => sendResponse({ ok: true, value } satisfies PanelResponse<unknown>),
    (error: unknown) =>
      sendResponse({
        ok: false,
        error: error instanceof Error ? error.message : String(error),
      } satisfies PanelResponse<unknown>),
  );
  return true;
});
