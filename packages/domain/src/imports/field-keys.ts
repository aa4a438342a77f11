// Importar dados (issue 33 part 1): the fields a spreadsheet column can be mapped to. One row of
// any file is read against all of them: an owners file fills owner.*, a vehicles file vehicle.*
// plus the owner's CPF/CNPJ that links them, a services file the plate plus service.*, and one
// file with every column makes all three at once.

export const ownerFieldKeys = [
  'owner.nome',
  'owner.cpfCnpj',
  'owner.email',
  'owner.cel',
  'owner.telRes',
  'owner.telCom',
  'owner.cep',
  'owner.endereco',
  'owner.numero',
  'owner.complemento',
  'owner.bairro',
  'owner.municipio',
  'owner.uf',
  'owner.nasc',
] as const;

export const vehicleFieldKeys = [
  'vehicle.placa',
  'vehicle.renavam',
  'vehicle.chassis',
  'vehicle.marca',
  'vehicle.modelo',
  'vehicle.anoFabricacao',
  'vehicle.anoModelo',
  'vehicle.cor',
  'vehicle.combustivel',
  'vehicle.especie',
  'vehicle.tipo',
  'vehicle.categoria',
] as const;

export const serviceFieldKeys = [
  'service.servico',
  'service.origem',
  'service.posicao',
  /** Pendente, Em andamento, Concluído (labels or values of serviceStatusOptions; Atrasado is computed, not stored). */
  'service.status',
  'service.dataProc',
  'service.prazo',
  'service.valor',
  'service.honorarios',
  'service.valorPago',
  'service.observacoes',
] as const;

export const importFieldKeys = [...ownerFieldKeys, ...vehicleFieldKeys, ...serviceFieldKeys] as const;
export type ImportFieldKey = (typeof importFieldKeys)[number];
export type ImportEntity = 'owner' | 'vehicle' | 'service';

export const entityOf = (key: ImportFieldKey): ImportEntity => key.slice(0, key.indexOf('.')) as ImportEntity;

/** The template files offered for download: one per kind, and one with every column. */
export const importTemplateKinds = ['proprietarios', 'veiculos', 'servicos', 'completo'] as const;
export type ImportTemplateKind = (typeof importTemplateKinds)[number];

/** Bounds of an import file (issue 33): the upload, the rows read, the columns and one cell. */
export const IMPORT_LIMITS = {
  fileBytes: 50 * 1024 * 1024,
  rows: 200_000,
  columns: 200,
  cellChars: 2_000,
  /** The preview shows this many rows as they will be saved. */
  previewRows: 50,
} as const;
