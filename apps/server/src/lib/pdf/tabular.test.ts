import { describe, expect, it } from 'vitest';
import { caixaPdf } from '../../modules/caixa/caixa-pdf.ts';
import { pdfRuns } from '../../testing/pdf-text.ts';
import type { Report } from '../reports/report.ts';
import { tabularText } from './tabular.ts';

const money = (header: string) => ({ header, width: 14, type: 'money' as const });
const long = 'Transferência de propriedade com vistoria, emplacamento Mercosul, lacre e segunda via do CRV';

describe('PDF tables sized by their content', () => {
  it('write each typed value as the screens do', () => {
    expect(tabularText(160000, 'money')).toBe('R$ 1.600,00');
    expect(tabularText('2026-11-28', 'date')).toBe('28/11/2026');
    expect(tabularText(12.5, 'percent')).toBe('12,50%');
    expect(tabularText(1234, 'int')).toBe('1234');
    expect(tabularText('', 'money')).toBe('');
  });

  it('never break an amount into "R$" over its figures when long text squeezes the columns (issue 34 item 10)', async () => {
    const report: Report = {
      kind: 'caixa',
      title: 'Caixa',
      from: '2026-11-01',
      to: '2026-11-30',
      columns: [
        { header: 'Data', width: 11, type: 'date' },
        { header: 'Dono', width: 28, type: 'text' },
        { header: 'Descrição', width: 32, type: 'text' },
        money('Entrada (R$)'),
        money('Saída (R$)'),
        money('Saldo (R$)'),
        { header: 'Quem', width: 22, type: 'text' },
      ],
      rows: Array.from({ length: 5 }, (_, i) => [
        '2026-11-05',
        `${long} ${i}`,
        long,
        160000 + i,
        123456789,
        98765432 + i,
        'Maria Aparecida dos Santos Oliveira',
      ]),
    };
    const runs = pdfRuns(await caixaPdf(report, { name: 'Despachante Alfa', cnpj: '', phone: null, email: '', address: null, city: null, state: null }));
    // Runs drawn one after another at the same height are one line of the table.
    const lines: string[] = [];
    runs.forEach((r, i) => (i > 0 && runs[i - 1]!.y === r.y ? (lines[lines.length - 1] += r.text) : lines.push(r.text)));
    for (const amount of ['R$ 1.600,00', 'R$ 1.234.567,89', 'R$ 987.654,36'])
      expect(
        lines.some((l) => l.includes(amount)),
        amount,
      ).toBe(true);
    expect(lines.filter((l) => /R\$\s*$/.test(l))).toEqual([]);
  });
});
