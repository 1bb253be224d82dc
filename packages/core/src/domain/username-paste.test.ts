import { describe, expect, it } from 'vitest';
import { splitPastedUsernames } from './username-paste.js';

describe('splitPastedUsernames (custom list paste)', () => {
  it('reads a spreadsheet column: \\r\\n lines, a header cell, @, profile URLs, blank lines', () => {
    const column =
      'Username\r\n@NatGeo\r\nhttps://www.instagram.com/NASA/\r\n\r\n  bbc_news  \r\ninstagram.com/cnn?hl=en\r\n';
    expect(splitPastedUsernames(column)).toEqual(['@NatGeo', 'NASA', 'bbc_news', 'cnn']);
  });

  it('reads a block of cells (tabs), commas, semicolons and quoted cells, keeping bad entries as written', () => {
    expect(splitPastedUsernames('ana\tAna P.\nbob\t"Bob, Jr"\n')).toEqual([
      'ana',
      'Ana P.',
      'bob',
      'Bob, Jr',
    ]);
    expect(splitPastedUsernames('one, two;three\rbad name!')).toEqual(['one', 'two', 'three', 'bad name!']);
    expect(splitPastedUsernames('"handle"\n"x"')).toEqual(['x']);
    expect(splitPastedUsernames(' \n\t\n')).toEqual([]);
  });

  it('reads the username column of a block with a header line, and no column name as a username', () => {
    const block = 'Name\tUsername\tFollowers\nAna P.\t@ana\t1,200\nBob, Jr\tbob\t5\n';
    expect(splitPastedUsernames(block)).toEqual(['@ana', 'bob']);
  });

  it('in a terminal field (spaces separate entries) leaves out a header line', () => {
    expect(splitPastedUsernames('Username\n@Alice.Smith\nbob_jones\nalice.smith', { spaces: true })).toEqual([
      '@Alice.Smith',
      'bob_jones',
      'alice.smith',
    ]);
    expect(splitPastedUsernames('natgeo nasa, "bbc"; cnn', { spaces: true })).toEqual([
      'natgeo',
      'nasa',
      'bbc',
      'cnn',
    ]);
  });

  it('keeps a first cell that is a username rather than a column name', () => {
    expect(splitPastedUsernames('natgeo\nnasa')).toEqual(['natgeo', 'nasa']);
  });
});
