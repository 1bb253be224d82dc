import type { Key } from 'ink';
import { type Binding, ctrl, enter, esc, press } from '../../keymap.js';
import { listKeys } from '../../use-list-cursor.js';
import { VARIABLE_KEY } from './TemplateInput.js';

/** What the campaign screen's keys do (`CampaignScreen` wires them to `useCampaignState`). */
export interface CampaignKeyActions {
  move(input: string, key: Key): void;
  search(): void;
  editMessage(): void;
  editTemplate(): void;
  populate(): void;
  personalize(rewrite: boolean): void;
  pickStatus(): void;
  send(): void;
  variants(): void;
  exportCsv(): void;
  openProfile(): void;
  remove(): void;
  back(): void;
}

/**
 * The campaign screen's keys while browsing: what the help and the footer list is what the
 * keyboard does. `ready`: the campaign has loaded; `hasProfiles`: a row is under the cursor.
 */
export function campaignKeymap(
  { ready, hasProfiles }: { ready: boolean; hasProfiles: boolean },
  act: CampaignKeyActions,
): Binding[] {
  return [
    {
      keys: '↑/↓ j/k',
      does: 'move through the profiles',
      hint: 'move',
      hintKeys: 'j/k',
      on: listKeys('line'),
      run: act.move,
    },
    {
      keys: 'PgUp/PgDn Home/End g/G',
      does: 'a page up or down, first or last profile',
      on: listKeys('page', 'ends'),
      run: act.move,
    },
    {
      keys: '/',
      does: 'search the profiles by name or username (Esc clears)',
      hint: 'search',
      when: ready,
      on: press('/'),
      run: act.search,
    },
    {
      keys: 'Enter',
      does: 'edit the message (Esc saves)',
      hint: 'edit',
      when: ready && hasProfiles,
      on: enter,
      run: act.editMessage,
    },
    {
      keys: 't',
      does: `edit the template (${VARIABLE_KEY} inserts a variable; Esc or Ctrl-S saves)`,
      when: ready,
      on: press('t'),
      run: act.editTemplate,
    },
    {
      keys: 'p',
      does: 'populate from the template',
      hint: 'populate',
      when: ready,
      on: press('p'),
      run: act.populate,
    },
    {
      keys: 'i',
      does: 'personalise with AI (skips messages it already wrote)',
      hint: 'AI',
      when: ready,
      on: press('i'),
      run: () => act.personalize(false),
    },
    {
      keys: 'I',
      does: 'personalise with AI, rewriting every message',
      when: ready,
      on: press('I'),
      run: () => act.personalize(true),
    },
    { keys: 's', does: 'change the status', when: ready, on: press('s'), run: act.pickStatus },
    {
      keys: 'S',
      does: 'send: the next lead to message, its message and the pace (active campaigns)',
      hint: 'send',
      when: ready,
      on: press('S'),
      run: act.send,
    },
    {
      keys: 'v',
      does: 'message variants: each one’s reply rate, add one, pick the winner',
      hint: 'variants',
      when: ready,
      on: press('v'),
      run: act.variants,
    },
    {
      keys: 'e',
      does: 'export the campaign as CSV to the current directory',
      when: ready,
      on: press('e'),
      run: act.exportCsv,
    },
    {
      keys: 'o',
      does: "open the highlighted profile's Instagram page",
      when: ready && hasProfiles,
      on: press('o'),
      run: act.openProfile,
    },
    { keys: 'd', does: 'delete the campaign (asks first)', when: ready, on: press('d'), run: act.remove },
    { keys: 'Esc', does: 'back', on: esc, run: act.back },
  ];
}

/**
 * The keys while the template is edited (the field takes every other): both save it and go
 * back to browsing. The template's label names them from here.
 */
export function templateKeymap(save: () => void): Binding[] {
  return [
    { keys: 'Esc', does: 'save the template', on: (_input, key) => key.escape, run: save },
    { keys: 'Ctrl-S', does: 'save the template', on: ctrl('s'), run: save },
  ];
}
