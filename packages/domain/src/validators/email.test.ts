import { describe, expect, it } from 'vitest';
import { isEmail } from './email.ts';
import { onlyAlphanumeric, onlyDigits } from './digits.ts';

describe('isEmail', () => {
  it.each(['ana@teste.com.br', 'contato@despachante-rj.com', 'joao.silva+detran@gmail.com', ' maria@empresa.com.br ', 'a@b.co'])('accepts %s', (email) =>
    expect(isEmail(email)).toBe(true),
  );

  it.each(['ana', 'ana@', '@teste.com.br', 'ana@teste', 'ana silva@teste.com.br', 'ana@@teste.com.br', ''])('rejects %s', (email) =>
    expect(isEmail(email)).toBe(false),
  );
});

describe('digits', () => {
  it('keeps only digits, or only letters and digits upper-cased', () => {
    expect(onlyDigits('(21) 98765-4321')).toBe('21987654321');
    expect(onlyAlphanumeric('12.abc.345/01de-35')).toBe('12ABC34501DE35');
  });
});
