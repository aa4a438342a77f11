import { ServiceCatalogPage } from '../../../features/service-catalog/components/service-catalog-page.tsx';
import { paths } from '../../../lib/paths.ts';

export default function AdminServiceCatalogPage() {
  return <ServiceCatalogPage title={paths.adminServiceCatalog.title} />;
}
