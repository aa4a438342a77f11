import type { ReportGenerateResponse, ReportRunSummary } from '@despacha/domain/contracts/reports';

// Reports answers as the server shapes them (contracts.md), for the component tests.

export function buildRun(overrides: Partial<ReportRunSummary> = {}): ReportRunSummary {
  return {
    id: 'run-1',
    kind: 'geral',
    kindLabel: 'GERAL',
    format: 'screen',
    filters: { from: '2026-11-01', to: '2026-11-30', originId: '', servico: '', etapa: '', posicao: '', status: '', userId: '' },
    filtersLabel: '01/11/2026 a 30/11/2026',
    status: 'done',
    rowsDone: 3,
    rowCount: 3,
    createdByName: 'Ana Souza',
    createdAt: '2026-11-20T13:05:00.000Z',
    fileName: null,
    failure: '',
    ...overrides,
  };
}

/** GERAL with three services: accents, blanks and amounts a text sort would misplace. */
export function buildResult(overrides: Partial<ReportGenerateResponse> = {}): ReportGenerateResponse {
  return {
    run: buildRun(),
    columns: [
      { key: 'number', header: 'Nº', type: 'int' },
      { key: 'owner', header: 'Proprietário', type: 'text' },
      { key: 'plate', header: 'Placa', type: 'text' },
      { key: 'openedOn', header: 'Aberto em', type: 'date' },
      { key: 'total', header: 'Total (R$)', type: 'money' },
      { key: 'balance', header: 'Saldo (R$)', type: 'money' },
    ],
    rows: [
      { number: 9, owner: 'Úrsula Reis', plate: 'ABC1D23', openedOn: '2026-11-03', total: 90_000, balance: 0 },
      { number: 10, owner: 'caio Lima', plate: 'XYZ9A87', openedOn: '2026-11-10', total: 15_050, balance: 5_050 },
      { number: 11, owner: 'Bruno Dias', plate: null, openedOn: '2026-11-05', total: 120_000, balance: 20_000 },
    ],
    truncated: false,
    rowCount: 3,
    totals: { total: 225_050, balance: 25_050 },
    chart: {
      title: 'Serviços por semana e status',
      unit: 'count',
      series: [
        {
          label: 'Pendente',
          values: [
            { key: '2026-11-02', label: '02/11', value: 1 },
            { key: '2026-11-09', label: '09/11', value: 0 },
          ],
        },
        {
          label: 'Concluído',
          values: [
            { key: '2026-11-02', label: '02/11', value: 1 },
            { key: '2026-11-09', label: '09/11', value: 1 },
          ],
        },
      ],
    },
    ...overrides,
  };
}

export const noRuns = { items: [], total: 0, page: 1, pageSize: 20 };
