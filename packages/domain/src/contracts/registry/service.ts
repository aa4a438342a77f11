import { z } from 'zod';
import { registryMessages as m } from './messages.ts';
import { blankableMoneyField, moneyField, optionalCpfCnpjField, optionalDateField, optionalId, optionalText, requiredText } from '../fields.ts';
import { CODE, TEXT } from '../../limits.ts';
import { servicePositions, serviceStatusOptions } from '../../statuses.ts';

/**
 * Cadastro do Serviço (spec §3). The asterisked fields (assinatura, posição, origem do serviço,
 * capa do processo) are required here: the prototype only marked them. Money arrives as centavos
 * or as typed text; total and saldo are computed by the server, never typed. Valor pago is not
 * here: it is the sum of the service's ledger payments (decision 025), written by the ledger only.
 */
export const serviceRequest = z.object({
  vehicleId: requiredText(m.vehicleRequired, TEXT.id),
  ownerId: requiredText(m.ownerRequired, TEXT.id),
  originId: optionalId(),
  servico: requiredText(m.serviceRequired, TEXT.label),
  assinatura: requiredText(m.assinaturaRequired, TEXT.label),
  posicao: z.enum(servicePositions, { error: m.posicaoRequired }),
  origemServico: requiredText(m.origemRequired, TEXT.label),
  capaProcesso: requiredText(m.capaRequired, TEXT.label),
  dataProc: optionalDateField(),
  prazo: optionalDateField(),
  nCrvInf: optionalText(TEXT.short),
  emissao: optionalDateField(),
  uf: optionalText(CODE.uf),
  restricoes: optionalText(TEXT.address),
  finArr: optionalText(TEXT.label),
  exProp: optionalText(TEXT.legalName),
  cpfCnpjAnt: optionalCpfCnpjField(),
  crvCrlv: z.boolean().default(false),
  declPerda: z.boolean().default(false),
  status: z.enum(['pending', 'in_progress', 'completed']).default('pending'),
  // Blank (or null): a new service takes the catalog's confirmed fee, else it is saved "a confirmar"
  // (null, decision 078) until someone types it; on an edit, blank is "a confirmar". A typed 0,00 is
  // a fee of zero (an exemption).
  valor: blankableMoneyField(),
  honorarios: moneyField(),
  duvidas: moneyField(),
  extras: moneyField(),
  observacoes: optionalText(TEXT.note),
});
export type ServiceRequest = z.input<typeof serviceRequest>;
export type ServiceData = z.output<typeof serviceRequest>;

const text = z.string();
const cents = z.number().int();
export const serviceResponse = z.object({
  id: text,
  number: z.number().int(),
  vehicleId: text,
  ownerId: text,
  originId: text.nullable(),
  servico: text,
  assinatura: text,
  posicao: z.enum(servicePositions),
  origemServico: text,
  capaProcesso: text,
  dataProc: text.nullable(),
  prazo: text.nullable(),
  nCrvInf: text,
  emissao: text.nullable(),
  uf: text,
  restricoes: text,
  finArr: text,
  exProp: text,
  cpfCnpjAnt: text,
  crvCrlv: z.boolean(),
  declPerda: z.boolean(),
  status: z.enum(serviceStatusOptions.map((o) => o.value) as ['pending', 'in_progress', 'completed', 'late']),
  /** The DETRAN fee; null is "a confirmar" (decision 078): total and saldo then hold the rest only. */
  valor: cents.nullable(),
  honorarios: cents,
  duvidas: cents,
  extras: cents,
  /** Without an unknown fee (`valor` null): the screens print "+ taxa DETRAN a confirmar" after it. */
  total: cents,
  valorPago: cents,
  saldo: cents,
  paidAt: text.nullable(),
  observacoes: text,
  completedAt: text.nullable(),
  createdAt: text,
  updatedAt: text,
});
export type ServiceResponse = z.infer<typeof serviceResponse>;

export { serviceTotals } from './service-totals.ts';

/** Late when its due date has passed and it is not completed (compared as ISO dates). */
export function effectiveServiceStatus(stored: 'pending' | 'in_progress' | 'completed', prazo: string | null, todayIso: string) {
  if (stored !== 'completed' && prazo && prazo < todayIso) return 'late' as const;
  return stored;
}
