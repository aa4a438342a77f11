import type { Content } from 'pdfmake/interfaces';
import type { ServiceResponse } from '@despacha/domain/contracts/registry/service';
import type { OwnerResponse } from '@despacha/domain/contracts/registry/owner';
import type { VehicleResponse } from '@despacha/domain/contracts/registry/vehicle';
import { danfseLabels } from '@despacha/domain/nfse/danfse';
import { displayCpfOrCnpj } from '@despacha/domain/validators/cpf-cnpj';
import { receiptLines } from '@despacha/domain/money/receipt-lines';
import { displayPlate } from '@despacha/domain/validators/plate';
import { placeAndDate, signatureLines } from '../../lib/pdf/layout.ts';
import { makeModel, receivedAmount } from '../../lib/pdf/phrases.ts';
import { agencyDocument, agencyPlace, type AgencyHeading } from '../../lib/pdf/render.ts';
import { todayIso } from '../../lib/dates.ts';

type ReceiptInput = {
  agency: AgencyHeading;
  service: ServiceResponse;
  owner: OwnerResponse;
  vehicle: VehicleResponse;
  serviceLabel: string;
  /** Verified DUDA codes of the service type (catalog): an unconfirmed code is never printed. */
  dudaCodes?: readonly string[];
  /** The service's authorised NFS-e (issue 37): the receipt names it. */
  nfse?: { number: string; accessKey: string | null } | null;
};

const row = (label: string, value: string, bold = false) => [
  { text: label, bold },
  { text: value, alignment: 'right' as const, bold },
];

/** Recibo: what the customer paid, the pass-throughs kept apart from the agency's own fees (decision 017). */
export function renderReceipt({ agency, service, owner, vehicle, serviceLabel, dudaCodes = [], nfse = null }: ReceiptInput): Promise<Buffer> {
  const paid = service.valorPago;
  const content: Content[] = [
    { text: `RECIBO — Serviço nº ${service.number}`, style: 'title' },
    {
      text: [
        'Recebemos de ',
        { text: owner.nome, bold: true },
        `, ${owner.cpf ? 'CPF' : 'CNPJ'} ${displayCpfOrCnpj(owner.cpf || owner.cnpj)}, a importância de `,
        ...receivedAmount(paid),
        `, referente ao serviço "${serviceLabel}" do veículo placa ${displayPlate(vehicle.placa)}, RENAVAM ${vehicle.renavam}`,
        makeModel(vehicle.marca, vehicle.modelo) ? ` (${makeModel(vehicle.marca, vehicle.modelo)})` : '',
        '.',
      ],
      margin: [0, 0, 0, 14],
      lineHeight: 1.3,
    },
    {
      table: {
        widths: ['*', 120],
        body: receiptLines(service).map((line) => row(line.label, line.text, line.bold)),
      },
      layout: 'lightHorizontalLines',
    },
    dudaCodes.length > 0 ? { text: `DUDA: ${dudaCodes.join(', ')}`, margin: [0, 8, 0, 0] } : '',
    nfse ? { text: danfseLabels.receiptLine(nfse.number, nfse.accessKey), margin: [0, 8, 0, 0] } : '',
    placeAndDate(agencyPlace(agency), todayIso()),
    signatureLines([agency.name]),
  ];
  return agencyDocument(agency, `Recibo ${service.number}`, content);
}
