import { textWidth } from '@leadgen/core/domain';
import { describe, expect, it } from 'vitest';
import { type Io, printTable, table } from './io.js';

const ROWS = [
  ['ID', 'NAME', 'STATUS', 'PROFILES'],
  ['019a0000-0000-7000-8000-000000000001', 'natgeo - followers - Nov 26', 'completed', '200'],
  ['019a0000-0000-7000-8000-000000000002', '東京のカメラマン 📸 - followers - Nov 26', 'completed', '62'],
];

const widths = (text: string) => text.split('\n').map((line) => textWidth(line));

describe('table', () => {
  it('aligns columns by terminal cells: CJK and emoji take two', () => {
    const lines = table(ROWS).split('\n');
    // STATUS starts at the same cell on every line, however wide the name before it
    const statusAt = (line: string) => textWidth(line.slice(0, line.indexOf('completed')));
    expect(statusAt(lines[1] ?? '')).toBe(statusAt(lines[2] ?? ''));
    expect(textWidth(lines[0]?.slice(0, lines[0].indexOf('STATUS')) ?? '')).toBe(statusAt(lines[1] ?? ''));
  });

  it('fits the terminal width by cutting the widest text column, never an id', () => {
    const text = table(ROWS, { width: 80 });
    expect(Math.max(...widths(text))).toBeLessThanOrEqual(80);
    expect(text).toContain('019a0000-0000-7000-8000-000000000002');
    expect(text).toContain('…');
    expect(text).toContain('completed');
    expect(table(ROWS, { width: 200 })).toBe(table(ROWS));
  });
});

describe('printTable', () => {
  const print = (isTTY: boolean, columns?: number, color = false) => {
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
    printTable(io, ROWS);
    return stdout;
  };

  it('prints the header on a terminal, fitted to its width', () => {
    const out = print(true, 70);
    expect(out.startsWith('ID ')).toBe(true);
    expect(Math.max(...widths(out.trimEnd()))).toBeLessThanOrEqual(70);
  });

  it('prints data only when piped: no header row, nothing cut', () => {
    const out = print(false);
    expect(out.split('\n')[0]).toMatch(/^019a0000-0000-7000-8000-000000000001 {2}natgeo/);
    expect(out).not.toContain('STATUS');
    expect(out).toContain('東京のカメラマン 📸 - followers - Nov 26');
    // colour forced onto a pipe: statuses coloured, no data row taken for a bold header
    const coloured = print(false, undefined, true);
    expect(coloured.startsWith('019a0000')).toBe(true);
    expect(coloured).toContain('\u001b[32mcompleted\u001b[39m');
  });
});
