import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvLine, EXPORT_COLUMNS, MAX_CSV_BYTES } from './csv.js';
import { parseUsernameCsv } from './username-csv.js';
import { USERNAME_PATTERN } from './usernames.js';

const csv = (text: string, fileName = 'leads.csv') => parseUsernameCsv({ fileName, size: text.length, text });

describe('parseUsernameCsv (spec §5 custom list)', () => {
  it('imports usernames split on commas, semicolons and tabs', () => {
    const result = csv('@NatGeo, "nasa";\'bbc\'\tZed_1\r\nnatgeo\n\n  spacex  ');
    expect(result).toMatchObject({
      usernames: ['natgeo', 'nasa', 'bbc', 'zed_1', 'spacex'],
      message: 'Successfully imported 5 unique username(s) from CSV file',
      skipped: { notUsernames: 0, repeated: 1 },
      note: 'Skipped 1 repeated username.',
    });
  });

  it('takes the username out of profile URLs', () => {
    const text = [
      'https://www.instagram.com/NatGeo/',
      'instagram.com/nasa',
      'http://instagram.com/bbc?hl=en',
      'www.instagram.com/zed_1/#top',
      'https://www.instagram.com/p/Cxyz123/',
    ].join('\n');
    expect(csv(text).usernames).toEqual(['natgeo', 'nasa', 'bbc', 'zed_1']);
  });

  it('skips a header line and keeps only valid values', () => {
    expect(csv('Username;Handle\nana.p;bad name\nok_1;x/y').usernames).toEqual(['ana.p', 'ok_1']);
    expect(csv('\n"Instagram"\nana').usernames).toEqual(['ana']);
    // Only the first line is a header; a later 'account' is a username.
    expect(csv('ana\naccount').usernames).toEqual(['ana', 'account']);
    expect(() => csv('username,ana')).toThrow('No valid usernames found in CSV file');
  });

  it('reads only the username column of a file with a header naming one', () => {
    const exported = [
      csvLine([...EXPORT_COLUMNS]),
      csvLine(['natgeo', 'National Geographic', 'photos', '280000000', '150', '30000', 'false', 'true']),
      csvLine(['nasa', 'NASA', 'space', '90000000', '80', '4000', 'false', 'true']),
    ].join('\n');
    expect(csv(exported).usernames).toEqual(['natgeo', 'nasa']);
    expect(csv('Full Name\tProfile\nAna Perez\thttps://instagram.com/ana.p/\n').usernames).toEqual(['ana.p']);
  });

  it('checks the file in the spec order', () => {
    expect(() => parseUsernameCsv({ fileName: 'leads.txt', size: MAX_CSV_BYTES + 1, text: '' })).toThrow(
      'Please upload a CSV file',
    );
    expect(() => parseUsernameCsv({ fileName: 'LEADS.CSV', size: MAX_CSV_BYTES + 1, text: '' })).toThrow(
      'File size should be less than 1MB',
    );
    expect(parseUsernameCsv({ fileName: 'LEADS.CSV', size: MAX_CSV_BYTES, text: 'ana' }).usernames).toEqual([
      'ana',
    ]);
    expect(() => csv(' \n \r\n')).toThrow('CSV file is empty');
    expect(() => csv('bad name, x/y\n!!!')).toThrow('No valid usernames found in CSV file');
    expect(() => csv('username')).toThrow('No valid usernames found in CSV file');
  });

  it('allows 500 unique usernames, not 501', () => {
    const names = Array.from({ length: 501 }, (_, i) => `user${i}`);
    expect(csv([...names.slice(0, 500), 'user1', 'USER2'].join('\n')).message).toBe(
      'Successfully imported 500 unique username(s) from CSV file',
    );
    expect(() => csv(names.join(','))).toThrow('Too many usernames in CSV. Maximum 500 allowed.');
  });

  it('rejects malformed input with ValidationErrors', () => {
    expect(() =>
      parseUsernameCsv(null as unknown as { fileName: string; size: number; text: string }),
    ).toThrow('Please upload a CSV file');
    expect(() => parseUsernameCsv({ fileName: 'a.csv', size: Number.NaN, text: 'ana' })).toThrow(
      'Please upload a CSV file',
    );
    expect(() => parseUsernameCsv({ fileName: 'a.csv', size: 3, text: 5 as unknown as string })).toThrow(
      'CSV file is empty',
    );
  });

  it('always returns unique, valid usernames, at most 500', () => {
    const token = fc.oneof(
      fc.stringMatching(/^[A-Za-z0-9._@"']{1,8}$/),
      fc.constantFrom('username', 'instagram.com/Zed', 'https://www.instagram.com/a.b/', ' ', 'x y', '', 'é'),
      fc.string({ maxLength: 6 }),
    );
    const separator = fc.constantFrom(',', ';', '\t', '\n', '\r\n');
    const text = fc
      .array(fc.tuple(token, separator), { maxLength: 700 })
      .map((parts) => parts.map(([value, sep]) => value + sep).join(''));
    fc.assert(
      fc.property(text, (body) => {
        let result: { usernames: string[]; message: string; skipped: { notUsernames: number } };
        try {
          result = csv(body);
        } catch (error) {
          expect([
            'CSV file is empty',
            'No valid usernames found in CSV file',
            'Too many usernames in CSV. Maximum 500 allowed.',
          ]).toContain((error as Error).message);
          return;
        }
        const { usernames } = result;
        expect(new Set(usernames).size).toBe(usernames.length);
        expect(usernames.every((u) => USERNAME_PATTERN.test(u))).toBe(true);
        expect(usernames.length).toBeLessThanOrEqual(500);
        expect(result.message).toBe(
          `Successfully imported ${usernames.length} unique username(s) from CSV file`,
        );
      }),
      { numRuns: 200 },
    );
  });
  it('keeps a quoted multi-line value as one value: re-importing an export adds nobody', () => {
    const bio = 'surf\nteacher, "gamer"\nlives; by the sea';
    const rows = Array.from({ length: 200 }, (_, i) =>
      csvLine([`user_${i}`, `Name ${i}`, i % 3 === 0 ? bio : 'coach', '10', '', '', 'false', 'false']),
    );
    const exported = [csvLine([...EXPORT_COLUMNS]), ...rows].join('\n');
    const result = csv(exported);
    expect(result.usernames).toHaveLength(200);
    expect(result.usernames).not.toContain('surf');
    expect(result.column).toBe('Username');
    expect(result.note).toBe("Read the 'Username' column only.");
  });

  it('says how many values were skipped and why', () => {
    const result = csv('ana,Ana Perez,ana\nbo,x y,!!!\n');
    expect(result.usernames).toEqual(['ana', 'bo']);
    expect(result.skipped).toEqual({ notUsernames: 3, repeated: 1 });
    expect(result.note).toBe('Skipped 3 values that are not usernames and 1 repeated username.');
    expect(csv('ana\nbo').note).toBeNull();
  });

  it('reads a file whose quotes do not pair up, quotes as plain characters', () => {
    expect(csv('ana\n"bo\ncy').usernames).toEqual(['ana', 'bo', 'cy']);
  });

  it('skips a byte-order mark', () => {
    expect(csv('\uFEFFUsername\nana').usernames).toEqual(['ana']);
  });
});
