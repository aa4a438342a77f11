import type { OpenApiDocument } from './openapi.ts';

// /api/docs: the OpenAPI document as one readable HTML page, rendered on the server. No script
// and no CDN, so the SPA's Content-Security-Policy serves it as is; its one <style> element is
// allowed there (style-src-elem 'unsafe-inline').

type Schema = Record<string, unknown>;
type Operation = OpenApiDocument['paths'][string][string];

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A JSON Schema as a short TypeScript-like type: `{ nome: string; valor?: integer }`. */
export function typeText(schema: Schema | undefined, indent = ''): string {
  if (!schema || Object.keys(schema).length === 0) return 'qualquer';
  if (typeof schema.$ref === 'string') return schema.$ref.split('/').pop()!;
  const union = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (union) return union.map((s) => typeText(s, indent)).join(' | ');
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  if ('const' in schema) return JSON.stringify(schema.const);
  const type = schema.type;
  if (Array.isArray(type)) return type.map((t) => typeText({ ...schema, type: t }, indent)).join(' | ');
  if (type === 'array') return `${typeText(schema.items as Schema | undefined, indent)}[]`;
  if (type === 'object') {
    const properties = Object.entries((schema.properties ?? {}) as Record<string, Schema>);
    const extra = schema.additionalProperties;
    if (properties.length === 0) return extra && typeof extra === 'object' ? `Record<string, ${typeText(extra as Schema, indent)}>` : '{}';
    const required = new Set((schema.required ?? []) as string[]);
    const inner = `${indent}  `;
    return `{\n${properties.map(([name, s]) => `${inner}${name}${required.has(name) ? '' : '?'}: ${typeText(s, inner)}${limits(s)}`).join('\n')}\n${indent}}`;
  }
  return typeof type === 'string' ? type : 'qualquer';
}

/** The bounds a client must respect: 'até 100 caracteres, 1..100000'. */
function bounds(s: Schema): string {
  const parts: string[] = [];
  if (typeof s.maxLength === 'number') parts.push(`até ${s.maxLength} caracteres`);
  if (typeof s.format === 'string') parts.push(s.format);
  if (typeof s.minimum === 'number' && typeof s.maximum === 'number') parts.push(`${s.minimum}..${s.maximum}`);
  return parts.join(', ');
}
const limits = (s: Schema) => (bounds(s) ? `  // ${bounds(s)}` : '');

function operationHtml(method: string, path: string, op: Operation): string {
  const params = (op.parameters ?? []).map(
    (p) =>
      `<li><code>${escapeHtml(p.name)}</code> (${p.in === 'path' ? 'caminho' : 'consulta'}${p.required ? ', obrigatório' : ''}): <code>${escapeHtml(typeText(p.schema))}</code>${bounds(p.schema) ? ` (${escapeHtml(bounds(p.schema))})` : ''}</li>`,
  );
  const body = op.requestBody?.content['application/json']?.schema;
  const responses = Object.entries(op.responses).map(([status, r]) => {
    const schema = r.content?.['application/json']?.schema;
    const shown = schema && !status.startsWith('4') && !status.startsWith('5') ? `<pre>${escapeHtml(typeText(schema))}</pre>` : '';
    return `<li><b>${status}</b> ${escapeHtml(r.description)}${shown}</li>`;
  });
  return `<section id="${escapeHtml(op.operationId)}">
<h3><span class="m ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
<p>${escapeHtml(op.summary)}${op.security ? ' <span class="s">requer sessão</span>' : ''}</p>
${params.length ? `<h4>Parâmetros</h4><ul>${params.join('')}</ul>` : ''}
${body ? `<h4>Corpo (JSON)</h4><pre>${escapeHtml(typeText(body))}</pre>` : ''}
<h4>Respostas</h4><ul>${responses.join('')}</ul>
</section>`;
}

const style = `body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:72rem;padding:1rem 1.5rem;color:#1f2937}
h2{border-bottom:1px solid #d1d5db;margin-top:2.5rem}section{border-top:1px solid #e5e7eb;padding:.5rem 0}
h3{font-size:1rem;margin:.5rem 0}h4{font-size:.85rem;margin:.5rem 0 .25rem;color:#4b5563}
pre{background:#f3f4f6;padding:.5rem;overflow-x:auto;font-size:13px}code{font-size:13px}
.m{display:inline-block;min-width:4.5rem;text-align:center;border-radius:4px;color:#fff;font-size:12px;padding:1px 4px}
.get{background:#1d4ed8}.post{background:#047857}.put,.patch{background:#b45309}.delete{background:#b91c1c}
.s{font-size:12px;color:#6b7280}nav a{margin-right:.75rem;white-space:nowrap}`;

export function docsPage(doc: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const tag = op.tags[0] ?? 'api';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(method, path, op)]);
    }
  }
  const tags = [...byTag.keys()].sort();
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(doc.info.title)} — documentação</title><style>${style}</style></head>
<body><h1>${escapeHtml(doc.info.title)} ${escapeHtml(doc.info.version)}</h1>
<p>${escapeHtml(doc.info.description)} O documento OpenAPI 3.1 está em <a href="/api/openapi.json">/api/openapi.json</a>.</p>
<nav>${tags.map((t) => `<a href="#${escapeHtml(t)}">${escapeHtml(t)}</a>`).join(' ')}</nav>
${tags.map((t) => `<h2 id="${escapeHtml(t)}">${escapeHtml(t)}</h2>\n${byTag.get(t)!.join('\n')}`).join('\n')}
</body></html>`;
}
