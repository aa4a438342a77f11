import { Card } from '../../../components/ui/card.tsx';
import { dashboardStrings as s } from '../strings.ts';

const Bar = ({ className }: { className: string }) => <span className={`block animate-pulse rounded bg-slate-200 ${className}`} />;

/** Placeholder shapes of cards, activities and counts while /api/dashboard answers. */
export function DashboardSkeleton() {
  return (
    <div role="status" aria-label={s.loading} className="flex flex-col gap-6">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {[0, 1, 2, 3].map((key) => (
          <Card key={key} className="flex flex-col gap-3 p-4">
            <Bar className="h-3 w-2/3" />
            <Bar className="h-7 w-1/2" />
          </Card>
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="flex flex-col gap-4 p-6 lg:col-span-2">
          {[0, 1, 2, 3].map((key) => (
            <Bar key={key} className="h-4 w-full" />
          ))}
        </Card>
        <Card className="flex flex-col gap-4 p-6">
          {[0, 1, 2, 3].map((key) => (
            <Bar key={key} className="h-4 w-full" />
          ))}
        </Card>
      </div>
    </div>
  );
}
