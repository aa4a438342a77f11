import type { LibraryItem } from '@despacha/domain/library/catalog';
import { renderRequestPdf } from '../requests/public.ts';
import { certificateDocuments } from './certificates.ts';
import { coverDocuments } from './covers.ts';
import { documentalistaDocuments } from './documentalista.ts';
import type { LibraryContext } from './load-context.ts';
import { otherServiceDocuments } from './other-services.ts';
import { receiptDocuments } from './receipts.ts';
import { specialCoverDocuments } from './special-covers.ts';
import { vehicleFormDocuments } from './vehicle-forms.ts';

type Render = (ctx: LibraryContext) => Promise<Buffer>;

const documents: Record<string, Render> = {
  ...documentalistaDocuments,
  ...vehicleFormDocuments,
  ...otherServiceDocuments,
  ...coverDocuments,
  ...receiptDocuments,
  ...certificateDocuments,
  ...specialCoverDocuments,
};

/** The item's PDF: request forms print blank from their own layout, the rest from the library's. */
export function renderLibraryItem(item: LibraryItem, ctx: LibraryContext): Promise<Buffer> {
  if (item.kind === 'request-form') {
    const variant = item.variant ? { flag: item.variant, title: item.title } : undefined;
    return renderRequestPdf({ type: item.requestType, data: null, agency: ctx.agency, variant });
  }
  const render = documents[item.id];
  // library.test.ts downloads every catalogue item, so a missing layout fails there first.
  if (!render) throw new Error(`library item without a layout: ${item.id}`);
  return render(ctx);
}
