import { renderTemplate } from '@leadgen/core/domain';
import { pick, type Random } from '../random.js';
import { type PromptProfile, readContext, readProfile, readTemplate } from './prompt-reading.js';

/** spec §9: personalised messages stay under 150 words. */
const WORD_LIMIT = 150;

/** The first name to greet: the first word of the name that has letters in it, else the username. */
export function firstNameOf(profile: PromptProfile): string {
  const words = (profile.name ?? '').split(/\s+/).map((word) => word.replace(/[^\p{L}'-]/gu, ''));
  return words.find((word) => /\p{L}{2}/u.test(word)) ?? profile.username;
}

/** A short phrase from the bio worth mentioning: its first fragment of 2 to 8 plain words. */
export function bioHook(bio: string | null): string | null {
  if (!bio) return null;
  const fragments = bio.split(/\s*(?:[|•·\n!?;]|\.(?:\s|$)|\s[-–—]\s)\s*/);
  for (const fragment of fragments) {
    if (/@|https?:|www\./i.test(fragment)) continue;
    const words = fragment
      .replace(/[^\p{L}\p{N}\s&'’,-]/gu, ' ')
      .split(/\s+/)
      .filter((word) => /[\p{L}\p{N}]/u.test(word) || word === '&');
    if (words.filter((word) => word !== '&').length >= 2)
      return words
        .slice(0, 8)
        .join(' ')
        .replace(/\s*[,&]$/, '');
  }
  return null;
}

/** Cuts a text to the word limit, at a sentence end when one is near. */
export function limitWords(text: string, limit = WORD_LIMIT): string {
  const words = text.trim().split(/\s+/);
  if (words.length <= limit) return words.join(' ');
  const cut = words.slice(0, limit).join(' ');
  const end = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('! '), cut.lastIndexOf('? '));
  return end > cut.length / 2 ? cut.slice(0, end + 1) : `${cut.replace(/[,;:]$/, '')}…`;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A template's body without its greeting ('Hi Ana,' / 'Hey {First Name}!'): the opener replaces it. */
function withoutGreeting(text: string): string {
  return capitalize(
    text.replace(/^\s*(hi|hey|hello|dear|greetings|hiya|howdy)\b[^,.!?\n]{0,40}[,.!?]?\s*/i, ''),
  );
}

function opener(random: Random, profile: PromptProfile): string {
  const name = firstNameOf(profile);
  const hook = bioHook(profile.bio);
  const posts = profile.posts ? ` and all ${profile.posts} posts` : '';
  const lines = hook
    ? [
        `Hi ${name}! "${hook}" in your bio caught my eye.`,
        `Hey ${name}, I came across your profile and loved "${hook}".`,
        `Hello ${name}! Your bio ("${hook}") really stood out to me.`,
      ]
    : [
        `Hi ${name}! I came across your profile and really like what you share.`,
        `Hey ${name}, your posts caught my eye while I was browsing.`,
        `Hello ${name}! I've been enjoying your profile${posts}.`,
      ];
  const extra = profile.verified
    ? ' Congrats on the verified badge, too.'
    : profile.business
      ? ' It is great to see a business show up like that.'
      : '';
  return pick(random, lines) + extra;
}

/** A personalised message: an opener with the first name and the bio, then the template's body. */
export function personalMessage(
  random: Random,
  profile: PromptProfile,
  template: string | null,
  context: string | null,
): string {
  const rendered = template
    ? renderTemplate(template, { username: profile.username, full_name: profile.name })
    : '';
  const ask = 'Would you be open to a quick chat?';
  const body =
    withoutGreeting(rendered) || (context ? `I'm reaching out about our campaign (${context}). ${ask}` : ask);
  return limitWords(`${opener(random, profile)} ${body}`);
}

/** A message template for a campaign: {First Name} in the greeting, the context in the body. */
export function templateMessage(random: Random, context: string): string {
  const about = context
    .replace(/[.!?\s]+$/, '')
    .split(/\s+/)
    .slice(0, 20)
    .join(' ');
  const body = pick(random, [
    `Hi {First Name}! I came across your profile and loved what you share. I'm reaching out about our ` +
      `campaign: ${about}. I think you'd be a great fit. Would you be open to a quick chat this week?`,
    `Hey {First Name}, your page really stood out to me. We're working on something you might like ` +
      `(${about}), and I'd love to tell you more. Mind if I send over a few details?`,
    `Hello {First Name}! I'm getting in touch about a campaign we're running (${about}), and your profile ` +
      'seemed like a perfect match. Would you be interested in hearing more?',
  ]);
  const closing = pick(random, [
    '',
    ' Thanks, and have a great day!',
    ' Looking forward to hearing from you!',
  ]);
  return limitWords(body + closing);
}

/**
 * The sandbox's answer to a prompt, built from what the prompt carries (the adapter's labelled
 * lines): a personalised message when it has a profile, a template when it has a campaign
 * context, else a short generic reply. Wording varies with `random`, seeded by the prompt.
 */
export function composeAnswer(random: Random, prompt: string): string {
  const profile = readProfile(prompt);
  const context = readContext(prompt);
  if (profile) return personalMessage(random, profile, readTemplate(prompt), context);
  if (context) return templateMessage(random, context);
  const topic = prompt.trim().split(/\s+/).slice(0, 12).join(' ');
  return `Thanks for your message! This is the Leadgen sandbox answering: ${topic}`;
}
