import { Search } from 'lucide-react';
import { agencyStatusFilterOptions, type AgencyStatus } from '@despacha/domain/agency-status';
import { Input } from '../../../components/ui/input.tsx';
import { cn } from '../../../lib/cn.ts';
import { clientStrings as s } from '../strings.ts';

type ClientFiltersProps = {
  q: string;
  onQChange: (q: string) => void;
  status: AgencyStatus | '';
  onStatusChange: (status: AgencyStatus | '') => void;
};

const filters: { value: AgencyStatus | ''; label: string }[] = [{ value: '', label: s.filters.all }, ...agencyStatusFilterOptions];

/** Search by name or e-mail, and the status buttons of the spec (Todos, then each status under the label its badge shows). */
export function ClientFilters({ q, onQChange, status, onStatusChange }: ClientFiltersProps) {
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
      <div className="relative w-full lg:max-w-sm">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
        <Input
          type="search"
          aria-label={s.searchLabel}
          placeholder={s.searchPlaceholder}
          value={q}
          onChange={(e) => onQChange(e.target.value)}
          className="pl-9"
        />
      </div>
      <div role="group" aria-label={s.statusFilterLabel} className="flex flex-wrap gap-2">
        {filters.map((f) => (
          <button
            key={f.value || 'all'}
            type="button"
            aria-pressed={status === f.value}
            onClick={() => onStatusChange(f.value)}
            className={cn(
              'h-8 rounded-md border px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-admin',
              status === f.value ? 'border-admin bg-admin text-white' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-100',
            )}
          >
            {f.label}
          </button>
        ))}
      </div>
    </div>
  );
}
