import { importScreenMessages as s } from '@despacha/domain/imports/screen-messages';

type RunProgressProps = { label: string; done: number; total: number | null };

/** A bar of the rows read: filled against the total once known, moving (indeterminate) before. */
export function RunProgress({ label, done, total }: RunProgressProps) {
  const known = total !== null && total > 0;
  return (
    <div className="flex flex-col gap-1.5">
      {known ? (
        <progress className="h-2 w-full accent-primary" max={total} value={Math.min(done, total)} aria-label={label} />
      ) : (
        <progress className="h-2 w-full accent-primary" aria-label={label} />
      )}
      <p className="text-sm text-slate-700 tabular-nums">{known ? s.rowsOf(done, total) : s.rowsRead(done)}</p>
    </div>
  );
}
