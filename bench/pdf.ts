import { requestTypes, type RequestType } from '../packages/domain/src/contracts/requests/request-types.ts';
import { renderRequestPdf } from '../apps/server/src/modules/requests/request-pdf.ts';
import { sampleRequests } from '../packages/domain/src/contracts/requests/samples.ts';
import { demoAgency } from '../apps/server/src/db/seed/demo-accounts.ts';
import { percentile } from './percentile.ts';

export type PdfFigures = { type: RequestType; title: string; p50: number; p95: number; runs: number };

/**
 * Warm render time of each request form's PDF (filled with a typical request), as the
 * /api/requests/:id/pdf handler spends it: pdfmake layout and PDF writing, no database.
 */
export async function pdfRenderTimes({ runs, warmup, only }: { runs: number; warmup: number; only?: readonly RequestType[] }): Promise<PdfFigures[]> {
  const agency = { ...demoAgency, phone: demoAgency.phone };
  const figures: PdfFigures[] = [];
  // The process's first renders pay for JIT and font metrics; "warm" means after every layout ran once.
  for (const { type } of requestTypes) await renderRequestPdf({ type, data: sampleRequests[type], agency });
  for (const { type, title } of requestTypes.filter((t) => !only || only.includes(t.type))) {
    const input = { type, data: sampleRequests[type], agency };
    for (let i = 0; i < warmup; i++) await renderRequestPdf(input);
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const start = performance.now();
      await renderRequestPdf(input);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    figures.push({ type, title, p50: percentile(times, 50), p95: percentile(times, 95), runs });
  }
  return figures;
}
