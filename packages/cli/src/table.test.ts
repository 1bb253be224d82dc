import { stripVTControlCharacters } from 'node:util';
import { textWidth } from '@leadgen/core/domain';
import { describe, expect, it } from 'vitest';
import { facts, MIN_SHOWN_ID, table, tsv, uniquePrefixLength } from './table.js';

const LISTS = [
  ['ID', 'NAME', 'STATUS', 'PROFILES'],
  ['019a0000-0000-7000-8000-000000000001', 'natgeo - followers - Nov 26', 'completed', '200'],
  ['019a0000-0000-7000-8000-000000000002', '東京のカメラマン 📸 - followers - Nov 26', 'completed', '62'],
];

// What `lists ls` shows of realistic lists: five targets, emoji and CJK names, made minutes apart.
const TARGETS = 'natgeo, nasa, bbcearth, discoverychannel, lonelyplanet';
const REAL_LISTS = [
  ['ID', 'NAME', 'STATUS', 'PROFILES', 'COST', 'CREATED'],
  [
    '019ac4f2-8b1e-7c3d-9a2b-4c5d6e7f8091',
    `${TARGETS} - followers - Nov 26`,
    'completed',
    '1200',
    '$9.600',
    '2026-11-26',
  ],
  [
    '019ac4f9-1a2b-7e3d-8f4a-5b6c7d8e9f01',
    '🌍📸 Travel photographers 東京 - followings - Nov 26',
    'processing',
    '45',
    '$0.360',
    '2026-11-26',
  ],
  ['019ac501-77aa-7bbb-8ccc-ddddeeeeffff', 'yoga', 'failed', '0', '$0.000', '2026-11-27'],
];

// `jobs ls`: a job id and its list's id, a list shared by two jobs, a job without a list.
const JOBS = [
  ['ID', 'KIND', 'STATUS', 'PROGRESS', 'LIST', 'CREATED'],
  [
    '019ac4f2-8b1f-7000-8000-000000000001',
    'discover',
    'completed',
    '4/4 100%',
    REAL_LISTS[1]?.[0] ?? '',
    '2026-11-26 09:12',
  ],
  [
    '019ac4f9-1a2c-7000-8000-000000000002',
    'discover',
    'running',
    '3/4 62%',
    REAL_LISTS[2]?.[0] ?? '',
    '2026-11-26 09:20',
  ],
  ['019ac502-0000-7000-8000-000000000003', 'personalize', 'queued', '-', '-', '2026-11-27 10:00'],
  [
    '019ac503-0000-7000-8000-000000000004',
    'custom',
    'failed',
    '1/4 25%',
    REAL_LISTS[1]?.[0] ?? '',
    '2026-11-27 11:00',
  ],
];

// `profiles ls`: rows one run inserted in the same millisecond (uuid v7 shares 13 characters),
// long bios with line breaks, tabs and an escape sequence.
const BIO =
  'Wildlife photographer 🦁🐘 | Kenya & Tanzania\nWorkshops every spring\tDM for prints ✉️ ' +
  '| Canon ambassador | 東京でも撮影 | links below 👇 \u001b[31mred\u001b[0m';
const PROFILES = [
  ['ID', 'USERNAME', 'NAME', 'FOLLOWERS', 'POSTS', 'BIO'],
  [
    '019ac4f2-8b1e-7a01-8000-000000000001',
    '@amara.wild_photography',
    'Amara Njoroge 🌍',
    '182345',
    '1204',
    BIO,
  ],
  [
    '019ac4f2-8b1e-7a3f-8000-000000000002',
    '@kenji.tokyo',
    '佐藤健二 Kenji Sato',
    '5400',
    '88',
    BIO.slice(40),
  ],
  ['019ac4f2-8b1e-7b20-8000-000000000003', '@lu', 'Lu', '12', '3', ''],
];

const lineWidths = (text: string) => text.split('\n').map((line) => textWidth(line));

describe('table', () => {
  it('aligns columns by terminal cells: CJK and emoji take two', () => {
    const lines = table(LISTS).split('\n');
    // STATUS starts at the same cell on every line, however wide the name before it
    const statusAt = (line: string) => textWidth(line.slice(0, line.indexOf('completed')));
    expect(statusAt(lines[1] ?? '')).toBe(statusAt(lines[2] ?? ''));
    expect(textWidth(lines[0]?.slice(0, lines[0].indexOf('STATUS')) ?? '')).toBe(statusAt(lines[1] ?? ''));
  });

  it('fits the terminal width by cutting the widest text column, never an id', () => {
    const text = table(LISTS, { width: 80 });
    expect(Math.max(...lineWidths(text))).toBeLessThanOrEqual(80);
    expect(text).toContain('019a0000-0000-7000-8000-000000000002');
    expect(text).toContain('…');
    expect(text).toContain('completed');
    expect(table(LISTS, { width: 200 })).toBe(table(LISTS));
  });

  it.each([80, 120])(
    'fits every realistic table in %i columns, ids shortened, numbers and dates whole',
    (width) => {
      for (const rows of [REAL_LISTS, JOBS, PROFILES]) {
        const text = table(rows, { width, shortIds: true, color: true });
        expect(Math.max(...lineWidths(stripVTControlCharacters(text)))).toBeLessThanOrEqual(width);
        expect(text.split('\n')).toHaveLength(rows.length);
        for (const row of rows.slice(1)) {
          for (const cell of row.slice(1)) if (/^[\d$.,:% /-]+$/.test(cell)) expect(text).toContain(cell);
        }
        // no escape sequence from a bio reaches the terminal: only our colours
        expect(text).not.toContain('\u001b[31mred');
      }
      const lists = table(REAL_LISTS, { width, shortIds: true });
      expect(lists).toContain('019ac4f2 ');
      expect(lists).not.toContain('019ac4f2-');
      const jobs = table(JOBS, { width, shortIds: true });
      // the LIST column is shortened on its own: its ids differ in 8 characters
      expect(jobs.split('\n')[1]).toMatch(
        /^019ac4f2 +discover +completed +4\/4 100% +019ac4f2 +2026-11-26 09:12$/,
      );
      expect(jobs.split('\n')[3]).toMatch(/ queued +- +- +2026-11-27 10:00$/);
    },
  );

  it('shows ids made in one millisecond by the start that tells them apart', () => {
    const text = table(PROFILES, { width: 120, shortIds: true });
    const ids = text
      .split('\n')
      .slice(1)
      .map((line) => line.split(' ')[0]);
    expect(ids).toEqual(['019ac4f2-8b1e-7a0', '019ac4f2-8b1e-7a3', '019ac4f2-8b1e-7b2']);
    expect(text).toContain('@amara.wild_photography');
    expect(text).toContain('182345');
    // the bio's tab and line break are a space, its escape sequence shown, not run
    expect(table(PROFILES)).toContain('Kenya & Tanzania Workshops every spring DM for prints');
    expect(table(PROFILES)).toContain('^[[31mred^[[0m');
  });

  it('stays within a terminal too narrow for the columns that are never cut', () => {
    for (const rows of [REAL_LISTS, JOBS, PROFILES]) {
      const text = table(rows, { width: 40, shortIds: true, color: true });
      expect(Math.max(...lineWidths(text))).toBeLessThanOrEqual(40);
    }
  });
});

describe('uniquePrefixLength', () => {
  it('is at least 8 characters and never ends on a dash', () => {
    expect(MIN_SHOWN_ID).toBe(8);
    expect(uniquePrefixLength(['019ac4f2-8b1e-7000-8000-000000000001'])).toBe(8);
    expect(
      uniquePrefixLength(['019ac4f2-8b1e-7000-8000-000000000001', '019ac4f3-0000-7000-8000-000000000001']),
    ).toBe(8);
    // they differ only after the first dash: the dash is no help, one more character is
    expect(
      uniquePrefixLength(['019ac4f2-8b1e-7000-8000-000000000001', '019ac4f2-9b1e-7000-8000-000000000001']),
    ).toBe(10);
    expect(
      uniquePrefixLength(['019ac4f2-8b1e-7000-8000-000000000001', '019ac4f2-8b1e-7000-8000-000000000002']),
    ).toBe(36);
    // a repeated id (two jobs of one list) is one id
    expect(
      uniquePrefixLength(['019ac4f2-8b1e-7000-8000-000000000001', '019ac4f2-8b1e-7000-8000-000000000001']),
    ).toBe(8);
  });
});

describe('tsv', () => {
  it('is one line a row, cells split by tabs: nothing padded, cut or shortened, no header', () => {
    const text = tsv(PROFILES);
    const lines = text.split('\n');
    expect(lines).toHaveLength(3);
    expect(lines.map((line) => line.split('\t').length)).toEqual([6, 6, 6]);
    const [id, username, name, followers, posts, bio] = lines[0]?.split('\t') ?? [];
    expect({ id, username, name, followers, posts }).toEqual({
      id: '019ac4f2-8b1e-7a01-8000-000000000001',
      username: '@amara.wild_photography',
      name: 'Amara Njoroge 🌍',
      followers: '182345',
      posts: '1204',
    });
    expect(bio).toBe(
      'Wildlife photographer 🦁🐘 | Kenya & Tanzania Workshops every spring DM for prints ✉️ ' +
        '| Canon ambassador | 東京でも撮影 | links below 👇 ^[[31mred^[[0m',
    );
    expect(lines[2]).toBe('019ac4f2-8b1e-7b20-8000-000000000003\t@lu\tLu\t12\t3\t');
    expect(tsv(LISTS, { header: true }).split('\n')[0]).toBe('ID\tNAME\tSTATUS\tPROFILES');
  });

  it('colours statuses only when asked', () => {
    expect(tsv(LISTS)).not.toContain('\u001b');
    expect(tsv(LISTS, { color: true }).split('\n')[0]).toBe(
      '019a0000-0000-7000-8000-000000000001\tnatgeo - followers - Nov 26\t\u001b[32mcompleted\u001b[39m\t200',
    );
  });
});

describe('facts', () => {
  const NOTE = `${TARGETS} — its run found 1200 profiles and looked up 900: the other 300 are shown to no one until it is resumed`;
  const ROWS = [
    ['ID', '019ac4f2-8b1e-7c3d-9a2b-4c5d6e7f8091'],
    ['Targets', TARGETS],
    ['Note', NOTE],
  ];

  it('wraps a long value under itself, cutting nothing', () => {
    const text = facts(ROWS, 80);
    expect(Math.max(...lineWidths(text))).toBeLessThanOrEqual(80);
    const lines = text.split('\n');
    expect(lines[0]).toBe('ID       019ac4f2-8b1e-7c3d-9a2b-4c5d6e7f8091');
    expect(lines[3]?.startsWith('         ')).toBe(true);
    expect(
      lines
        .slice(2)
        .map((line) => line.slice(9))
        .join(' '),
    ).toBe(NOTE);
    expect(facts(ROWS)).toBe(ROWS.map(([key, value]) => `${key?.padEnd(7)}  ${value}`).join('\n'));
  });
});
