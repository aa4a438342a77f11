import { hashPassword, verifyPassword } from 'better-auth/crypto';

/** How passwords are stored and checked: better-auth's, everywhere a password is written or read. */
export type PasswordHasher = {
  hash: (password: string) => Promise<string>;
  verify: (data: { hash: string; password: string }) => Promise<boolean>;
};

// better-auth's scrypt (N 16384, r 16): ~0.2 s of CPU a password on this machine, which is the point.
let current: PasswordHasher = { hash: hashPassword, verify: verifyPassword };

/** The hasher sign-in, sign-up, password changes, invitations and the demo seed use. */
export const passwordHasher: PasswordHasher = {
  hash: (password) => current.hash(password),
  verify: (data) => current.verify(data),
};

/**
 * For the test suite only (testing/test-app.ts): the same scheme at a cost tests can afford,
 * ~750 passwords a run at 0.2 s each were a quarter of the server suite's CPU. Nothing in the
 * product calls it.
 */
export function replacePasswordHasher(hasher: PasswordHasher): void {
  current = hasher;
}
