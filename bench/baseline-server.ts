// The yardstick of bench/api.ts: what a competent hand-written Fastify + pg endpoint does per
// request for the product's answers in steady state (docs/decisions/010-per-request-cost.md).
// It imports no product module: its SQL text is its own (baseline-sql.ts, checked equal to the
// product's by bench/api.ts) and so is its row-to-JSON code, plain object literals and
// JSON.stringify. bench/api.ts compares both servers' bytes before timing, headers included: the
// product's security headers are written here as a literal.
// - GET /api/me: the product answers from its session cache, so no SQL: find the session by its
//   cookie in a Map, answer the stored profile's JSON, written once (as the product now writes a
//   session's answer once, decision 010).
// - GET /api/registry/search?q=<plate>: the product's two statements for a plate (the vehicle with
//   its owner, then the open services of what matched), named, and the same JSON.
// Run: PORT, DATABASE_URL, BASELINE_SESSION (JSON: cookie name, token, agencyId, me).
import Fastify, { type FastifyReply } from 'fastify';
import pg from 'pg';
import { baselineSql } from './baseline-sql.ts';

type Session = { cookieName: string; token: string; agencyId: string; me: unknown };
type Row = Record<string, any>;
const session = JSON.parse(process.env.BASELINE_SESSION!) as Session;
const sessions = new Map([[session.token, { ...session, meJson: JSON.stringify(session.me) }]]);

// The product's session setting (decision 084): the same statements planned the same way.
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10, options: '-c jit=off' });
const vehicleByPlate = { name: 'baseline_vehicle_by_plate', text: baselineSql.vehicleByPlate };
const openServicesOf = { name: 'baseline_open_services_of', text: baselineSql.openServicesOf };

function sessionOf(cookie: string | undefined): (Session & { meJson: string }) | undefined {
  const start = cookie?.indexOf(`${session.cookieName}=`) ?? -1;
  if (start === -1) return undefined;
  const value = cookie!.slice(start + session.cookieName.length + 1).split(';', 1)[0]!;
  const signed = decodeURIComponent(value);
  return sessions.get(signed.slice(0, signed.lastIndexOf('.')));
}

// Old plates ABC1234 are stored in their Mercosul form ABC1E34 (the fifth digit becomes A–J).
const OLD = /^[A-Z]{3}\d{4}$/;
const MERCOSUL = /^[A-Z]{3}\d[A-Z]\d{2}$/;
const mercosul = (p: string) => (OLD.test(p) ? p.slice(0, 4) + String.fromCharCode(65 + Number(p[4])) + p.slice(5) : p);
// An agency in Rio: "today" is São Paulo's date, for the services past their prazo.
const saoPauloDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' });

// Dates go out through Date#toJSON (ISO, UTC), as the product writes them.
const vehicle = (r: Row) => ({
  id: r.v_id,
  ownerId: r.v_ownerId,
  placa: r.v_placa,
  renavam: r.v_renavam,
  chassis: r.v_chassis,
  placaAnterior: r.v_placaAnterior,
  assinatura: r.v_assinatura,
  posicao: r.v_posicao,
  envelope: r.v_envelope,
  entregue: r.v_entregue,
  marca: r.v_marca,
  modelo: r.v_modelo,
  anoFabricacao: r.v_anoFabricacao,
  anoModelo: r.v_anoModelo,
  chRem: r.v_chRem,
  especie: r.v_especie,
  combustivel: r.v_combustivel,
  cilindrada: r.v_cilindrada,
  categoria: r.v_categoria,
  carro: r.v_carro,
  potencia: r.v_potencia,
  tipo: r.v_tipo,
  capacidadePass: r.v_capacidadePass,
  ton: r.v_ton,
  catSeg: r.v_catSeg,
  eixos: r.v_eixos,
  procedencia: r.v_procedencia,
  cor: r.v_cor,
  origemServico: r.v_origemServico,
  capaProcesso: r.v_capaProcesso,
  createdAt: r.v_createdAt,
  updatedAt: r.v_updatedAt,
});
const owner = (r: Row) => ({
  id: r.o_id,
  nome: r.o_nome,
  cpf: r.o_cpf,
  cnpj: r.o_cnpj,
  endereco: r.o_endereco,
  numero: r.o_numero,
  complemento: r.o_complemento,
  bairro: r.o_bairro,
  cep: r.o_cep,
  municipio: r.o_municipio,
  uf: r.o_uf,
  orgao: r.o_orgao,
  emissao: r.o_emissao,
  cnh: r.o_cnh,
  nacionalidade: r.o_nacionalidade,
  naturalidade: r.o_naturalidade,
  nasc: r.o_nasc,
  estadoCivil: r.o_estadoCivil,
  email: r.o_email,
  telCom: r.o_telCom,
  ramal: r.o_ramal,
  telRes: r.o_telRes,
  cel: r.o_cel,
  createdAt: r.o_createdAt,
  updatedAt: r.o_updatedAt,
});
const service = (r: Row, today: string) => {
  // A DETRAN fee "a confirmar" (null, decision 078) adds nothing, as in the product.
  const total = (r.s_valorCents ?? 0) + r.s_duvidasCents + r.s_honorariosCents + r.s_extrasCents;
  return {
    id: r.s_id,
    number: r.s_number,
    vehicleId: r.s_vehicleId,
    ownerId: r.s_ownerId,
    originId: r.s_originId,
    servico: r.s_servico,
    assinatura: r.s_assinatura,
    posicao: r.s_posicao,
    origemServico: r.s_origemServico,
    capaProcesso: r.s_capaProcesso,
    dataProc: r.s_dataProc,
    prazo: r.s_prazo,
    nCrvInf: r.s_nCrvInf,
    emissao: r.s_emissao,
    uf: r.s_uf,
    restricoes: r.s_restricoes,
    finArr: r.s_finArr,
    exProp: r.s_exProp,
    cpfCnpjAnt: r.s_cpfCnpjAnt,
    crvCrlv: r.s_crvCrlv,
    declPerda: r.s_declPerda,
    status: r.s_prazo !== null && r.s_prazo < today ? 'late' : r.s_status,
    valor: r.s_valorCents,
    honorarios: r.s_honorariosCents,
    duvidas: r.s_duvidasCents,
    extras: r.s_extrasCents,
    total,
    valorPago: r.s_valorPagoCents,
    saldo: total - r.s_valorPagoCents,
    paidAt: r.s_paidAt,
    observacoes: r.s_observacoes,
    completedAt: r.s_completedAt,
    createdAt: r.s_createdAt,
    updatedAt: r.s_updatedAt,
  };
};

// What every JSON answer of the product carries (its security headers on http, decision 010): an
// endpoint a browser reads needs them too. Answers of 1 KB or more also say they vary with
// Accept-Encoding, as the product's (compressed for a client asking; the bench's never does).
const JSON_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
};
const COMPRESSIBLE = 1024;
const sendJson = (reply: FastifyReply, code: number, json: string) => {
  reply.code(code).headers(JSON_HEADERS);
  if (json.length >= COMPRESSIBLE || Buffer.byteLength(json) >= COMPRESSIBLE) reply.header('vary', 'accept-encoding');
  return reply.send(json);
};
const refuse = (reply: FastifyReply, code: number, error: string) => sendJson(reply, code, JSON.stringify({ error: { code: error } }));

const app = Fastify({ logger: false });

app.get('/api/me', async (request, reply) => {
  const s = sessionOf(request.headers.cookie);
  return s ? sendJson(reply, 200, s.meJson) : refuse(reply, 401, 'UNAUTHENTICATED');
});

app.get<{ Querystring: { q?: string; limit?: string } }>('/api/registry/search', async (request, reply) => {
  const s = sessionOf(request.headers.cookie);
  if (!s) return refuse(reply, 401, 'UNAUTHENTICATED');
  const plate = (request.query.q ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '');
  if (!OLD.test(plate) && !MERCOSUL.test(plate)) return refuse(reply, 400, 'ONLY_PLATES');
  const limit = Number(request.query.limit ?? 20);
  const { rows } = await pool.query({ ...vehicleByPlate, values: [s.agencyId, mercosul(plate), limit] });
  const open = new Map<string, unknown[]>();
  if (rows.length) {
    const today = saoPauloDay.format(new Date());
    for (const r of (await pool.query({ ...openServicesOf, values: [s.agencyId, rows.map((r) => r.v_id)] })).rows) {
      const list = open.get(r.s_vehicleId);
      if (list) list.push(service(r, today));
      else open.set(r.s_vehicleId, [service(r, today)]);
    }
  }
  return sendJson(reply, 200, JSON.stringify(rows.map((r) => ({ owner: owner(r), vehicle: vehicle(r), openServices: open.get(r.v_id) ?? [] }))));
});

app.get('/api/health', async () => ({ ok: true }));

process.on(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => pool.end())
      .then(() => process.exit(0)),
);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
