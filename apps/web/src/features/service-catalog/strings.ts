import { formatMoney } from '@despacha/domain/validators/money';

// pt-BR texts of the service catalog screen (admin) and of its hint in Cadastro do Serviço.
export const catalogStrings = {
  description: 'Códigos DUDA, taxas do DETRAN-RJ por ano, documentos exigidos e prazos legais de cada tipo de serviço',
  retry: 'Tentar novamente',
  loadFailed: 'Erro ao carregar o catálogo de serviços. Tente novamente.',
  empty: 'Nenhum tipo de serviço ativo. Cadastre os tipos em Assinaturas → Gerenciar Opções.',
  duda: {
    title: 'Códigos DUDA',
    none: 'Nenhum código DUDA cadastrado',
    verified: 'Verificado',
    unverified: 'A confirmar',
    unverifiedHint: 'Códigos a confirmar não são impressos em recibos nem formulários.',
    code: 'Código DUDA',
    codePlaceholder: '000-0',
    note: 'Observação',
    add: 'Adicionar código',
    confirm: 'Confirmar',
    unconfirm: 'Marcar a confirmar',
    remove: 'Remover',
  },
  fees: {
    title: 'Taxa DETRAN por ano',
    year: 'Ano',
    fee: 'Taxa (R$)',
    save: 'Salvar taxa',
    remove: 'Remover',
    current: (year: number, cents: number) => `${year}: ${formatMoney(cents)}`,
    missing: (year: number) => `Sem taxa cadastrada para ${year}`,
  },
  documents: {
    title: 'Documentos exigidos',
    hint: 'O checklist de um novo serviço deste tipo começa com estes itens.',
  },
  deadline: {
    title: 'Prazo legal',
    days: 'Prazo (dias)',
    basis: 'Base legal',
    none: 'Sem prazo legal',
  },
  save: 'Salvar documentos e prazo',
  saving: 'Salvando...',
  toasts: {
    saved: 'Catálogo atualizado com sucesso!',
    feeSaved: 'Taxa salva com sucesso!',
    feeRemoved: 'Taxa removida',
    codeAdded: 'Código DUDA adicionado (a confirmar)',
    codeConfirmed: 'Código DUDA confirmado',
    codeUnconfirmed: 'Código DUDA marcado a confirmar',
    codeRemoved: 'Código DUDA removido',
    failed: 'Erro ao salvar o catálogo.',
  },
  /** Cadastro do Serviço, under the DETRAN fee. */
  hint: {
    label: 'Catálogo do serviço',
    fee: (year: number, cents: number) => `Taxa DETRAN ${year} pelo catálogo: ${formatMoney(cents)}`,
    noFee: (year: number) => `Sem taxa DETRAN cadastrada para ${year} no catálogo: informe o valor.`,
    duda: (codes: string) => `DUDA: ${codes}`,
    deadline: (days: number, basis: string) => `Prazo legal: ${days} dias${basis ? ` (${basis})` : ''}`,
  },
};
