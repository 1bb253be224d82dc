import { useStdout } from 'ink';
import { useEffect, useState } from 'react';

/**
 * Rows a screen leaves empty at the bottom of the terminal: a frame as tall as the terminal makes
 * Ink clear and redraw the whole terminal on every change, and scrolls its first line away.
 */
export const FREE_ROWS = 1;

export interface TerminalSize {
  columns: number;
  rows: number;
}

/** What Ink hands over as stdout: a terminal has a size, a pipe or a test stream may not. */
type SizedStream = NodeJS.WritableStream & { columns?: number; rows?: number };

const read = (stdout: SizedStream): TerminalSize => ({
  columns: stdout.columns || 80,
  rows: stdout.rows || 24,
});

/** The terminal's size, updated when it is resized (80x24 when the stream does not say). */
export function useTerminalSize(): TerminalSize {
  const { stdout } = useStdout();
  const [size, setSize] = useState(() => read(stdout));
  useEffect(() => {
    const onResize = () => setSize(read(stdout));
    stdout.on('resize', onResize);
    return () => {
      stdout.off('resize', onResize);
    };
  }, [stdout]);
  return size;
}
