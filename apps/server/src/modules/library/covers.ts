import type { Content } from 'pdfmake/interfaces';
import { documentChecklist } from '@despacha/domain/options/document-checklist';
import { labelOf } from '@despacha/domain/options/option';
import { servicePosicaoOptions } from '@despacha/domain/options/registry-options';
import type { LibraryContext } from './load-context.ts';
import { date, makeModel, ownerDocument, plateOf, serviceBlock } from './blocks.ts';
import { dudaSection } from './duda.ts';
import { MAKE_MODEL_LABEL } from '../../lib/pdf/phrases.ts';
import { fieldRows } from '../../lib/pdf/fields.ts';
import { banner, checkList, documentTitle, ruledTable, sectionTitle, writingLines } from '../../lib/pdf/layout.ts';
import { agencyDocument } from '../../lib/pdf/render.ts';

// Capas de Processo: the front of the paper folder (service number in large type, owner,
// vehicle, position and document boxes) and its back (the 15-row movement table).

const MOVEMENT_ROWS = 15;

/** The compact owner and vehicle lines of a cover (the full blocks do not fit with the boxes). */
export function coverParties({ filled }: LibraryContext): Content {
  const o = filled?.owner;
  const v = filled?.vehicle;
  return fieldRows([
    [
      { label: 'Proprietário', value: o?.nome },
      { label: 'CPF/CNPJ', value: ownerDocument(o), width: 140 },
    ],
    [
      { label: 'Placa', value: plateOf(v), width: 90 },
      { label: 'RENAVAM', value: v?.renavam, width: 110 },
      { label: 'Chassi', value: v?.chassis },
      { label: MAKE_MODEL_LABEL, value: makeModel(v) },
    ],
  ]);
}

export const serviceNumberLine = ({ filled }: LibraryContext) => (filled ? `Serviço nº ${filled.service.number}` : 'Serviço nº ____________');

function processCover(label: string) {
  return (ctx: LibraryContext) => {
    const { agency, filled } = ctx;
    const title = `Capa de Processo - ${label}`;
    return agencyDocument(agency, title, [
      banner(label.toUpperCase(), `Capa de Processo — ${serviceNumberLine(ctx)}`),
      coverParties(ctx),
      ...serviceBlock(filled),
      ...dudaSection(ctx.duda),
      sectionTitle('Posição do processo'),
      checkList(
        servicePosicaoOptions.map((p) => ({ label: p.label, checked: filled?.service.posicao === p.value })),
        3,
      ),
      sectionTitle('Documentos'),
      checkList(
        documentChecklist.map((d) => {
          const entry = filled?.checklist.find((c) => c.item === d.value);
          return { label: d.label, checked: Boolean(entry?.received) };
        }),
      ),
      sectionTitle('Observações'),
      writingLines(3, filled?.service.observacoes),
    ]);
  };
}

function versoDeCapa(ctx: LibraryContext) {
  const { agency, filled } = ctx;
  const title = 'Verso de Capa — Movimentação do Processo';
  const moved = (filled?.movements ?? [])
    .slice(-MOVEMENT_ROWS)
    .map((m) => [date(m.movedOn), labelOf(servicePosicaoOptions, m.position, m.position), m.note, m.createdByName]);
  const rows = [...moved, ...Array.from({ length: MOVEMENT_ROWS - moved.length }, () => ['', '', '', ''])];
  return agencyDocument(agency, title, [
    ...documentTitle(title),
    fieldRows([
      [
        { label: 'Serviço', value: serviceNumberLine(ctx) },
        { label: 'Placa', value: plateOf(filled?.vehicle), width: 100 },
        { label: 'Proprietário', value: filled?.owner?.nome },
      ],
    ]),
    ruledTable(['Data', 'Posição', 'Observação', 'Responsável / rubrica'], rows, [70, 90, '*', 130], 30),
  ]);
}

export const coverDocuments = {
  'capa-primeira-licenca': processCover('1ª Licença'),
  'capa-dap': processCover('DAP'),
  'capa-normal': processCover('Normal'),
  'verso-capa': versoDeCapa,
};
