import { textWidth } from '@leadgen/core/domain';
import { describe, expect, it } from 'vitest';
import { displayText } from './display-text.js';

/**
 * The width a terminal that draws every code point on its own (tmux 3.3, xterm: no joined emoji)
 * gives a text; a flag's two regional indicators take a cell each there.
 */
const partsWidth = (text: string) =>
  [...text].reduce((width, char) => width + (/\p{Regional_Indicator}/u.test(char) ? 1 : textWidth(char)), 0);

describe('displayText', () => {
  it('draws joined emoji as their parts, which Ink and every terminal measure alike', () => {
    const cases: [string, string][] = [
      ['👩‍💻', '👩💻'],
      ['👩🏽‍💻', '👩💻'],
      ['🏳️‍🌈', '🏳🌈'],
      ['❤️ ✈️ ☕️', '❤ ✈ ☕'],
      ['👨‍👩‍👧', '👨👩👧'],
      ['1️⃣', '1'],
      ['🇯🇵 山田 Zoë ✨', '🇯🇵 山田 Zoë ✨'],
    ];
    for (const [text, drawn] of cases) {
      expect(displayText(text), text).toBe(drawn);
      expect(textWidth(drawn), text).toBe(partsWidth(drawn));
    }
  });

  it('shows control characters safely', () => {
    expect(displayText('Dev 👩🏽‍💻\u0007\u001b[31m')).toBe('Dev 👩💻^G^[[31m');
  });
});
