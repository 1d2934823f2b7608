import { hash, verify } from '@node-rs/argon2';

// argon2id with the library defaults (19 MiB, t=2), the OWASP baseline.
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Compared against when the e-mail is unknown, so a wrong e-mail takes as long as a wrong password. */
export const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2lnbm9mZmR1bW15c2FsdA$3H8dY2dW2b6ZP3vnyqk+9V1S1y3j0vXz5pY9m6Q8q8A';
