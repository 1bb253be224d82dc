import { ValidationError } from './errors.js';
import { messages } from './messages.js';

/** The placeholders a message template may contain (spec §5 "Templates and messages"). */
export const TEMPLATE_VARIABLES = ['{Full Name}', '{First Name}', '{Username}'] as const;

/** One of `TEMPLATE_VARIABLES`. */
export type TemplateVariable = (typeof TEMPLATE_VARIABLES)[number];

/**
 * What reads as a placeholder: a word or words in braces (`{First Nme}`, `{company}`). Other
 * braces (`{}`, `{:)}`, JSON) are text.
 */
const PLACEHOLDER = /\{[\p{L}][\p{L}\p{N} _-]{0,40}\}/gu;

/**
 * The placeholders in `template` that are not one of `TEMPLATE_VARIABLES`, each once, in order:
 * a misspelt `{First Nme}` would otherwise be sent as typed.
 *
 * @example
 * unknownPlaceholders('Hi {First Nme}, {Username}!') // ['{First Nme}']
 */
export function unknownPlaceholders(template: string): string[] {
  const known = new Set<string>(TEMPLATE_VARIABLES);
  return placeholderTokens(template).filter((token) => !known.has(token));
}

/**
 * Every placeholder-looking token in `text` (known or not), each once, in order: in a message
 * about to be sent, any of them is one that was never filled.
 *
 * @example
 * placeholderTokens('Hi {First Name}, {company}!') // ['{First Name}', '{company}']
 */
export function placeholderTokens(text: string): string[] {
  return [...new Set(text.match(PLACEHOLDER) ?? [])];
}

/** Refuses a template with an unknown placeholder, naming the ones it knows. */
export function assertKnownPlaceholders(template: string): void {
  const unknown = unknownPlaceholders(template);
  if (unknown.length > 0)
    throw new ValidationError(messages.unknownPlaceholders(unknown, TEMPLATE_VARIABLES));
}

/** The profile fields a template reads; pass any row that has them. */
export interface TemplateProfile {
  username: string;
  full_name?: string | null;
}

/**
 * Replaces each token in turn by splitting on it, so a value is never searched again: a name
 * that itself reads '{Username}' stays literal. No regular expression is built from user data.
 */
function replaceTokens(text: string, pairs: ReadonlyArray<readonly [string, string]>): string {
  const [first, ...rest] = pairs;
  if (!first) return text;
  const [token, value] = first;
  return text
    .split(token)
    .map((part) => replaceTokens(part, rest))
    .join(value);
}

/**
 * Fills a message template for one profile (spec §5): '{Full Name}' is the full name, or the
 * username when the name is missing or blank; '{First Name}' is the first word of that;
 * '{Username}' the username. Every occurrence is replaced.
 *
 * @example
 * renderTemplate('Hi {First Name} (@{Username})', { username: 'ana.p', full_name: 'Ana Pérez' })
 * // 'Hi Ana (@ana.p)'
 */
export function renderTemplate(template: string, profile: TemplateProfile): string {
  if (typeof template !== 'string') throw new ValidationError(messages.invalidTemplate);
  if (typeof profile !== 'object' || profile === null) throw new ValidationError(messages.invalidProfile);
  const { username, full_name: fullName } = profile;
  if (typeof username !== 'string') throw new ValidationError(messages.invalidUsername(String(username)));
  if (fullName !== undefined && fullName !== null && typeof fullName !== 'string') {
    throw new ValidationError(messages.invalidFullName);
  }
  // spec §5: full name falls back to the username; first name is the first word of that
  const name = fullName?.trim() || username;
  const firstName = name.split(/\s+/)[0] || username;
  return replaceTokens(template, [
    ['{Full Name}', name],
    ['{First Name}', firstName],
    ['{Username}', username],
  ]);
}

/** A lead as its message is made: its names, and its own message if it has one. */
export interface MessageLead extends TemplateProfile {
  message?: string | null;
}

/**
 * The text to send a lead (issue 36), the one function the send queue and 'mark sent' use: its
 * own message if it has one, else the template, with {Full Name}, {First Name} and {Username}
 * filled in either way (a message typed with {First Name} is filled like the template).
 *
 * @example
 * messageToSend('Hi {First Name}!', { username: 'ana.p', full_name: 'Ana Pérez', message: 'Hey {First Name}' })
 * // 'Hey Ana'
 */
export function messageToSend(template: string | null, lead: MessageLead): string {
  return renderTemplate(lead.message?.trim() || template || '', lead);
}

const isPosition = (position: unknown): position is number =>
  typeof position === 'number' && !Number.isNaN(position);

const clampPosition = (position: number, length: number): number =>
  Math.min(length, Math.max(0, Math.floor(position)));

/**
 * Inserts a variable into the template editor's text in place of the current selection
 * (`selectionStart`..`selectionEnd`, as a textarea reports them) and says where the cursor goes:
 * right after the inserted variable. Positions outside the text are clamped to it and reversed
 * ones swapped; without a usable start the variable goes at the end, without a usable end the
 * selection is empty.
 *
 * @example
 * insertVariable('Hi !', '{First Name}', 3, 3) // { text: 'Hi {First Name}!', cursor: 15 }
 */
export function insertVariable(
  text: string,
  variable: TemplateVariable,
  selectionStart: number,
  selectionEnd: number,
): { text: string; cursor: number } {
  if (typeof text !== 'string') throw new ValidationError(messages.invalidTemplate);
  if (!(TEMPLATE_VARIABLES as readonly unknown[]).includes(variable)) {
    throw new ValidationError(messages.unknownTemplateVariable(String(variable)));
  }
  const a = isPosition(selectionStart) ? clampPosition(selectionStart, text.length) : text.length;
  const b =
    isPosition(selectionStart) && isPosition(selectionEnd) ? clampPosition(selectionEnd, text.length) : a;
  const [start, end] = a <= b ? [a, b] : [b, a];
  return { text: text.slice(0, start) + variable + text.slice(end), cursor: start + variable.length };
}

/**
 * True when a template has something in it besides blanks (spec §5: Populate needs a non-empty
 * template). Anything that is not a string counts as no template.
 */
export function hasTemplate(template: unknown): boolean {
  return typeof template === 'string' && template.trim() !== '';
}
