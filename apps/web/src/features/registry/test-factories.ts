import type { ChecklistEntry } from '@despacha/domain/contracts/registry/service-detail';
import { documentChecklist } from '@despacha/domain/options/document-checklist';
import { initialFieldOptions } from '@despacha/domain/options/field-option-kinds';
import { buildService } from '../../test/factories.ts';
import type { ServiceDetail } from './api/get-service-detail.ts';

// buildService is shared with other features' tests; its home is src/test/factories.ts.
export { buildService };

// Test data of the registry screen's component tests (API answers as the server shapes them);
// owners, vehicles and services come from src/test/factories.ts.

const stamp = '2026-11-20T12:00:00.000Z';

export function buildServiceDetail(overrides: Partial<ServiceDetail> = {}): ServiceDetail {
  const checklist: ChecklistEntry[] = documentChecklist.map((d) => ({ item: d.value, label: d.label, required: false, received: false, files: [] }));
  return {
    service: buildService(),
    movements: [
      { id: 'm1', position: 'emissao', stage: 'agencia', movedOn: '2026-11-20', note: 'Abertura do serviço', createdByName: 'Ana Souza', createdAt: stamp },
    ],
    inspection: { data: null, hora: '', posto: '', conclusao: '' },
    checklist,
    ...overrides,
  };
}

export const fieldOptionsBody = { ...initialFieldOptions };
