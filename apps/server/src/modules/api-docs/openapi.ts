import { z } from 'zod';
import type { RegisteredRoute } from '../../route-table.ts';
import { timeSlices } from '../../lib/event-loop.ts';
import { routeDocs } from './route-docs.ts';

// The API's OpenAPI 3.1 document, made from the route table: each route's own zod schemas (the
// ones its validator and serializer use), its guard, and its pt-BR summary and errors (route-docs.ts).

type JsonSchema = Record<string, unknown>;
type Parameter = { name: string; in: 'path' | 'query'; required: boolean; schema: JsonSchema };
type Operation = {
  operationId: string;
  summary: string;
  tags: string[];
  security?: Array<Record<string, string[]>>;
  parameters?: Parameter[];
  requestBody?: { required: true; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>;
};
export type OpenApiDocument = {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: Array<{ url: string }>;
  tags: Array<{ name: string }>;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, JsonSchema> };
};

export const statusText: Record<number, string> = {
  200: 'OK',
  201: 'Criado',
  202: 'Aceito: o trabalho segue em segundo plano',
  204: 'Feito, sem conteúdo',
  302: 'Redireciona',
  400: 'Dados inválidos: a mensagem e os campos dizem o quê',
  401: 'Sessão ausente ou expirada',
  403: 'Sem permissão para esta ação',
  404: 'Não encontrado (ou de outra agência)',
  406: 'Envio que não é multipart/form-data',
  409: 'Conflito com o estado atual do registro',
  410: 'Link expirado ou já usado',
  413: 'Arquivo ou corpo grande demais',
  415: 'Tipo de arquivo não aceito',
  422: 'Não pode ser processado',
  423: 'Bloqueado',
  429: 'Muitas tentativas: aguarde',
  502: 'Serviço externo indisponível',
  503: 'Indisponível no momento',
};

const errorBody: JsonSchema = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: { type: 'string' },
        message: { type: 'string', description: 'Mensagem em português para quem usa o sistema' },
        fields: { type: 'object', additionalProperties: { type: 'string' }, description: 'Mensagem por campo' },
      },
    },
  },
};

const isZod = (schema: unknown): schema is z.ZodType => schema instanceof z.ZodType;

/** A route schema as JSON Schema 2020-12: what a client sends (input) or receives (output). */
function jsonSchema(schema: unknown, io: 'input' | 'output'): JsonSchema | undefined {
  if (!isZod(schema)) return undefined;
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', override: dropSafeIntegerBounds }) as JsonSchema;
  return rest;
}

/** zod writes ±(2^53 - 1) on every unbounded integer: implied by "integer", and noise to a reader. */
function dropSafeIntegerBounds({ jsonSchema: s }: { jsonSchema: JsonSchema }) {
  if (s.minimum === Number.MIN_SAFE_INTEGER) delete s.minimum;
  if (s.maximum === Number.MAX_SAFE_INTEGER) delete s.maximum;
}

function parameters(schema: unknown, where: 'path' | 'query'): Parameter[] {
  const object = jsonSchema(schema, 'input');
  const properties = (object?.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((object?.required ?? []) as string[]);
  return Object.entries(properties).map(([name, s]) => ({ name, in: where, required: where === 'path' || required.has(name), schema: s }));
}

/** ':id' and a trailing '*' become OpenAPI's '{id}' and '{caminho}'. */
export const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{caminho}');

/** The screen family a route belongs to: '/api/admin/invoices/:id' → 'admin/invoices'. */
export function tagOf(url: string): string {
  const parts = url.split('/').filter(Boolean);
  if (parts[0] !== 'api') return parts[0] && !parts[0].startsWith(':') && parts[0] !== '*' ? parts[0] : 'web';
  return parts[1] === 'admin' && parts[2] ? `admin/${parts[2]}` : (parts[1] ?? 'api');
}

const operationId = (method: string, url: string) =>
  `${method.toLowerCase()}${url
    .split(/[/:*{}-]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('')}`;

function operation(route: RegisteredRoute): Operation {
  const key = `${route.method} ${route.url}`;
  const doc = routeDocs[key];
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const op: Omit<Operation, 'responses'> = { operationId: operationId(route.method, route.url), summary: doc?.summary ?? '', tags: [tagOf(route.url)] };
  if (route.access !== 'public') op.security = [{ sessao: [] }];
  const pathParams = [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
  const params = [
    ...(schema.params
      ? parameters(schema.params, 'path')
      : pathParams.map((name): Parameter => ({ name, in: 'path', required: true, schema: { type: 'string' } }))),
    ...(schema.querystring ? parameters(schema.querystring, 'query') : []),
  ];
  if (params.length) op.parameters = params;
  const body = jsonSchema(schema.body, 'input');
  if (body) op.requestBody = { required: true, content: { 'application/json': { schema: body } } };

  const responses: Operation['responses'] = {};
  for (const [status, s] of Object.entries((schema.response ?? {}) as Record<string, unknown>)) {
    const out = jsonSchema(s, 'output');
    responses[status] = { description: statusText[Number(status)] ?? 'Resposta', ...(out ? { content: { 'application/json': { schema: out } } } : {}) };
  }
  if (!Object.keys(responses).some((s) => s.startsWith('2') || s.startsWith('3'))) responses['200'] = { description: 'OK' };
  const errors = new Set<number>(doc?.errors ?? []);
  if (schema.params || schema.querystring || schema.body) errors.add(400);
  if (route.access !== 'public') [401, 403].forEach((s) => errors.add(s));
  for (const status of [...errors].sort((a, b) => a - b)) {
    responses[String(status)] = {
      description: statusText[status] ?? 'Erro',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Erro' } } },
    };
  }
  return { ...op, responses };
}

/**
 * The whole document, in a stable order so the committed copy changes only with the routes.
 * Converting 200 routes' schemas takes a few hundred ms of CPU: done in slices, so the request
 * that asks first does not hold the event loop for everyone else.
 */
export async function buildOpenApi(routes: readonly RegisteredRoute[], version: string, sliceMs = 10): Promise<OpenApiDocument> {
  const sorted = [...routes].sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
  const paths: OpenApiDocument['paths'] = {};
  const slice = timeSlices(sliceMs);
  for (const route of sorted) {
    (paths[openApiPath(route.url)] ??= {})[route.method.toLowerCase()] = operation(route);
    await slice();
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Despacha API',
      version,
      description:
        'A API do Despacha, gerada dos mesmos esquemas que validam cada rota. Rotas com segurança "sessao" pedem o cookie de sessão de quem entrou; erros respondem { error: { code, message, fields } }, com mensagens em português.',
    },
    servers: [{ url: '/' }],
    tags: [...new Set(sorted.map((r) => tagOf(r.url)))].sort().map((name) => ({ name })),
    paths,
    components: {
      schemas: { Erro: errorBody },
      securitySchemes: {
        sessao: {
          type: 'apiKey',
          in: 'cookie',
          name: 'better-auth.session_token',
          description: 'Cookie de sessão, definido ao entrar (POST /api/auth/sign-in/email); em HTTPS, __Secure-better-auth.session_token',
        },
      },
    },
  };
}
