import { describe, expect, it } from 'vitest';
import { createPasswordHasher, hashPassword, PASSWORD_HASH_OPTIONS, verifyPassword } from './passwords.js';

describe('passwords', () => {
  it('hashes with argon2id at m=19456 KiB, t=2, p=1 by default and verifies the round trip', async () => {
    const hash = await hashPassword('correct horse');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(hash).not.toContain('correct horse');
    expect(await verifyPassword(hash, 'correct horse')).toBe(true);
    expect(await verifyPassword(hash, 'correct horsE')).toBe(false);
    expect(PASSWORD_HASH_OPTIONS).toEqual({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  });

  it('salts every hash', async () => {
    const cheap = { memoryCost: 1024, timeCost: 1, parallelism: 1 };
    const [one, two] = await Promise.all([hashPassword('same', cheap), hashPassword('same', cheap)]);
    expect(one).not.toBe(two);
    expect(await verifyPassword(two, 'same')).toBe(true);
  });

  it('treats a malformed hash as a mismatch', async () => {
    expect(await verifyPassword('not a hash', 'x')).toBe(false);
    expect(await verifyPassword('', '')).toBe(false);
  });

  it('builds a hasher with the given cost, whose hashes carry it', async () => {
    const hasher = createPasswordHasher({ memoryCost: 1024, timeCost: 1, parallelism: 1 });
    const hash = await hasher.hash('secret1');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect(await hasher.verify(hash, 'secret1')).toBe(true);
    expect(await createPasswordHasher().verify(hash, 'secret1')).toBe(true);
  });
});
