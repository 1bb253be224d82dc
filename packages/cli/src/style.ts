/** ANSI styles for human output; used only where `colorEnabled` said yes. */
const CODES = {
  bold: [1, 22],
  dim: [2, 22],
  red: [31, 39],
  green: [32, 39],
  yellow: [33, 39],
  blue: [34, 39],
  cyan: [36, 39],
} as const;

export type Style = keyof typeof CODES;

export const paint = (style: Style, text: string): string => {
  const [open, close] = CODES[style];
  return `\u001b[${open}m${text}\u001b[${close}m`;
};

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
