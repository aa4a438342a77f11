import type { ServiceResponse } from '@despacha/domain/contracts/registry/service';
import type { ChecklistEntry } from '@despacha/domain/contracts/registry/service-detail';
import { documentChecklist } from '@despacha/domain/options/document-checklist';
import { initialFieldOptions } from '@despacha/domain/options/field-option-kinds';
import type { ServiceDetail } from './api/get-service-detail.ts';

// Test data of the registry screen's component tests (API answers as the server shapes them);
// owners and vehicles come from src/test/factories.ts.

const stamp = '2026-11-20T12:00:00.000Z';

export function buildService(overrides: Partial<ServiceResponse> = {}): ServiceResponse {
  return {
    id: 'service-1', number: 7, vehicleId: 'vehicle-1', ownerId: 'owner-1', originId: null, servico: 'transferencia',
    assinatura: 'digital', posicao: 'emissao', origemServico: 'particular', capaProcesso: 'normal', dataProc: '2026-11-20',
    prazo: null, nCrvInf: '', emissao: null, uf: 'RJ', restricoes: 'nenhuma', finArr: '', exProp: '', cpfCnpjAnt: '', crvCrlv: false,
    declPerda: false, status: 'pending', valor: 25000, honorarios: 15000, duvidas: 0, extras: 0, total: 40000, valorPago: 10000,
    saldo: 30000, paidAt: null, observacoes: '', completedAt: null, createdAt: stamp, updatedAt: stamp, ...overrides,
  };
}

export function buildServiceDetail(overrides: Partial<ServiceDetail> = {}): ServiceDetail {
  const checklist: ChecklistEntry[] = documentChecklist.map((d) => ({ item: d.value, label: d.label, required: false, received: false, files: [] }));
  return {
    service: buildService(),
    movements: [{ id: 'm1', position: 'emissao', stage: 'agencia', movedOn: '2026-11-20', note: 'Abertura do serviço', createdByName: 'Ana Souza', createdAt: stamp }],
    inspection: { data: null, hora: '', posto: '', conclusao: '' },
    checklist,
    ...overrides,
  };
}

export const fieldOptionsBody = { ...initialFieldOptions };
