import type { Key } from 'ink';
import { type Binding, ctrl } from '../../keymap.js';
import { VARIABLE_KEY } from './TemplateInput.js';

/** The fields of the create screen, in the order Tab moves through them. */
export const CAMPAIGN_FIELDS = ['name', 'description', 'template'] as const;
export type CampaignField = (typeof CAMPAIGN_FIELDS)[number];

/** The keys that go to a field from outside every field. */
const FIELD_KEYS: Record<string, CampaignField> = { n: 'name', d: 'description', t: 'template' };

/** What the create screen's keys do (`CreateCampaignScreen` wires them to its state). */
export interface CreateCampaignKeyActions {
  /** To the next (1) or previous (-1) field. */
  step(by: -1 | 1): void;
  /** Enter: in a one-line field, the next field; out of every field, back into the last one. */
  enter(): void;
  generate(): void;
  create(): void;
  /** Esc: out of the field; out of every field, back (asking first when something was typed). */
  escape(): void;
  /** Out of every field, to `field`; in a field the letter is typed instead. */
  jump(field: CampaignField): void;
}

/**
 * Every key of the create screen: what the help and the footer list is what the keyboard does.
 * The variable key is the template field's own (`TemplateInput`), listed here for the help.
 */
export function createCampaignKeymap(act: CreateCampaignKeyActions): Binding[] {
  return [
    {
      keys: 'Tab / Shift-Tab',
      does: 'next / previous field',
      on: (_input, key) => key.tab,
      run: (_input, key: Key) => act.step(key.shift ? -1 : 1),
    },
    {
      keys: 'Enter',
      does: 'next field (in the template: a new line)',
      on: (_input, key) => key.return,
      run: act.enter,
    },
    {
      keys: VARIABLE_KEY,
      does: 'insert {Full Name}; again: {First Name}, then {Username}',
      hint: 'variable',
      takenBy: 'the template field',
    },
    {
      keys: 'Ctrl-G',
      does: 'write the template with AI (from the name and description)',
      on: ctrl('g'),
      run: act.generate,
    },
    { keys: 'Ctrl-S', does: 'create', hint: true, on: ctrl('s'), run: act.create },
    {
      keys: 'Esc',
      does: 'leave the field; again: back without creating (asks if typed)',
      on: (_input, key) => key.escape,
      run: act.escape,
    },
    {
      keys: 'n / d / t',
      does: 'out of a field: go to the name, description or template',
      on: (input) => Object.hasOwn(FIELD_KEYS, input),
      run: (input) => {
        const field = FIELD_KEYS[input];
        if (field) act.jump(field);
      },
    },
  ];
}
