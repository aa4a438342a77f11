import { Download } from 'lucide-react';
import { commissionMessages as m } from '@despacha/domain/commissions/messages';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { commissionsExportUrl, type ExportFormat, type StatementQuery } from '../api/get-commissions.ts';
import { commissionStrings as s } from '../strings.ts';

const formats: { format: ExportFormat; label: string }[] = [
  { format: 'pdf', label: m.exportPdf },
  { format: 'xlsx', label: m.exportXlsx },
  { format: 'csv', label: m.exportCsv },
];

/** The statement as files; a statement not loaded yet offers disabled buttons, not dead links. */
export function ExportLinks({ query, ready }: { query: StatementQuery; ready: boolean }) {
  return (
    <div role="group" aria-label={s.exportLegend} className="flex flex-wrap gap-2">
      {formats.map(({ format, label }) => {
        const content = (
          <>
            <Download className="size-4" aria-hidden="true" />
            {label}
          </>
        );
        return ready ? (
          <a key={format} href={commissionsExportUrl(query, format)} download className={buttonClasses({ variant: 'outline', size: 'sm' })}>
            {content}
          </a>
        ) : (
          <Button key={format} variant="outline" size="sm" disabled>
            {content}
          </Button>
        );
      })}
    </div>
  );
}
