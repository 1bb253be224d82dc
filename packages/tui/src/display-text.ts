import { terminalSafe } from '@leadgen/core/domain';

/**
 * The joiners and modifiers that make one emoji out of several: the zero-width joiner before a
 * pictograph (👩‍💻), skin tones (👋🏽), variation selectors (❤️) and the keycap mark (1️⃣).
 */
const EMOJI_GLUE = /\u200D(?=\p{Extended_Pictographic})|[\u{FE0E}\u{FE0F}\u{1F3FB}-\u{1F3FF}\u{20E3}]/gu;

/**
 * Text as the app draws it: control characters shown safely (`terminalSafe`), and joined emoji
 * drawn as their parts (👩‍💻 as 👩💻, 👋🏽 as 👋, ❤️ as ❤). Ink lays a joined emoji out as two
 * cells, but many terminals (tmux 3.3, xterm, VTE) draw each part: a bio with 👩🏽‍💻 or 🏳️‍🌈 came
 * out wider than its line, wrapped, and pushed the frame down a row, leaving old lines on screen.
 * Their parts measure the same in Ink and in every terminal. Only what is drawn changes: the
 * stored text keeps its emoji.
 *
 * @example
 * displayText('Dev 👩🏽‍💻\u0007') // 'Dev 👩💻^G'
 */
export function displayText(text: string): string {
  return terminalSafe(text).replace(EMOJI_GLUE, '');
}
