import type { Content } from 'pdfmake/interfaces';
import { displayCpfOrCnpj } from '@despacha/domain/validators/cpf-cnpj';
import { receiptLines } from '@despacha/domain/money/receipt-lines';
import { serviceMoney } from '@despacha/domain/money/service-money';
import { formatPhone } from '@despacha/domain/validators/phone';
import { verifiedCodes } from '@despacha/domain/service-catalog/duda-code';
import { renderReceipt } from '../services/public.ts';
import type { LibraryContext, ServiceContext } from './load-context.ts';
import { makeModel, ownerDocument, plateOf, signedOn } from './blocks.ts';
import { fieldRows } from '../../lib/pdf/fields.ts';
import { documentTitle, paragraph, placeAndDate, signatureLines } from '../../lib/pdf/layout.ts';
import { receivedAmount } from '../../lib/pdf/phrases.ts';
import { agencyDocument, agencyPlace } from '../../lib/pdf/render.ts';

// Recibo: for a service, the same receipt the service screen prints (DETRAN fees apart from
// the agency's); blank, a receipt to fill by hand. Recibo para origem: the company that sent
// the service (dealer, finance company) pays for its customer's vehicle.

const blank = '________________';

export function feeTable(s: ServiceContext['service'] | undefined): Content {
  // Each line's text comes from the shared fee display: an unknown DETRAN fee reads "a confirmar" (decision 078).
  const row = (label: string, text: string, bold = false) => [
    { text: label, bold },
    { text: text || ' ', alignment: 'right' as const, bold },
  ];
  return {
    table: {
      widths: ['*', 130],
      heights: s ? undefined : 18,
      body: receiptLines(s).map((line) => row(line.label, line.text, line.bold)),
    },
    layout: 'lightHorizontalLines',
    margin: [0, 6, 0, 6],
  };
}

function blankReceipt({ agency }: LibraryContext) {
  return agencyDocument(agency, 'Recibo', [
    ...documentTitle('Recibo'),
    fieldRows([[{ label: 'Recibo nº', width: 120 }, { label: 'Serviço nº', width: 120 }, { label: 'Valor (R$)' }]]),
    paragraph(
      `Recebemos de ${blank}${blank}${blank}, CPF/CNPJ ${blank}, a importância de R$ ${blank} (${blank}${blank}${blank}), referente ao serviço ${blank}${blank} do veículo placa ${blank}, RENAVAM ${blank}.`,
      { margin: [0, 14, 0, 10], handwritten: true },
    ),
    feeTable(undefined),
    placeAndDate(agencyPlace(agency)),
    signatureLines([agency.name]),
  ]);
}

function recibo(ctx: LibraryContext) {
  const f = ctx.filled;
  if (!f?.owner || !f.vehicle) return blankReceipt(ctx);
  return renderReceipt({
    agency: ctx.agency,
    service: f.service,
    owner: f.owner,
    vehicle: f.vehicle,
    serviceLabel: f.serviceLabel,
    dudaCodes: verifiedCodes(f.duda.codes),
    nfse: f.nfse,
  });
}

function reciboOrigem(ctx: LibraryContext) {
  const { agency, filled } = ctx;
  const title = 'Recibo para Origem';
  const origin = filled?.origin;
  const s = filled?.service;
  const payer = origin ? origin.razaoSocial || origin.nomeEmpresa : `${blank}${blank}`;
  const payerDoc = origin?.cnpj ? displayCpfOrCnpj(origin.cnpj) : blank;
  const vehicle = filled?.vehicle;
  const text: Content[] = s
    ? [
        'Recebemos de ',
        { text: payer, bold: true },
        `, CNPJ ${payerDoc}, a importância de `,
        // What was received (valor pago), never the service's total: the table below shows the balance.
        ...receivedAmount(serviceMoney(s).paid),
        `, referente ao serviço "${filled.serviceLabel}" (serviço nº ${s.number}) do veículo placa ${plateOf(vehicle)}, RENAVAM ${vehicle?.renavam ?? ''}`,
        makeModel(vehicle) ? ` (${makeModel(vehicle)})` : '',
        `, de propriedade de ${filled.owner?.nome ?? ''}, CPF/CNPJ ${ownerDocument(filled.owner)}.`,
      ]
    : [
        `Recebemos de ${payer}, CNPJ ${payerDoc}, a importância de R$ ${blank} (${blank}${blank}), referente ao serviço ${blank} do veículo placa ${blank}, RENAVAM ${blank}, de propriedade de ${blank}${blank}.`,
      ];
  const handwritten = !s;
  return agencyDocument(agency, title, [
    ...documentTitle(title, s ? `Serviço nº ${s.number}` : undefined),
    originFields(origin),
    paragraph(text, { margin: [0, 10, 0, 10], handwritten }),
    feeTable(s),
    signedOn(ctx),
    signatureLines([agency.name]),
  ]);
}

function originFields(origin: ServiceContext['origin'] | undefined): Content {
  return fieldRows([
    [
      { label: 'Empresa de origem', value: origin?.nomeEmpresa },
      { label: 'CNPJ', value: origin?.cnpj ? displayCpfOrCnpj(origin.cnpj) : '', width: 130 },
      { label: 'Telefone', value: origin?.telefone ? formatPhone(origin.telefone) : '', width: 110 },
    ],
  ]);
}

export const receiptDocuments = {
  recibo,
  'recibo-origem': reciboOrigem,
};
