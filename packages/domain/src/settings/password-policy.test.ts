import { describe, expect, it } from 'vitest';
import { defaultSettings } from './defaults.ts';
import { securitySettingsBody } from './contracts.ts';
import { passwordPolicyError, passwordPolicyIssues } from './password-policy.ts';

const strict = { passwordMinLength: 10, requireNumbers: true, requireSpecialChars: true };

describe('password policy', () => {
  it('lists everything a password lacks, in pt-BR', () => {
    expect(passwordPolicyError('abc', strict)).toBe('A senha precisa ter pelo menos 10 caracteres, um número e um caractere especial (por exemplo ! @ # $ %).');
    expect(passwordPolicyError('abcdefghij1', strict)).toBe('A senha precisa ter um caractere especial (por exemplo ! @ # $ %).');
    expect(passwordPolicyIssues('abcdefghij!', strict)).toEqual(['um número']);
  });

  it('accepts a password that meets every rule, counting characters as people do', () => {
    expect(passwordPolicyError('çãoé!1🚗xyzw', strict)).toBeNull();
    expect(passwordPolicyIssues('🚗🚗🚗🚗🚗🚗🚗🚗🚗1!', strict)).toEqual([]);
    expect(passwordPolicyIssues('🚗🚗🚗1!', strict)).toEqual(['pelo menos 10 caracteres']);
  });

  it('asks nothing the policy does not require', () => {
    expect(passwordPolicyError('abcdef', { passwordMinLength: 6, requireNumbers: false, requireSpecialChars: false })).toBeNull();
    expect(passwordPolicyError('segredo123', defaultSettings.security)).toBeNull();
    expect(passwordPolicyError('segredos', defaultSettings.security)).toBe('A senha precisa ter um número.');
  });

  it('the security tab takes two-factor on or off and refuses out-of-range numbers', () => {
    expect(securitySettingsBody.safeParse(defaultSettings.security).success).toBe(true);
    expect(securitySettingsBody.safeParse({ ...defaultSettings.security, twoFactorAuth: true }).success).toBe(true);
    expect(securitySettingsBody.safeParse({ ...defaultSettings.security, twoFactorAuth: 'sim' }).success).toBe(false);
    expect(securitySettingsBody.safeParse({ ...defaultSettings.security, passwordMinLength: 5 }).success).toBe(false);
    expect(securitySettingsBody.safeParse({ ...defaultSettings.security, maxLoginAttempts: 21 }).success).toBe(false);
  });
});

describe('temporary passwords under the policy', () => {
  it('the generator meets a stricter policy, and the contract accepts what it generates', async () => {
    const { generateTemporaryPassword, isTemporaryPasswordShape } = await import('../rules/temporary-password.ts');
    const policy = { passwordMinLength: 12, requireNumbers: true, requireSpecialChars: true };
    for (let i = 0; i < 50; i++) {
      const p = generateTemporaryPassword(undefined, policy);
      expect(p).toHaveLength(12);
      expect(passwordPolicyError(p, policy)).toBeNull();
      expect(isTemporaryPasswordShape(p)).toBe(true);
    }
    expect(isTemporaryPasswordShape('abcdefgh')).toBe(false);
    expect(isTemporaryPasswordShape('Abc23xyz')).toBe(true);
  });
});

describe('the sign-up hint', () => {
  it('states every rule of the policy', async () => {
    const { passwordPolicyHint } = await import('./password-policy.ts');
    expect(passwordPolicyHint(defaultSettings.security)).toBe('A senha precisa ter pelo menos 8 caracteres e um número.');
    expect(passwordPolicyHint(strict)).toBe('A senha precisa ter pelo menos 10 caracteres, um número e um caractere especial (por exemplo ! @ # $ %).');
  });
});
