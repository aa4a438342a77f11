import { FormSection } from '../form-section.tsx';
import { RequestFieldGrid, type FieldSpec } from '../request-field-grid.tsx';
import { saleLabels } from './labels.ts';
import type { SaleFieldName } from './sale-form-values.ts';
import { saleStrings as s } from './strings.ts';

const place: FieldSpec<SaleFieldName> = { name: 'local', span: 2 };
const placeAndDate: FieldSpec<SaleFieldName>[] = [place, { name: 'data', mask: 'date' }];

/** Local (default 'Rio de Janeiro') and, where the form dates itself, Data (default today). */
export function PlaceDateFields({ withDate }: { withDate: boolean }) {
  return (
    <FormSection title={withDate ? s.placeAndDate : s.place}>
      <RequestFieldGrid fields={withDate ? placeAndDate : [place]} labels={saleLabels} />
    </FormSection>
  );
}
