import { clientHistoryMessages as m } from '@despacha/domain/admin-messages';

type ClientFields = Record<keyof typeof m.fieldLabels, string | number | null>;

/** The labels of the client fields whose stored value differs, in the form's order. */
export function changedClientFields(before: ClientFields, after: ClientFields): string[] {
  const keys = Object.keys(m.fieldLabels) as (keyof ClientFields)[];
  // null and '' are the same "empty" to the reader.
  const same = (a: string | number | null, b: string | number | null) => (a ?? '') === (b ?? '');
  return keys.filter((k) => !same(before[k], after[k])).map((k) => m.fieldLabels[k]);
}

type SubscriptionTexts = { typeLabel: string; plan: [string, string]; status: [string, string]; reason: string };

/** 'Assinatura alterada (Upgrade): plano Básico → Avançado': only what moved, with before → after. */
export function subscriptionChangeSummary({ typeLabel, plan, status, reason }: SubscriptionTexts): string {
  const changes = [plan[0] !== plan[1] ? m.planChanged(...plan) : null, status[0] !== status[1] ? m.statusChanged(...status) : null].filter(
    (part): part is string => part !== null,
  );
  return m.subscriptionChanged(typeLabel, changes.length ? changes : [m.nothingChanged], reason);
}
