import type { Readable } from 'node:stream';
import { writePrivateFile } from '@leadgen/core';
import { ValidationError } from '@leadgen/core/domain';
import type { Io } from '../io.js';

/** Help text for `-o, --output`. */
export const OUTPUT_HELP = 'write the CSV to FILE instead of stdout (`-` is stdout)';

/**
 * Writes a core CSV stream to `file` (readable by its owner only), or to stdout when `file` is
 * missing or `-`. Returns where it went (null for stdout), so the caller can say so.
 */
export async function writeCsv(io: Io, stream: Readable, file: string | undefined): Promise<string | null> {
  if (file !== undefined && file !== '-') {
    if (file.trim() === '') throw new ValidationError('The output file name is empty');
    await writePrivateFile(file, stream);
    return file;
  }
  stream.setEncoding('utf8');
  for await (const chunk of stream) io.stdout(String(chunk));
  return null;
}

/** Commander's collector for repeatable options (`--username a --username b`). */
export const collect = (value: string, previous: string[] = []): string[] => [...previous, value];

/**
 * A whole number from a flag, or undefined when not given; anything else is a ValidationError
 * naming the flag.
 */
export function wholeOption(value: string | undefined, flag: string, min = 0): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value.trim()) || Number(value) < min) {
    throw new ValidationError(`${flag} must be a whole number of ${min} or more`);
  }
  return Number(value);
}
