import { describe, expect, it } from 'vitest';
import { requestMessages } from './messages.ts';
import { getRequestType, requestTypes } from './request-types.ts';

describe('request types registry', () => {
  it('lists the eight forms with their routes (§2) and success toasts (§8)', () => {
    expect(requestTypes.map((r) => [r.route, r.successMessage.description])).toEqual([
      ['/vistoria-transito', 'Solicitação de Vistoria em Trânsito foi registrada.'],
      ['/isencao-taxa', 'Requerimento para Isenção de Taxa foi registrado.'],
      ['/comunicacao-venda', 'Comunicação de Venda foi registrada.'],
      ['/casos-especiais-comunicacao-venda', 'Solicitação para casos especiais de comunicação de venda registrada.'],
      ['/informacao-venda', 'Requerimento de informação de venda registrado.'],
      ['/certidao-propriedade', 'Requerimento de certidão de propriedade registrado.'],
      ['/intencao-venda', 'Intenção de Venda foi registrada.'],
      ['/cancelamento-intencao-venda', 'Cancelamento de Intenção de Venda foi registrado.'],
    ]);
    for (const r of requestTypes) {
      expect(r.route).toBe(`/${r.type}`);
      expect(r.successMessage.title).toBe('Formulário enviado com sucesso!');
    }
  });

  it('gives each form fresh defaults that its schema rejects as incomplete', () => {
    for (const r of requestTypes) {
      const a = r.defaults();
      expect(a).not.toBe(r.defaults());
      expect(r.schema.safeParse(a).success, r.type).toBe(false);
    }
  });

  it('finds a form by type', () => {
    expect(getRequestType('certidao-propriedade').title).toBe('Certidão de Propriedade');
  });

  it('holds each message once', () => {
    const texts = Object.values(requestMessages);
    expect(new Set(texts).size).toBe(texts.length);
  });
});
