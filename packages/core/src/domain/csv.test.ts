import { stringify } from 'csv-stringify/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  csvFileName,
  csvLine,
  EXPORT_COLUMNS,
  type ExportProfile,
  exportRow,
  neutralizeFormula,
} from './csv.js';

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
      follows_count: null,
      posts_count: null,
      is_private: true,
      is_business_account: false,
      is_business: false,
      business_category: null,
      email: null,
      phone: null,
      url: null,
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
