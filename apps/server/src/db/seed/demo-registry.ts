import { eq, sql } from 'drizzle-orm';
import { normalizeStatus } from '@despacha/domain/process/stages';
import { renavamCheckDigit } from '@despacha/domain/validators/renavam';
import { searchKey } from '@despacha/domain/validators/text';
import { toMercosulPlate } from '@despacha/domain/validators/plate';
import { documentChecklist } from '@despacha/domain/options/document-checklist';
import type { Db } from '../client.ts';
import { shiftDay } from '@despacha/domain/agency-calendar';
import {
  activities,
  inspections,
  origins,
  owners,
  serviceDocuments,
  serviceExpenses,
  serviceFiles,
  servicePayments,
  serviceMovements,
  services,
  vehicles,
} from '../schema/index.ts';
import { todayIso } from '../../lib/dates.ts';
import type { Storage } from '../../lib/storage.ts';
import * as data from './demo-registry-data.ts';
import { catalogDefaults } from '../../modules/service-catalog/queries.ts';

/** Deterministic pseudo-random numbers, so every fresh demo shows the same registry. */
function prng(seed: number) {
  return () => {
    seed = (seed * 1664525 + 1013904223) % 4294967296;
    return seed / 4294967296;
  };
}

function cpfFrom(base9: string): string {
  const digit = (s: string) => {
    const sum = [...s].reduce((acc, ch, i) => acc + Number(ch) * (s.length + 1 - i), 0);
    const r = (sum * 10) % 11;
    return r === 10 ? 0 : r;
  };
  const d1 = digit(base9);
  return base9 + d1 + digit(base9 + d1);
}

const isoDaysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

// A one-page PDF small enough to live in code: the demo's "scanned" documents.
const DEMO_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** Tens of owners and vehicles, services in every status and position, some documents uploaded. */
export async function seedDemoRegistry(db: Db, storage: Storage, agencyId: string, actor: { id: string; name: string }) {
  const [{ count }] = (await db
    .select({ count: sql<number>`count(*)` })
    .from(owners)
    .where(eq(owners.agencyId, agencyId))) as [{ count: number }];
  if (Number(count) > 0) return;
  const rand = prng(2026);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;

  const originRows = await db
    .insert(origins)
    .values(data.origins.map((o) => ({ ...o, agencyId, dataCadastro: isoDaysFromNow(-200) })))
    .returning();
  const ownerRows = await db
    .insert(owners)
    .values(
      Array.from({ length: 36 }, (_, i) => {
        const company = i % 9 === 8;
        const last = Math.floor(rand() * data.lastNames.length);
        const nome = company
          ? data.companies[(i / 9) | 0]!
          : `${pick(data.firstNames)} ${data.lastNames[last]} ${data.lastNames[(last + 1 + (i % 5)) % data.lastNames.length]}`;
        return {
          agencyId,
          nome,
          searchName: searchKey(nome),
          cpf: company ? '' : cpfFrom(String(100_000_000 + Math.floor(rand() * 800_000_000))),
          cnpj: company ? ['11222333000181', '60746948000112', '33000167000101', '07526557000100'][((i / 9) | 0) % 4]! : '',
          endereco: `Rua ${pick(data.lastNames).replace(/^(da|dos) /, '')}`,
          numero: String(10 + Math.floor(rand() * 990)),
          bairro: pick(data.bairros),
          cep: `2${String(Math.floor(rand() * 10_000_000)).padStart(7, '0')}`,
          municipio: 'Rio de Janeiro',
          uf: 'RJ',
          cel: `219${String(Math.floor(rand() * 100_000_000)).padStart(8, '0')}`,
          nacionalidade: 'Brasileira',
        };
      }),
    )
    .returning();

  const vehicleRows = await db
    .insert(vehicles)
    .values(
      Array.from({ length: 48 }, (_, i) => {
        const letters = String.fromCharCode(65 + (i % 26), 65 + ((i * 7) % 26), 65 + ((i * 11) % 26));
        const placa = i % 3 === 0 ? `${letters}${1000 + i * 37}` : `${letters}${i % 10}${String.fromCharCode(65 + (i % 10))}${String(10 + i).slice(-2)}`;
        const renavamBase = String(1_000_000_000 + i * 7_919_231).slice(0, 10);
        const [marca, modelo] = pick(data.models);
        return {
          agencyId,
          ownerId: ownerRows[i % ownerRows.length]!.id,
          placa,
          placaMercosul: toMercosulPlate(placa),
          renavam: renavamBase + renavamCheckDigit(renavamBase),
          marca,
          modelo,
          anoFabricacao: String(2008 + (i % 16)),
          anoModelo: String(2009 + (i % 16)),
          cor: pick(data.colors),
          combustivel: 'flex',
          tipo: modelo.startsWith('CG') ? 'motocicleta' : 'automovel',
        };
      }),
    )
    .returning();

  // DETRAN fees from this year's catalog (issue 35): a type still "a confirmar" has none (null,
  // decision 078), and its screens and documents say "a confirmar" rather than a made-up figure or R$ 0,00.
  const fees = new Map(await Promise.all(data.serviceTypes.map(async (t) => [t, (await catalogDefaults(db, t)).feeCents] as const)));
  const statuses = ['pending', 'in_progress', 'completed'] as const;
  const positions = ['emissao', 'exigencia', 'pronto'] as const;
  const serviceRows = await db
    .insert(services)
    .values(
      vehicleRows.slice(0, 40).map((v, i) => {
        const posicao = statuses[i % 3] === 'completed' ? 'pronto' : positions[i % 2]!;
        const status = normalizeStatus(posicao, statuses[i % 3]!);
        const late = i % 7 === 0 && status !== 'completed';
        const servico = data.serviceTypes[i % data.serviceTypes.length]!;
        const valorCents = fees.get(servico) ?? null;
        const honorariosCents = 25000 + (i % 3) * 5000;
        // Never more than the service costs: an overpayment is an anomaly the caixa flags (decision 050).
        const paid = i % 2 === 0 ? Math.min(15000 + (i % 5) * 5000, (valorCents ?? 0) + honorariosCents) : 0;
        return {
          agencyId,
          number: i + 1,
          vehicleId: v.id,
          ownerId: v.ownerId!,
          originId: i % 4 === 0 ? originRows[i % originRows.length]!.id : null,
          servico,
          assinatura: 'digital',
          posicao,
          origemServico: i % 4 === 0 ? 'despachante' : 'particular',
          // One completed process filed through the DAP (cover 'dap'), so the DAP cover, A.S.D. and certificate have one to print.
          capaProcesso: i === DEMO_DAP_INDEX ? 'dap' : 'normal',
          dataProc: isoDaysFromNow(-(i % 30)),
          prazo: late ? isoDaysFromNow(-3) : isoDaysFromNow(10 + (i % 20)),
          status,
          valorCents,
          honorariosCents,
          // The cached sum of the ledger payments seeded below (decision 025), dated like the last one.
          valorPagoCents: paid,
          paidAt: paid ? new Date(`${isoDaysFromNow(-(i % 20))}T15:00:00Z`) : null,
          completedAt: status === 'completed' ? new Date() : null,
          createdBy: actor.id,
        };
      }),
    )
    .returning();

  for (const [i, s] of serviceRows.entries()) {
    await db
      .insert(serviceMovements)
      .values({ agencyId, serviceId: s.id, position: 'emissao', movedOn: s.dataProc!, note: 'Abertura do serviço', createdBy: actor.id });
    if (s.posicao !== 'emissao')
      await db
        .insert(serviceMovements)
        .values({ agencyId, serviceId: s.id, position: s.posicao, stage: s.posicao, movedOn: isoDaysFromNow(-1), createdBy: actor.id });
    const needed = documentChecklist.slice(0, 3 + (i % 4));
    await db
      .insert(serviceDocuments)
      .values(needed.map((d, j) => ({ agencyId, serviceId: s.id, item: d.value, required: true, received: j < 2 || s.status === 'completed' })));
    if (i < 8) {
      const id = crypto.randomUUID();
      const storageKey = `${agencyId}/${s.id}/${id}`;
      await storage.put(storageKey, DEMO_PDF, 'application/pdf');
      await db.insert(serviceFiles).values({
        agencyId,
        id,
        serviceId: s.id,
        item: 'crv',
        storageKey,
        originalName: `CRV-${i + 1}.pdf`,
        mimeType: 'application/pdf',
        sizeBytes: DEMO_PDF.length,
        uploadedBy: actor.id,
      });
    }
  }
  await seedDemoLedger(db, agencyId, actor.id, serviceRows);
  // The agenda's vistorias (decision 038), on São Paulo's calendar: one missed two days ago (late),
  // two today, and the coming days', at three postos.
  const postos = ['Posto Barra da Tijuca', 'Posto Centro', 'Posto Niterói'];
  const days = [-2, 0, 0, 1, 3, 6];
  const hours = ['08:30', '09:00', '14:30', '10:00', '', '11:15'];
  const scheduled = serviceRows.filter((s) => s.status !== 'completed').slice(0, days.length);
  await db
    .insert(inspections)
    .values(scheduled.map((s, i) => ({ agencyId, serviceId: s.id, data: shiftDay(todayIso(), days[i]!), hora: hours[i]!, posto: postos[i % postos.length]! })));
  await db.insert(activities).values(
    serviceRows.slice(-8).map((s) => ({
      agencyId,
      actorId: actor.id,
      actorName: actor.name,
      action: 'created',
      entity: 'service',
      entityId: s.id,
      summary: `Cadastrou o serviço nº ${s.number}`,
    })),
  );
}

/** The demo service filed through the DAP: its index completes (i % 3 === 2). */
export const DEMO_DAP_INDEX = 5;

const methods = ['pix', 'dinheiro', 'cartao', 'boleto', 'transferencia'] as const;

/**
 * Each paid service's valor pago as ledger payments: an entrada some days before and the rest on the
 * day of its paid_at, by different methods, so saldo, receipts, the caixa and the month's revenue
 * all have something to show. Completed services also show the DETRAN fees the agency paid.
 */
async function seedDemoLedger(db: Db, agencyId: string, actorId: string, rows: (typeof services.$inferSelect)[]) {
  let number = 0;
  const payments: (typeof servicePayments.$inferInsert)[] = [];
  const expenses: (typeof serviceExpenses.$inferInsert)[] = [];
  for (const [i, s] of rows.entries()) {
    const lastDay = isoDaysFromNow(-(i % 20));
    if (s.valorPagoCents > 0) {
      const entrada = s.valorPagoCents > 10000 ? 10000 : 0;
      const entry = { agencyId, serviceId: s.id, receivedBy: actorId, createdBy: actorId };
      if (entrada)
        payments.push({ ...entry, number: ++number, paidOn: isoDaysFromNow(-(i % 20) - 5), method: methods[i % 5]!, amountCents: entrada, note: 'Entrada' });
      payments.push({ ...entry, number: ++number, paidOn: lastDay, method: methods[(i + 2) % 5]!, amountCents: s.valorPagoCents - entrada });
    }
    if (s.status === 'completed' && s.valorCents !== null && s.valorCents > 0) {
      expenses.push({
        agencyId,
        serviceId: s.id,
        paidOn: lastDay,
        kind: 'taxa_detran',
        method: 'boleto',
        amountCents: s.valorCents,
        note: 'Guia DUDA',
        createdBy: actorId,
      });
    }
  }
  if (payments.length) await db.insert(servicePayments).values(payments);
  if (expenses.length) await db.insert(serviceExpenses).values(expenses);
}
