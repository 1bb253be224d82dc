import type { WriterProfile } from './writer.js';

/** spec §9: the template-based prompt keeps messages under 150 words. */
export const MESSAGE_WORD_LIMIT = 150;

/**
 * Collapses a value from outside (a bio, a campaign name) onto one line, so it cannot start a
 * line of its own in the prompt and pass for one of our labels or instructions.
 */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

const count = (value: number | null): string => (value === null ? 'unknown' : String(value));
const flag = (value: boolean): string => (value ? 'yes' : 'no');

/**
 * The prompt that asks for a message template for a campaign (spec §7 "Generative AI service"):
 * placeholders where natural, under 150 words, plain text only.
 *
 * @example
 * templatePrompt('Campaign targeting followers of @bakery.lisbon')
 */
export function templatePrompt(context: string): string {
  return [
    'Write a direct message template for an Instagram outreach campaign.',
    '',
    `Campaign context: ${oneLine(context) || '(none given)'}`,
    '',
    'Requirements:',
    '- Friendly, personal and concise: a short greeting, why you are reaching out, and one clear question.',
    '- Use the placeholders {First Name}, {Full Name} or {Username} where natural (at least {First Name} in' +
      ' the greeting). They are filled in per recipient later, so write them exactly so, braces included.',
    `- Keep it under ${MESSAGE_WORD_LIMIT} words.`,
    '- Plain text only: no subject line, no quotation marks around the message, no markdown, no notes.',
    '',
    'Return only the template.',
  ].join('\n');
}

/**
 * The prompt that adapts a template to one profile (spec §7): the campaign context, the
 * profile's username, name, bio, follower and post counts, business and verified flags, the
 * template, and the rule to stay under 150 words and return only the message.
 */
export function personalizePrompt(input: {
  template: string;
  context: string;
  profile: WriterProfile;
}): string {
  const { profile } = input;
  return [
    'Personalize this Instagram direct message for one recipient.',
    '',
    `Campaign context: ${oneLine(input.context) || '(none given)'}`,
    '',
    'Recipient profile:',
    `Username: @${oneLine(profile.username)}`,
    `Name: ${oneLine(profile.full_name ?? '') || '(not given)'}`,
    `Bio: ${oneLine(profile.biography ?? '') || '(empty)'}`,
    `Followers: ${count(profile.followers_count)}`,
    `Posts: ${count(profile.posts_count)}`,
    `Business account: ${flag(profile.is_business_account)}`,
    `Verified: ${flag(profile.is_verified)}`,
    '',
    'Message template:',
    '"""',
    input.template.trim(),
    '"""',
    '',
    'Instructions:',
    "- Keep the template's intent, offer and call to action; make it read as written for this person.",
    '- Address them by first name when the name looks like a real name, otherwise by username.',
    '- Refer to something specific from their bio when there is one; never invent facts.',
    '- Replace the placeholders {First Name}, {Full Name} and {Username} with their details; leave none.',
    `- Keep it under ${MESSAGE_WORD_LIMIT} words.`,
    '- Return only the message: no subject line, no quotation marks, no explanations.',
  ].join('\n');
}
