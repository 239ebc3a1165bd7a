import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane.
const options = { algorithm: 2 as const, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

// Compared against when the e-mail is unknown, so both paths cost the same and timing reveals nothing.
let decoy: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  const target = passwordHash ?? (await (decoy ??= hashPassword('decoy-password-for-timing')));
  try {
    return (await verify(target, password)) && passwordHash !== null;
  } catch {
    return false;
  }
}
