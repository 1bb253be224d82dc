import { textWidth } from '@leadgen/core/domain';
import { describe, expect, it } from 'vitest';
import { type Io, printFacts, printTable } from './io.js';

const ROWS = [
  ['ID', 'NAME', 'STATUS', 'PROFILES'],
  ['019a0000-0000-7000-8000-000000000001', 'natgeo - followers - Nov 26', 'completed', '200'],
  [
    '019a0000-1111-7000-8000-000000000002',
    '東京のカメラマン 📸 - followers - Nov 26\tand\nmore',
    'completed',
    '62',
  ],
];

const widths = (text: string) => text.split('\n').map((line) => textWidth(line));

/** Runs `print` on an Io whose stdout is (or is not) a terminal of `columns` cells. */
function printed(print: (io: Io) => void, isTTY: boolean, columns?: number, color = false): string {
  let stdout = '';
  const io: Io = {
    env: {},
    stdout: (text) => {
      stdout += text;
    },
    stderr: () => {},
    readStdin: async () => '',
    isTTY: { stdout: isTTY, stderr: isTTY },
    color: { stdout: color, stderr: color },
    ...(columns ? { columns } : {}),
  };
  print(io);
  return stdout;
}

describe('printTable', () => {
  const print = (isTTY: boolean, columns?: number, color = false) =>
    printed((io) => printTable(io, ROWS), isTTY, columns, color);

  it('prints the header on a terminal, fitted to its width, ids shortened', () => {
    const out = print(true, 70);
    expect(out.startsWith('ID ')).toBe(true);
    expect(Math.max(...widths(out.trimEnd()))).toBeLessThanOrEqual(70);
    expect(out.split('\n')[1]).toMatch(/^019a0000-0 {2}natgeo/);
    expect(out.split('\n')[2]).toMatch(/^019a0000-1 {2}東京/);
    expect(out.trimEnd().split('\n')).toHaveLength(3);
  });

  it('prints tab-separated data when piped: no header, nothing padded, cut or shortened', () => {
    const out = print(false, 70);
    expect(out).toBe(
      '019a0000-0000-7000-8000-000000000001\tnatgeo - followers - Nov 26\tcompleted\t200\n' +
        '019a0000-1111-7000-8000-000000000002\t東京のカメラマン 📸 - followers - Nov 26 and more\tcompleted\t62\n',
    );
    // colour forced onto a pipe: statuses coloured, no data row taken for a bold header
    const coloured = print(false, undefined, true);
    expect(coloured.startsWith('019a0000')).toBe(true);
    expect(coloured).toContain('\t\u001b[32mcompleted\u001b[39m\t');
  });
});

describe('printFacts', () => {
  const FACTS = [
    ['ID', '019a0000-0000-7000-8000-000000000001'],
    ['Error', `Instagram has no account @def; ${'the run stopped after 3 of 5 targets; '.repeat(3)}`],
  ];

  it('wraps long values to the terminal, and is a key and value a line when piped', () => {
    const shown = printed((io) => printFacts(io, FACTS), true, 60);
    expect(Math.max(...widths(shown))).toBeLessThanOrEqual(60);
    expect(shown.split('\n')[0]).toBe('ID     019a0000-0000-7000-8000-000000000001');
    expect(printed((io) => printFacts(io, FACTS), false, 60)).toBe(
      `${FACTS.map((row) => row.join('\t')).join('\n')}\n`,
    );
  });
});
