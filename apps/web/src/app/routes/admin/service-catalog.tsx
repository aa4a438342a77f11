import { LicensingCalendarCard } from '../../../features/licensing/components/licensing-calendar-card.tsx';
import { ServiceCatalogPage } from '../../../features/service-catalog/components/service-catalog-page.tsx';
import { paths } from '../../../lib/paths.ts';

export default function AdminServiceCatalogPage() {
  return (
    <div className="flex flex-col gap-6">
      <ServiceCatalogPage title={paths.adminServiceCatalog.title} />
      <LicensingCalendarCard />
    </div>
  );
}
