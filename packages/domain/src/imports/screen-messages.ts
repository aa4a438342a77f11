// Importar dados (issue 33 part 1): the wizard's own pt-BR texts. What the server says about a run
// or a file lives in messages.ts; field labels in fields.ts.
import type { ImportRowAction, ImportStatus } from '../contracts/imports.ts';
import type { ImportEntity, ImportTemplateKind } from './field-keys.ts';

const thousands = (n: number) => n.toLocaleString('pt-BR');
const plural = (n: number, one: string, many: string) => `${thousands(n)} ${n === 1 ? one : many}`;

export const importScreenMessages = {
  title: 'Importar dados',
  intro: 'Traga para o Despacha os proprietários, veículos e serviços que a agência já tem em planilhas.',
  steps: { file: 'Arquivo', columns: 'Colunas', review: 'Conferência', import: 'Importação' },
  stepsLabel: 'Etapas da importação',
  stepOf: (n: number, total: number) => `Etapa ${n} de ${total}`,
  stepDone: 'concluída',

  // 1. Arquivo
  fileTitle: 'Escolha a planilha',
  fileFormats:
    'Envie um arquivo CSV (separado por vírgula ou ponto e vírgula, em UTF-8 ou Windows-1252, como o Excel salva) ou XLSX, com até 50 MB e 200.000 linhas.',
  fileLayout:
    'A primeira linha deve ter os nomes das colunas. Pode ser um arquivo só com todas as colunas (proprietário, veículo e serviço na mesma linha) ou um arquivo para cada tipo.',
  templatesTitle: 'Modelos de planilha',
  templates: {
    proprietarios: 'Modelo: proprietários',
    veiculos: 'Modelo: veículos',
    servicos: 'Modelo: serviços',
    completo: 'Modelo completo',
  } satisfies Record<ImportTemplateKind, string>,
  dropHere: 'Arraste a planilha para cá ou clique para escolher',
  chooseFile: 'Escolher arquivo',
  uploading: (file: string) => `Enviando ${file}…`,
  uploadProgress: 'Progresso do envio',
  reading: (file: string) => `Lendo as colunas de ${file}…`,
  uploadFailed: 'Não foi possível enviar o arquivo.',

  // 2. Colunas
  columnsTitle: 'Associe as colunas aos campos',
  columnsIntro: (file: string) =>
    `Confira a que campo do Despacha corresponde cada coluna de ${file}. As colunas reconhecidas já vêm associadas; a escolha fica guardada para o próximo arquivo.`,
  columnsCaption: 'Colunas do arquivo',
  columnHeader: 'Coluna do arquivo',
  fieldHeader: 'Campo do Despacha',
  untitledColumn: (letter: string) => `(sem título) — coluna ${letter}`,
  columnLetter: (letter: string) => `Coluna ${letter}`,
  fieldFor: (header: string) => `Campo da coluna ${header}`,
  ignore: 'Ignorar esta coluna',
  groups: { owner: 'Proprietário', vehicle: 'Veículo', service: 'Serviço' } satisfies Record<ImportEntity, string>,
  duplicateField: 'Campo escolhido em mais de uma coluna. Escolha-o em uma só.',
  duplicatesSummary: (n: number) =>
    n === 1 ? 'Um campo foi escolhido em mais de uma coluna.' : `${thousands(n)} campos foram escolhidos em mais de uma coluna.`,
  mappedCount: (mapped: number, total: number) => `${plural(mapped, 'coluna associada', 'colunas associadas')} de ${thousands(total)}.`,
  overwrite: 'Sobrescrever dados existentes',
  overwriteHint:
    'Desmarcado, os cadastros que já existem só recebem os campos que estão em branco. Marcado, os campos preenchidos também são substituídos pelos da planilha.',
  analyse: 'Analisar',
  analysing: 'Analisando…',
  otherFile: 'Escolher outro arquivo',
  analyseFailed: 'Não foi possível analisar o arquivo.',

  // 3. Conferência
  reviewTitle: 'Confira antes de importar',
  reviewAnalysing: 'Analisando o arquivo inteiro. As contagens crescem enquanto as linhas são lidas.',
  reviewReady: 'Análise concluída. Nada foi salvo ainda.',
  reviewFailed: 'A análise falhou.',
  forecast: { create: 'Serão criados', update: 'Serão atualizados', skip: 'Sem alteração', error: 'Com erro' },
  countsLabel: 'Contagens da análise',
  analysisProgress: 'Progresso da análise',
  rowsRead: (done: number) => `${plural(done, 'linha lida', 'linhas lidas')}…`,
  rowsOf: (done: number, total: number) => `${thousands(done)} de ${thousands(total)} linhas`,
  previewCaption: (n: number) => (n === 1 ? 'Primeira linha como será salva' : `Primeiras ${thousands(n)} linhas como serão salvas`),
  previewPending: 'As primeiras linhas aparecem aqui quando a análise terminar.',
  previewMissing: 'Para ver as primeiras linhas, volte às colunas e analise de novo.',
  previewEmpty: 'Nenhuma linha para mostrar.',
  line: 'Linha',
  action: 'Ação',
  actions: { create: 'Criar', update: 'Atualizar', skip: 'Sem alteração', error: 'Erro' } satisfies Record<ImportRowAction, string>,
  cellError: 'Erro:',
  emptyValue: 'vazio',
  back: 'Voltar às colunas',
  importRows: (n: number) => `Importar ${plural(n, 'linha', 'linhas')}`,
  nothingToImport: 'Nenhuma linha será criada ou atualizada com este arquivo.',
  errorsNotImported: 'As linhas com erro não serão importadas: ao final, baixe-as em XLSX com o motivo, corrija e importe de novo.',
  startFailed: 'Não foi possível iniciar a importação.',
  stopAnalysis: 'Parar análise',
  stoppingAnalysis: 'Parando…',
  stopAnalysisFailed: 'Não foi possível parar a análise.',

  // 4. Importação
  runningTitle: 'Importando…',
  importProgress: 'Progresso da importação',
  runningHint: 'Pode sair desta tela: a importação continua e aparece aqui quando voltar.',
  cancel: 'Cancelar importação',
  cancelling: 'Cancelando…',
  cancelTitle: 'Cancelar importação?',
  cancelDescription: 'As linhas que já foram importadas continuam salvas. As demais não serão importadas.',
  keepGoing: 'Continuar importando',
  cancelFailed: 'Não foi possível cancelar a importação.',
  resultTitle: { done: 'Importação concluída', cancelled: 'Importação cancelada', failed: 'A importação falhou' },
  cancelledHint: 'O que foi importado antes do cancelamento continua salvo.',
  result: { create: 'Criados', update: 'Atualizados', skip: 'Sem alteração', error: 'Com erro' },
  resultLabel: 'Resultado da importação',
  downloadErrors: 'Baixar linhas com erro (XLSX)',
  importAnother: 'Importar outro arquivo',

  // History
  historyTitle: 'Importações recentes',
  historyEmpty: 'Nenhuma importação feita ainda.',
  historyLoading: 'Carregando importações',
  historyLoadError: 'Não foi possível carregar as importações recentes.',
  retry: 'Tentar novamente',
  historyColumns: { file: 'Arquivo', when: 'Data', by: 'Por', status: 'Situação', counts: 'Linhas' },
  historyCounts: (c: { create: number; update: number; skip: number; error: number }) =>
    `${plural(c.create, 'criado', 'criados')} · ${plural(c.update, 'atualizado', 'atualizados')} · ${thousands(c.skip)} sem alteração · ${thousands(c.error)} com erro`,
  historyErrors: 'Linhas com erro',
  historyErrorsAria: (file: string) => `Baixar linhas com erro de ${file} (XLSX)`,
  statuses: {
    uploaded: 'Enviado',
    analysing: 'Em análise',
    ready: 'Analisado',
    running: 'Importando',
    done: 'Concluído',
    cancelled: 'Cancelado',
    failed: 'Falhou',
  } satisfies Record<ImportStatus, string>,
} as const;
