import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (OWASP: m=19 MiB, t=2, p=1). */
export const hashPassword = (password: string): Promise<string> => hash(password);

/** Whether a password matches its stored hash (false for a missing or malformed hash too). */
export const verifyPassword = (passwordHash: string | null, password: string): Promise<boolean> =>
  verify(passwordHash as string, password).catch(() => false);
