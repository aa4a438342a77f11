import type { Content } from 'pdfmake/interfaces';
import { labelOf } from '@despacha/domain/options/option';
import { servicePosicaoOptions } from '@despacha/domain/options/registry-options';
import { displayCnpj } from '@despacha/domain/validators/cnpj';
import type { LibraryContext, ServiceContext } from './load-context.ts';
import { date, dayOf, ownerBlock, ownerDocument, plateOf, serviceBlock, signedOn, vehicleBlock } from './blocks.ts';
import { receiptLines } from '@despacha/domain/money/receipt-lines';
import { documentTitle, paragraph, ruledTable, sectionTitle, signatureLines } from '../../lib/pdf/layout.ts';
import { agencyDocument } from '../../lib/pdf/render.ts';

// Certificados: the agency attests to the customer what it did. 1ª Licença and DAP certify
// the process; Analítico details the service (values, movements, documents).

const blank = '________________';

function processCertificate(label: string, what: string) {
  return (ctx: LibraryContext) => {
    const { agency, filled } = ctx;
    const title = `Certificado - ${label}`;
    const owner = filled?.owner;
    const s = filled?.service;
    const text: Content[] = [
      { text: agency.name, bold: true },
      `, inscrita no CNPJ sob o nº ${displayCnpj(agency.cnpj)}, CERTIFICA, para os devidos fins, que conduziu junto ao DETRAN-RJ ${what} do veículo placa `,
      { text: plateOf(filled?.vehicle) || blank, bold: true },
      `, RENAVAM ${filled?.vehicle?.renavam || blank}, de propriedade de `,
      { text: owner?.nome || `${blank}${blank}`, bold: true },
      `, CPF/CNPJ ${ownerDocument(owner) || blank}, registrado sob o serviço nº ${s?.number ?? blank}, com início em ${date(s?.dataProc) || dayOf(s?.createdAt) || blank}`,
      s?.completedAt ? ` e conclusão em ${dayOf(s.completedAt)}.` : '.',
    ];
    return agencyDocument(agency, title, [
      ...documentTitle(`Certificado de ${label}`),
      paragraph(text, { margin: [0, 8, 0, 10], handwritten: !filled }),
      ...vehicleBlock('Veículo', filled?.vehicle),
      ...ownerBlock('Proprietário', owner),
      ...serviceBlock(filled),
      signedOn(ctx),
      signatureLines([`${agency.name} — Despachante responsável`]),
    ]);
  };
}

/**
 * The receipt's lines (the same, in the same order) in two side-by-side tables: the certificate
 * details the service on one page, and a line more or less in the receipt must not push it onto two.
 */
function valuesTables(service: ServiceContext['service'] | undefined): Content {
  const lines = receiptLines(service);
  const half = Math.ceil(lines.length / 2);
  const table = (part: typeof lines): Content => ({
    table: {
      widths: ['*', 80],
      heights: service ? undefined : 18,
      body: part.map((l) => [
        { text: l.label, bold: l.bold ?? false },
        { text: l.text || ' ', alignment: 'right', bold: l.bold ?? false },
      ]),
    },
    layout: 'lightHorizontalLines',
  });
  return { columns: [table(lines.slice(0, half)), table(lines.slice(half))], columnGap: 15, margin: [0, 6, 0, 6] };
}

function analitico(ctx: LibraryContext) {
  const { agency, filled } = ctx;
  const title = 'Certificado Analítico';
  const movements = filled?.movements.map((m) => [date(m.movedOn), labelOf(servicePosicaoOptions, m.position, m.position), m.note, m.createdByName]) ?? [];
  const documents = filled?.checklist.filter((c) => c.required || c.received).map((c) => [c.label, c.received ? 'Recebido' : 'Pendente']) ?? [];
  const blankRows = (n: number, cols: number) => Array.from({ length: n }, () => Array.from({ length: cols }, () => ''));
  // The blank certificate is one A4 page (four rows each had spilled an empty row onto a second
  // page): three rows to write movements on, six documents in two side-by-side tables, the
  // values in two columns and the date beside the signature.
  const documentRows = documents.length ? documents : filled ? [['Nenhum documento exigido', '']] : null;
  const documentWidths = ['*', 60];
  return agencyDocument(agency, title, [
    ...documentTitle(title, filled ? `Serviço nº ${filled.service.number}` : undefined),
    ...serviceBlock(filled),
    ...ownerBlock('Proprietário', filled?.owner),
    ...vehicleBlock('Veículo', filled?.vehicle),
    sectionTitle('Valores'),
    valuesTables(filled?.service),
    sectionTitle('Movimentação'),
    ruledTable(['Data', 'Posição', 'Observação', 'Responsável'], movements.length ? movements : blankRows(3, 4), [70, 80, '*', 120]),
    sectionTitle('Documentos'),
    documentRows
      ? ruledTable(['Documento', 'Situação'], documentRows, ['*', 90])
      : {
          columns: [
            ruledTable(['Documento', 'Situação'], blankRows(3, 2), documentWidths),
            ruledTable(['Documento', 'Situação'], blankRows(3, 2), documentWidths),
          ],
          columnGap: 10,
        },
    {
      columns: [
        { stack: [signedOn(ctx)], width: '*' },
        {
          stack: [
            { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 230, y2: 0, lineWidth: 0.5 }] },
            { text: `${agency.name} — Despachante responsável`, alignment: 'center', fontSize: 9, margin: [0, 3, 0, 0] },
          ],
          width: 230,
          margin: [0, 24, 0, 0],
        },
      ],
      columnGap: 15,
      unbreakable: true,
    },
  ]);
}

export const certificateDocuments = {
  'certificado-primeira-licenca': processCertificate('1ª Licença', 'o processo de primeiro registro e licenciamento (1ª licença)'),
  'certificado-analitico': analitico,
  'certificado-dap': processCertificate('DAP', 'o processo DAP'),
};
