import { PageHeader } from '../../../components/layout/page-header.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { FullPageSpinner } from '../../../components/ui/spinner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useServiceCatalog } from '../api/service-catalog.ts';
import { catalogStrings as s } from '../strings.ts';
import { DocumentsForm } from './documents-form.tsx';
import { DudaCodesSection } from './duda-codes-section.tsx';
import { FeesSection } from './fees-section.tsx';
import { CopyFeesCard } from './copy-fees-card.tsx';
import { errorText } from '../../../lib/error-text.ts';

/** Catálogo de Serviços (platform admin): one card per active service type. */
export function ServiceCatalogPage({ title }: { title: string }) {
  const catalog = useServiceCatalog();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={title} description={s.description} />
      {catalog.isPending ? <FullPageSpinner /> : null}
      {catalog.isError ? (
        <div role="alert">
          <EmptyState title={s.loadFailed} description={errorText(catalog.error, '')}>
            <Button variant="outline" disabled={catalog.isFetching} onClick={() => void catalog.refetch()}>
              {s.retry}
            </Button>
          </EmptyState>
        </div>
      ) : null}
      {catalog.data?.length === 0 ? <EmptyState description={s.empty} /> : null}
      {catalog.data?.[0] ? <CopyFeesCard currentYear={catalog.data[0].currentYear} /> : null}
      {catalog.data?.map((entry) => (
        <Card key={entry.serviceType} role="region" aria-label={entry.label}>
          <CardHeader>
            <CardTitle>{entry.label}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-6 lg:grid-cols-2">
            <div className="flex flex-col gap-6">
              <DudaCodesSection entry={entry} />
              <FeesSection entry={entry} />
            </div>
            {/* Keyed by what the server holds, so a refetch after a save shows the stored values. */}
            <DocumentsForm key={`${entry.documents.join()}|${entry.deadlineDays}|${entry.deadlineBasis}`} entry={entry} />
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
