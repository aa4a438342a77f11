import { describe, expect, it } from 'vitest';
import { sampleRequests } from '@despacha/domain/contracts/requests/samples';
import { normaliseRequestValues } from '@despacha/domain/contracts/requests/stored-values';
import { findLibraryItem, libraryItems } from '@despacha/domain/library/catalog';
import { renderRequestPdf } from '../../modules/requests/request-pdf.ts';
import { renderLibraryItem } from '../../modules/library/render-library-item.ts';
import { certificateDocuments } from '../../modules/library/certificates.ts';
import type { LibraryContext } from '../../modules/library/load-context.ts';
import { pdfPageCount } from '../../testing/pdf-text.ts';
import { pdfRuns, tickedLabels, type PdfRun } from '../../testing/pdf-runs.ts';
import { PAGE_WIDTH } from './layout.ts';

// The printed documents read as a DETRAN-RJ clerk reads them: which vehicle, which date, which
// box is ticked, nothing pushed apart or out of its column, nothing spilled onto a second page.

const agency = { name: 'Despachante Ação', cnpj: '11222333000181', phone: null, email: 'a@acao.com.br', address: null, city: 'Niterói', state: 'RJ' };
const ctx: LibraryContext = { agency, today: '2026-11-24', filled: null };
const LEFT = 40;
const RIGHT = LEFT + PAGE_WIDTH;

/** The form as the server stores it (its codes normalised), printed. */
const printed = async (type: keyof typeof sampleRequests, data: Record<string, unknown> = {}) => {
  const pdf = await renderRequestPdf({ type, data: normaliseRequestValues({ ...sampleRequests[type], ...data }), agency, date: '24/11/2026' });
  return {
    pdf,
    runs: pdfRuns(pdf),
    text: pdfRuns(pdf)
      .map((r) => r.text)
      .join(''),
  };
};

/** The value printed under a boxed field's label (the runs of the next line in the same column). */
function valueUnder(runs: PdfRun[], label: string): string {
  const at = runs.findIndex(
    (r, i) =>
      runs
        .slice(i)
        .map((x) => x.text)
        .join('')
        .startsWith(label) && r.size === 7,
  );
  expect(at, label).toBeGreaterThanOrEqual(0);
  const labelRun = runs[at]!;
  const value = runs.filter((r) => r.size === 10 && r.y < labelRun.y && labelRun.y - r.y < 12 && r.x >= labelRun.x - 3 && r.x < labelRun.x + 120);
  return value
    .map((r) => r.text)
    .join('')
    .trim();
}

describe('Isenção de Taxa', () => {
  it('names the vehicle whose CRV is asked for and the date of the Registro de Ocorrência, in one term', async () => {
    const { runs, text } = await printed('isencao-taxa', { uf: 'rj' });
    expect(valueUnder(runs, 'Placa')).toBe('ABC-1234');
    expect(valueUnder(runs, 'RENAVAM')).toBe('00639884962');
    expect(valueUnder(runs, 'Chassi')).toBe('9BWZZZ377VT004251');
    expect(valueUnder(runs, 'Data da Ocorrência')).toBe('02/02/2026');
    expect(valueUnder(runs, 'Número do Registro de Ocorrência')).toBe('012-00345/2026');
    expect(valueUnder(runs, 'UF')).toBe('RJ');
    expect(text).toContain('REGISTRO DE OCORRÊNCIA');
    expect(text.toLowerCase()).not.toContain('boletim');
  });
});

describe('Comunicação de Venda', () => {
  it('is a dated, priced document that identifies the vehicle by its chassis (CTB art. 134)', async () => {
    const { runs, text } = await printed('comunicacao-venda');
    expect(text).toContain('art. 134 do Código de Trânsito Brasileiro');
    expect(valueUnder(runs, 'Data da Venda')).toBe('15/01/2026');
    expect(valueUnder(runs, 'Valor da Venda')).toBe('R$ 38.900,00');
    expect(valueUnder(runs, 'Chassi')).toBe('9BWZZZ377VT004251');
    expect(valueUnder(runs, 'Placa')).toBe('ABC-1234');
  });
});

describe('Vistoria em Trânsito', () => {
  const items = ['vistoria-transito-outros-estados', 'vistoria-movel', 'vistoria-transito-rio-de-janeiro'] as const;
  const ticked = {
    'vistoria-transito-outros-estados': 'Vistoria em trânsito para veículos emplacados em outros estados',
    'vistoria-movel': 'Vistoria móvel',
    'vistoria-transito-rio-de-janeiro': 'Vistoria em trânsito para veículos emplacados no Rio de Janeiro',
  };

  it('prints each library item with its own title, its own request text and its own box ticked', async () => {
    const texts: string[] = [];
    for (const id of items) {
      const pdf = await renderLibraryItem(findLibraryItem(id)!, ctx);
      const text = pdfRuns(pdf)
        .map((r) => r.text)
        .join('');
      expect(tickedLabels(pdf), id).toEqual([ticked[id]]);
      expect(text, id).toContain(findLibraryItem(id)!.title.toUpperCase());
      texts.push(text);
    }
    expect(new Set(texts).size).toBe(3);
    expect(texts[0]).toContain('emplacado em outra unidade da federação');
    expect(texts[1]).toContain('Requeiro a realização de vistoria móvel');
    expect(texts[2]).toContain('emplacado no Estado do Rio de Janeiro');
  });

  it('describes the vehicle and gives the reason of a mobile inspection', async () => {
    const { pdf, runs } = await printed('vistoria-transito');
    expect(tickedLabels(pdf)).toEqual(['Vistoria móvel']);
    expect(valueUnder(runs, 'Chassi')).toBe('9BWZZZ377VT004251');
    expect(valueUnder(runs, 'Marca/Modelo')).toBe('VW/Gol 1.0');
    expect(valueUnder(runs, 'Ano de Fabricação')).toBe('2019');
    expect(valueUnder(runs, 'Cor')).toBe('Prata');
    expect(valueUnder(runs, 'Combustível')).toBe('Flex');
    expect(valueUnder(runs, 'Motivo da Vistoria Móvel')).toContain('Veículo sem condições de circular');
  });
});

describe('Casos Especiais de Comunicação de Venda', () => {
  it('does not ask for a copy of the CRV when the CRV is the document that was lost', async () => {
    const lost = await printed('casos-especiais-comunicacao-venda', {
      motivoSolicitacao: 'Perda ou extravio do documento de venda',
      documentosAnexos: ['Nota fiscal de venda', 'Sentença judicial'],
    });
    expect(lost.text).not.toContain('Cópia do CRV');
    expect(tickedLabels(lost.pdf)).toEqual(['Nota fiscal de venda', 'Sentença judicial', 'Declaro que as informações prestadas são verdadeiras']);
    const blank = pdfRuns(await renderRequestPdf({ type: 'casos-especiais-comunicacao-venda', data: null, agency }))
      .map((r) => r.text)
      .join('');
    for (const document of ['Nota fiscal de venda', 'Escritura de doação', 'Carta de arrematação ou de adjudicação', 'Sentença judicial'])
      expect(blank).toContain(document);
  });
});

describe('dates and layout', () => {
  it('dates a filled form as the browser print does, and leaves the blank one to the pen', async () => {
    expect((await printed('certidao-propriedade')).text).toContain('Niterói, 24 de novembro de 2026.');
    const blank = pdfRuns(await renderRequestPdf({ type: 'certidao-propriedade', data: null, agency }))
      .map((r) => r.text)
      .join('');
    expect(blank).toContain('Niterói, _____ de');
  });

  it('never pushes "DETRAN-RJ" apart in justified text', async () => {
    let seen = 0;
    for (const item of libraryItems.filter((i) => i.kind !== 'request-form' && i.id !== 'recibo' && i.id !== 'recibo-origem')) {
      const runs = pdfRuns(await renderLibraryItem(item, ctx));
      for (const [i, run] of runs.entries()) {
        if (!run.text.startsWith('DETRAN-')) continue;
        seen += 1;
        if (run.text.startsWith('DETRAN-RJ')) continue;
        // Drawn in two runs, the second word must start where the hyphen ends: no justification gap.
        const next = runs[i + 1]!;
        expect(next.y, item.id).toBe(run.y);
        expect(next.x - (run.x + run.width), item.id).toBeLessThan(0.01);
      }
    }
    expect(seen).toBeGreaterThan(5);
  });

  it('prints the blank Certificado Analítico on one page', async () => {
    expect(pdfPageCount(await certificateDocuments['certificado-analitico'](ctx))).toBe(1);
  });

  it('keeps a long e-mail inside its column of the Cancelamento de Intenção de Venda', async () => {
    const email = 'departamento.financeiro.compras.veiculos.usados@concessionaria-exemplo.com.br';
    const { runs } = await printed('cancelamento-intencao-venda', { emailVendedor: email });
    const label = runs.find((r) => r.text === 'Email' && r.size === 7)!;
    const drawn = runs.filter(
      (r) => r.size === 10 && /[a-z@.]/.test(r.text) && email.includes(r.text.trim()) && r.text.trim().length > 3 && r.y < label.y && label.y - r.y < 40,
    );
    expect(drawn.map((r) => r.text).join('')).toBe(email);
    for (const run of drawn) {
      expect(run.x).toBeGreaterThanOrEqual(label.x - 0.5);
      expect(run.x + run.width).toBeLessThanOrEqual(RIGHT - 2);
    }
    for (const run of runs) expect(run.x + run.width, run.text).toBeLessThanOrEqual(RIGHT + 0.5);
  });
});
