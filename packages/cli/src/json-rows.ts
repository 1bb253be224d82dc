import type { Io } from './io.js';

/**
 * Writes a JSON array to stdout a batch of rows at a time, laid out as `json()` lays out a whole
 * array, so `--all` prints every row of a long list without holding them all.
 */
export function jsonRows(io: Io): { push: (rows: readonly unknown[]) => void; end: () => void } {
  let count = 0;
  return {
    push(rows) {
      for (const row of rows) {
        const text = JSON.stringify(row, null, 2).replace(/\n/g, '\n  ');
        io.stdout(`${count === 0 ? '[\n' : ',\n'}  ${text}`);
        count++;
      }
    },
    end() {
      io.stdout(count === 0 ? '[]\n' : '\n]\n');
    },
  };
}
