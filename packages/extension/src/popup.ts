// The popup: pairing first (the server's address and the token from Settings), then each active
// campaign's next lead with its message, Copy message and Open in Instagram, the pace, the line
// naming what limits sending now and "Instagram blocked me" (issue 36).

import {
  ApiError,
  type CampaignQueue,
  campaignQueues,
  DEFAULT_SERVER_URL,
  forgetPairing,
  instagramUrl,
  liftBlocked,
  loadPairing,
  openedLead,
  type Pairing,
  reportBlocked,
  savePairing,
  serverOrigin,
} from './api.js';
import { blockButton } from './block-button.js';
import { button, copyText, el } from './dom.js';
import { lintNotes, lintRefusal } from './lint-notes.js';

const app = document.getElementById('app') as HTMLElement;

/** Loopback servers are in the manifest's host permissions; any other asks for its own. */
const LOOPBACK = /^http:\/\/(?:127\.0\.0\.1|localhost)(?::\d+)?$/;

/** Asked straight from the Pair click: the browser only shows its prompt during a user gesture. */
function allowServer(origin: string): Promise<boolean> {
  if (LOOPBACK.test(origin)) return Promise.resolve(true);
  return chrome.permissions.request({ origins: [`${origin}/*`] });
}

function showPairing(previous: { serverUrl?: string; error?: string } = {}) {
  const server = el('input', {
    name: 'server',
    type: 'text',
    required: '',
    value: previous.serverUrl ?? DEFAULT_SERVER_URL,
  });
  const token = el('input', { name: 'token', type: 'password', required: '', autocomplete: 'off' });
  const error = el('p', { class: 'error', role: 'alert' }, previous.error ?? '');
  const form = el(
    'form',
    {},
    el(
      'p',
      { class: 'muted' },
      'In Leadgen, open Settings › Browser extension, choose Pair a browser and paste the token here.',
    ),
    el('label', {}, 'Leadgen address', server),
    el('label', {}, 'Token', token),
    error,
    el('button', { type: 'submit', class: 'primary' }, 'Pair'),
  );
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    let serverUrl: string;
    try {
      serverUrl = serverOrigin(server.value);
    } catch {
      error.textContent = 'That is not a web address';
      return;
    }
    if (!(await allowServer(serverUrl))) {
      error.textContent = 'The extension needs your permission to reach that address';
      return;
    }
    const pairing = { serverUrl, token: token.value.trim() };
    try {
      await campaignQueues(pairing);
    } catch (failure) {
      error.textContent = (failure as Error).message;
      return;
    }
    await savePairing(pairing);
    await showQueues(pairing);
  });
  app.replaceChildren(form);
}

function campaignCard(pairing: Pairing, queue: CampaignQueue) {
  const { campaign, next } = queue;
  const note = el('p', { class: 'muted', role: 'status' });
  const heading = el('h2', {}, campaign.name, el('span', {}, `${queue.remaining} left`));
  if (!next)
    return el('section', { class: 'card' }, heading, el('p', { class: 'muted' }, 'Nobody left to contact'));
  return el(
    'section',
    { class: 'card' },
    heading,
    el('p', { class: 'lead' }, `@${next.username}`, next.full_name ? ` · ${next.full_name}` : ''),
    el('p', { class: 'message' }, next.text),
    lintNotes(next.lint),
    queue.pace.allowed
      ? null
      : el('p', { class: 'pace' }, queue.pace.notice ?? 'Wait before the next message'),
    el(
      'div',
      { class: 'actions' },
      // issue 36: a message that still holds a placeholder is not copied
      lintRefusal(next.lint)
        ? null
        : button('Copy message', async () => {
            note.textContent = (await copyText(next.text))
              ? 'Message copied'
              : 'Copy failed: select the text';
          }),
      button(
        'Open in Instagram',
        async () => {
          await openedLead(pairing, campaign.id, next.profile_id).catch(() => undefined);
          await chrome.tabs.create({ url: instagramUrl(next.username) });
        },
        { class: 'primary' },
      ),
    ),
    note,
  );
}

async function showQueues(pairing: Pairing) {
  app.replaceChildren(el('p', { class: 'muted' }, 'Loading…'));
  let campaigns: CampaignQueue[];
  try {
    ({ campaigns } = await campaignQueues(pairing));
  } catch (failure) {
    if (failure instanceof ApiError && failure.status === 401) {
      await forgetPairing();
      showPairing({ serverUrl: pairing.serverUrl, error: failure.message });
      return;
    }
    app.replaceChildren(
      el('p', { class: 'error', role: 'alert' }, (failure as Error).message),
      button('Try again', () => showQueues(pairing)),
    );
    return;
  }
  const today = campaigns[0]?.today;
  const health = campaigns[0]?.health;
  app.replaceChildren(
    ...(campaigns.length === 0
      ? [el('p', { class: 'muted' }, 'No active campaigns. Activate one in Leadgen to start sending.')]
      : campaigns.map((queue) => campaignCard(pairing, queue))),
    ...(health ? [el('p', { class: 'health' }, health.line)] : []),
    blockButton(
      {
        report: async () => (await reportBlocked(pairing)).message,
        undo: async () => (await liftBlocked(pairing)).message,
      },
      {
        blocked: health?.block_in_effect === true,
        // the queues' pace changed: read them again (the health line says the pause)
        onChange: () => void showQueues(pairing),
      },
    ),
    el(
      'footer',
      {},
      el('span', {}, today ? `Today: ${today.sent} of ${today.cap} new conversations` : ''),
      button(
        'Unpair',
        async () => {
          await forgetPairing();
          showPairing({ serverUrl: pairing.serverUrl });
        },
        { class: 'link' },
      ),
    ),
  );
}

void loadPairing().then((pairing) => (pairing ? showQueues(pairing) : showPairing()));
