import type { SearchResult } from '@despacha/domain/contracts/registry/registration';
import { Card, CardContent, CardHeader, CardTitle } from '../../../../components/ui/card.tsx';
import { RegistryLookup } from '../registry-lookup.tsx';
import { saleStrings } from './strings.ts';

const s = saleStrings.search;

/** 'Buscar no Sistema': looks the seller and the vehicle up in the agency's registry. */
export function SaleSearchCard({ onFound }: { onFound: (hit: SearchResult) => void }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{s.title}</CardTitle>
      </CardHeader>
      <CardContent>
        <RegistryLookup onFound={onFound} label={s.label} hint={s.hint} placeholder={s.placeholder} />
      </CardContent>
    </Card>
  );
}
