/** Where a command writes, and what it reads: injected so tests run the program in-process. */
export interface Io {
  env: Readonly<Record<string, string | undefined>>;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** All of standard input (for --password-stdin and `-` files). */
  readStdin: () => Promise<string>;
}

/** Prints rows as aligned columns, the header first. */
export function table(rows: readonly (readonly string[])[]): string {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** A stable JSON document for `--json`. */
export const json = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;
