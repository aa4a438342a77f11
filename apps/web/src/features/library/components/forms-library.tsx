import { useState } from 'react';
import { itemsOfCategory, libraryCategories } from '@despacha/domain/library/catalog';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { paths } from '../../../lib/paths.ts';
import type { PickedService } from '../api/search-services.ts';
import { libraryStrings as s } from '../strings.ts';
import { LibraryCategoryCard } from './library-category-card.tsx';
import { ServicePicker } from './service-picker.tsx';

/** Formulários: the catalogue by category; a chosen service makes the prefillable items download filled. */
export function FormsLibrary() {
  const [service, setService] = useState<PickedService | null>(null);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={paths.forms.title} description={s.description} />
      <ServicePicker selected={service} onSelect={setService} />
      <div className="grid gap-6 xl:grid-cols-2">
        {libraryCategories.map((category) => (
          <LibraryCategoryCard key={category.id} title={category.title} items={itemsOfCategory(category.id)} service={service} />
        ))}
      </div>
    </div>
  );
}
