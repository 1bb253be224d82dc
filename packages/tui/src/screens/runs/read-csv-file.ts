import { readFile, stat } from 'node:fs/promises';
import { homedir } from 'node:os';
import { MAX_CSV_BYTES, NotFoundError, type UsernameCsvFile } from '@leadgen/core/domain';

/**
 * Reads a CSV path typed in the custom-list form for core's `parseUsernameCsv`, as
 * `leadgen import` does: a leading `~/` is the home directory; spec §5 checks the name and the
 * size before the text, so a file that fails them is never read.
 */
export async function readCsvFile(typed: string): Promise<UsernameCsvFile> {
  const trimmed = typed.trim();
  const path = trimmed.startsWith('~/') ? `${homedir()}${trimmed.slice(1)}` : trimmed;
  if (!path.toLowerCase().endsWith('.csv')) return { fileName: path, size: 0, text: '' };
  const size = await stat(path).then(
    (stats) => stats.size,
    () => {
      throw new NotFoundError(`File not found: ${trimmed}`);
    },
  );
  const text = size > 0 && size <= MAX_CSV_BYTES ? await readFile(path, 'utf8') : '';
  return { fileName: path, size, text };
}
