import { describe, expect, it } from 'vitest';
import { ProviderError, StorageError } from '../domain/errors.js';
import { messages } from '../domain/messages.js';
import { runStorageFailure, storageFailure } from './storage-failure.js';

const coded = (message: string, code: string, extra: object = {}) =>
  Object.assign(new Error(message), { code, ...extra });

describe('storageFailure', () => {
  it('finds a storage failure anywhere in the cause chain, keeping the chain as its cause', () => {
    const sqlite = coded('database or disk is full', 'SQLITE_FULL');
    const wrapped = new Error('Failed', { cause: new Error('wrapped', { cause: sqlite }) });
    const failure = storageFailure(wrapped);
    expect(failure).toBeInstanceOf(StorageError);
    expect(failure).toMatchObject({
      code: 'STORAGE_ERROR',
      problem: 'full',
      storageCode: 'SQLITE_FULL',
      message:
        'The database disk is full (SQLITE_FULL): free space on the disk that holds it, then try again',
    });
    expect(failure?.cause).toBe(wrapped);
  });

  it.each([
    ['SQLITE_FULL', 'full'],
    ['SQLITE_IOERR_SHMSIZE', 'full'],
    ['ENOSPC', 'full'],
    ['53100', 'full'],
    ['SQLITE_READONLY', 'readonly'],
    ['SQLITE_READONLY_DBMOVED', 'readonly'],
    ['SQLITE_BUSY', 'busy'],
    ['SQLITE_BUSY_SNAPSHOT', 'busy'],
    ['SQLITE_CORRUPT', 'corrupt'],
    ['SQLITE_CORRUPT_INDEX', 'corrupt'],
    ['SQLITE_CANTOPEN', 'cantopen'],
    ['57P03', 'unreachable'],
  ])('maps %s to %s', (code, problem) => {
    expect(storageFailure(coded('x', code))).toMatchObject({ problem, storageCode: code });
  });

  it("takes a refused connection for the database server's only when it is a connect", () => {
    const pg = coded('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED', { syscall: 'connect' });
    expect(storageFailure(pg)?.message).toBe(
      'The database server cannot be reached (ECONNREFUSED): check DATABASE_URL and that PostgreSQL is running, then try again',
    );
    expect(storageFailure(coded('read ECONNRESET', 'ECONNRESET', { syscall: 'read' }))).toBeNull();
    // a provider's network failure is the provider's
    const apify = new ProviderError('PROVIDER_ERROR', 'Failed to fetch Instagram data', { cause: pg });
    expect(storageFailure(apify)).toBeNull();
  });

  it('is null for anything else, and survives a cause that points back at itself', () => {
    expect(storageFailure(coded('no such table: x', 'SQLITE_ERROR'))).toBeNull();
    expect(storageFailure('text')).toBeNull();
    const loop = new Error('loop');
    loop.cause = loop;
    expect(storageFailure(loop)).toBeNull();
  });

  it('names the run a storage failure stopped', () => {
    const sqlite = coded('database is locked', 'SQLITE_BUSY');
    const failure = runStorageFailure(new Error('x', { cause: sqlite }), messages.runNames.discover);
    expect(failure?.message).toBe(
      'The discovery stopped: the database stayed locked by another process past the 5 s busy timeout (SQLITE_BUSY). Let the other process finish, or stop it, then resume it',
    );
    expect(runStorageFailure(new Error('x'), 'discovery')).toBeNull();
  });
});
