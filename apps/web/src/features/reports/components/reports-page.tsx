import { useEffect, useRef, useState } from 'react';
import { Download, SlidersHorizontal } from 'lucide-react';
import type { ReportRunSummary } from '@despacha/domain/contracts/reports';
import type { ReportKind } from '@despacha/domain/reports/kinds';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../lib/paths.ts';
import { toast } from '../../../lib/toast.ts';
import { useGenerateReport } from '../api/generate-report.ts';
import { defaultFilters, filtersLabel, type ReportFilterValues } from '../filters.ts';
import { useFilterOptions } from '../hooks/use-filter-options.ts';
import { reportStrings as s } from '../strings.ts';
import { ReportExport } from './report-export.tsx';
import { ReportFilters } from './report-filters.tsx';
import { ReportHistory } from './report-history.tsx';
import { ReportResult } from './report-result.tsx';
import { ReportTiles, tileButtonId } from './report-tiles.tsx';

const FILTERS_ID = 'report-filters';
const EXPORT_ID = 'report-export';

/** /reports (spec §2): the four tiles, Filtros, Exportar, the generated result and the history. */
export function ReportsPage() {
  const [filters, setFilters] = useState<ReportFilterValues>(() => defaultFilters());
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [exportOpen, setExportOpen] = useState(false);
  const [exportKind, setExportKind] = useState<ReportKind>('geral');
  const options = useFilterOptions();
  const generate = useGenerateReport();
  const resultRef = useRef<HTMLElement>(null);
  const filtersButton = useRef<HTMLButtonElement>(null);

  const run = (kind: ReportKind, with_: ReportFilterValues) => {
    setExportKind(kind);
    generate.mutate({ kind, filters: with_ }, { onError: (error) => toast.error(s.generateFailed, { description: error.message || undefined }) });
  };

  const regenerate = (past: ReportRunSummary) => {
    setFilters(past.filters);
    run(past.kind, past.filters);
  };

  // The panel closes on apply; focus goes back to the button that opened it.
  const applyFilters = (next: ReportFilterValues) => {
    setFilters(next);
    setFiltersOpen(false);
    filtersButton.current?.focus();
  };

  // Closing the result puts the focus back on the tile that generated it.
  const closeResult = (kind: ReportKind) => {
    generate.reset();
    document.getElementById(tileButtonId(kind))?.focus();
  };

  const pending = generate.isPending ? (generate.variables?.kind ?? null) : null;
  const shown = generate.data && !generate.isPending ? generate.data : null;
  // A new result appears below the tiles: take the reader (and the focus) there once it is drawn.
  const shownId = shown?.run.id;
  useEffect(() => {
    if (shownId) resultRef.current?.focus();
  }, [shownId]);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={paths.reports.title}
        description={s.description}
        actions={
          <>
            <Button ref={filtersButton} variant="outline" aria-expanded={filtersOpen} aria-controls={FILTERS_ID} onClick={() => setFiltersOpen((o) => !o)}>
              <SlidersHorizontal aria-hidden="true" className="size-4" />
              {s.filtersButton}
            </Button>
            <Button variant="outline" aria-expanded={exportOpen} aria-controls={EXPORT_ID} onClick={() => setExportOpen((o) => !o)}>
              <Download aria-hidden="true" className="size-4" />
              {s.exportButton}
            </Button>
          </>
        }
      />
      <p className="text-sm text-slate-700" data-testid="applied-filters" aria-live="polite">
        <span className="font-medium">{s.appliedFilters}:</span> {filtersLabel(filters, options.label)}
      </p>
      {filtersOpen ? <ReportFilters key={JSON.stringify(filters)} id={FILTERS_ID} applied={filters} options={options} onApply={applyFilters} /> : null}
      <ReportExport id={EXPORT_ID} open={exportOpen} kind={exportKind} onKindChange={setExportKind} filters={filters} />
      <ReportTiles pending={pending} onGenerate={(kind) => run(kind, filters)} />
      {shown ? <ReportResult ref={resultRef} result={shown} onClose={() => closeResult(shown.run.kind)} /> : null}
      <ReportHistory onRegenerate={regenerate} regenerating={generate.isPending} />
    </div>
  );
}
