import { asOptions, combustivelOptions, documentosAnexosFor, documentosAnexosOptions, numeroViasOptions, periodoConsultaOptions } from './enums.ts';
import type { RequestField, RequestFieldKind, RequestSection } from './request-field.ts';
import type { RequestType } from './request-types.ts';

// The sections and pt-BR field labels of each request form, in screen order. The PDF layouts and
// the history's read-only view print from here; the form screens may reuse the labels.

// The shapes are in request-field.ts, which request-display.ts (re-exported below) also imports.
export type { RequestField, RequestFieldKind, RequestSection };

const f = (key: string, label: string, span: RequestField['span'] = 2, extra: Partial<RequestField> = {}): RequestField => ({ key, label, span, ...extra });
const flag = (key: string, label: string) => f(key, label, 4, { kind: 'flag' });

const ownerAddress = (): RequestField[] => [
  f('documentoIdentidade', 'Documento de Identidade', 1),
  f('orgaoExpedidor', 'Órgão Expedidor', 1),
  f('cpfCnpj', 'CPF/CNPJ', 1),
  f('cnh', 'CNH', 1),
  f('endereco', 'Endereço'),
  f('numero', 'Número', 1),
  f('complemento', 'Complemento', 1),
  f('cep', 'CEP', 1),
  f('uf', 'UF', 1),
  f('cidade', 'Cidade', 1),
  f('bairro', 'Bairro', 1),
  f('telefone', 'Telefone', 1),
  f('celular', 'Celular', 1),
  f('email', 'Email'),
];

const owner = (nameKey: 'nomeRazaoSocial' | 'nome', title = 'Dados do Proprietário'): RequestSection => ({
  title,
  fields: [f(nameKey, nameKey === 'nome' ? 'Nome' : 'Nome/Razão Social'), f('nomeSocial', 'Nome Social'), ...ownerAddress()],
});

const buyer: RequestSection = {
  title: 'Dados do Comprador',
  fields: [
    f('compradorNomeRazao', 'Nome/Razão Social'),
    f('compradorNomeSocial', 'Nome Social'),
    f('compradorDocumento', 'Documento de Identidade', 1),
    f('compradorCpfCnpj', 'CPF/CNPJ', 1),
    f('compradorNacionalidade', 'Nacionalidade', 1),
    f('compradorNaturalidade', 'Naturalidade', 1),
    f('compradorEndereco', 'Endereço'),
    f('compradorNumero', 'Número', 1),
    f('compradorComplemento', 'Complemento', 1),
    f('compradorCep', 'CEP', 1),
    f('compradorUf', 'UF', 1),
    f('compradorCidade', 'Cidade', 1),
    f('compradorBairro', 'Bairro', 1),
    f('compradorTelefone', 'Telefone', 1),
    f('compradorCelular', 'Celular', 1),
    f('compradorEmail', 'Email'),
  ],
};

/** Plate, RENAVAM and chassis: enough for DETRAN to tell which vehicle (and which CRV). */
const vehicleId = (): RequestField[] => [f('placa', 'Placa', 1), f('renavam', 'RENAVAM', 1), f('chassi', 'Chassi')];

const requester = (withEmail: boolean): RequestSection => ({
  title: 'Dados do Requerente',
  fields: [
    f('nomeRequerente', 'Nome/Razão Social'),
    f('cpfCnpjRequerente', 'CPF/CNPJ', 1),
    f('rgRequerente', 'RG', 1),
    f('enderecoRequerente', 'Endereço', 3),
    f('cepRequerente', 'CEP', 1),
    f('telefoneRequerente', 'Telefone'),
    ...(withEmail ? [f('emailRequerente', 'Email')] : []),
  ],
});

const vehicle = (extra: RequestField[] = []): RequestSection => ({
  title: 'Dados do Veículo',
  fields: [
    f('placaVeiculo', 'Placa', 1),
    f('chassi', 'Chassi'),
    f('renavam', 'RENAVAM', 1),
    f('marcaModelo', 'Marca/Modelo'),
    f('anoFabricacao', 'Ano de Fabricação', 1),
    f('anoModelo', 'Ano do Modelo', 1),
    ...extra,
  ],
});

const declaracao = flag('declaracao', 'Declaro que as informações prestadas são verdadeiras');

const seller = (title: string): RequestSection => ({
  title,
  fields: [
    f('nomeRazaoSocialVendedor', 'Nome/Razão Social'),
    f('nomeSocialVendedor', 'Nome Social'),
    f('documentoVendedor', 'Documento de Identidade', 1),
    f('orgaoExpedidor', 'Órgão Expedidor', 1),
    f('cpfCnpjVendedor', 'CPF/CNPJ', 1),
    f('cnhVendedor', 'CNH', 1),
    f('telefoneVendedor', 'Telefone', 1),
    f('celularVendedor', 'Celular', 1),
    f('emailVendedor', 'Email'),
  ],
});

const saleBuyer = (title: string): RequestSection => ({
  title,
  fields: [
    f('nomeRazaoSocialComprador', 'Nome/Razão Social'),
    f('nomeSocialComprador', 'Nome Social'),
    f('documentoComprador', 'Documento de Identidade', 1),
    f('cpfCnpjComprador', 'CPF/CNPJ', 1),
    f('emailComprador', 'Email'),
    f('enderecoComprador', 'Endereço'),
    f('numeroComprador', 'Número', 1),
    f('complementoComprador', 'Complemento', 1),
    f('cepComprador', 'CEP', 1),
    f('ufComprador', 'UF', 1),
    f('cidadeComprador', 'Cidade', 1),
    f('bairroComprador', 'Bairro', 1),
    f('telefoneComprador', 'Telefone'),
    f('celularComprador', 'Celular'),
  ],
});

/** The three kinds of Vistoria em Trânsito, in the form's order (each has its own library item). */
export const TRANSIT_INSPECTION_FLAGS = ['vistoriaOutrosEstados', 'vistoriaMovel', 'vistoriaRioJaneiro'] as const;
export type TransitInspectionFlag = (typeof TRANSIT_INSPECTION_FLAGS)[number];
/** Vistoria móvel ticked, or no kind ticked yet (the blank form, ticked by hand). */
const mobileInspectionOrUnticked = (data: Record<string, unknown>) => data.vistoriaMovel === true || !TRANSIT_INSPECTION_FLAGS.some((k) => data[k] === true);

/** The sale forms print place and date above the signatures rather than as a section. */
export const PLACE_AND_DATE_SECTION = 'Local e Data';
const placeAndDate: RequestSection = { title: PLACE_AND_DATE_SECTION, fields: [f('local', 'Local'), f('data', 'Data')] };
const money = (key: string, label: string, span: RequestField['span'] = 2) => f(key, label, span, { kind: 'money' });

export const requestSections: Record<RequestType, readonly RequestSection[]> = {
  'vistoria-transito': [
    owner('nomeRazaoSocial'),
    {
      title: 'Dados do Veículo',
      fields: [
        ...vehicleId(),
        f('marcaModelo', 'Marca/Modelo'),
        f('anoFabricacao', 'Ano de Fabricação', 1),
        f('anoModelo', 'Ano do Modelo', 1),
        f('cor', 'Cor'),
        f('combustivel', 'Combustível', 2, { options: combustivelOptions }),
      ],
    },
    {
      title: 'Tipo de Vistoria',
      fields: [
        flag(TRANSIT_INSPECTION_FLAGS[0], 'Vistoria em trânsito para veículos emplacados em outros estados'),
        flag(TRANSIT_INSPECTION_FLAGS[1], 'Vistoria móvel'),
        flag(TRANSIT_INSPECTION_FLAGS[2], 'Vistoria em trânsito para veículos emplacados no Rio de Janeiro'),
        f('dataVistoria', 'Data da Vistoria', 1),
        f('localVistoria', 'Local da Vistoria', 3),
        // Only the vistoria móvel has a reason: the other two kinds (their own library items) never print it.
        f('motivoVistoriaMovel', 'Motivo da Vistoria Móvel', 4, { shownWhen: mobileInspectionOrUnticked }),
      ],
    },
  ],
  'isencao-taxa': [
    owner('nome', 'Dados Pessoais'),
    { title: 'Dados do Veículo', fields: vehicleId() },
    {
      title: 'Dados do Registro de Ocorrência',
      fields: [
        f('numeroBoletim', 'Número do Registro de Ocorrência'),
        f('dataOcorrencia', 'Data da Ocorrência'),
        f('numeroDelegacia', 'Número da Delegacia'),
        f('cidadeDelegacia', 'Cidade da Delegacia'),
        f('bairroDelegacia', 'Bairro da Delegacia'),
      ],
    },
    {
      title: 'Documento Solicitado (furto ou roubo)',
      fields: [
        flag('crvCertificado', 'CRV – Certificado de Registro de Veículo'),
        flag('crlvCertificado', 'CRLV – Certificado de Registro e Licenciamento de Veículo'),
      ],
    },
  ],
  'comunicacao-venda': [
    owner('nomeRazaoSocial', 'Dados do Proprietário (Vendedor)'),
    { title: 'Dados do Veículo', fields: vehicleId() },
    { title: 'Dados da Venda', fields: [f('dataVenda', 'Data da Venda'), money('valorVenda', 'Valor da Venda')] },
    buyer,
  ],
  'casos-especiais-comunicacao-venda': [
    requester(false),
    vehicle([f('cor', 'Cor', 1), f('combustivel', 'Combustível', 1, { options: combustivelOptions })]),
    { title: 'Proprietário Anterior', fields: [f('nomeProprietarioAnterior', 'Nome/Razão Social', 3), f('cpfCnpjProprietarioAnterior', 'CPF/CNPJ', 1)] },
    {
      title: 'Novo Proprietário',
      fields: [f('nomeNovoProprietario', 'Nome/Razão Social', 3), f('cpfCnpjNovoProprietario', 'CPF/CNPJ', 1), f('enderecoNovoProprietario', 'Endereço', 4)],
    },
    {
      title: 'Dados da Venda',
      fields: [f('motivoSolicitacao', 'Motivo da Solicitação', 4), f('dataVenda', 'Data da Venda'), money('valorVenda', 'Valor da Venda')],
    },
    {
      title: 'Documentos Anexos',
      fields: [
        f('documentosAnexos', 'Documentos anexados', 4, {
          kind: 'list',
          options: asOptions(documentosAnexosOptions),
          optionsFor: (data) => asOptions(documentosAnexosFor(typeof data.motivoSolicitacao === 'string' ? data.motivoSolicitacao : undefined)),
        }),
      ],
    },
    { title: 'Declaração', fields: [declaracao] },
  ],
  'informacao-venda': [
    requester(true),
    vehicle(),
    {
      title: 'Dados da Solicitação',
      fields: [
        f('finalidadeInformacao', 'Finalidade da Informação', 4),
        f('tipoInformacao', 'Tipo de Informação', 4),
        f('periodoConsulta', 'Período de Consulta', 2, { options: periodoConsultaOptions }),
        f('dataInicial', 'Data Inicial', 1),
        f('dataFinal', 'Data Final', 1),
      ],
    },
    { title: 'Declaração', fields: [declaracao] },
  ],
  'certidao-propriedade': [
    requester(true),
    vehicle(),
    {
      title: 'Dados da Certidão',
      fields: [
        f('finalidadeCertidao', 'Finalidade da Certidão'),
        f('tipoCertidao', 'Tipo de Certidão'),
        f('numeroVias', 'Número de Vias', 2, { options: numeroViasOptions }),
      ],
    },
    {
      title: 'Relacionamento com o Veículo',
      fields: [
        f('relacionamentoVeiculo', 'Relacionamento'),
        f('documentoComprobatorio', 'Documento Comprobatório'),
        f('nomeProprietario', 'Nome do Proprietário', 3),
        f('cpfCnpjProprietario', 'CPF/CNPJ do Proprietário', 1),
      ],
    },
    { title: 'Forma de Entrega', fields: [f('formaEntrega', 'Forma de Entrega'), f('enderecoEntrega', 'Endereço de Entrega')] },
    { title: 'Declaração', fields: [declaracao] },
  ],
  'intencao-venda': [
    seller('Proprietário Atual (Vendedor)'),
    {
      title: 'Dados do Veículo',
      fields: [
        f('placa', 'Placa', 1),
        f('renavam', 'RENAVAM', 1),
        money('valorVenda', 'Valor da Venda'),
        f('numeroSegurancaCRV', 'Número de Segurança do CRV', 4),
      ],
    },
    saleBuyer('Futuro Proprietário (Comprador)'),
    placeAndDate,
  ],
  'cancelamento-intencao-venda': [
    seller('Dados do Vendedor'),
    saleBuyer('Dados do Comprador'),
    {
      title: 'Dados do Veículo e Motivo do Cancelamento',
      fields: [f('placa', 'Placa', 1), f('renavam', 'RENAVAM', 1), money('valorVenda', 'Valor da Venda'), f('motivoCancelamento', 'Motivo do Cancelamento', 4)],
    },
    placeAndDate,
  ],
};

/** Field key → label of one form (for error summaries and the read-only view). */
export function requestFieldLabels(type: RequestType): Record<string, string> {
  return Object.fromEntries(requestSections[type].flatMap((s) => s.fields.map((field) => [field.key, field.label])));
}

// What the history, the print area and the PDFs show of a stored value, and which fields a form prints.
export { displayRequestValue, visibleFields } from './request-display.ts';
