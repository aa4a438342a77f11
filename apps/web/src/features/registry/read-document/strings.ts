import type { ReadFieldKey } from '@despacha/domain/contracts/document-reading/read-document';

// pt-BR texts of "Ler CRLV-e" in Cadastro do Sistema (decision 056); the server's refusals come
// from documentReadingMessages.
export const readDocumentStrings = {
  title: 'Ler CRLV-e',
  hint: 'Arraste o PDF do CRLV-e ou da ATPV-e para cá, ou clique em Ler CRLV-e: os campos encontrados são preenchidos para você conferir antes de salvar.',
  button: 'Ler CRLV-e',
  chooseFile: 'Escolher o PDF do CRLV-e ou da ATPV-e',
  reading: (name: string) => `Lendo ${name}...`,
  readingLabel: 'Lendo o PDF',
  failed: 'Não foi possível ler o PDF agora. Tente novamente.',
  summary: {
    title: { 'crlv-e': 'CRLV-e lido', 'atpv-e': 'ATPV-e lida' },
    filledCount: (n: number) =>
      n === 1 ? '1 campo preenchido: confira e clique em Salvar Cadastro.' : `${n} campos preenchidos: confira e clique em Salvar Cadastro.`,
    filled: 'Preenchidos',
    notRead: 'Não foi possível ler: confira',
    noField: 'Lidos, mas sem campo no cadastro',
    noOption: (text: string) => `${text} (não há opção igual na lista: escolha a certa)`,
    readAs: (text: string) => (text ? `lido "${text}"` : 'sem valor no PDF'),
    close: 'Fechar resumo da leitura',
  },
  /** Under a field whose value the PDF had but the validator refused. */
  fieldNotRead: (label: string, text: string) => `Não foi possível ler ${label} do PDF${text ? ` (lido "${text}")` : ''}: confira.`,
  sale: {
    title: 'Dados da venda (ATPV-e)',
    seller: 'Vendedor (proprietário)',
    buyer: 'Comprador',
    useBuyer: 'Usar comprador como proprietário',
    useBuyerHint: 'O comprador passa a ser o proprietário; o vendedor vai para Ex-proprietário e CPF/CNPJ Anterior (aba Cadastro do Serviço).',
    buyerUsed: 'Comprador preenchido como proprietário.',
  },
  fields: {
    placa: 'Placa',
    placaAnterior: 'Placa Anterior',
    renavam: 'RENAVAM',
    chassi: 'Chassi',
    marca: 'Marca',
    modelo: 'Modelo',
    anoFabricacao: 'Ano Fabricação',
    anoModelo: 'Ano Modelo',
    cor: 'Cor',
    combustivel: 'Combustível',
    especie: 'Espécie',
    tipo: 'Tipo',
    categoria: 'Categoria',
    exercicio: 'Exercício',
    proprietarioNome: 'Nome do proprietário',
    proprietarioDocumento: 'CPF/CNPJ do proprietário',
    municipio: 'Município',
    uf: 'UF',
    compradorNome: 'Nome do comprador',
    compradorDocumento: 'CPF/CNPJ do comprador',
    dataVenda: 'Data da venda',
    valorVenda: 'Valor da venda (R$)',
  } satisfies Record<ReadFieldKey, string>,
} as const;
