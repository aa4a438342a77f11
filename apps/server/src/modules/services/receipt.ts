import type { Content } from 'pdfmake/interfaces';
import { convertCurrencyToWords } from '@brazilian-utils/brazilian-utils';
import type { ServiceResponse } from '@despacha/domain/contracts/registry/service';
import type { OwnerResponse } from '@despacha/domain/contracts/registry/owner';
import type { VehicleResponse } from '@despacha/domain/contracts/registry/vehicle';
import { displayCpfOrCnpj } from '@despacha/domain/validators/cpf-cnpj';
import { formatBrDate } from '@despacha/domain/validators/date';
import { formatMoney } from '@despacha/domain/validators/money';
import { displayPlate } from '@despacha/domain/validators/plate';
import { placeAndDate, signatureLines } from '../../lib/pdf/layout.ts';
import { agencyDocument, agencyPlace, type AgencyHeading } from '../../lib/pdf/render.ts';
import { todayIso } from '../../lib/dates.ts';

type ReceiptInput = { agency: AgencyHeading; service: ServiceResponse; owner: OwnerResponse; vehicle: VehicleResponse; serviceLabel: string };

const row = (label: string, value: string, bold = false) => [{ text: label, bold }, { text: value, alignment: 'right' as const, bold }];

/** Recibo: what the customer paid, DETRAN fees kept apart from the agency's own fees. */
export function renderReceipt({ agency, service, owner, vehicle, serviceLabel }: ReceiptInput): Promise<Buffer> {
  const agencyFees = service.honorarios + service.duvidas + service.extras;
  const paid = service.valorPago;
  const content: Content[] = [
    { text: `RECIBO — Serviço nº ${service.number}`, style: 'title' },
    {
      text: [
        'Recebemos de ',
        { text: owner.nome, bold: true },
        `, ${owner.cpf ? 'CPF' : 'CNPJ'} ${displayCpfOrCnpj(owner.cpf || owner.cnpj)}, a importância de `,
        { text: formatMoney(paid), bold: true },
        paid > 0 ? ` (${convertCurrencyToWords(paid / 100)})` : '',
        `, referente ao serviço "${serviceLabel}" do veículo placa ${displayPlate(vehicle.placa)}, RENAVAM ${vehicle.renavam}`,
        vehicle.marca || vehicle.modelo ? ` (${[vehicle.marca, vehicle.modelo].filter(Boolean).join(' ')})` : '',
        '.',
      ],
      margin: [0, 0, 0, 14],
      lineHeight: 1.3,
    },
    {
      table: {
        widths: ['*', 120],
        body: [
          row('Taxas do DETRAN (repasse)', formatMoney(service.valor)),
          row('Honorários do despachante', formatMoney(service.honorarios)),
          row('Dúvidas', formatMoney(service.duvidas)),
          row('Extras', formatMoney(service.extras)),
          row('Subtotal do despachante', formatMoney(agencyFees), true),
          row('Total do serviço', formatMoney(service.total), true),
          row('Valor pago', formatMoney(paid), true),
          row('Saldo a pagar', formatMoney(service.saldo), true),
        ],
      },
      layout: 'lightHorizontalLines',
    },
    placeAndDate(agencyPlace(agency), formatBrDate(todayIso())),
    signatureLines([agency.name]),
  ];
  return agencyDocument(agency, `Recibo ${service.number}`, content);
}
