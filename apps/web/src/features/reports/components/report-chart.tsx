import { useId } from 'react';
import type { ReportChart as ReportChartData } from '@despacha/domain/contracts/reports';
import { formatMoney } from '@despacha/domain/validators/money';
import { reportStrings as s } from '../strings.ts';

type ReportChartProps = { chart: ReportChartData };

// Distinct at a glance and on white (≥ 3:1), in the order the server lists its series.
const palette = ['#2563eb', '#d97706', '#16a34a', '#dc2626', '#7c3aed', '#0e7490', '#be185d', '#4d7c0f'];
const HEIGHT = 260;
const PAD = { top: 12, right: 12, bottom: 64, left: 84 };
const SLOT_MIN = 36;
const SLOT_MAX = 96;
/** Few categories spread over about this width; many scroll sideways at SLOT_MIN each. */
const PLOT_WIDTH = 640;
const LABEL_CHARS = 14;

type Category = { key: string; label: string; values: number[]; total: number };

/** Categories in the server's order; each holds every series' value (a missing one is 0). */
function categoriesOf(chart: ReportChartData): Category[] {
  const byKey = new Map<string, Category>();
  chart.series.forEach((series, si) => {
    for (const v of series.values) {
      let c = byKey.get(v.key);
      if (!c) {
        c = { key: v.key, label: v.label, values: chart.series.map(() => 0), total: 0 };
        byKey.set(v.key, c);
      }
      c.values[si] = v.value;
      c.total += v.value;
    }
  });
  return [...byKey.values()];
}

/** A round step for the axis: 1, 2 or 5 times a power of ten. */
function niceMax(max: number): number {
  if (max <= 0) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 5, 10].find((m) => m * magnitude >= max / 4)! * magnitude;
  return Math.ceil(max / step) * step;
}

const shorten = (text: string) => (text.length > LABEL_CHARS ? `${text.slice(0, LABEL_CHARS - 1)}…` : text);

/**
 * A bar chart drawn by hand in SVG (no chart package: the route stays small). Counts stack (the
 * statuses of a week add up to its services); money stands side by side (the paid is part of the
 * total). The picture is named and summarised for screen readers; the same numbers follow in a table.
 */
export function ReportChart({ chart }: ReportChartProps) {
  const id = useId();
  const categories = categoriesOf(chart);
  if (categories.length === 0) return null;
  const stacked = chart.unit === 'count';
  const format = (n: number) => (chart.unit === 'money' ? formatMoney(n) : n.toLocaleString('pt-BR'));
  const max = niceMax(Math.max(...categories.map((c) => (stacked ? c.total : Math.max(...c.values)))));
  const bars = stacked ? 1 : chart.series.length;
  const slot = Math.max(SLOT_MIN, bars * 14 + 10, Math.min(SLOT_MAX, PLOT_WIDTH / categories.length));
  const barWidth = (slot * 0.7) / bars;
  const width = PAD.left + PAD.right + categories.length * slot;
  const plot = HEIGHT - PAD.top - PAD.bottom;
  const y = (v: number) => PAD.top + plot - (v / max) * plot;
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((t) => t * max);
  const labelEvery = Math.ceil(categories.length / 16);

  return (
    <figure className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <figcaption id={`${id}-title`} className="font-semibold text-slate-900">
        {chart.title}
      </figcaption>
      {chart.series.length > 1 ? (
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700" aria-hidden="true">
          {chart.series.map((series, i) => (
            <li key={series.label} className="flex items-center gap-1.5">
              <span className="inline-block size-3 rounded-sm" style={{ backgroundColor: palette[i % palette.length] }} />
              {series.label}
            </li>
          ))}
        </ul>
      ) : null}
      {/* Focusable so a keyboard can scroll a wide chart sideways. */}
      <div role="group" aria-label={chart.title} tabIndex={0} className="overflow-x-auto rounded focus-visible:outline-2 focus-visible:outline-primary">
        <svg
          role="img"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-desc`}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          width={Math.max(width, 320)}
          height={HEIGHT}
          className="max-w-none font-sans text-[11px]"
        >
          <desc id={`${id}-desc`}>{s.chartSummary(chart.title, categories.length, chart.series.length)}</desc>
          {ticks.map((t) => (
            <g key={t}>
              <line x1={PAD.left} x2={width - PAD.right} y1={y(t)} y2={y(t)} stroke="#e2e8f0" />
              <text x={PAD.left - 6} y={y(t)} dy="0.32em" textAnchor="end" fill="#475569">
                {format(t)}
              </text>
            </g>
          ))}
          {categories.map((c, ci) => {
            const x = PAD.left + ci * slot + slot * 0.15;
            let base = 0;
            return (
              <g key={c.key}>
                <title>{`${c.label}: ${chart.series.map((series, si) => `${series.label} ${format(c.values[si] ?? 0)}`).join(', ')}`}</title>
                {c.values.map((v, si) => {
                  const top = y(base + v);
                  const h = y(base) - top;
                  if (stacked) base += v;
                  const left = stacked ? x : x + si * barWidth;
                  return h > 0 ? <rect key={si} x={left} y={top} width={barWidth} height={h} fill={palette[si % palette.length]} /> : null;
                })}
                {ci % labelEvery === 0 ? (
                  <text
                    x={x + slot * 0.35}
                    y={HEIGHT - PAD.bottom + 8}
                    textAnchor="end"
                    transform={`rotate(-35 ${x + slot * 0.35} ${HEIGHT - PAD.bottom + 8})`}
                    fill="#334155"
                  >
                    {shorten(c.label)}
                  </text>
                ) : null}
              </g>
            );
          })}
          <line x1={PAD.left} x2={width - PAD.right} y1={y(0)} y2={y(0)} stroke="#94a3b8" />
        </svg>
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer text-primary hover:underline">{s.chartData}</summary>
        <div className="mt-2 overflow-x-auto">
          <table className="w-full border-collapse text-left">
            <caption className="sr-only">{chart.title}</caption>
            <thead>
              <tr className="border-b border-slate-200">
                <th scope="col" className="px-2 py-1">
                  {s.chartCategory}
                </th>
                {chart.series.map((series) => (
                  <th key={series.label} scope="col" className="px-2 py-1 text-right">
                    {series.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {categories.map((c) => (
                <tr key={c.key} className="border-b border-slate-100">
                  <th scope="row" className="px-2 py-1 font-normal">
                    {c.label}
                  </th>
                  {c.values.map((v, si) => (
                    <td key={si} className="px-2 py-1 text-right tabular-nums">
                      {format(v)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
