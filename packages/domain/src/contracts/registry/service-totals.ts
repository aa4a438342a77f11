import { serviceMoney, type ServiceAmounts } from '../../money/service-money.ts';

// Apart from the zod contract (service.ts) so that Cadastro do Sistema shows the totals without loading zod.
/** The API's total and saldo (negative when the customer holds a credit), from the one money function. */
export function serviceTotals(s: ServiceAmounts) {
  const { total, balance, credit } = serviceMoney(s);
  return { total, saldo: balance - credit };
}
