import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_CSV_BYTES, messages } from '../domain/index.js';
import { parseUsernameCsv } from '../domain/username-csv.js';
import { readUsernameCsv } from './read-username-csv.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'leadgen-csv-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('readUsernameCsv', () => {
  it('reads a CSV file of usernames for parseUsernameCsv', async () => {
    const path = join(dir, 'leads.csv');
    writeFileSync(path, 'username\nnatgeo\nnasa\n');
    const file = await readUsernameCsv(path);
    expect(file).toEqual({ fileName: path, size: 21, text: 'username\nnatgeo\nnasa\n' });
    expect(parseUsernameCsv(file).usernames).toEqual(['natgeo', 'nasa']);
  });

  it('names a missing file as the user typed it', async () => {
    await expect(readUsernameCsv(join(dir, 'none.csv'), '~/none.csv')).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'File not found: ~/none.csv',
    });
  });

  it('never reads a file the name or size checks refuse (spec §5)', async () => {
    const text = join(dir, 'leads.txt');
    writeFileSync(text, 'natgeo\n');
    expect(await readUsernameCsv(text)).toEqual({ fileName: text, size: 0, text: '' });
    const large = join(dir, 'large.csv');
    writeFileSync(large, 'a'.repeat(MAX_CSV_BYTES + 1));
    const file = await readUsernameCsv(large);
    expect(file).toEqual({ fileName: large, size: MAX_CSV_BYTES + 1, text: '' });
    expect(() => parseUsernameCsv(file)).toThrow(messages.csvTooLarge);
  });
});
