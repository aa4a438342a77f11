import { formatMoney } from '../validators/money.ts';
import type { CommissionMode } from './options.ts';

// How a service's commission is computed (issue 34 item 13), one function for the statement on
// screen, its exports and the amount a settlement records.

export type CommissionRule = { servico: string; mode: CommissionMode; percentBp: number; amountCents: number };

/** The rule for a service type: its own, else the origin's default (servico ''), else none. */
export function ruleFor(rules: readonly CommissionRule[], servico: string): CommissionRule | null {
  return rules.find((r) => r.servico !== '' && r.servico === servico) ?? rules.find((r) => r.servico === '') ?? null;
}

/** Centavos: a percentage of the honorários rounds half up to the centavo. */
export function commissionCents(rule: CommissionRule | null, honorariosCents: number): number {
  if (!rule) return 0;
  if (rule.mode === 'fixed') return rule.amountCents;
  return Math.round((honorariosCents * rule.percentBp) / 10_000);
}

/** "10%", "12,5%": basis points as a Brazilian writes a percentage. */
export const formatPercent = (bp: number) => `${(bp / 100).toLocaleString('pt-BR', { maximumFractionDigits: 2 })}%`;

/** What the statement's "Regra" column says. */
export const ruleText = (rule: CommissionRule | null) =>
  !rule ? '—' : rule.mode === 'fixed' ? formatMoney(rule.amountCents) : `${formatPercent(rule.percentBp)} dos honorários`;

/** "10", "12,5", "12.5", "7%" → basis points; null when not a percentage from 0 to 100. */
export function parsePercent(typed: string): number | null {
  const t = typed.trim().replace(/%$/, '').trim().replace(',', '.');
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(t)) return null;
  const bp = Math.round(Number(t) * 100);
  return bp <= 10_000 ? bp : null;
}
