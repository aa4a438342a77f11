import { useId, useState, type KeyboardEvent } from 'react';
import { Search } from 'lucide-react';
import type { SearchResult } from '@despacha/domain/contracts/registry/registration';
import { registryMessages } from '@despacha/domain/contracts/registry/messages';
import { maskCpfCnpj, maskPlate } from '@despacha/domain/masks';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { cn } from '../../../lib/cn.ts';
import { useSearchRegistry } from '../api/search-registry.ts';
import { requestStrings } from '../strings.ts';

const s = requestStrings.lookup;

type RegistryLookupProps = {
  /** Called with the record the user chose (directly when the search finds exactly one). */
  onFound: (hit: SearchResult) => void;
  label?: string;
  hint?: string;
  placeholder?: string;
  className?: string;
};

type Outcome = { kind: 'found'; name: string } | { kind: 'none'; q: string } | { kind: 'error'; text: string } | null;

const describe = (hit: SearchResult) =>
  [hit.owner.nome, maskCpfCnpj(hit.owner.cpf || hit.owner.cnpj), hit.vehicle ? maskPlate(hit.vehicle.placa) : s.noVehicle].filter(Boolean).join(' — ');

/**
 * Looks the agency's registry up by plate, RENAVAM, CPF/CNPJ or owner name. No <form> of its own:
 * it sits inside the request forms, and Enter here must search, not submit the request.
 */
export function RegistryLookup({ onFound, label = s.label, hint = s.hint, placeholder = s.placeholder, className }: RegistryLookupProps) {
  const id = useId();
  const [q, setQ] = useState('');
  const [choices, setChoices] = useState<SearchResult[]>([]);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const search = useSearchRegistry();

  const pick = (hit: SearchResult) => {
    setChoices([]);
    setOutcome({ kind: 'found', name: hit.owner.nome });
    onFound(hit);
  };

  const run = async () => {
    const text = q.trim();
    setChoices([]);
    if (text.length < 2) {
      setOutcome({ kind: 'error', text: registryMessages.searchTooShort });
      return;
    }
    setOutcome(null);
    try {
      const hits = await search.mutateAsync(text);
      if (hits.length === 0) setOutcome({ kind: 'none', q: text });
      else if (hits.length === 1) pick(hits[0]!);
      else setChoices(hits);
    } catch {
      setOutcome({ kind: 'error', text: s.failed });
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void run();
  };

  const message =
    outcome?.kind === 'found' ? s.found(outcome.name) : outcome?.kind === 'none' ? s.notFound(outcome.q) : outcome?.kind === 'error' ? outcome.text : null;

  return (
    <div role="search" aria-label={label} className={cn('flex flex-col gap-2', className)}>
      <Label htmlFor={`${id}-q`}>{label}</Label>
      <div className="flex gap-2">
        <Input
          id={`${id}-q`}
          type="search"
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          value={q}
          onChange={(event) => setQ(event.target.value)}
          onKeyDown={onKeyDown}
          aria-describedby={`${id}-hint`}
        />
        <Button type="button" onClick={() => void run()} disabled={search.isPending}>
          <Search aria-hidden className="size-4" />
          {search.isPending ? s.searching : s.search}
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-sm text-slate-500">
        {hint}
      </p>
      <p role="status" className={cn('text-sm', outcome?.kind === 'found' ? 'text-green-700' : outcome ? 'text-red-600' : 'sr-only')}>
        {message}
      </p>
      {choices.length > 0 ? (
        <div className="flex flex-col gap-2">
          <p className="text-sm text-slate-700">{s.several(choices.length)}</p>
          <ul aria-label={s.choicesLabel} className="max-h-80 divide-y divide-slate-200 overflow-y-auto rounded-md border border-slate-200">
            {choices.map((hit) => (
              <li key={`${hit.owner.id}:${hit.vehicle?.id ?? ''}`} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
                <span>{describe(hit)}</span>
                <Button size="sm" variant="outline" aria-label={s.useLabel(describe(hit))} onClick={() => pick(hit)}>
                  {s.use}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
