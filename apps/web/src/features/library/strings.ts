// pt-BR texts of Formulários (the forms library).
export const libraryStrings = {
  description: 'Formulários e documentos da agência para imprimir: em branco, ou preenchidos com os dados de um serviço.',
  view: 'Visualizar',
  download: 'Download',
  viewLabel: (title: string) => `Visualizar ${title}`,
  downloadLabel: (title: string) => `Download ${title}`,
  prefilledBadge: 'Preenchido',
  opensInNewTab: '(abre em nova aba)',

  pickerTitle: 'Gerar preenchido para um serviço',
  pickerDescription:
    'Busque o veículo pela placa e escolha um dos seus serviços: capas, recibos, certificados, A.S.D. e requerimentos da agência serão baixados com os dados dele. Os certificados de 1ª Licença e DAP só saem preenchidos para um serviço concluído do mesmo tipo. Os formulários eletrônicos do DETRAN-RJ saem em branco; para preenchê-los, use a tela de cada um.',
  searchLabel: 'Buscar serviço pela placa',
  searchPlaceholder: 'Placa, RENAVAM, CPF/CNPJ ou nome do proprietário',
  search: 'Buscar',
  searching: 'Buscando...',
  searchTooShort: 'Digite ao menos 2 caracteres',
  noResults: 'Nenhum serviço encontrado.',
  searchError: 'Não foi possível buscar os serviços.',
  resultsLabel: 'Serviços encontrados',
  choose: 'Usar este serviço',
  chooseLabel: (number: number) => `Usar o serviço nº ${number}`,
  selected: (number: number, plate: string) => `Documentos preenchidos com o serviço nº ${number} — placa ${plate}`,
  clear: 'Usar formulários em branco',
  serviceLine: (number: number, label: string) => `Serviço nº ${number} — ${label}`,
} as const;
