import type { HistoryPoint } from '@despacha/domain/contracts/monitoring';
import { monitoringLabels as l, RESPONSE_TIME_SCALE_MS } from '@despacha/domain/monitoring/constants';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { formatHour, formatMs, formatNumber } from '../format.ts';

const W = 720;
const H = 200;
const PAD = { left: 44, right: 44, top: 12, bottom: 28 };

/**
 * The hourly history (7 days): requests per hour as bars (left axis), p95 as a line on the
 * response-time axis (right, at least the spec's 200 ms scale). Hand-drawn SVG: a chart library
 * would cost the route more than this whole screen. The same figures are in the table below it.
 */
export function HistoryChart({ points }: { points: HistoryPoint[] }) {
  const maxReq = Math.max(1, ...points.map((p) => p.requests));
  const maxMs = Math.max(RESPONSE_TIME_SCALE_MS, ...points.map((p) => p.p95Ms ?? 0));
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const step = innerW / Math.max(1, points.length);
  const x = (i: number) => PAD.left + i * step;
  const yReq = (v: number) => PAD.top + innerH - (v / maxReq) * innerH;
  const yMs = (v: number) => PAD.top + innerH - (v / maxMs) * innerH;
  const line = points
    .map((p, i) => (p.p95Ms === null ? null : `${x(i) + step / 2},${yMs(p.p95Ms)}`))
    .filter(Boolean)
    .join(' ');
  const labelEvery = Math.max(1, Math.ceil(points.length / 8));
  return (
    <Card>
      <CardHeader>
        <CardTitle>{l.history}</CardTitle>
      </CardHeader>
      <CardContent>
        {points.length === 0 ? (
          <p className="text-sm text-slate-600">{l.historyEmpty}</p>
        ) : (
          <>
            <svg viewBox={`0 0 ${W} ${H}`} className="h-auto w-full" role="img" aria-label={`${l.history}: ${l.requests} por hora e p95`}>
              <line x1={PAD.left} x2={W - PAD.right} y1={PAD.top + innerH} y2={PAD.top + innerH} stroke="#cbd5e1" />
              <text x={PAD.left - 4} y={PAD.top + 8} textAnchor="end" fontSize="10" fill="#475569">
                {formatNumber(maxReq)}
              </text>
              <text x={W - PAD.right + 4} y={PAD.top + 8} fontSize="10" fill="#b45309">
                {formatNumber(maxMs)} ms
              </text>
              {points.map((p, i) => (
                <rect
                  key={p.hour}
                  data-testid="history-bar"
                  x={x(i) + step * 0.15}
                  width={Math.max(1, step * 0.7)}
                  y={yReq(p.requests)}
                  height={PAD.top + innerH - yReq(p.requests)}
                  fill="#0f766e"
                >
                  <title>{`${formatHour(p.hour)}: ${formatNumber(p.requests)} ${l.requests.toLowerCase()}, p95 ${formatMs(p.p95Ms)}`}</title>
                </rect>
              ))}
              {line && <polyline points={line} fill="none" stroke="#b45309" strokeWidth="2" />}
              {points.map((p, i) =>
                i % labelEvery === 0 ? (
                  <text key={`l-${p.hour}`} x={x(i) + step / 2} y={H - 8} textAnchor="middle" fontSize="10" fill="#475569">
                    {formatHour(p.hour)}
                  </text>
                ) : null,
              )}
            </svg>
            <div className="mt-2 flex gap-4 text-xs text-slate-600" aria-hidden="true">
              <span className="flex items-center gap-1">
                <span className="inline-block size-3 bg-[#0f766e]" /> {l.requests}
              </span>
              <span className="flex items-center gap-1">
                <span className="inline-block h-0.5 w-4 bg-[#b45309]" /> p95
              </span>
            </div>
            <details className="mt-3 text-sm">
              <summary className="cursor-pointer text-slate-700">Ver dados</summary>
              <div className="max-h-64 overflow-auto" tabIndex={0}>
                <table className="w-full text-sm">
                  <thead>
                    <tr className="text-xs text-slate-600">
                      <th scope="col" className="text-left font-medium">
                        Hora
                      </th>
                      <th scope="col" className="text-right font-medium">
                        {l.requests}
                      </th>
                      <th scope="col" className="text-right font-medium">
                        Erros
                      </th>
                      <th scope="col" className="text-right font-medium">
                        p50
                      </th>
                      <th scope="col" className="text-right font-medium">
                        p95
                      </th>
                      <th scope="col" className="text-right font-medium">
                        p99
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {points.map((p) => (
                      <tr key={p.hour} className="border-t border-slate-100">
                        <th scope="row" className="text-left font-normal">
                          {formatHour(p.hour)}
                        </th>
                        <td className="text-right tabular-nums">{formatNumber(p.requests)}</td>
                        <td className="text-right tabular-nums">{formatNumber(p.errors)}</td>
                        <td className="text-right tabular-nums">{formatMs(p.p50Ms)}</td>
                        <td className="text-right tabular-nums">{formatMs(p.p95Ms)}</td>
                        <td className="text-right tabular-nums">{formatMs(p.p99Ms)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </details>
          </>
        )}
      </CardContent>
    </Card>
  );
}
