import { entityOf, type ImportEntity, type ImportFieldKey } from './field-keys.ts';

// Importar dados: the fields a column can fill, with the labels of the forms and the header texts
// that mean them (header-match.ts matches a file's header row to them).

export type ImportField = {
  key: ImportFieldKey;
  entity: ImportEntity;
  /** The label of the field in the forms (Cadastro do Sistema), pt-BR. */
  label: string;
  /** Header texts that mean this field, besides the label. */
  synonyms: readonly string[];
};

const field = (key: ImportFieldKey, label: string, synonyms: readonly string[]): ImportField => ({ key, entity: entityOf(key), label, synonyms });

export const importFields: readonly ImportField[] = [
  field('owner.nome', 'Proprietário', [
    'nome',
    'nome do proprietário',
    'proprietário',
    'nome do cliente',
    'cliente',
    'nome completo',
    'razão social',
    'nome/razão social',
    'titular',
    'nome do titular',
    'contribuinte',
  ]),
  field('owner.cpfCnpj', 'CPF/CNPJ', [
    'cpf',
    'cnpj',
    'cpf ou cnpj',
    'cnpj/cpf',
    'documento',
    'doc',
    'nº do documento',
    'documento do proprietário',
    'cpf/cnpj do proprietário',
    'cpf do proprietário',
    'cpf do cliente',
    'cnpj do cliente',
  ]),
  field('owner.email', 'Email', ['e-mail', 'email do cliente', 'correio eletrônico', 'endereço eletrônico']),
  field('owner.cel', 'Celular', ['cel', 'telefone celular', 'fone celular', 'whatsapp', 'whats', 'zap', 'móvel', 'telefone móvel', 'celular/whatsapp']),
  field('owner.telRes', 'Tel. Residencial', [
    'telefone',
    'fone',
    'tel',
    'telefone residencial',
    'fone residencial',
    'residencial',
    'telefone fixo',
    'fixo',
    'telefone de contato',
    'tel_res',
  ]),
  field('owner.telCom', 'Tel. Comercial', ['telefone comercial', 'fone comercial', 'comercial', 'telefone do trabalho', 'tel_com']),
  field('owner.cep', 'CEP', ['código postal', 'cep do proprietário']),
  field('owner.endereco', 'Endereço', ['logradouro', 'rua', 'endereço completo', 'endereço do proprietário', 'end']),
  field('owner.numero', 'Número', ['nº', 'num', 'nro', 'número do endereço', 'número da casa', 'número residencial']),
  field('owner.complemento', 'Complemento', ['compl', 'complemento do endereço']),
  field('owner.bairro', 'Bairro', ['bairro do proprietário']),
  field('owner.municipio', 'Município', ['cidade', 'localidade', 'município do proprietário', 'cidade do proprietário', 'mun']),
  field('owner.uf', 'UF', ['estado', 'sigla do estado', 'uf do proprietário']),
  field('owner.nasc', 'Nascimento', ['data de nascimento', 'dt nasc', 'nasc', 'aniversário', 'data de aniversário']),

  field('vehicle.placa', 'Placa', ['placa do veículo', 'placa veic', 'placa do carro', 'placa atual']),
  field('vehicle.renavam', 'RENAVAM', ['código renavam', 'cód renavam', 'nº do renavam', 'número do renavam', 'renavan']),
  field('vehicle.chassis', 'Chassi', ['chassis', 'nº do chassi', 'número do chassi', 'vin']),
  field('vehicle.marca', 'Marca', ['fabricante', 'montadora', 'marca do veículo']),
  field('vehicle.modelo', 'Modelo', ['modelo do veículo', 'marca/modelo', 'marca/modelo/versão', 'veículo', 'descrição do veículo']),
  field('vehicle.anoFabricacao', 'Ano Fabricação', ['ano', 'ano de fabricação', 'ano fab', 'fabricação', 'ano_fabricacao']),
  field('vehicle.anoModelo', 'Ano Modelo', ['ano do modelo', 'ano mod', 'ano/modelo', 'ano_modelo']),
  field('vehicle.cor', 'Cor', ['cor predominante', 'cor do veículo']),
  field('vehicle.combustivel', 'Combustível', ['comb', 'tipo de combustível']),
  field('vehicle.especie', 'Espécie', ['espécie/tipo', 'espécie do veículo']),
  field('vehicle.tipo', 'Tipo', ['tipo do veículo', 'tipo de veículo']),
  field('vehicle.categoria', 'Categoria', ['categoria do veículo']),

  field('service.servico', 'Serviço', [
    'tipo de serviço',
    'serviço realizado',
    'serviço prestado',
    'serviço solicitado',
    'descrição do serviço',
    'nome do serviço',
    'tipo de processo',
  ]),
  field('service.origem', 'Origem (empresa)', ['origem', 'origem do serviço', 'empresa de origem', 'empresa', 'indicação', 'indicado por', 'parceiro']),
  field('service.posicao', 'Posição', ['posição do serviço', 'posição do processo', 'etapa', 'fase']),
  field('service.status', 'Situação', ['status', 'situação do serviço', 'status do serviço', 'andamento', 'concluído']),
  field('service.dataProc', 'Data Processo', [
    'data',
    'data do processo',
    'dt cadastro',
    'data de cadastro',
    'data de entrada',
    'data de abertura',
    'data do serviço',
    'abertura',
    'entrada',
    'data_proc',
  ]),
  field('service.prazo', 'Prazo', ['vencimento', 'data de entrega', 'previsão de entrega', 'previsão', 'data prevista', 'prazo de entrega', 'data limite']),
  field('service.valor', 'Taxas DETRAN (valor)', [
    'valor',
    'valor detran',
    'taxas',
    'taxas detran',
    'taxa detran',
    'taxas do detran',
    'detran',
    'valor das taxas',
    'custas',
    'guia',
    'valor da guia',
  ]),
  field('service.honorarios', 'Honorários', ['honorários do despachante', 'valor do serviço', 'valor honorários', 'hon', 'comissão']),
  field('service.valorPago', 'Valor Pago', [
    'valor recebido',
    'recebido',
    'pago',
    'total pago',
    'total recebido',
    'pagamento',
    'valor do pagamento',
    'valor pgto',
  ]),
  field('service.observacoes', 'Observações', ['observação', 'obs', 'anotações', 'comentários', 'notas']),
];

const labels = new Map(importFields.map((f) => [f.key, f.label]));

/** The form's label of a field ('CPF/CNPJ', 'Placa'...). */
export function importFieldLabel(key: ImportFieldKey): string {
  return labels.get(key) ?? key;
}
