import { CODE, PLAN_FEATURES_TEXT_MAX, TEXT, TRIAL_DAYS_MAX, USERS_MAX, digitsOf } from './limits.ts';

// The maxLength a form input shows, by the name of the contract field it edits. A field name
// means one thing in every contract ('numero' is always an address number), so one table serves
// every form without importing zod; contract-limits.test.ts checks that each contract's limit
// for a field is this one, and that nothing here is stale.

const fields = (max: number, names: string) => names.split(/\s+/).map((name) => [name, max] as const);

const table = new Map<string, number>([
  ...fields(TEXT.name, 'name adminName nomeSocial compradorNomeSocial nomeSocialVendedor nomeSocialComprador'),
  ...fields(
    TEXT.legalName,
    `nome nomeEmpresa razaoSocial exProp nomeRazaoSocial compradorNomeRazao nomeRequerente nomeProprietario
     nomeProprietarioAnterior nomeNovoProprietario nomeRazaoSocialVendedor nomeRazaoSocialComprador`,
  ),
  ...fields(TEXT.email, 'email adminEmail emailRequerente compradorEmail emailVendedor emailComprador'),
  ...fields(TEXT.password, 'password confirm currentPassword newPassword temporaryPassword'),
  ...fields(
    TEXT.address,
    `address endereco restricoes compradorEndereco enderecoRequerente enderecoComprador enderecoEntrega
     enderecoNovoProprietario localVistoria motivoVistoriaMovel`,
  ),
  ...fields(TEXT.addressNumber, 'numero compradorNumero numeroComprador'),
  ...fields(TEXT.complement, 'complemento compradorComplemento complementoComprador'),
  ...fields(
    TEXT.place,
    `city bairro municipio naturalidade cidade compradorNaturalidade compradorCidade compradorBairro cidadeComprador
     bairroComprador cidadeDelegacia bairroDelegacia local`,
  ),
  ...fields(
    TEXT.label,
    `optionValue optionLabel servico assinatura posicao envelope entregue marca modelo chRem especie combustivel
     cilindrada categoria carro potencia tipo capacidadePass ton catSeg eixos procedencia cor origemServico
     capaProcesso finArr posto marcaModelo documentoComprobatorio finalidadeCertidao tipoCertidao numeroVias
     relacionamentoVeiculo formaEntrega motivoSolicitacao finalidadeInformacao tipoInformacao periodoConsulta title`,
  ),
  ...fields(
    TEXT.short,
    `orgao nCrvInf documentoIdentidade orgaoExpedidor compradorDocumento rgRequerente documentoVendedor
     documentoComprador numeroBoletim numeroDelegacia numeroSegurancaCRV`,
  ),
  ...fields(TEXT.word, 'nacionalidade estadoCivil compradorNacionalidade'),
  ...fields(TEXT.note, 'reason description observacoes note conclusao motivoCancelamento'),
  ...fields(TEXT.search, 'q'),
  ...fields(TEXT.id, 'id type planId newPlanId clientId vehicleId ownerId originId serviceId userId quoteId'),
  ...fields(TEXT.extension, 'ramal'),
  ...fields(TEXT.token, 'token'),
  ...fields(CODE.cpf, 'cpf'),
  ...fields(CODE.cnpj, 'cnpj'),
  ...fields(
    CODE.cpfCnpj,
    'cpfCnpj cpfCnpjAnt compradorCpfCnpj cpfCnpjRequerente cpfCnpjProprietario cpfCnpjProprietarioAnterior cpfCnpjNovoProprietario cpfCnpjVendedor cpfCnpjComprador',
  ),
  ...fields(CODE.cep, 'zipCode cep compradorCep cepRequerente cepComprador'),
  ...fields(
    CODE.phone,
    'phone adminPhone telefone celular telCom telRes cel compradorTelefone compradorCelular telefoneRequerente telefoneVendedor celularVendedor telefoneComprador celularComprador',
  ),
  ...fields(CODE.plate, 'placa placaAnterior placaVeiculo'),
  ...fields(CODE.renavam, 'renavam'),
  ...fields(CODE.chassis, 'chassis chassi'),
  ...fields(CODE.cnh, 'cnh cnhVendedor'),
  ...fields(CODE.date, 'dataCadastro emissao nasc dataProc prazo movedOn data from to dataVenda dataInicial dataFinal dataVistoria dataOcorrencia'),
  ...fields(CODE.year, 'anoFabricacao anoModelo'),
  ...fields(CODE.uf, 'uf state compradorUf ufComprador'),
  ...fields(CODE.time, 'hora'),
  ...fields(CODE.money, 'price additionalUserPrice valor honorarios duvidas extras valorVenda'),
  ...fields(digitsOf(USERS_MAX), 'baseUsers'),
  ...fields(digitsOf(TRIAL_DAYS_MAX), 'trialDays'),
  ...fields(PLAN_FEATURES_TEXT_MAX, 'features'),
]);

export const fieldMaxLength: ReadonlyMap<string, number> = table;

/** The limit of the field an input edits, by its form name ('nome', 'owner.nome'); undefined when none. */
export function maxLengthOfField(name: string | undefined): number | undefined {
  return name ? table.get(name.slice(name.lastIndexOf('.') + 1)) : undefined;
}
