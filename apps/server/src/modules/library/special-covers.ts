import type { Content } from 'pdfmake/interfaces';
import { balanceLine } from '@despacha/domain/money/messages';
import { serviceMoney } from '@despacha/domain/money/service-money';
import { amountText, feeText } from '@despacha/domain/money/fee-display';
import { formatMoney } from '@despacha/domain/validators/money';
import type { LibraryContext } from './load-context.ts';
import { date, dayOf, serviceBlock, vehicleBlock } from './blocks.ts';
import { coverParties, serviceNumberLine } from './covers.ts';
import { dudaSection } from './duda.ts';
import { fieldRows } from '../../lib/pdf/fields.ts';
import { banner, checkList, ruledTable, sectionTitle, writingLines } from '../../lib/pdf/layout.ts';
import { agencyDocument } from '../../lib/pdf/render.ts';

// Capas Especiais: folders kept apart for a chassis check, statistics, pending documents and
// the vistoria.

const money = (cents: number | undefined) => (cents === undefined ? '' : formatMoney(cents));

function cover(label: string, body: (ctx: LibraryContext) => Content[]) {
  return (ctx: LibraryContext) =>
    agencyDocument(ctx.agency, `Capa Especial - ${label}`, [banner(label.toUpperCase(), `Capa Especial — ${serviceNumberLine(ctx)}`), ...body(ctx)]);
}

const chassis = cover('Chassis', ({ filled, duda }) => [
  ...vehicleBlock('Veículo', filled?.vehicle),
  ...dudaSection(duda),
  sectionTitle('Decalque do chassi'),
  {
    table: {
      widths: ['*'],
      heights: [120],
      body: [[{ text: 'Cole aqui o decalque do número do chassi', color: '#888888', fontSize: 8, alignment: 'center' }]],
    },
    margin: [0, 4, 0, 4],
  },
  sectionTitle('Conferência'),
  checkList([
    { label: 'Chassi confere com o documento' },
    { label: 'Chassi com sinais de adulteração' },
    { label: 'Remarcação necessária' },
    { label: 'Vistoria de identificação veicular agendada' },
  ]),
  fieldRows([[{ label: 'Conferido por' }, { label: 'Data', width: 100 }]]),
  sectionTitle('Observações'),
  writingLines(2),
]);

const estatistico = cover('Estatístico', (ctx) => {
  const s = ctx.filled?.service;
  // A credit is printed as the customer's credit, never as a negative balance (decision 017).
  const m = s ? serviceMoney(s) : undefined;
  const owed = m ? balanceLine(m) : undefined;
  // An unknown DETRAN fee prints "a confirmar", and the total and saldo say it is left out (decision 078).
  const known = (cents: number | undefined) => (cents === undefined ? '' : amountText(cents, m?.feeUnknown ?? false));
  return [
    coverParties(ctx),
    ...serviceBlock(ctx.filled),
    ...dudaSection(ctx.duda),
    sectionTitle('Valores'),
    fieldRows([
      [
        { label: 'Taxas do DETRAN', value: s ? feeText(s.valor) : '' },
        { label: 'Honorários', value: money(s?.honorarios) },
        { label: 'Dúvidas', value: money(s?.duvidas) },
        { label: 'Extras', value: money(s?.extras) },
      ],
      [
        { label: 'Total', value: known(s?.total) },
        { label: 'Valor pago', value: money(s?.valorPago) },
        { label: owed?.label ?? 'Saldo', value: known(owed?.cents) },
        { label: 'Pago em', value: dayOf(s?.paidAt) },
      ],
    ]),
    sectionTitle('Datas'),
    fieldRows([
      [
        { label: 'Entrada', value: dayOf(s?.createdAt) },
        { label: 'Data do processo', value: date(s?.dataProc) },
        { label: 'Prazo', value: date(s?.prazo) },
        { label: 'Conclusão', value: dayOf(s?.completedAt) },
      ],
    ]),
  ];
});

const pendencias = cover('Pendências', (ctx) => {
  const pending = (ctx.filled?.checklist ?? []).filter((c) => c.required && !c.received).map((c) => [c.label, '', '']);
  const rows = [...pending, ...Array.from({ length: Math.max(4, 12 - pending.length) }, () => ['', '', ''])];
  return [
    coverParties(ctx),
    ...dudaSection(ctx.duda),
    sectionTitle('Documentos pendentes'),
    ruledTable(['Documento', 'Solicitado em', 'Recebido em'], rows, ['*', 90, 90], 18),
    sectionTitle('Observações'),
    writingLines(2),
  ];
});

const vistoria = cover('Vistoria', ({ filled, duda }) => {
  const i = filled?.inspection;
  return [
    ...vehicleBlock('Veículo', filled?.vehicle),
    fieldRows([[{ label: 'Proprietário', value: filled?.owner?.nome }]]),
    ...dudaSection(duda),
    sectionTitle('Agendamento da vistoria'),
    fieldRows([
      [
        { label: 'Data', value: date(i?.data), width: 100 },
        { label: 'Hora', value: i?.hora, width: 70 },
        { label: 'Posto de vistoria', value: i?.posto },
      ],
    ]),
    sectionTitle('Resultado'),
    checkList([{ label: 'Aprovado' }, { label: 'Reprovado' }, { label: 'Com exigência' }], 3),
    fieldRows([[{ label: 'Conclusão', value: i?.conclusao }]], 24),
    fieldRows([[{ label: 'Vistoriador' }, { label: 'Matrícula', width: 100 }, { label: 'Data', width: 100 }]]),
  ];
});

export const specialCoverDocuments = {
  'capa-chassis': chassis,
  'capa-estatistico': estatistico,
  'capa-pendencias': pendencias,
  'capa-vistoria': vistoria,
};
