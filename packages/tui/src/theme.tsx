import { createContext, useContext } from 'react';

/** The few colours the app uses, by meaning; under NO_COLOR every one is undefined (no colour). */
const PALETTE = {
  accent: 'cyan',
  muted: 'gray',
  success: 'green',
  warning: 'yellow',
  danger: 'red',
  info: 'blue',
} as const;

export type Tone = keyof typeof PALETTE;

const ColorContext = createContext(true);

/** Turns colour on or off below it (off for NO_COLOR, https://no-color.org). */
export const ColorProvider = ColorContext.Provider;

/** The colour for a tone, or undefined when colours are off: pass to Ink's `color`. */
export function useTone(): (tone: Tone | undefined) => string | undefined {
  const colored = useContext(ColorContext);
  return (tone) => (colored && tone ? PALETTE[tone] : undefined);
}

/** True unless NO_COLOR is set to anything but the empty string. */
export const colorsWanted = (env: Record<string, string | undefined>): boolean =>
  !env.NO_COLOR || env.NO_COLOR === '';
