import { describe, expect, it } from 'vitest';
import { randomFor } from '../random.js';
import { bioHook, composeAnswer, firstNameOf, limitWords } from './compose.js';
import { readProfile } from './prompt-reading.js';

const PROMPT = [
  'Personalize this Instagram direct message for one recipient.',
  '',
  'Campaign context: Spring launch',
  '',
  'Recipient profile:',
  'Username: @joao_silva',
  'Name: 🌿 João Silva',
  'Bio: Surfer & photographer | Lisbon 🌊 | hello@joao.pt',
  'Followers: 1,234',
  'Posts: 87',
  'Business account: no',
  'Verified: yes',
  '',
  'Message template:',
  '"""',
  'Hey {First Name}! We make wetsuits for cold water. Want to try one, {Username}?',
  '"""',
].join('\n');

describe('the sandbox writer', () => {
  it('reads the profile lines the adapter writes', () => {
    expect(readProfile(PROMPT)).toEqual({
      username: 'joao_silva',
      name: '🌿 João Silva',
      bio: 'Surfer & photographer | Lisbon 🌊 | hello@joao.pt',
      followers: 1234,
      posts: 87,
      business: false,
      verified: true,
    });
  });

  it('greets by first name, mentions the bio and keeps the template body, the same each time', () => {
    const message = composeAnswer(randomFor(1, PROMPT), PROMPT);
    expect(message).toMatch(/^(Hi|Hey|Hello) João[!,]/);
    expect(message).toContain('Surfer & photographer');
    expect(message).toContain('Want to try one, joao_silva?');
    expect(message).not.toContain('{');
    expect(composeAnswer(randomFor(1, PROMPT), PROMPT)).toBe(message);
  });

  it('writes a template with {First Name} for a campaign context', () => {
    const prompt = 'Write a template.\n\nCampaign context: Coffee tasting in Porto\n';
    const template = composeAnswer(randomFor(1, prompt), prompt);
    expect(template).toMatch(/^(Hi|Hey|Hello) \{First Name\}/);
    expect(template).toContain('Coffee tasting in Porto');
  });

  it('picks names and bio phrases sensibly', () => {
    expect(firstNameOf({ username: 'x', name: null } as never)).toBe('x');
    expect(firstNameOf({ username: 'x', name: '⭐ Ana-Maria P.' } as never)).toBe('Ana-Maria');
    expect(bioHook('📍NYC | www.site.com | Dog mom and runner')).toBe('Dog mom and runner');
    expect(bioHook('hi')).toBeNull();
  });

  it('keeps messages within 150 words', () => {
    const long = Array.from({ length: 60 }, (_, i) => `Sentence number ${i} here.`).join(' ');
    expect(limitWords(long).split(/\s+/).length).toBeLessThanOrEqual(150);
    expect(limitWords(long)).toMatch(/\.$/);
  });
});
