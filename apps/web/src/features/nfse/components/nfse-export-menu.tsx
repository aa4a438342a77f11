import { Download } from 'lucide-react';
import { NFSE_EXPORT_MAX, NFSE_PDF_EXPORT_MAX, nfseExportFormats, nfseListStrings as l } from '@despacha/domain/nfse/list';
import { Button } from '../../../components/ui/button.tsx';
import { LinkMenu } from '../../../components/ui/link-menu.tsx';
import { nfseExportUrl, type NfseListFilters } from '../list-api.ts';

/**
 * "Exportar" (decision 077): the list's filter, in its order, as CSV, XLSX or PDF, written by the
 * server. `total` is what the loaded list counts for these filters (null while it loads): a format
 * the server would refuse (none in the filter, more than a file holds) is not offered, and why is
 * said under the button.
 */
export function NfseExportMenu({ filters, total }: { filters: NfseListFilters; total: number | null }) {
  const formats = total ? nfseExportFormats.filter((f) => total <= (f === 'pdf' ? NFSE_PDF_EXPORT_MAX : NFSE_EXPORT_MAX)) : [];
  const hint = total === 0 ? l.exportNone : total && total > NFSE_EXPORT_MAX ? l.exportTooLarge : total && total > NFSE_PDF_EXPORT_MAX ? l.pdfTooLarge : '';
  const label = (
    <>
      <Download aria-hidden="true" className="size-4" />
      {l.export}
    </>
  );
  return (
    <div className="flex flex-col items-start gap-1.5">
      {formats.length ? (
        <LinkMenu label={label} items={formats.map((f) => ({ label: l.exportFormats[f], href: nfseExportUrl(filters, f), download: true }))} />
      ) : (
        <Button variant="outline" disabled aria-describedby={hint ? 'nfse-export-hint' : undefined}>
          {label}
        </Button>
      )}
      <p id="nfse-export-hint" className="text-xs text-slate-500">
        {hint}
      </p>
    </div>
  );
}
