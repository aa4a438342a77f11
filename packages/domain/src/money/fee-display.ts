import { formatMoney } from '../validators/money.ts';

// A DETRAN fee that may be unknown ("a confirmar", decision 078), as every screen, PDF, export and
// report prints it. One place, so no path prints R$ 0,00 for a fee nobody knows (issue 35): the
// quote, the service screen, the receipts and capas, the reports and the exports all read it.

export const feeMessages = {
  /** The fee itself when unknown: never R$ 0,00. */
  toConfirm: 'a confirmar',
  detranFeeToConfirm: 'Taxa DETRAN a confirmar',
  /** Cadastro do Serviço, under a blank fee: it is saved so and typed later. */
  fillWhenKnown: 'Taxa DETRAN a confirmar: informe o valor quando souber (0,00 se isento). Total e saldo não a incluem.',
  /** A total or balance that leaves the unknown fee out says so. */
  plusFeeToConfirm: (amount: string) => `${amount} + taxa DETRAN a confirmar`,
  /** Reports: how many of the summed services had the fee unknown (their fee counts as not known). */
  feesToConfirm: (count: number) =>
    count === 1 ? '1 serviço com taxa DETRAN a confirmar (fora da soma)' : `${count} serviços com taxa DETRAN a confirmar (fora da soma)`,
} as const;

/** A DETRAN fee as printed: "a confirmar" when unknown (null), else the amount (R$ 0,00 only for an exemption). */
export const feeText = (cents: number | null) => (cents === null ? feeMessages.toConfirm : formatMoney(cents));

/** A total or balance: the known part, followed by "+ taxa DETRAN a confirmar" when the fee is unknown. */
export const amountText = (cents: number, feeUnknown: boolean) => (feeUnknown ? feeMessages.plusFeeToConfirm(formatMoney(cents)) : formatMoney(cents));
