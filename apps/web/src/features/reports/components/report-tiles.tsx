import { FileBarChart } from 'lucide-react';
import { reportKindDefinitions, reportKindOptions, type ReportKind } from '@despacha/domain/reports/kinds';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { reportStrings as s } from '../strings.ts';

type ReportTilesProps = {
  onGenerate: (kind: ReportKind) => void;
  /** The kind being generated now: its button says so, the others wait. */
  pending: ReportKind | null;
};

export const tileButtonId = (kind: ReportKind) => `report-generate-${kind}`;

/** The four tiles of spec §2 (GERAL, DAP, POR ORIGEM, 0KM), each with its definition. */
export function ReportTiles({ onGenerate, pending }: ReportTilesProps) {
  return (
    <ul aria-label={s.tilesLabel} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {reportKindOptions.map(({ value, label }) => {
        const titleId = `report-tile-${value}`;
        return (
          <li key={value} className="contents">
            <Card role="group" aria-labelledby={titleId} className="flex flex-col gap-3 p-4">
              <h2 id={titleId} className="flex items-center gap-2 text-base font-semibold text-slate-900">
                <FileBarChart aria-hidden="true" className="size-5 text-primary" />
                {label}
              </h2>
              <p className="flex-1 text-sm text-slate-600">{reportKindDefinitions[value]}</p>
              <Button
                id={tileButtonId(value)}
                className="self-start"
                aria-label={`${s.generate} ${label}`}
                disabled={pending !== null}
                aria-busy={pending === value || undefined}
                onClick={() => onGenerate(value)}
              >
                {pending === value ? s.generating : s.generate}
              </Button>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
