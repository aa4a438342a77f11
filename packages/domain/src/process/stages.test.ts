import { describe, expect, it } from 'vitest';
import { customerStageText, normalizeStatus, stageOf } from './stages.ts';

describe('process stages', () => {
  it('reads the stage from the stored position and status', () => {
    expect(stageOf({ posicao: 'emissao', status: 'pending' })).toBe('agencia');
    expect(stageOf({ posicao: 'emissao', status: 'late' })).toBe('agencia');
    expect(stageOf({ posicao: 'emissao', status: 'in_progress' })).toBe('detran');
    expect(stageOf({ posicao: 'exigencia', status: 'in_progress' })).toBe('exigencia');
    expect(stageOf({ posicao: 'pronto', status: 'in_progress' })).toBe('pronto');
    expect(stageOf({ posicao: 'pronto', status: 'completed' })).toBe('concluido');
    expect(stageOf({ posicao: 'exigencia', status: 'completed' })).toBe('concluido');
  });

  it('moves a pending status past emissão to em andamento, and nothing else', () => {
    expect(normalizeStatus('pronto', 'pending')).toBe('in_progress');
    expect(normalizeStatus('exigencia', 'pending')).toBe('in_progress');
    expect(normalizeStatus('emissao', 'pending')).toBe('pending');
    expect(normalizeStatus('pronto', 'completed')).toBe('completed');
  });

  it('tells the customer a service just opened is at the agency, not at DETRAN', () => {
    expect(customerStageText('agencia')).toBe('Em preparação na agência');
    expect(customerStageText('emissao')).toBe('Em preparação na agência');
    expect(customerStageText('detran')).toBe('Em andamento no DETRAN');
    expect(customerStageText('pronto')).toBe('Pronto: documento disponível');
  });
});
