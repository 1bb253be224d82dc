import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { customListName, displayListName, listName, renameList } from './list-name.js';

const date = new Date('2024-11-22T12:00:00Z');

describe('listName (spec §3)', () => {
  it('names a list after up to two targets, the search type and the date', () => {
    expect(listName({ targets: ['natgeo'], searchType: 'following', date, timeZone: 'UTC' })).toBe(
      'natgeo - following - Nov 22',
    );
    expect(listName({ targets: ['natgeo', 'nasa'], searchType: 'followers', date, timeZone: 'UTC' })).toBe(
      'natgeo, nasa - followers - Nov 22',
    );
    expect(
      listName({ targets: ['natgeo', 'nasa', 'bbc'], searchType: 'followers', date, timeZone: 'UTC' }),
    ).toBe('natgeo, nasa +1 more - followers - Nov 22');
    expect(
      listName({ targets: ['a', 'b', 'c', 'd', 'e'], searchType: 'followers', date, timeZone: 'UTC' }),
    ).toBe('a, b +3 more - followers - Nov 22');
  });

  it('names the day in the given time zone', () => {
    const late = new Date('2024-11-22T23:30:00Z');
    expect(listName({ targets: ['a'], searchType: 'followers', date: late, timeZone: 'UTC' })).toBe(
      'a - followers - Nov 22',
    );
    expect(listName({ targets: ['a'], searchType: 'followers', date: late, timeZone: 'Asia/Tokyo' })).toBe(
      'a - followers - Nov 23',
    );
  });

  it('rejects bad input with clear messages', () => {
    expect(() => listName({ targets: [], searchType: 'followers', date, timeZone: 'UTC' })).toThrow(
      'Please provide at least one Instagram username',
    );
    expect(() =>
      listName({ targets: ['a'], searchType: 'custom' as 'followers', date, timeZone: 'UTC' }),
    ).toThrow('Search type must be followers or following');
    expect(() => listName({ targets: ['a'], searchType: 'followers', date: new Date('nope') })).toThrow(
      'Invalid date',
    );
    expect(() => listName({ targets: ['a'], searchType: 'followers', date, timeZone: 'Mars/Base' })).toThrow(
      'Unknown time zone: Mars/Base',
    );
  });
});

describe('customListName (spec §3)', () => {
  it("prefixes 'Custom: ' and ends with the date", () => {
    expect(customListName({ usernames: ['a', 'b', 'c', 'd', 'e'], date, timeZone: 'UTC' })).toBe(
      'Custom: a, b +3 more - Nov 22',
    );
    expect(customListName({ usernames: ['zed'], date, timeZone: 'UTC' })).toBe('Custom: zed - Nov 22');
    expect(customListName({ usernames: [], date, timeZone: 'UTC' })).toBe('Custom: 0 usernames - Nov 22');
  });
});

describe('displayListName', () => {
  it("shows the part before the first ' - ' (spec §3)", () => {
    expect(displayListName('natgeo, nasa +1 more - followers - Nov 22')).toBe('natgeo, nasa +1 more');
    expect(displayListName('Custom: a, b - Nov 22')).toBe('Custom: a, b');
    expect(displayListName('no-suffix-here')).toBe('no-suffix-here');
  });

  it('rejects non-strings', () => {
    expect(() => displayListName(undefined as unknown as string)).toThrow('Please enter a list name');
  });
});

describe('renameList', () => {
  it('replaces the displayed part and keeps the generated suffix', () => {
    expect(renameList('natgeo - followers - Nov 22', '  Photographers ')).toBe(
      'Photographers - followers - Nov 22',
    );
    expect(renameList('My leads', 'Better leads')).toBe('Better leads');
  });

  it('refuses a blank name', () => {
    expect(() => renameList('natgeo - followers - Nov 22', '   ')).toThrow('Please enter a list name');
    expect(() => renameList('x', 3 as unknown as string)).toThrow('Please enter a list name');
  });

  it('keeps a new name containing " - " whole on the dashboard', () => {
    const renamed = renameList('natgeo - followers - Nov 22', 'Q1 - leads -');
    expect(renamed).toBe('Q1 – leads – - followers - Nov 22');
    expect(displayListName(renamed)).toBe('Q1 – leads –');
  });

  it('shows exactly the new name and keeps the suffix, for any name', () => {
    const suffix = fc.constantFrom(' - followers - Nov 22', ' - Nov 22', '');
    fc.assert(
      fc.property(fc.string(), suffix, fc.string(), (old, rest, next) => {
        const full = displayListName(old) + rest;
        let renamed: string;
        try {
          renamed = renameList(full, next);
        } catch (error) {
          expect(next.trim()).toBe('');
          expect((error as Error).message).toBe('Please enter a list name');
          return;
        }
        expect(displayListName(renamed)).toBe(next.trim().replaceAll(' -', ' –'));
        if (rest !== '') expect(renamed.endsWith(rest)).toBe(true);
      }),
    );
  });
});

describe('renameList with control characters', () => {
  it('drops what a key burst typed into the name (Ctrl-U, DEL, escape sequences)', () => {
    expect(renameList('natgeo - followers - Nov 22', 'natgeo\u0015Renamed\u007f')).toBe(
      'natgeoRenamed - followers - Nov 22',
    );
    expect(renameList('x', '\u001b[31mRed\u001b[0m\u0007')).toBe('Red');
  });
});
