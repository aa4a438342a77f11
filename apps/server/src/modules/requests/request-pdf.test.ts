import { describe, expect, it } from 'vitest';
import { requestTypes } from '@despacha/domain/contracts/requests/request-types';
import { sampleRequests } from '@despacha/domain/contracts/requests/samples';
import { normaliseRequestValues } from '@despacha/domain/contracts/requests/stored-values';
import { findLibraryItem } from '@despacha/domain/library/catalog';
import type { LibraryContext } from '../library/public.ts';
import { renderLibraryItem } from '../library/public.ts';
import { pdfRuns } from '../../testing/pdf-runs.ts';
import { renderRequestPdf } from './request-pdf.ts';

// Issue 35 §2: the eight request forms print codes as the rest of the system does (ABC-1234, an
// 11-digit RENAVAM, (21) 98765-4321), and the reason of a vistoria móvel only where it applies.

const agency = { name: 'Despachante Ação', cnpj: '11222333000181', phone: null, email: 'a@acao.com.br', address: null, city: null, state: null };
const ctx: LibraryContext = { agency, today: '2026-11-24', filled: null };
const samples: Record<string, Record<string, unknown>> = sampleRequests;
const textOf = (pdf: Buffer) =>
  pdfRuns(pdf)
    .map((r) => r.text)
    .join('');
const print = async (type: (typeof requestTypes)[number]['type'], data: Record<string, unknown>) =>
  textOf(await renderRequestPdf({ type, data, agency, date: '29/11/2026' }));
const MOTIVO = 'Motivo da Vistoria Móvel';

describe('request PDFs', () => {
  it.each(requestTypes.map((r) => r.type))('%s prints an old plate with its hyphen, as everywhere else', async (type) => {
    const key = 'placa' in samples[type]! ? 'placa' : 'placaVeiculo';
    const text = await print(type, normaliseRequestValues({ ...samples[type], [key]: 'abc1234' }));
    expect(text).toContain('ABC-1234');
    expect(text).not.toContain('ABC1234');
  });

  it('prints the codes of a row stored as typed (before issue 35) formatted: RENAVAM of 11 digits, phones, CPF', async () => {
    const text = await print('vistoria-transito', {
      ...samples['vistoria-transito'],
      renavam: '639884962',
      telefone: '+55 21 98765-4321',
      celular: '5521987654321',
      cpfCnpj: '52998224725',
    });
    expect(text).toContain('00639884962');
    expect(text.split('(21) 98765-4321').length - 1).toBe(2);
    expect(text).toContain('529.982.247-25');
    expect(text).not.toContain('+55');
    expect(text).not.toContain('5521987654321');
  });

  it('dates a filled form with the one place-and-date style', async () => {
    expect(await print('informacao-venda', normaliseRequestValues(samples['informacao-venda']!))).toContain('Rio de Janeiro, 29 de novembro de 2026.');
  });
});

describe('Motivo da Vistoria Móvel', () => {
  it('prints only on the vistoria móvel item of the library, not on the other two kinds', async () => {
    const printed = async (id: string) => textOf(await renderLibraryItem(findLibraryItem(id)!, ctx));
    expect(await printed('vistoria-movel')).toContain(MOTIVO);
    expect(await printed('vistoria-transito-outros-estados')).not.toContain(MOTIVO);
    expect(await printed('vistoria-transito-rio-de-janeiro')).not.toContain(MOTIVO);
  });

  it('prints on a filled form only when vistoria móvel is ticked; the blank form keeps the box for the pen', async () => {
    const mobile = normaliseRequestValues(samples['vistoria-transito']!);
    expect(await print('vistoria-transito', mobile)).toContain(MOTIVO);
    const rio = { ...mobile, vistoriaMovel: false, vistoriaRioJaneiro: true, dataVistoria: '', localVistoria: '', motivoVistoriaMovel: '' };
    expect(await print('vistoria-transito', rio)).not.toContain(MOTIVO);
    expect(textOf(await renderRequestPdf({ type: 'vistoria-transito', data: null, agency }))).toContain(MOTIVO);
  });
});
