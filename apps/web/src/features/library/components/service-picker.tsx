import { useState, type FormEvent } from 'react';
import { Search, X } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { useServiceTypeLabel } from '../api/get-service-types.ts';
import { labelOf as optionLabel } from '@despacha/domain/options/option';
import { serviceStatusOptions } from '@despacha/domain/statuses';
import { useSearchServices, type PickedService } from '../api/search-services.ts';
import { libraryStrings as s } from '../strings.ts';
import { errorText } from '../../../lib/error-text.ts';

type ServicePickerProps = { selected: PickedService | null; onSelect: (service: PickedService | null) => void };

/** 'Gerar preenchido para um serviço': find a vehicle, choose one of its services (open or completed). */
export function ServicePicker({ selected, onSelect }: ServicePickerProps) {
  const [text, setText] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const search = useSearchServices();
  const labelOf = useServiceTypeLabel();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    setTooShort(q.length < 2);
    if (q.length >= 2) search.mutate(q);
  };
  const choose = (service: PickedService) => {
    onSelect(service);
    search.reset();
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{s.pickerTitle}</CardTitle>
        <CardDescription>{s.pickerDescription}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {selected ? (
          <div
            className="flex flex-col gap-2 rounded-md border border-primary/30 bg-primary/5 p-3 sm:flex-row sm:items-center sm:justify-between"
            role="status"
          >
            <p className="text-sm font-medium text-slate-900">
              {s.selected(selected.number, selected.plate)}
              <span className="block font-normal text-slate-600">
                {labelOf(selected.servico)} · {selected.ownerName}
              </span>
            </p>
            <Button variant="outline" size="sm" onClick={() => onSelect(null)}>
              <X aria-hidden="true" className="size-4" />
              {s.clear}
            </Button>
          </div>
        ) : null}
        <form role="search" onSubmit={submit} className="flex flex-col gap-2 sm:flex-row">
          <Input
            type="search"
            aria-label={s.searchLabel}
            placeholder={s.searchPlaceholder}
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-invalid={tooShort || undefined}
            className="sm:max-w-md"
          />
          <Button type="submit" variant="outline" disabled={search.isPending}>
            <Search aria-hidden="true" className="size-4" />
            {search.isPending ? s.searching : s.search}
          </Button>
        </form>
        {tooShort ? <p className="text-sm text-red-600">{s.searchTooShort}</p> : null}
        {search.isError ? (
          <p role="alert" className="text-sm text-red-600">
            {errorText(search.error, s.searchError)}
          </p>
        ) : null}
        {search.data?.length === 0 ? <p className="text-sm text-slate-600">{s.noResults}</p> : null}
        {search.data?.length ? (
          <ul aria-label={s.resultsLabel} className="divide-y divide-slate-200 rounded-md border border-slate-200">
            {search.data.map((service) => (
              <li key={service.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="text-sm">
                  <p className="font-medium text-slate-900">
                    {service.plate} — {s.serviceLine(service.number, labelOf(service.servico))}
                  </p>
                  <p className="text-slate-600">{optionLabel(serviceStatusOptions, service.status, service.status)}</p>
                  <p className="text-slate-600">{service.ownerName}</p>
                </div>
                <Button size="sm" aria-label={s.chooseLabel(service.number)} onClick={() => choose(service)}>
                  {s.choose}
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}
