// pt-BR texts of Intenção de Venda and its cancellation that the domain (labels.ts,
// document-texts.ts) does not hold.
export const saleStrings = {
  tabs: { label: 'Forma de preenchimento', search: 'Buscar no Sistema', manual: 'Preenchimento Manual' },
  search: {
    title: 'Buscar Dados no Cadastro do Sistema',
    hint: 'Digite a placa, RENAVAM, CPF/CNPJ do vendedor ou nome do proprietário',
    label: 'Placa, RENAVAM, CPF/CNPJ ou nome',
    placeholder: 'Ex.: ABC1D23, 12345678901 ou 12.345.678/0001-90',
  },
  emailRequired: 'Email (obrigatório)',
  // The other placeholders are the request forms' (see RequestFieldGrid).
  placeholders: { email: 'nome@exemplo.com.br' },
  reasonHint: 'Explique por que a venda não se concretizou (desistência do comprador ou do vendedor).',
  placeAndDate: 'Local e Data',
  place: 'Local de Assinatura',
  clear: 'Limpar Formulário',
  submit: 'Enviar Solicitação',
  submitFailed: 'Não foi possível enviar a solicitação',
  fixFields: 'Corrija os campos destacados.',
  tryAgain: 'Tente novamente em instantes.',
  sent: 'Solicitação registrada.',
  print_: {
    agencyCnpj: (cnpj: string) => `CNPJ ${cnpj}`,
    dateLine: '____ de ______________________ de ________',
    field: 'Campo',
    value: 'Valor',
    page2: 'Página 2',
  },
} as const;
