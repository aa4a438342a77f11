// Importar dados: what the user reads about a run and a file as a whole (pt-BR).
export const importMessages = {
  mappingInvalid: 'Mapeamento de colunas inválido.',
  noFile: 'Envie um arquivo CSV ou XLSX.',
  tooLarge: 'O arquivo passa de 50 MB. Divida-o em arquivos menores.',
  notSpreadsheet: 'O arquivo não é uma planilha CSV ou XLSX.',
  encrypted: 'A planilha está protegida por senha. Salve-a sem senha e envie de novo.',
  oldExcel: 'Planilhas .xls (Excel 97-2003) não são aceitas. Salve como .xlsx ou CSV e envie de novo.',
  corrupt: 'Não foi possível ler a planilha: o arquivo está danificado.',
  zipBomb: 'A planilha descompactada passa do limite aceito. Divida-a em arquivos menores.',
  empty: 'O arquivo está vazio.',
  headerOnly: 'O arquivo só tem a linha de cabeçalho: nenhuma linha para importar.',
  tooManyColumns: 'O arquivo tem mais de 200 colunas. Deixe só as colunas a importar.',
  tooManyRows: 'O arquivo tem mais de 200.000 linhas. Divida-o em arquivos menores.',
  cellTooLong: (line: number) => `A linha ${line} tem uma célula com mais de 2.000 caracteres.`,
  binaryText: 'O arquivo contém caracteres inválidos (bytes nulos): não é um CSV de texto.',
  nothingMapped: 'Associe ao menos uma coluna a um campo.',
  keyMissing: 'Associe a coluna da placa, do RENAVAM ou do CPF/CNPJ: sem elas, nenhum registro pode ser encontrado ou criado.',
  running: 'Já há uma importação em andamento nesta agência.',
  notReady: 'Analise o arquivo antes de importar.',
  alreadyImported: 'Esta importação já foi iniciada. Para mudar as colunas, envie o arquivo de novo.',
  notRunning: 'A importação não está em andamento.',
  interrupted: 'A importação foi interrompida por um reinício do servidor e retomada.',
  failed: 'A importação falhou. O que foi salvo antes da falha continua salvo.',
  superseded: 'Interrompida: o servidor que a fazia parou e outra importação da agência começou depois. O que foi salvo antes continua salvo.',
  dispatcherOnly: 'Somente o despachante importa dados para a agência.',
  notFound: 'Importação não encontrada.',
  errorFileMissing: 'Esta importação não tem linhas com erro para baixar.',
  uploadGone: 'O arquivo desta importação não está mais disponível. Envie-o de novo.',
} as const;

/**
 * Importar dados: what a single cell of a row is told when the forms have no message for it (the
 * forms pick these from a list or a search; a spreadsheet types them).
 */
export const importCellMessages = {
  /** Vehicle cells in a row without the vehicle's plate or RENAVAM. */
  vehicleKeyMissing: 'Informe a placa ou o RENAVAM do veículo nesta linha.',
  serviceNotInCatalog: (text: string) => `O serviço "${text}" não está entre os tipos de serviço da agência.`,
  positionInvalid: 'Posição inválida: use Emissão, Exigência ou Pronto.',
  statusInvalid: 'Situação inválida: use Pendente, Em andamento ou Concluído.',
} as const;
