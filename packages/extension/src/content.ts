// On an Instagram profile page whose username is a queued lead of an active campaign: a small
// fixed panel (in a shadow root, out of reach of the page's CSS) with the lead's message, Copy,
// Sent and Skip, and "Instagram blocked me" (issue 36). It never touches the page itself: no typing in Instagram's message box, no
// clicks on it. Everything from the server is set as text.

import type { ProfileLead } from './api.js';
import { blockButton } from './block-button.js';
import { button, copyText, el } from './dom.js';
import { lintNotes, lintRefusal } from './lint-notes.js';
import type { PanelRequest, PanelResponse } from './messages.js';
import { PANEL_CSS } from './panel-style.js';
import { profileUsername } from './profile-page.js';

const HOST_ID = 'leadgen-extension-panel';

async function ask<T>(request: PanelRequest): Promise<T> {
  const response = await chrome.runtime.sendMessage<PanelResponse<T>>(request);
  if (!response?.ok) throw new Error(response?.error ?? 'Leadgen did not answer');
  return response.value;
}

function removePanel() {
  document.getElementById(HOST_ID)?.remove();
}

/** The panel's shadow root, made once per page. */
function panelRoot(): ShadowRoot {
  const existing = document.getElementById(HOST_ID)?.shadowRoot;
  if (existing) return existing;
  const host = el('div', { id: HOST_ID });
  const root = host.attachShadow({ mode: 'open' });
  root.append(el('style', {}, PANEL_CSS));
  document.documentElement.append(host);
  return root;
}

function render(lead: ProfileLead, others: number) {
  const root = panelRoot();
  root.querySelector('section')?.remove();
  const status = el('p', { class: 'status', role: 'status' });
  const show = (text: string) => {
    status.textContent = text;
  };
  const mark = (to: 'sent' | 'skipped') => async () => {
    try {
      const { message } = await ask<{ message: string }>({
        kind: 'mark',
        campaignId: lead.campaign.id,
        profileId: lead.profile_id,
        status: to,
      });
      render({ ...lead, status: to, sendable: false }, others);
      panelRoot().querySelector('.status')?.replaceChildren(message);
    } catch (error) {
      show((error as Error).message);
    }
  };
  const undo = async () => {
    try {
      const { message } = await ask<{ message: string }>({
        kind: 'undo',
        campaignId: lead.campaign.id,
        profileId: lead.profile_id,
      });
      render({ ...lead, status: 'queued', sendable: true }, others);
      panelRoot().querySelector('.status')?.replaceChildren(message);
    } catch (error) {
      show((error as Error).message);
    }
  };
  // issue 36: a message that still holds a placeholder is not copied or marked sent
  const refusal = lintRefusal(lead.lint);
  const actions = lead.sendable
    ? el(
        'div',
        { class: 'actions' },
        refusal
          ? null
          : button('Copy', async () =>
              show((await copyText(lead.text)) ? 'Message copied' : 'Copy failed: select the text'),
            ),
        refusal ? null : button('Sent', mark('sent'), { class: 'primary' }),
        button('Skip', mark('skipped')),
      )
    : el('div', { class: 'actions' }, el('span', { class: 'chip' }, lead.status), button('Undo', undo));
  root.append(
    el(
      'section',
      { 'aria-label': 'Leadgen' },
      el(
        'header',
        {},
        el('strong', {}, 'Leadgen'),
        el('span', { class: 'campaign' }, lead.campaign.name),
        button('×', removePanel, { class: 'close', 'aria-label': 'Close' }),
      ),
      el('p', { class: 'who' }, `@${lead.username}`, others > 0 ? ` · in ${others + 1} campaigns` : ''),
      el('p', { class: 'message' }, lead.text),
      lintNotes(lead.lint),
      actions,
      status,
      el('p', { class: 'hint' }, 'Paste the message in Instagram and press Send yourself.'),
      blockButton({
        report: async () => (await ask<{ message: string }>({ kind: 'blocked' })).message,
        undo: async () => (await ask<{ message: string }>({ kind: 'unblock' })).message,
      }),
    ),
  );
}

let shownFor: string | null = null;

async function update() {
  const username = profileUsername(location.pathname);
  if (username === shownFor) return;
  shownFor = username;
  removePanel();
  if (!username) return;
  try {
    const { leads } = await ask<{ leads: ProfileLead[] }>({ kind: 'lead', username });
    if (shownFor !== username) return;
    const lead = leads.find((each) => each.sendable) ?? leads[0];
    if (lead) render(lead, leads.length - 1);
  } catch {
    // not paired or the server is away: no panel
  }
}

void update();
// Instagram changes pages without loading them: follow the address.
setInterval(update, 1000);
