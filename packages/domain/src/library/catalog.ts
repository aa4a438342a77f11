import type { TransitInspectionFlag } from '../contracts/requests/labels.ts';
import type { RequestType } from '../contracts/requests/request-types.ts';

// Spec §2 "Formulários": the forms library. Each item downloads as an A4 PDF with the agency's
// heading; request forms also have their own screen (Visualizar navigates there).

export const libraryCategories = [
  { id: 'documentalista', title: 'Documentalista' },
  { id: 'veiculos', title: 'Formulários de Veículos' },
  { id: 'outros-servicos', title: 'Outros Serviços' },
  { id: 'capas-processo', title: 'Capas de Processo' },
  { id: 'recibos', title: 'Recibos' },
  { id: 'certificado', title: 'Certificado' },
  { id: 'capas-especiais', title: 'Capas Especiais' },
] as const;

export type LibraryCategory = (typeof libraryCategories)[number]['id'];

/**
 * request-form: one of the eight DETRAN-RJ request forms (blank printable version);
 * agency-document: the agency's own letters; cover: process folder covers;
 * receipt / certificate: documents about a service; vehicle-form: other DETRAN-RJ requests.
 */
export type LibraryKind = 'request-form' | 'agency-document' | 'cover' | 'receipt' | 'certificate' | 'vehicle-form';

type ItemBase = { id: string; title: string; category: LibraryCategory; prefillable: boolean };
export type LibraryItem =
  | (ItemBase & {
      kind: 'request-form';
      requestType: RequestType;
      route: string;
      /** The box a variant of the form prints ticked. */ variant?: TransitInspectionFlag;
    })
  | (ItemBase & { kind: Exclude<LibraryKind, 'request-form'> });

const request = (id: string, title: string, requestType: RequestType, variant?: TransitInspectionFlag): LibraryItem => ({
  id,
  title,
  category: 'veiculos',
  kind: 'request-form',
  requestType,
  route: `/${requestType}`,
  prefillable: false,
  ...(variant ? { variant } : {}),
});
const item =
  (category: LibraryCategory, kind: Exclude<LibraryKind, 'request-form'>, prefillable: boolean) =>
  (id: string, title: string): LibraryItem => ({
    id,
    title,
    category,
    kind,
    prefillable,
  });

const asd = item('documentalista', 'agency-document', true);
const vehicleForm = item('veiculos', 'vehicle-form', true);
const otherService = item('outros-servicos', 'agency-document', true);
const processCover = item('capas-processo', 'cover', true);
const receipt = item('recibos', 'receipt', true);
const certificate = item('certificado', 'certificate', true);
const specialCover = item('capas-especiais', 'cover', true);

export const libraryItems: readonly LibraryItem[] = [
  asd('asd', 'A.S.D'),
  asd('asd-dap', 'A.S.D - DAP'),
  asd('asd-primeira-licenca', 'A.S.D. - Primeira licença'),

  request('vistoria-transito-outros-estados', 'Vistoria em Trânsito - Veículos de Outros Estados', 'vistoria-transito', 'vistoriaOutrosEstados'),
  request('vistoria-movel', 'Vistoria em Trânsito - Vistoria Móvel', 'vistoria-transito', 'vistoriaMovel'),
  request('vistoria-transito-rio-de-janeiro', 'Vistoria em Trânsito - Veículos do Rio de Janeiro', 'vistoria-transito', 'vistoriaRioJaneiro'),
  request('isencao-taxa', 'Requerimento de Isenção de Taxa - 2ª via CRV/CRLV', 'isencao-taxa'),
  request('intencao-venda', 'Intenção de Venda', 'intencao-venda'),
  request('cancelamento-intencao-venda', 'Cancelamento de Intenção de Venda', 'cancelamento-intencao-venda'),
  request('comunicacao-venda', 'Comunicação de Venda', 'comunicacao-venda'),
  request('casos-especiais-comunicacao-venda', 'Casos Especiais de Comunicação de Venda', 'casos-especiais-comunicacao-venda'),
  request('informacao-venda', 'Informação de Venda', 'informacao-venda'),
  request('certidao-propriedade', 'Certidão de Propriedade', 'certidao-propriedade'),
  vehicleForm('segunda-via-crv', 'Requerimento de 2ª via de CRV'),
  vehicleForm('transferencia-propriedade', 'Requerimento de Transferência de Propriedade'),
  vehicleForm('mudanca-municipio', 'Mudança de Município'),
  vehicleForm('alteracao-caracteristicas', 'Alteração de Características'),
  vehicleForm('inclusao-gravame', 'Inclusão de Gravame'),
  vehicleForm('baixa-gravame', 'Baixa de Gravame'),
  vehicleForm('baixa-veiculo', 'Baixa de Veículo'),
  vehicleForm('troca-placa-mercosul', 'Troca de Placa - Padrão Mercosul'),

  otherService('declaracao-residencia', 'Declaração de Residência'),
  otherService('requerimento-geral', 'Requerimento Geral'),
  otherService('devolucao-taxas', 'Requerimento para Devolução de Taxas'),

  processCover('capa-primeira-licenca', '1ª Licença'),
  processCover('capa-dap', 'DAP'),
  processCover('capa-normal', 'Normal'),
  processCover('verso-capa', 'Verso de capa'),

  receipt('recibo', 'Recibo'),
  receipt('recibo-origem', 'Recibo para origem'),

  certificate('certificado-primeira-licenca', '1ª Licença'),
  certificate('certificado-analitico', 'Analítico'),
  certificate('certificado-dap', 'DAP'),

  specialCover('capa-chassis', 'Chassis'),
  specialCover('capa-estatistico', 'Estatístico'),
  specialCover('capa-pendencias', 'Pendências'),
  specialCover('capa-vistoria', 'Vistoria'),
];

export const findLibraryItem = (id: string): LibraryItem | undefined => libraryItems.find((i) => i.id === id);

export const itemsOfCategory = (category: LibraryCategory) => libraryItems.filter((i) => i.category === category);

/** A title that reads on its own, outside its category card ("Capa de Processo - DAP"). */
export function fullTitle(item: LibraryItem): string {
  const prefix: Partial<Record<LibraryCategory, string>> = {
    'capas-processo': 'Capa de Processo',
    certificado: 'Certificado',
    'capas-especiais': 'Capa Especial',
  };
  const p = prefix[item.category];
  return p ? `${p} - ${item.title}` : item.title;
}

export const libraryMessages = {
  notPrefillable: 'Este formulário não é preenchido a partir de um serviço',
} as const;
