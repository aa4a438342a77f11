import { expect, it } from 'vitest';
import { guessablePasswordMessages as m } from '@despacha/domain/settings/messages';
import { newPasswordError } from './password-rules.ts';

const policy = { passwordMinLength: 8, requireNumbers: true, requireSpecialChars: false };
const maria = { email: 'maria.souza@exemplo.com.br', name: 'Maria Conceição Souza' };

it('refuses the address, its local part alone and the full name, in any case, accents or punctuation', () => {
  for (const password of ['maria.souza@exemplo.com.br1', 'MARIA.SOUZA@EXEMPLO.COM.BR1', 'Maria-Conceicao-Souza1', 'mariaconceiçãosouza2026'])
    expect(newPasswordError(password, policy, maria)).toBe(m.personal);
  expect(newPasswordError('maria.souza1', { ...policy, requireNumbers: false }, { email: 'maria.souza1@exemplo.com.br', name: 'M' })).toBe(m.personal);
  // A first name alone is not the name: the rule is the whole name or address.
  expect(newPasswordError('mariazinha-77', policy, maria)).toBeNull();
});

it('refuses the 1,000 most common passwords in any case, the policy first', () => {
  expect(newPasswordError('Password1', policy, null)).toBe(m.common);
  expect(newPasswordError('QWERTY123', policy, null)).toBe(m.common);
  expect(newPasswordError('12345678', policy, null)).toBe(m.common);
  expect(newPasswordError('password', policy, null)).toBe('A senha precisa ter um número.');
  expect(newPasswordError('rio-de-janeiro-40', policy, maria)).toBeNull();
});
