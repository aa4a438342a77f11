import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/client.ts';
import { auditEvents } from '../db/schema/index.ts';
import { maskCpfs, recordAudit, sanitiseChanges } from './audit.ts';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ pgliteDir: null });
});
afterAll(async () => database.close());

describe('audit trail storage', () => {
  it('masks CPFs but leaves CNPJs and other numbers alone', () => {
    expect(maskCpfs('Cliente 123.456.789-09 e 98765432100')).toBe('Cliente ***.456.789-** e ***.654.321-**');
    expect(maskCpfs('CNPJ 11.222.333/0001-81, protocolo 123456789012345')).toBe('CNPJ 11.222.333/0001-81, protocolo 123456789012345');
    // 11 digits that are no CPF (a RENAVAM, a phone) stay as they are.
    expect(maskCpfs('RENAVAM 01234567897, celular 21987654321')).toBe('RENAVAM 01234567897, celular 21987654321');
  });

  it('hides secrets and drops unchanged fields', () => {
    expect(
      sanitiseChanges({ password: { before: 'a', after: 'b' }, name: { before: 'Ana', after: 'Ana' }, cpf: { before: null, after: '12345678909' } }),
    ).toEqual({
      password: { before: '[omitido]', after: '[omitido]' },
      cpf: { before: null, after: '***.456.789-**' },
    });
  });

  it('records an event and refuses to update or delete it', async () => {
    const { db } = database;
    await recordAudit(db, {
      agencyId: null,
      actor: { userId: null, name: 'Teste', role: 'admin' },
      action: 'viewed',
      entity: 'owner',
      entityId: 'x1',
      summary: 'Visualizou  o cliente 123.456.789-09',
    });
    const [row] = await db.select().from(auditEvents).where(eq(auditEvents.entityId, 'x1'));
    expect(row).toMatchObject({ action: 'viewed', summary: 'Visualizou o cliente ***.456.789-**', actorName: 'Teste', changes: null });
    await expect(db.update(auditEvents).set({ summary: 'apagado' }).where(eq(auditEvents.id, row!.id))).rejects.toThrow();
    await expect(db.delete(auditEvents).where(eq(auditEvents.id, row!.id))).rejects.toThrow();
    expect(await db.$count(auditEvents, eq(auditEvents.id, row!.id))).toBe(1);
    // Only a transaction that declares itself the retention job may delete.
    await db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('despacha.audit_prune', 'on', true)`);
      await tx.delete(auditEvents).where(eq(auditEvents.id, row!.id));
    });
    expect(await db.$count(auditEvents, eq(auditEvents.id, row!.id))).toBe(0);
    // The setting was transaction-local: the guard is back.
    await recordAudit(db, { agencyId: null, actor: null, action: 'viewed', entity: 'owner', entityId: 'x2', summary: 's' });
    await expect(db.delete(auditEvents).where(eq(auditEvents.entityId, 'x2'))).rejects.toThrow();
  });
});
