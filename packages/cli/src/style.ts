import { styleText } from 'node:util';

/** The ANSI styles of human output. */
export type Style = 'bold' | 'dim' | 'red' | 'green' | 'yellow' | 'blue' | 'cyan';

/** Styles `text`; used only where `colorEnabled` said yes, so the stream is not checked again. */
export const paint = (style: Style, text: string): string =>
  styleText(style, text, { validateStream: false });

/**
 * Whether a stream gets colour (https://no-color.org): never with `--no-color` or a non-empty
 * NO_COLOR, always with a non-zero FORCE_COLOR, else only on a terminal.
 */
export function colorEnabled(
  env: Readonly<Record<string, string | undefined>>,
  isTTY: boolean,
  noColorFlag: boolean,
): boolean {
  if (noColorFlag || (env.NO_COLOR ?? '') !== '') return false;
  if (env.FORCE_COLOR !== undefined) return env.FORCE_COLOR !== '0' && env.FORCE_COLOR !== 'false';
  return isTTY;
}

/** The colour of a list, job or campaign status word (spec §8 status colours for campaigns). */
export const STATUS_STYLE: Readonly<Record<string, Style>> = {
  completed: 'green',
  active: 'green',
  processing: 'yellow',
  running: 'yellow',
  queued: 'yellow',
  pending: 'yellow',
  paused: 'yellow',
  failed: 'red',
  canceled: 'red',
  draft: 'dim',
  archived: 'cyan',
};
