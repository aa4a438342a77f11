import type { Option } from '../options/option.ts';

// A process's stage, defined once (issue 34 item 4, decision 058). A service stores the spec's
// position (emissão, exigência, pronto) and its status (pendente, em andamento, concluído); the
// stage is read from the two, and every screen that says where a process is — Nova guia, the
// customer's tracking page and e-mails, the dashboard, the reports, Cadastro — reads it here.
//
// | stage     | stored as                              | to the agency               | to the customer                      |
// | agencia   | emissão + pendente                     | Na agência (antes do DETRAN) | Em preparação na agência             |
// | detran    | emissão + em andamento                 | No DETRAN                    | Em andamento no DETRAN               |
// | exigencia | exigência (not concluded)              | Em exigência                 | Em exigência: o DETRAN pediu…        |
// | pronto    | pronto (not concluded)                 | Pronto (emitido pelo DETRAN) | Pronto: documento disponível          |
// | concluido | concluído, whatever the position       | Concluído (entregue)         | Concluído: documento entregue        |
//
// So "pendente" is only ever a process still at the agency: a position past emissão moves a pending
// status to em andamento (normalizeStatus), and delivering a guia or returning an exigência to
// DETRAN sets em andamento.

export const processStages = ['agencia', 'detran', 'exigencia', 'pronto', 'concluido'] as const;
export type ProcessStage = (typeof processStages)[number];

/** Before DETRAN, at DETRAN (exigência included: DETRAN holds the process), after DETRAN. */
export type ProcessPhase = 'before' | 'at' | 'after';

type StageText = { agency: string; customer: string; meaning: string; phase: ProcessPhase };

export const stageTexts: Record<ProcessStage, StageText> = {
  agencia: {
    agency: 'Na agência',
    customer: 'Em preparação na agência',
    meaning: 'Em emissão, ainda não entregue ao DETRAN: a agência reúne documentos e taxas.',
    phase: 'before',
  },
  detran: {
    agency: 'No DETRAN',
    customer: 'Em andamento no DETRAN',
    meaning: 'Entregue ao DETRAN (por guia ou no balcão), aguardando o resultado.',
    phase: 'at',
  },
  exigencia: {
    agency: 'Em exigência',
    customer: 'Em exigência: o DETRAN pediu uma correção ou documento',
    meaning: 'O DETRAN pediu uma correção ou documento; volta ao DETRAN quando atendida.',
    phase: 'at',
  },
  pronto: {
    agency: 'Pronto',
    customer: 'Pronto: documento disponível',
    meaning: 'O DETRAN concluiu: o documento está pronto para ser entregue ao cliente.',
    phase: 'after',
  },
  concluido: {
    agency: 'Concluído',
    customer: 'Concluído: documento entregue',
    meaning: 'Documento entregue ao cliente; o serviço está encerrado.',
    phase: 'after',
  },
};

export const processStageOptions: Option<ProcessStage>[] = processStages.map((value) => ({ value, label: stageTexts[value].agency }));

type Stored = { posicao: string; status: string };

/** The stage of a stored service. 'late' (a computed status) counts as not concluded. */
export function stageOf({ posicao, status }: Stored): ProcessStage {
  if (status === 'completed') return 'concluido';
  if (posicao === 'exigencia') return 'exigencia';
  if (posicao === 'pronto') return 'pronto';
  return status === 'in_progress' ? 'detran' : 'agencia';
}

/** A pending status with a position past emissão is em andamento: DETRAN has the process. */
export function normalizeStatus<S extends string>(posicao: string, status: S): S | 'in_progress' {
  return status === 'pending' && posicao !== 'emissao' ? 'in_progress' : status;
}

/** What the customer reads for a stage; old rows and e-mails queued before stages carry a position. */
export function customerStageText(value: string): string {
  if (value in stageTexts) return stageTexts[value as ProcessStage].customer;
  if (value === 'emissao') return stageTexts.agencia.customer;
  return value;
}

export const agencyStageText = (value: string) => (value in stageTexts ? stageTexts[value as ProcessStage].agency : value);
