import { open } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Exports hold people's names, bios and messages: a file readable by its owner only. */
const PRIVATE_FILE = 0o600;

/**
 * Writes `stream` to the file at `path`, readable and writable by its owner only (0600), an
 * older file overwritten included: the mode `open` is given applies to a new file only, so the
 * file is also chmod-ed before anything is written to it.
 */
export async function writePrivateFile(path: string, stream: Readable): Promise<void> {
  const file = await open(path, 'w', PRIVATE_FILE);
  try {
    await file.chmod(PRIVATE_FILE);
  } catch (error) {
    await file.close();
    throw error;
  }
  await pipeline(stream, file.createWriteStream());
}
