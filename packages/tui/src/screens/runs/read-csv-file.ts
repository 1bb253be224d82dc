import { homedir } from 'node:os';
import { readUsernameCsv } from '@leadgen/core';
import type { UsernameCsvFile } from '@leadgen/core/domain';

/**
 * Reads a CSV path typed in the custom-list form, as `leadgen import` reads its argument, with
 * the shell's one expansion a user types: a leading `~/` is the home directory.
 */
export function readCsvFile(typed: string): Promise<UsernameCsvFile> {
  const trimmed = typed.trim();
  const path = trimmed.startsWith('~/') ? `${homedir()}${trimmed.slice(1)}` : trimmed;
  return readUsernameCsv(path, trimmed);
}
