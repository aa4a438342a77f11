import type { ReactNode } from 'react';
import type { ClientDetailResponse } from '@despacha/domain/contracts/clients';
import { formatMoney } from '@despacha/domain/validators/money';
import { Card } from '../../../components/ui/card.tsx';
import { formatDate } from '../format.ts';
import { clientStrings as s } from '../strings.ts';
import { ClientStatusBadge } from './client-status-badge.tsx';

const d = s.detail;

function DetailCard({ label, value, note }: { label: string; value: ReactNode; note?: string }) {
  return (
    <Card role="group" aria-label={label} className="flex flex-col gap-2 p-4">
      <span className="text-sm text-slate-600">{label}</span>
      <span className="text-2xl font-bold tabular-nums text-slate-900">{value}</span>
      {note ? <span className="text-xs text-slate-500">{note}</span> : null}
    </Card>
  );
}

/** Status, users against seats, next payment and total paid: all computed by the server from the client's rows. */
export function ClientDetailCards({ client }: { client: ClientDetailResponse }) {
  const { billing } = client;
  return (
    <section className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <DetailCard
        label={d.cards.status}
        value={<ClientStatusBadge status={client.status} className="text-sm" />}
        note={client.status === 'trial' && client.trialEndsAt ? d.trialUntil(formatDate(client.trialEndsAt)) : d.since(formatDate(client.createdAt))}
      />
      <DetailCard label={d.cards.totalUsers} value={client.totalUsers} note={d.seatsOf(client.users.filter((u) => u.active).length, client.seats.total)} />
      <DetailCard
        label={d.cards.nextPayment}
        value={billing.nextPaymentOn ? formatDate(billing.nextPaymentOn) : d.none}
        note={`${d.monthly}: ${formatMoney(billing.monthlyCents)}`}
      />
      <DetailCard
        label={d.cards.totalPaid}
        value={formatMoney(billing.totalPaidCents)}
        note={billing.lastPaymentAt ? d.lastPayment(formatDate(billing.lastPaymentAt)) : d.noPayment}
      />
    </section>
  );
}
