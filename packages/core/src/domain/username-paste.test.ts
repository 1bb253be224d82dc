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
      'Bob',
      'Jr',
    ]);
    expect(splitPastedUsernames('one, two;three\rbad name!')).toEqual(['one', 'two', 'three', 'bad name!']);
    expect(splitPastedUsernames('"handle"\n"x"')).toEqual(['x']);
    expect(splitPastedUsernames(' \n\t\n')).toEqual([]);
  });

  it('keeps a first cell that is a username rather than a column name', () => {
    expect(splitPastedUsernames('natgeo\nnasa')).toEqual(['natgeo', 'nasa']);
  });
});
