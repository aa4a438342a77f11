import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Eraser, FilePlus2, Save, Search } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { registryStrings as s } from '../strings.ts';

type RegistryToolbarProps = {
  formId: string;
  searching: boolean;
  saving: boolean;
  message: string | null;
  onSearch: (q: string) => void;
  onNew: () => void;
  onCancel: () => void;
};

/** The search box (focused on arrival; Enter searches) and the record's actions. */
export function RegistryToolbar({ formId, searching, saving, message, onSearch, onNew, onCancel }: RegistryToolbarProps) {
  const [q, setQ] = useState('');
  const searchBox = useRef<HTMLInputElement>(null);
  // Focused after the paint rather than by autoFocus, which focuses during React's commit and
  // makes the browser compute style and layout there, inside the page's longest task.
  useEffect(() => searchBox.current?.focus(), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(q);
  };
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm lg:flex-row lg:items-start">
      <form role="search" onSubmit={submit} className="flex flex-1 flex-col gap-1.5">
        <Label htmlFor="registry-search">{s.searchLabel}</Label>
        <div className="flex gap-2">
          <Input
            id="registry-search"
            ref={searchBox}
            type="search"
            autoComplete="off"
            placeholder={s.searchPlaceholder}
            value={q}
            onChange={(event) => setQ(event.target.value)}
            aria-describedby={message ? 'registry-search-message' : undefined}
          />
          <Button type="submit" disabled={searching}>
            <Search className="size-4" aria-hidden="true" />
            {searching ? s.searching : s.search}
          </Button>
        </div>
        {message ? (
          <p id="registry-search-message" role="status" className="text-sm text-slate-600">
            {message}
          </p>
        ) : null}
      </form>
      <div className="flex flex-wrap gap-2 lg:pt-6">
        <Button variant="outline" onClick={onNew}>
          <FilePlus2 className="size-4" aria-hidden="true" />
          {s.newRecord}
        </Button>
        <Button variant="outline" onClick={onCancel}>
          <Eraser className="size-4" aria-hidden="true" />
          {s.cancel}
        </Button>
        <Button type="submit" form={formId} disabled={saving}>
          <Save className="size-4" aria-hidden="true" />
          {saving ? s.saving : s.save}
        </Button>
      </div>
    </div>
  );
}
