// Apart from the zod contract (service.ts) so that Cadastro do Sistema shows the totals without loading zod.
/** DETRAN fees plus the agency's fees; the balance is what is still owed. */
export function serviceTotals(s: { valor: number; honorarios: number; duvidas: number; extras: number; valorPago: number }) {
  const total = s.valor + s.honorarios + s.duvidas + s.extras;
  return { total, saldo: total - s.valorPago };
}
