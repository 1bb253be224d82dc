import { describe, expect, it } from 'vitest';
import {
  findLinks,
  isAllCaps,
  lintLeadMessage,
  lintSend,
  lintTemplate,
  NEAR_DUPLICATE_SIMILARITY,
  type SentText,
} from './message-lint.js';
import { textSimilarity } from './text-similarity.js';

const rules = (issues: { rule: string }[]) => issues.map((issue) => issue.rule);
const now = new Date('2026-11-28T14:30:00Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('lintTemplate', () => {
  it('refuses an unknown placeholder, naming the known ones', () => {
    expect(lintTemplate('Hi {First Nme}, love your work').errors).toEqual([
      {
        rule: 'unknown-placeholder',
        message: 'Unknown placeholder {First Nme}; known: {Full Name}, {First Name}, {Username}',
      },
    ]);
    expect(lintTemplate('Hi {First Name}, love your work')).toEqual({ errors: [], warnings: [] });
  });

  it('warns of a link in a first message with its reason', () => {
    for (const text of [
      'Hi {First Name}, see https://shop.example.com/offer',
      'Hi {First Name}, see www.myshop.pt!',
      'Hi {First Name}, see myshop.com.',
    ]) {
      const [warning] = lintTemplate(text).warnings;
      expect(warning?.rule).toBe('link');
      expect(warning?.message).toContain(
        'links in a first message are a spam signal: send it after they reply',
      );
    }
    expect(findLinks('mail me at ana@gmail.com or DM @brand.co, e.g. later')).toEqual([]);
    expect(findLinks('see myshop.com. or https://x.io/a),')).toEqual(['myshop.com', 'https://x.io/a']);
  });

  it('warns over 150 words, and not at 150', () => {
    expect(lintTemplate(`Hi {Username} ${words(148)}`).warnings).toEqual([]);
    expect(lintTemplate(`Hi {Username} ${words(149)}`).warnings).toEqual([
      {
        rule: 'too-long',
        message: '151 words: over 150 words reads as a pitch, not a first message; keep it short',
      },
    ]);
  });

  it('warns of all caps: 10+ cased letters, 70% or more upper-case', () => {
    expect(isAllCaps('HI {FIRST NAME}, BIG SALE TODAY')).toBe(true);
    expect(isAllCaps('HI ANA OK')).toBe(false); // 7 letters: too short to shout
    expect(isAllCaps('Hi Ana, saw you in NYC and LA!')).toBe(false);
    expect(rules(lintTemplate('HI {First Name}, BIG SALE TODAY ONLY').warnings)).toEqual(['all-caps']);
    expect(lintTemplate('HELLO THERE FRIEND').warnings[0]?.message).toBe(
      'Mostly capital letters: it reads as shouting, and as spam',
    );
  });

  it('warns when many leads will get a template with no placeholder, with the count', () => {
    expect(lintTemplate('Hi there, love your work!', { leadsUsingIt: 1000 }).warnings).toEqual([
      {
        rule: 'same-for-everyone',
        message:
          '1,000 leads will get this exact text: Instagram flags identical messages; add {First Name} or write their own',
      },
    ]);
    expect(lintTemplate('Hi there!', { leadsUsingIt: 1 }).warnings).toEqual([]);
    expect(lintTemplate('Hi {Username}!', { leadsUsingIt: 1000 }).warnings).toEqual([]);
  });
});

describe('lintLeadMessage', () => {
  it('refuses an unknown placeholder and accepts the known ones (filled at send)', () => {
    expect(rules(lintLeadMessage('Hi {First Nme}!').errors)).toEqual(['unknown-placeholder']);
    expect(lintLeadMessage('Hi {First Name}!')).toEqual({ errors: [], warnings: [] });
  });
});

describe('textSimilarity', () => {
  it('is 1 for the same text (case and blanks aside) and low for different messages', () => {
    expect(textSimilarity('Love  your reels!', 'love your reels!')).toBe(1);
    expect(
      textSimilarity('Hi Ana, love your reels!', 'Congrats on opening the studio in Porto'),
    ).toBeLessThan(0.3);
  });

  it('has its threshold between a one-word change and a rewritten clause', () => {
    const base = 'Your ceramics account is lovely, especially the blue bowls you posted last week';
    const oneWord = 'Your ceramics account is lovely, especially the green bowls you posted last week';
    const rewritten = 'Your ceramics account is lovely, and the glazes on your latest vases stand out';
    expect(textSimilarity(base, oneWord)).toBeGreaterThanOrEqual(NEAR_DUPLICATE_SIMILARITY);
    expect(textSimilarity(base, rewritten)).toBeLessThan(NEAR_DUPLICATE_SIMILARITY);
  });
});

describe('lintSend', () => {
  const sent = (text: string, username: string, minutes: number, fullName?: string): SentText => ({
    text,
    username,
    fullName: fullName ?? null,
    sentAt: minutesAgo(minutes),
  });
  const options = { now, timeZone: 'UTC' };

  it('refuses a text that still holds a placeholder', () => {
    expect(lintSend('Hi {First Name}!', { username: 'ben' }, [], options).errors).toEqual([
      {
        rule: 'unfilled-placeholder',
        message: 'The message still holds {First Name}: edit the message before you send it',
      },
    ]);
  });

  it('warns of a text identical to one sent in the last 24 hours, naming to whom and when', () => {
    const recent = [sent('Love your  reels!', 'ana.p', 28)];
    expect(lintSend('love your reels!', { username: 'ben' }, recent, options).warnings).toEqual([
      {
        rule: 'duplicate',
        message:
          'Identical to your message to @ana.p at 14:02: Instagram flags identical messages sent close together; change it',
      },
    ]);
  });

  it('names the day of a send before today', () => {
    const recent = [sent('Love your reels!', 'ana.p', 20 * 60)];
    expect(lintSend('Love your reels!', { username: 'ben' }, recent, options).warnings[0]?.message).toContain(
      'to @ana.p at Fri 18:30',
    );
  });

  it('forgets sends older than 24 hours', () => {
    const recent = [sent('Love your reels!', 'ana.p', 25 * 60)];
    expect(lintSend('Love your reels!', { username: 'ben' }, recent, options).warnings).toEqual([]);
  });

  it('warns of a near-duplicate: the same template filled for someone else', () => {
    const recent = [sent('Hi Ana, love your reels!', 'ana.p', 10, 'Ana Pérez')];
    const [warning] = lintSend(
      'Hi Ben, love your reels!',
      { username: 'ben.k', fullName: 'Ben' },
      recent,
      options,
    ).warnings;
    expect(warning).toEqual({
      rule: 'near-duplicate',
      message:
        'Almost the same as your message to @ana.p at 14:20 (100% alike, names aside): Instagram flags near-identical messages sent close together; vary it',
    });
    const different = lintSend(
      'Hi Ben, congrats on the new studio in Porto, the opening photos looked great',
      { username: 'ben.k', fullName: 'Ben' },
      recent,
      options,
    );
    expect(different.warnings).toEqual([]);
  });

  it('checks 500 recent texts of 150 words quickly (printed, not asserted)', () => {
    const recent = Array.from({ length: 500 }, (_, i) =>
      sent(
        `Hi person${i}, ${Array.from({ length: 150 }, (_, w) => `w${(w * 7 + i) % 97}x`).join(' ')}`,
        `u${i}`,
        i,
      ),
    );
    const text = `Hi Ben, ${Array.from({ length: 150 }, (_, w) => `w${(w * 5) % 89}y`).join(' ')}`;
    // warm-up, then the median and the best of ten: the figure is the steady state, printed only
    for (let run = 0; run < 5; run++) lintSend(text, { username: 'ben' }, recent, options);
    const times = Array.from({ length: 10 }, () => {
      const started = performance.now();
      lintSend(text, { username: 'ben' }, recent, options);
      return performance.now() - started;
    }).sort((a, b) => a - b);
    const ms = times[5] ?? 0;
    console.log(
      `lintSend over 500 sent texts of 150 words: median ${ms.toFixed(1)} ms, best ${times[0]?.toFixed(1)} ms`,
    );
    expect(ms).toBeGreaterThan(0);
  });
});
