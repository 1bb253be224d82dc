import type { Algorithm } from '@node-rs/argon2';

/** Argon2 cost parameters: memory in KiB, passes, lanes. */
export interface PasswordHashOptions {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** DESIGN.md §6: argon2id with m=19456 KiB, t=2, p=1 (OWASP's baseline). */
export const PASSWORD_HASH_OPTIONS: Readonly<PasswordHashOptions> = Object.freeze({
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
});

// The package declares its algorithms as an ambient const enum, which isolatedModules cannot
// read; 2 is its Argon2id.
const ARGON2ID = 2 as Algorithm;

type Argon2 = typeof import('@node-rs/argon2');

// The native addon loads on first use, not with @leadgen/core: most commands never hash.
let argon2: Promise<Argon2> | undefined;
const loadArgon2 = (): Promise<Argon2> => {
  argon2 ??= import('@node-rs/argon2');
  return argon2;
};

/**
 * Hashes a password with argon2id into a PHC string (`$argon2id$v=19$m=19456,t=2,p=1$…`) that
 * carries its own salt and parameters. Runs on libuv's thread pool, off the event loop. Tests may
 * pass cheaper `options`; everything else uses the defaults.
 */
export async function hashPassword(
  password: string,
  options: PasswordHashOptions = PASSWORD_HASH_OPTIONS,
): Promise<string> {
  const { hash } = await loadArgon2();
  return hash(password, { ...options, algorithm: ARGON2ID });
}

/**
 * Whether `password` matches `passwordHash` (a PHC string from `hashPassword`, whose own
 * parameters are used). A malformed hash is a mismatch, never an exception.
 */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  const { verify } = await loadArgon2();
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** The password port of the accounts service: argon2id by default, cheaper or counted in tests. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
}

/**
 * An argon2id hasher with the given cost (DESIGN.md §6's by default).
 *
 * @example
 * const passwords = createPasswordHasher({ memoryCost: 1024, timeCost: 1, parallelism: 1 }); // tests
 */
export function createPasswordHasher(options: PasswordHashOptions = PASSWORD_HASH_OPTIONS): PasswordHasher {
  return {
    hash: (password) => hashPassword(password, options),
    verify: verifyPassword,
  };
}
