import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { saveCsv } from './save-csv.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'leadgen-csv-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const download = (text: string) => ({ fileName: 'leads.csv', stream: Readable.from([text]), count: 1 });

describe('saveCsv', () => {
  it('writes the export readable by its owner only (0600), an older 0644 file included', async () => {
    const path = await saveCsv(download('username\nana\n'), dir);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(readFileSync(path, 'utf8')).toBe('username\nana\n');

    writeFileSync(path, 'old');
    chmodSync(path, 0o644);
    expect(statSync(path).mode & 0o777).toBe(0o644);
    await saveCsv(download('username\nbo\n'), dir);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(readFileSync(path, 'utf8')).toBe('username\nbo\n');
  });
});
