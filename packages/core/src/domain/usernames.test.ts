import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ValidationError } from './errors.js';
import {
  instagramProfileUrl,
  isValidUsername,
  MAX_CUSTOM_USERNAMES,
  MAX_TARGETS,
  normalizeUsername,
  parseCustomUsernames,
  parseSessionId,
  parseTargets,
  parseUsername,
  USERNAME_PATTERN,
} from './usernames.js';

/** Runs `fn` and returns what it threw, failing the test when it throws nothing. */
function thrown(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

describe('normalizeUsername', () => {
  it("removes every '@', trims and lowercases (spec §5)", () => {
    expect(normalizeUsername('  @Nat@Geo  ')).toBe('natgeo');
    expect(normalizeUsername('@@')).toBe('');
  });

  it('rejects non-strings with a ValidationError, not a TypeError', () => {
    const error = thrown(() => normalizeUsername(42 as unknown as string));
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as Error).message).toBe('Invalid username format: 42');
  });
});

describe('isValidUsername', () => {
  it('accepts letters, digits, dot and underscore after normalising', () => {
    expect(isValidUsername('@Nat.Geo_1')).toBe(true);
    expect(isValidUsername('a'.repeat(30))).toBe(true);
  });

  it('rejects other characters, blanks, long names and non-strings', () => {
    for (const bad of ['nat geo', 'nat-geo', 'natgéo', '', '  ', 'a'.repeat(31), null, 5, {}]) {
      expect(isValidUsername(bad)).toBe(false);
    }
  });

  it('agrees with parseUsername on arbitrary input', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        let parsed = true;
        try {
          parseUsername(raw);
        } catch {
          parsed = false;
        }
        expect(isValidUsername(raw)).toBe(parsed);
      }),
    );
  });
});

describe('parseUsername', () => {
  it('returns the normalised username', () => {
    expect(parseUsername(' @NASA ')).toBe('nasa');
  });

  it('quotes the trimmed entry as typed in the error (spec §5)', () => {
    expect(() => parseUsername('  Bad Name! ')).toThrow('Invalid username format: Bad Name!');
    expect(thrown(() => parseUsername('x/y'))).toMatchObject({ code: 'INVALID_INPUT' });
  });

  it('treats a blank entry as no username at all', () => {
    expect(() => parseUsername(' @ ')).toThrow('Please provide at least one Instagram username');
  });
});

describe('parseTargets', () => {
  it('normalises, drops blanks and duplicates, keeps first order', () => {
    expect(parseTargets([' @NatGeo', '', 'nasa', '  ', 'NATGEO', 'bbc'])).toEqual(['natgeo', 'nasa', 'bbc']);
  });

  it('needs at least one username', () => {
    expect(() => parseTargets([])).toThrow('Please provide at least one Instagram username');
    expect(() => parseTargets(['', ' @ '])).toThrow('Please provide at least one Instagram username');
    expect(() => parseTargets('natgeo' as unknown as string[])).toThrow(
      'Please provide at least one Instagram username',
    );
  });

  it('allows at most 5 distinct targets', () => {
    expect(MAX_TARGETS).toBe(5);
    expect(parseTargets(['a', 'b', 'c', 'd', 'e', 'a'])).toHaveLength(5);
    expect(() => parseTargets(['a', 'b', 'c', 'd', 'e', 'f'])).toThrow('At most 5 target accounts allowed');
  });

  it('rejects an invalid entry quoting it', () => {
    expect(() => parseTargets(['natgeo', ' nat geo '])).toThrow('Invalid username format: nat geo');
    expect(() => parseTargets(['natgeo', null as unknown as string])).toThrow(ValidationError);
  });
});

describe('parseSessionId', () => {
  it('trims the session id', () => {
    expect(parseSessionId('  abc%3A123 ')).toBe('abc%3A123');
  });

  it('requires a non-blank value', () => {
    for (const bad of ['', '   ', undefined, null, 12]) {
      expect(() => parseSessionId(bad as unknown as string)).toThrow('Instagram session ID is required');
    }
  });
});

describe('parseCustomUsernames', () => {
  it('normalises, validates and dedupes', () => {
    expect(parseCustomUsernames(['@Zed', '', 'amy', 'zed'])).toEqual(['zed', 'amy']);
    expect(() => parseCustomUsernames(['ok', 'not ok'])).toThrow('Invalid username format: not ok');
    expect(() => parseCustomUsernames(['  '])).toThrow('Please provide at least one Instagram username');
  });

  it('allows 500 unique usernames but not 501', () => {
    expect(MAX_CUSTOM_USERNAMES).toBe(500);
    const names = Array.from({ length: 501 }, (_, i) => `user${i}`);
    expect(parseCustomUsernames([...names.slice(0, 500), 'user0'])).toHaveLength(500);
    expect(() => parseCustomUsernames(names)).toThrow('Maximum 500 usernames allowed');
  });

  it('always returns unique, valid usernames', () => {
    const entry = fc.oneof(
      fc.constantFrom('', ' ', '@A', 'a', 'B.b', 'c_c'),
      fc.stringMatching(/^[a-z0-9._]{1,5}$/),
    );
    fc.assert(
      fc.property(fc.array(entry, { minLength: 1, maxLength: 40 }), (entries) => {
        let result: string[];
        try {
          result = parseCustomUsernames(entries);
        } catch (error) {
          expect((error as Error).message).toBe('Please provide at least one Instagram username');
          return;
        }
        expect(new Set(result).size).toBe(result.length);
        expect(result.every((u) => USERNAME_PATTERN.test(u))).toBe(true);
      }),
    );
  });
});

describe('instagramProfileUrl', () => {
  it('links to the profile page', () => {
    expect(instagramProfileUrl('natgeo')).toBe('https://www.instagram.com/natgeo/');
    expect(instagramProfileUrl('@NatGeo')).toBe('https://www.instagram.com/natgeo/');
  });

  it('never builds a URL from an invalid username', () => {
    expect(() => instagramProfileUrl('../evil?x=1')).toThrow('Invalid username format: ../evil?x=1');
  });
});
