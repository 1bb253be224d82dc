import { open } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ValidationError } from '@leadgen/core/domain';
import type { Io } from '../io.js';

/** Help text for `-o, --output`. */
export const OUTPUT_HELP = 'write the CSV to FILE instead of stdout (`-` is stdout)';

/** Exports hold people's names, bios and messages: a file is readable by its owner only. */
const PRIVATE_FILE = 0o600;

/**
 * Writes a core CSV stream to `file` (0600), or to stdout when `file` is missing or `-`. Returns
 * where it went (null for stdout), so the caller can say so.
 */
export async function writeCsv(io: Io, stream: Readable, file: string | undefined): Promise<string | null> {
  if (file !== undefined && file !== '-') {
    if (file.trim() === '') throw new ValidationError('The output file name is empty');
    // an older export overwritten included: the mode of open() applies to a new file only
    const handle = await open(file, 'w', PRIVATE_FILE);
    try {
      await handle.chmod(PRIVATE_FILE);
    } catch (error) {
      await handle.close();
      throw error;
    }
    await pipeline(stream, handle.createWriteStream());
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
