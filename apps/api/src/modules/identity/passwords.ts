import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline (19 MiB, 2 iterations): strong, and quick enough for a 2-core server.
const options = {
  algorithm: 2 /* Algorithm.Argon2id: a const enum, not importable with verbatimModuleSyntax */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

/** An argon2id hash of a password. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

// A real hash to verify against when the email is unknown, so timing does not reveal accounts.
const decoy = hash('decoy-password-for-timing', options);

/** True when the password matches the hash; with no hash, spends the same time and says false. */
export async function verifyPassword(
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  if (!passwordHash) {
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
