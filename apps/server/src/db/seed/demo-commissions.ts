import { and, asc, eq } from 'drizzle-orm';
import { commissionCents, ruleFor, type CommissionRule } from '@despacha/domain/commissions/rules';
import { todayIso } from '../../lib/dates.ts';
import type { Db } from '../client.ts';
import { commissionEntries, originCommissionRules, origins, originSettings, services } from '../schema/index.ts';

// Origem dos Serviços → Configurar (issue 34 item 13) in the demo: the partner store that brings
// the most services has a contact and a commission the agency pays (10% of the honorários, a
// fixed R$ 50,00 per licenciamento), and its oldest service's commission already paid, so the
// Comissões screen shows a statement with settled and open rows, and the caixa a commission.

const DEMO_ORIGIN_CNPJ = '60746948000112';
const rules: CommissionRule[] = [
  { servico: '', mode: 'percent', percentBp: 1000, amountCents: 0 },
  { servico: 'licenciamento', mode: 'fixed', percentBp: 0, amountCents: 5000 },
];

export async function seedDemoCommissions(db: Db, agencyId: string, actor: { id: string }) {
  const origin = await db.query.origins.findFirst({ where: and(eq(origins.agencyId, agencyId), eq(origins.cnpj, DEMO_ORIGIN_CNPJ)) });
  if (!origin) return;
  await db.insert(originSettings).values({
    agencyId,
    originId: origin.id,
    contatoNome: 'Marcos Vendas',
    contatoTelefone: '21987650001',
    contatoEmail: 'marcos@rioveiculos.com.br',
    commissionDirection: 'pay',
  });
  await db.insert(originCommissionRules).values(rules.map((r) => ({ ...r, agencyId, originId: origin.id })));
  const [oldest] = await db
    .select({ id: services.id, servico: services.servico, honorariosCents: services.honorariosCents })
    .from(services)
    .where(and(eq(services.agencyId, agencyId), eq(services.originId, origin.id)))
    .orderBy(asc(services.dataProc), asc(services.number))
    .limit(1);
  const amountCents = oldest ? commissionCents(ruleFor(rules, oldest.servico), oldest.honorariosCents) : 0;
  if (!oldest || amountCents <= 0) return;
  await db.insert(commissionEntries).values({
    agencyId,
    originId: origin.id,
    serviceId: oldest.id,
    direction: 'pay',
    amountCents,
    paidOn: todayIso(),
    method: 'pix',
    note: 'Acerto da quinzena',
    createdBy: actor.id,
  });
}
