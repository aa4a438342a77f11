// pt-BR texts of Origem dos Serviços; messages (required name, saved) come from registryMessages.
export const originStrings = {
  newOrigin: 'Nova Origem',
  editOrigin: 'Editar Origem',
  description: 'Empresas parceiras que enviam serviços para a agência, como concessionárias e revendas.',
  searchLabel: 'Buscar origem',
  searchPlaceholder: 'Nome, razão social ou CNPJ',
  search: 'Buscar',
  clearSearch: 'Limpar',
  save: 'Salvar Origem',
  saving: 'Salvando...',
  cancel: 'Cancelar',
  listTitle: 'Origens cadastradas',
  empty: 'Nenhuma origem cadastrada. Clique em "Nova Origem" para cadastrar a primeira empresa.',
  loadError: 'Não foi possível carregar as origens.',
  loadErrorHint: 'Verifique sua conexão e tente novamente.',
  loadOneError: 'Não foi possível carregar a origem.',
  retry: 'Tentar novamente',
  loading: 'Carregando origens',
  pagerLabel: 'Páginas das origens',
  pagerItems: 'Origens',
  fields: {
    nomeEmpresa: 'Nome da Empresa',
    razaoSocial: 'Razão Social',
    cnpj: 'CNPJ',
    endereco: 'Endereço',
    numero: 'Número',
    complemento: 'Complemento',
    cep: 'CEP',
    bairro: 'Bairro',
    municipio: 'Município',
    telefone: 'Telefone',
    email: 'Email',
    dataCadastro: 'Data de Cadastro',
  },
  columns: {
    nomeEmpresa: 'Nome da Empresa',
    cnpj: 'CNPJ',
    municipio: 'Município',
    telefone: 'Telefone',
    dataCadastro: 'Cadastro',
  },
  placeholders: {
    cnpj: '00.000.000/0000-00',
    cep: '00000-000',
    telefone: '(21) 99999-9999',
    dataCadastro: 'dd/mm/aaaa',
  },
} as const;

export const emptySearch = (q: string) =>
  `Nenhuma origem encontrada para "${q}". Confira a busca ou clique em "Nova Origem" para cadastrá-la.`;
export const originCount = (count: number) => (count === 1 ? '1 origem' : `${count} origens`);
