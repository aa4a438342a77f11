import type { ImportPreviewRow, ImportRun } from '@despacha/domain/contracts/imports';

/** A run as the server answers it; each test says what differs. */
export function buildImportRun(overrides: Partial<ImportRun> = {}): ImportRun {
  return {
    id: 'run-1',
    fileName: 'clientes.xlsx',
    status: 'uploaded',
    headers: ['Placa', 'Renavam', 'Nome do cliente', 'CPF/CNPJ', 'Obs'],
    mapping: ['vehicle.placa', 'vehicle.renavam', 'owner.nome', 'owner.cpfCnpj', null],
    overwrite: false,
    rowsTotal: null,
    rowsDone: 0,
    counts: { create: 0, update: 0, skip: 0, error: 0 },
    message: null,
    errorFile: false,
    createdByName: 'Ana Souza',
    createdAt: '2026-11-28T13:30:00.000Z',
    finishedAt: null,
    ...overrides,
  };
}

export function buildPreviewRow(overrides: Partial<ImportPreviewRow> = {}): ImportPreviewRow {
  return {
    line: 2,
    action: 'create',
    values: { 'vehicle.placa': 'ABC1D23', 'vehicle.renavam': '00123456789', 'owner.nome': 'Maria da Silva', 'owner.cpfCnpj': '529.982.247-25' },
    errors: {},
    ...overrides,
  };
}
