import { stringify } from 'csv-stringify/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  csvFileName,
  csvLine,
  EXPORT_COLUMNS,
  type ExportProfile,
  exportRow,
  MAX_CSV_BYTES,
  neutralizeFormula,
  parseUsernameCsv,
} from './csv.js';
import { USERNAME_PATTERN } from './usernames.js';

const profile = (over: Partial<ExportProfile> = {}): ExportProfile => ({
  username: 'ana.p',
  full_name: 'Ana Pérez',
  biography: 'Coffee, "good" vibes',
  followers_count: 1234,
  following_count: 56,
  follows_count: 99,
  posts_count: 0,
  is_private: false,
  is_business_account: false,
  is_business: true,
  business_category: 'Coach',
  email: 'ana@example.com',
  phone: '555 0100',
  url: 'https://ana.example.com',
  message: 'Hi Ana',
  ...over,
});

const csv = (text: string, fileName = 'leads.csv') => parseUsernameCsv({ fileName, size: text.length, text });

describe('export (spec §9)', () => {
  it('has the spec columns in order', () => {
    expect(EXPORT_COLUMNS).toEqual([
      'Username',
      'Full Name',
      'Biography',
      'Followers',
      'Following',
      'Posts',
      'Is Private',
      'Is Business',
      'Business Category',
      'Email',
      'Phone',
      'URL',
      'Message',
    ]);
  });

  it('writes one cell per column', () => {
    expect(exportRow(profile())).toEqual([
      'ana.p',
      'Ana Pérez',
      'Coffee, "good" vibes',
      '1234',
      '56',
      '0',
      'false',
      'true',
      'Coach',
      'ana@example.com',
      '555 0100',
      'https://ana.example.com',
      'Hi Ana',
    ]);
  });

  it('writes missing values as blanks and falls back to follows_count', () => {
    const row = exportRow({
      username: 'zed',
      full_name: null,
      biography: null,
      followers_count: null,
      following_count: null,
      posts_count: null,
      is_private: true,
      is_business_account: false,
      message: null,
    });
    expect(row).toEqual(['zed', '', '', '', '', '', 'true', 'false', '', '', '', '', '']);
    expect(exportRow(profile({ following_count: null }))[4]).toBe('99');
    expect(exportRow(profile({ is_business: false, is_business_account: true }))[7]).toBe('true');
    expect(exportRow(profile({ is_business: false }))[7]).toBe('false');
  });

  it('neutralises formulas in every cell (DESIGN.md §9)', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(neutralizeFormula(`${start}1+1`)).toBe(`'${start}1+1`);
    }
    expect(neutralizeFormula('a=1')).toBe('a=1');
    expect(neutralizeFormula('')).toBe('');
    const row = exportRow(
      profile({ biography: '=HYPERLINK("http://x")', full_name: '@ana', phone: '+1 555' }),
    );
    expect(row[1]).toBe("'@ana");
    expect(row[2]).toBe('\'=HYPERLINK("http://x")');
    expect(row[10]).toBe("'+1 555");
  });

  it('quotes every value and doubles inner quotes', () => {
    expect(csvLine(['a', 'say "hi"', '', 'x,y', 'line\nbreak'])).toBe(
      '"a","say ""hi""","","x,y","line\nbreak"',
    );
    expect(csvLine([])).toBe('');
    expect(() => csvLine(['a', 1 as unknown as string])).toThrow('CSV values must be text');
  });

  it('writes what csv-stringify writes with quoted and quoted_empty', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string(), { minLength: 1, maxLength: 5 }), { minLength: 1 }),
        (rows) => {
          const ours = rows.map((values) => `${csvLine(values)}\n`).join('');
          expect(ours).toBe(stringify(rows, { quoted: true, quoted_empty: true }));
        },
      ),
    );
    const header = `${csvLine([...EXPORT_COLUMNS])}\n${csvLine(exportRow(profile()))}\n`;
    expect(header).toBe(
      stringify([exportRow(profile())], {
        quoted: true,
        quoted_empty: true,
        header: true,
        columns: [...EXPORT_COLUMNS],
      }),
    );
  });

  it('names the file after the list (spec §9)', () => {
    expect(csvFileName('My List!')).toBe('my_list__leads.csv');
    expect(csvFileName('natgeo, nasa - followers - Nov 22')).toBe(
      'natgeo__nasa___followers___nov_22_leads.csv',
    );
    expect(csvFileName('Été 🎉')).toBe('_t____leads.csv');
    expect(() => csvFileName(null as unknown as string)).toThrow('Please enter a list name');
  });
});

describe('parseUsernameCsv (spec §5 custom list)', () => {
  it('imports usernames split on commas, semicolons and tabs', () => {
    const result = csv('@NatGeo, "nasa";\'bbc\'\tZed_1\r\nnatgeo\n\n  spacex  ');
    expect(result).toEqual({
      usernames: ['natgeo', 'nasa', 'bbc', 'zed_1', 'spacex'],
      message: 'Successfully imported 5 unique username(s) from CSV file',
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
        let result: { usernames: string[]; message: string };
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
});
