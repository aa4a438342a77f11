import { and, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { monitoringLabels, monitoringMessages as m, type CheckName } from '@despacha/domain/monitoring/constants';
import type { Incident } from '@despacha/domain/contracts/monitoring';
import type { z } from 'zod';
import type { createIncidentBody } from '@despacha/domain/contracts/monitoring';
import type { Db } from '../../db/client.ts';
import { monitoringIncidents, users } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/http-error.ts';

/** Open incidents first, then the latest resolved ones. */
export async function listIncidents(db: Db, limit = 50): Promise<Incident[]> {
  // The page of incidents first, then the names of its few people by primary key (not every user hashed for a join).
  const page = await db
    .select()
    .from(monitoringIncidents)
    .orderBy(sql`(${monitoringIncidents.status} = 'resolved')`, desc(monitoringIncidents.createdAt))
    .limit(limit);
  const people = [...new Set(page.flatMap((i) => [i.createdBy, i.resolvedBy]).filter((id): id is string => id !== null))];
  const names = new Map(
    people.length ? (await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, people))).map((u) => [u.id, u.name]) : [],
  );
  const rows = page.map((i) => ({
    i,
    createdByName: i.createdBy === null ? null : (names.get(i.createdBy) ?? null),
    resolvedByName: i.resolvedBy === null ? null : (names.get(i.resolvedBy) ?? null),
  }));
  return rows.map(({ i, createdByName, resolvedByName }) => ({
    id: i.id,
    type: i.type as Incident['type'],
    title: i.title,
    description: i.description,
    status: i.status as Incident['status'],
    severity: i.severity as Incident['severity'],
    source: i.source,
    createdAt: i.createdAt.toISOString(),
    createdByName,
    resolvedAt: i.resolvedAt?.toISOString() ?? null,
    resolvedByName,
    resolutionNote: i.resolutionNote,
  }));
}

export async function createIncident(db: Db, body: z.output<typeof createIncidentBody>, userId: string) {
  const [row] = await db
    .insert(monitoringIncidents)
    .values({ ...body, createdBy: userId })
    .returning({ id: monitoringIncidents.id });
  return row!.id;
}

export async function resolveIncident(db: Db, id: string, note: string, userId: string | null) {
  const [row] = await db.select({ status: monitoringIncidents.status }).from(monitoringIncidents).where(eq(monitoringIncidents.id, id));
  if (!row) throw notFound(m.incidentNotFound);
  const [done] = await db
    .update(monitoringIncidents)
    .set({ status: 'resolved', resolvedAt: new Date(), resolvedBy: userId, resolutionNote: note })
    .where(and(eq(monitoringIncidents.id, id), ne(monitoringIncidents.status, 'resolved')))
    .returning({ id: monitoringIncidents.id });
  if (!done) throw conflict('INCIDENT_RESOLVED', m.alreadyResolved);
}

const severityOf: Record<CheckName, 'high' | 'medium'> = { api: 'high', database: 'high', storage: 'medium', email: 'medium' };

/**
 * Opens the automatic incident of a failing check; the partial unique index keeps one open per
 * check even when several server processes notice the same failure. Returns the new incident's id.
 */
export async function openCheckIncident(db: Db, check: CheckName, minutes: number, error: string, at: Date): Promise<string | null> {
  const label = monitoringLabels.checks[check];
  const rows = await db
    .insert(monitoringIncidents)
    .values({
      type: 'warning',
      status: 'investigating',
      severity: severityOf[check],
      source: check,
      title: m.autoTitle(label),
      description: m.autoDescription(label, minutes, error).slice(0, 2000),
      createdAt: at,
    })
    .onConflictDoNothing()
    .returning({ id: monitoringIncidents.id });
  return rows[0]?.id ?? null;
}

/** A check answering again resolves its automatic incident, saying so. */
export async function resolveCheckIncident(db: Db, check: CheckName, at: Date): Promise<boolean> {
  const rows = await db
    .update(monitoringIncidents)
    .set({ status: 'resolved', resolvedAt: at, resolutionNote: m.autoResolved })
    .where(and(eq(monitoringIncidents.source, check), ne(monitoringIncidents.status, 'resolved'), isNotNull(monitoringIncidents.source)))
    .returning({ id: monitoringIncidents.id });
  return rows.length > 0;
}
