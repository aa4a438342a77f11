import type { z } from 'zod';
import type { RequestType, RequestTypeEntry } from './request-types.ts';
import { docs, ownerInput, ownerMessages, requesterInput, requesterMessages, vehicleIdInput } from './test-support.ts';

// One filled form per request type, typed as a user would (masks included): the contract tests,
// the server's API tests, the PDF bench and the end-to-end tests all start from these. And, per
// type, the message each required field gives when it is left empty ('' / false / []).

type RequestInput<K extends RequestType> = z.input<Extract<RequestTypeEntry, { type: K }>['schema']>;

const { nomeRazaoSocial, ...ownerRest } = ownerInput();

const buyer = {
  compradorNomeRazao: 'Ana Costa',
  compradorNomeSocial: '',
  compradorDocumento: '21.456.789-0',
  compradorCpfCnpj: '529.982.247-25',
  compradorNacionalidade: 'Brasileira',
  compradorNaturalidade: 'Niterói/RJ',
  compradorEndereco: 'Rua Voluntários da Pátria',
  compradorNumero: '100',
  compradorComplemento: 'apto 201',
  compradorCep: '22270-000',
  compradorUf: 'RJ',
  compradorCidade: 'Rio de Janeiro',
  compradorBairro: 'Botafogo',
  compradorTelefone: '(21) 3222-1100',
  compradorCelular: '',
  compradorEmail: 'ana@exemplo.com.br',
};

const seller = {
  nomeRazaoSocialVendedor: 'José Antônio Gonçalves',
  nomeSocialVendedor: '',
  documentoVendedor: '11.222.333-4',
  orgaoExpedidor: 'DETRAN-RJ',
  cpfCnpjVendedor: docs.cpf,
  cnhVendedor: '',
  telefoneVendedor: docs.phone,
  celularVendedor: '',
  emailVendedor: 'jose@exemplo.com.br',
};

const saleBuyer = {
  nomeRazaoSocialComprador: 'Transportes Ipanema Ltda',
  nomeSocialComprador: '',
  documentoComprador: '',
  cpfCnpjComprador: docs.cnpj,
  enderecoComprador: 'Av. Rio Branco',
  numeroComprador: '1',
  complementoComprador: '',
  cepComprador: docs.cep,
  ufComprador: 'RJ',
  cidadeComprador: 'Rio de Janeiro',
  bairroComprador: 'Centro',
  telefoneComprador: '',
  celularComprador: '',
  emailComprador: 'compras@ipanema.com.br',
};

const vehicleDescription = { marcaModelo: 'VW/Gol 1.0', anoFabricacao: '2019', anoModelo: '2020' };

export const SAMPLE_PLATE = 'ABC1D23';

export const sampleRequests = {
  'vistoria-transito': {
    ...ownerInput(),
    nomeRazaoSocial: 'Maria Conceição da Silva',
    placa: SAMPLE_PLATE,
    renavam: docs.renavam,
    vistoriaOutrosEstados: false,
    vistoriaMovel: true,
    vistoriaRioJaneiro: false,
    dataVistoria: '20/03/2026',
    localVistoria: 'Rua São Clemente, 200 – Botafogo',
  },
  'isencao-taxa': {
    nome: nomeRazaoSocial.trim(),
    ...ownerRest,
    numeroBoletim: '012-00345/2026',
    numeroDelegacia: '12ª DP',
    cidadeDelegacia: 'Rio de Janeiro',
    bairroDelegacia: 'Copacabana',
    crvCertificado: true,
    crlvCertificado: false,
  },
  'comunicacao-venda': { ...ownerInput(), placa: 'abc-1234', renavam: docs.renavam, ...buyer },
  'casos-especiais-comunicacao-venda': {
    ...requesterInput(),
    ...vehicleIdInput(),
    placaVeiculo: SAMPLE_PLATE,
    ...vehicleDescription,
    cor: 'Prata',
    combustivel: 'flex',
    nomeProprietarioAnterior: 'João Pereira',
    cpfCnpjProprietarioAnterior: docs.cpf,
    nomeNovoProprietario: 'Ana Costa',
    cpfCnpjNovoProprietario: '529.982.247-25',
    enderecoNovoProprietario: 'Rua Voluntários da Pátria, 100',
    motivoSolicitacao: 'Venda não comunicada no prazo legal',
    dataVenda: '10/01/2025',
    valorVenda: '35.500,00',
    documentosAnexos: ['Cópia do CRV autenticada', 'Comprovante de residência'],
    declaracao: true,
  },
  'informacao-venda': {
    ...requesterInput(),
    emailRequerente: '',
    ...vehicleIdInput(),
    placaVeiculo: SAMPLE_PLATE,
    ...vehicleDescription,
    finalidadeInformacao: 'Comprovação para seguro',
    tipoInformacao: 'Histórico de transferências',
    dataInicial: '01/01/2024',
    dataFinal: '31/12/2024',
    periodoConsulta: 'personalizado',
    declaracao: true,
  },
  'certidao-propriedade': {
    ...requesterInput(),
    emailRequerente: 'despacho@centro.com.br',
    ...vehicleIdInput(),
    placaVeiculo: SAMPLE_PLATE,
    marcaModelo: '',
    anoFabricacao: '',
    anoModelo: '',
    finalidadeCertidao: 'Financiamento bancário',
    tipoCertidao: 'Certidão negativa de gravame',
    numeroVias: '2',
    relacionamentoVeiculo: 'Procurador',
    documentoComprobatorio: 'Procuração pública',
    nomeProprietario: 'Maria da Silva',
    cpfCnpjProprietario: docs.cpf,
    formaEntrega: 'Email (quando aplicável)',
    enderecoEntrega: '',
    declaracao: true,
  },
  'intencao-venda': {
    ...seller,
    placa: SAMPLE_PLATE,
    renavam: docs.renavam,
    valorVenda: '42.000,00',
    numeroSegurancaCRV: '12345678901',
    ...saleBuyer,
    local: 'Niterói',
    data: '05/03/2026',
  },
  'cancelamento-intencao-venda': {
    ...seller,
    ...saleBuyer,
    placa: SAMPLE_PLATE,
    renavam: docs.renavam,
    valorVenda: '42.000,00',
    motivoCancelamento: 'O comprador desistiu da compra.',
    local: 'Rio de Janeiro',
    data: '06/03/2026',
  },
} satisfies { [K in RequestType]: RequestInput<K> };

const buyerMessages = {
  compradorNomeRazao: 'Nome/Razão Social do comprador é obrigatório',
  compradorDocumento: 'Documento do comprador é obrigatório',
  compradorCpfCnpj: 'CPF/CNPJ do comprador é obrigatório',
  compradorEndereco: 'Endereço do comprador é obrigatório',
  compradorNumero: 'Número é obrigatório',
  compradorCep: 'CEP deve ter 8 dígitos',
  compradorUf: 'UF é obrigatória',
  compradorCidade: 'Cidade é obrigatória',
  compradorBairro: 'Bairro é obrigatório',
  compradorTelefone: 'Telefone é obrigatório',
};

const declaracao = { declaracao: 'Declaração deve ser aceita' };

/** §5: the message of each required field left empty ('' / false / []). */
export const requiredMessages: Record<RequestType, Record<string, string>> = {
  'vistoria-transito': {
    nomeRazaoSocial: 'Nome/Razão Social é obrigatório',
    ...ownerMessages,
    placa: 'Placa é obrigatória',
    renavam: 'RENAVAM é obrigatório',
    dataVistoria: 'Data da vistoria é obrigatória',
    localVistoria: 'Local da vistoria é obrigatório',
  },
  'isencao-taxa': {
    nome: 'Nome é obrigatório',
    ...ownerMessages,
    numeroBoletim: 'Número do boletim é obrigatório',
    numeroDelegacia: 'Número da delegacia é obrigatório',
    cidadeDelegacia: 'Cidade da delegacia é obrigatória',
    bairroDelegacia: 'Bairro da delegacia é obrigatório',
  },
  'comunicacao-venda': {
    nomeRazaoSocial: 'Nome/Razão Social é obrigatório',
    ...ownerMessages,
    placa: 'Placa é obrigatória',
    renavam: 'RENAVAM é obrigatório',
    ...buyerMessages,
  },
  'casos-especiais-comunicacao-venda': {
    ...requesterMessages,
    marcaModelo: 'Marca/Modelo é obrigatório',
    anoFabricacao: 'Ano de fabricação é obrigatório',
    anoModelo: 'Ano do modelo é obrigatório',
    cor: 'Cor é obrigatória',
    combustivel: 'Combustível é obrigatório',
    nomeProprietarioAnterior: 'Nome do proprietário anterior é obrigatório',
    cpfCnpjProprietarioAnterior: 'CPF/CNPJ do proprietário anterior é obrigatório',
    nomeNovoProprietario: 'Nome do novo proprietário é obrigatório',
    cpfCnpjNovoProprietario: 'CPF/CNPJ do novo proprietário é obrigatório',
    enderecoNovoProprietario: 'Endereço do novo proprietário é obrigatório',
    motivoSolicitacao: 'Motivo da solicitação é obrigatório',
    dataVenda: 'Data da venda é obrigatória',
    documentosAnexos: 'Pelo menos um documento deve ser selecionado',
    ...declaracao,
  },
  'informacao-venda': {
    ...requesterMessages,
    finalidadeInformacao: 'Finalidade é obrigatória',
    tipoInformacao: 'Tipo de informação é obrigatório',
    ...declaracao,
  },
  'certidao-propriedade': {
    ...requesterMessages,
    finalidadeCertidao: 'Finalidade é obrigatória',
    tipoCertidao: 'Tipo de certidão é obrigatório',
    numeroVias: 'Número de vias é obrigatório',
    relacionamentoVeiculo: 'Relacionamento é obrigatório',
    formaEntrega: 'Forma de entrega é obrigatória',
    ...declaracao,
  },
  'intencao-venda': { emailVendedor: 'Email do vendedor é obrigatório', emailComprador: 'Email do comprador é obrigatório' },
  'cancelamento-intencao-venda': { emailVendedor: 'Email do vendedor é obrigatório', emailComprador: 'Email do comprador é obrigatório' },
};
