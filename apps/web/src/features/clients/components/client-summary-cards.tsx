import { Ban, Building2, CircleCheck, PauseCircle, type LucideIcon } from 'lucide-react';
import type { ClientSummary } from '@despacha/domain/contracts/clients';
import { StatCard, type StatTone } from '../../../components/ui/stat-card.tsx';
import { statCount } from '../../../components/ui/stat-count.ts';
import { clientStrings as s } from '../strings.ts';

const cards: { key: keyof ClientSummary; icon: LucideIcon; tone: StatTone }[] = [
  { key: 'total', icon: Building2, tone: 'admin' },
  { key: 'active', icon: CircleCheck, tone: 'success' },
  { key: 'suspended', icon: PauseCircle, tone: 'warning' },
  { key: 'cancelled', icon: Ban, tone: 'danger' },
];

/**
 * Counted by the database over every client, whatever the filter. While the list loads the cards
 * hold their places; a list that could not be read leaves a dash.
 */
export function ClientSummaryCards({ summary, failed }: { summary: ClientSummary | undefined; failed: boolean }) {
  return (
    <section aria-label={s.summary.title} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {cards.map(({ key, icon, tone }) => (
        <StatCard key={key} label={s.summary[key]} value={statCount(summary?.[key], failed)} icon={icon} tone={tone} />
      ))}
    </section>
  );
}
