import { clockText } from './local-time.js';
import { messages } from './messages.js';
import { placeholderTokens, TEMPLATE_VARIABLES, unknownPlaceholders } from './template.js';
import { compared, nameWords, normalizeForCompare, trigramBag, trigramCount } from './text-similarity.js';

// The first-message linter (issue 36). The rules come from reference/market.md: "Operating
// realities" (hand-sent cold DMs: never identical text, no links in first messages) and
// "Variants" (Instagram flags identical messages sent quickly; creatorflow.so help, vendor).
// Errors refuse a save or a send; warnings never block and each says its reason.

/** What the linter checks; a lint issue names one. */
export const LINT_RULES = [
  'unknown-placeholder',
  'unfilled-placeholder',
  'link',
  'too-long',
  'all-caps',
  'same-for-everyone',
  'duplicate',
  'near-duplicate',
] as const;

/** One of `LINT_RULES`. */
export type LintRule = (typeof LINT_RULES)[number];

/** One finding: the rule and what to tell the user. */
export interface LintIssue {
  rule: LintRule;
  message: string;
}

/** The linter's answer everywhere: errors refuse, warnings only warn. */
export interface LintResult {
  errors: LintIssue[];
  warnings: LintIssue[];
}

/** Nothing found. */
export const emptyLint = (): LintResult => ({ errors: [], warnings: [] });

/** Over this many words a first message warns (a pitch, not an opener; the AI writes under it too). */
export const MAX_FIRST_MESSAGE_WORDS = 150;
/** All caps: at least this many cased letters… */
export const ALL_CAPS_MIN_LETTERS = 10;
/** …of which at least this share is upper-case. */
export const ALL_CAPS_SHARE = 0.7;
/** How far back a send counts for the duplicate checks: the rolling day Instagram's flags work in. */
export const DUPLICATE_WINDOW_MS = 24 * 3_600_000;
/** Near-duplicate: Dice similarity of character trigrams at or above this. */
export const NEAR_DUPLICATE_SIMILARITY = 0.85;

// Common top-level domains of a bare `shop.com`; a longer list would flag ordinary words ('e.g').
const TLDS =
  'com|net|org|io|co|me|ly|app|shop|store|link|bio|info|biz|xyz|site|online|dev|ai|gg|tv|us|uk|de|fr|es|it|pt|br|nl|ca|au|in'.split(
    '|',
  );
/**
 * A link: http(s)://…, www.…, or a bare domain with a common TLD (`shop.com/offer`). Not an
 * e-mail address or an @handle (`@brand.co`): the lookbehind skips what follows @ or a word.
 */
const LINK = new RegExp(
  String.raw`https?:\/\/[^\s]+|(?<![@\w.-])www\.[^\s]+|(?<![@\w.-])(?:[a-z0-9-]+\.)+(?:${TLDS.join('|')})\b(?:\/[^\s]*)?`,
  'giu',
);

/** The links in `text`, each once, in order (trailing punctuation left out). */
export function findLinks(text: string): string[] {
  const found = (text.match(LINK) ?? []).map((link) => link.replace(/[.,;:!?)\]"'»]+$/u, ''));
  return [...new Set(found)];
}

/** How many words `text` has (runs of non-blanks). */
export const wordCount = (text: string): number => text.split(/\s+/u).filter(Boolean).length;

/**
 * Whether `text` is all caps: at least `ALL_CAPS_MIN_LETTERS` letters that have a case, 70% or
 * more of them upper-case ('HI ANA, BIG SALE TODAY' is; 'Hi Ana, NYC' is not).
 */
export function isAllCaps(text: string): boolean {
  let cased = 0;
  let upper = 0;
  for (const char of text) {
    const lower = char.toLowerCase();
    const up = char.toUpperCase();
    if (lower === up) continue;
    cased++;
    if (char === up) upper++;
  }
  return cased >= ALL_CAPS_MIN_LETTERS && upper / cased >= ALL_CAPS_SHARE;
}

/** The warnings any first message gets: a link, over 150 words, all caps. */
function textWarnings(text: string): LintIssue[] {
  const warnings: LintIssue[] = [];
  const links = findLinks(text);
  if (links.length > 0) warnings.push({ rule: 'link', message: messages.lintLink(links.join(', ')) });
  const words = wordCount(text);
  if (words > MAX_FIRST_MESSAGE_WORDS)
    warnings.push({ rule: 'too-long', message: messages.lintTooLong(words, MAX_FIRST_MESSAGE_WORDS) });
  // a placeholder's own letters ({First Name}) are not what the person reads
  const read = placeholderTokens(text).reduce((rest, token) => rest.split(token).join(' '), text);
  if (isAllCaps(read)) warnings.push({ rule: 'all-caps', message: messages.lintAllCaps });
  return warnings;
}

/** The unknown-placeholder error of a text a user saves, if it has one. */
function placeholderErrors(text: string): LintIssue[] {
  const unknown = unknownPlaceholders(text);
  return unknown.length === 0
    ? []
    : [{ rule: 'unknown-placeholder', message: messages.unknownPlaceholders(unknown, TEMPLATE_VARIABLES) }];
}

/**
 * Lints a message template (or a variant) as it is saved: an unknown placeholder is an error
 * ('Unknown placeholder {First Nme}; known: …'); a link, over 150 words and all caps warn, and so
 * does a template with no placeholder that `leadsUsingIt` (more than one) leads will get as it is.
 *
 * @example
 * lintTemplate('Hi there!', { leadsUsingIt: 300 }).warnings[0]?.rule // 'same-for-everyone'
 */
export function lintTemplate(template: string, options: { leadsUsingIt?: number } = {}): LintResult {
  const warnings = textWarnings(template);
  const leads = options.leadsUsingIt ?? 0;
  const personal = TEMPLATE_VARIABLES.some((variable) => template.includes(variable));
  if (!personal && leads > 1 && template.trim() !== '')
    warnings.push({ rule: 'same-for-everyone', message: messages.lintSameForEveryone(leads) });
  return { errors: placeholderErrors(template), warnings };
}

/**
 * Lints a lead's own message as it is saved: an unknown placeholder is an error (the known
 * ones are filled at send, as the template's are); a link, over 150 words and all caps warn.
 */
export function lintLeadMessage(message: string): LintResult {
  return { errors: placeholderErrors(message), warnings: textWarnings(message) };
}

/** A message the user marked sent: its text, to whom, when. */
export interface SentText {
  text: string;
  username: string;
  /** The recipient's name, masked with the username before comparing (see `lintSend`). */
  fullName?: string | null;
  sentAt: Date;
}

/** The lead about to get `text`: its names are masked like a sent text's. */
export interface SendTarget {
  username: string;
  fullName?: string | null;
}

/**
 * Lints the text about to be sent to `target` (the queue's text, placeholders filled): a
 * placeholder-looking token left in it is an error (it would go out as typed); a link, over 150
 * words and all caps warn, and so does text identical (case and blanks aside) to one of
 * `recent` sent in the last 24 hours, or a near-duplicate of one (trigram Dice ≥ 0.85 with both
 * recipients' names masked: text-similarity.ts), naming to whom and when. Texts whose lengths
 * alone rule out 0.85 are not compared (Dice ≤ 2·min/(a+b)).
 *
 * @example
 * lintSend('Hi Ben, love your reels!', { username: 'ben' },
 *   [{ text: 'Hi Ana, love your reels!', username: 'ana.p', fullName: 'Ana', sentAt }], { now, timeZone: 'UTC' })
 * // warnings: [{ rule: 'near-duplicate', message: 'Almost the same as your message to @ana.p at 14:02 (100% alike, names aside): …' }]
 */
export function lintSend(
  text: string,
  target: SendTarget,
  recent: readonly SentText[],
  options: { now: Date; timeZone: string },
): LintResult {
  const tokens = placeholderTokens(text);
  const errors: LintIssue[] =
    tokens.length === 0
      ? []
      : [{ rule: 'unfilled-placeholder', message: messages.lintUnfilledPlaceholder(tokens) }];
  const warnings = textWarnings(text);
  const repeat = closestRecent(text, target, recent, options.now);
  if (repeat) {
    const when = clockText(repeat.sent.sentAt, options.now, options.timeZone);
    warnings.push(
      repeat.identical
        ? { rule: 'duplicate', message: messages.lintDuplicate(repeat.sent.username, when) }
        : {
            rule: 'near-duplicate',
            message: messages.lintNearDuplicate(
              repeat.sent.username,
              when,
              Math.floor(repeat.similarity * 100),
            ),
          },
    );
  }
  return { errors, warnings };
}

/**
 * The recent send `text` repeats, if any: an identical one first (the latest), else the most
 * similar at or above the threshold. Only sends within `DUPLICATE_WINDOW_MS` before `now` count.
 */
function closestRecent(text: string, target: SendTarget, recent: readonly SentText[], now: Date) {
  const since = now.getTime() - DUPLICATE_WINDOW_MS;
  const inWindow = recent
    .filter((sent) => sent.sentAt.getTime() > since && sent.sentAt.getTime() <= now.getTime())
    .sort((a, b) => b.sentAt.getTime() - a.sentAt.getTime());
  const mine = compared(text, nameWords(target.username, target.fullName));
  const bag = trigramBag(mine);
  const plain = normalizeForCompare(text);
  let best: { sent: SentText; identical: boolean; similarity: number } | null = null;
  for (const sent of inWindow) {
    const theirs = compared(sent.text, nameWords(sent.username, sent.fullName));
    // the hash only picks candidates; the texts themselves decide
    if (
      theirs.plainHash === mine.plainHash &&
      theirs.plainLength === mine.plainLength &&
      normalizeForCompare(sent.text) === plain
    )
      return { sent, identical: true, similarity: 1 };
    if (best?.similarity === 1) continue;
    // the length pre-filter: Dice of bags this far apart in size cannot reach the threshold
    const theirsSize = trigramCount(theirs);
    if ((2 * Math.min(bag.size, theirsSize)) / (bag.size + theirsSize || 1) < NEAR_DUPLICATE_SIMILARITY)
      continue;
    const similarity = bag.similarity(theirs);
    if (similarity >= NEAR_DUPLICATE_SIMILARITY && similarity > (best?.similarity ?? 0))
      best = { sent, identical: false, similarity };
  }
  return best;
}
