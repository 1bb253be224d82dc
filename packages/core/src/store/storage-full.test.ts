import { describe, expect, it } from 'vitest';
import { storageFullCause } from './storage-full.js';

const coded = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('storageFullCause', () => {
  it("finds a full disk anywhere in the cause chain, in the error's own words", () => {
    const sqlite = coded('database or disk is full', 'SQLITE_FULL');
    expect(storageFullCause(new Error('Failed', { cause: new Error('wrapped', { cause: sqlite }) }))).toBe(
      'database or disk is full (SQLITE_FULL)',
    );
    expect(storageFullCause(coded('ENOSPC: no space left on device, write', 'ENOSPC'))).toBe(
      'ENOSPC: no space left on device, write (ENOSPC)',
    );
    expect(storageFullCause(coded('could not extend file', '53100'))).toBe('could not extend file (53100)');
  });

  it('is null for anything else, and survives a cause that points back at itself', () => {
    expect(storageFullCause(coded('no such table: x', 'SQLITE_ERROR'))).toBeNull();
    expect(storageFullCause('text')).toBeNull();
    const loop = new Error('loop');
    loop.cause = loop;
    expect(storageFullCause(loop)).toBeNull();
  });
});
