import { and, asc, desc, eq } from 'drizzle-orm';
import type { ProcessStage } from '@despacha/domain/process/stages';
import { documentChecklist } from '@despacha/domain/options/document-checklist';
import type { ChecklistEntry, InspectionResponse, MovementResponse } from '@despacha/domain/contracts/registry/service-detail';
import type { ServicePosition } from '@despacha/domain/statuses';
import type { Db } from '../../db/client.ts';
import { inspections, profiles, serviceDocuments, serviceFiles, serviceMovements } from '../../db/schema/index.ts';

type Scope = { agencyId: string; serviceId: string };

export async function movementsOf(db: Db, { agencyId, serviceId }: Scope): Promise<MovementResponse[]> {
  const rows = await db
    .select({ m: serviceMovements, name: profiles.name })
    .from(serviceMovements)
    .leftJoin(profiles, eq(profiles.id, serviceMovements.createdBy))
    .where(and(eq(serviceMovements.agencyId, agencyId), eq(serviceMovements.serviceId, serviceId)))
    .orderBy(asc(serviceMovements.createdAt));
  return rows.map(({ m, name }) => ({
    id: m.id,
    position: m.position as ServicePosition,
    stage: m.stage as ProcessStage,
    movedOn: m.movedOn,
    note: m.note,
    createdByName: name ?? '',
    createdAt: m.createdAt.toISOString(),
  }));
}

export async function inspectionOf(db: Db, { agencyId, serviceId }: Scope): Promise<InspectionResponse> {
  const row = await db.query.inspections.findFirst({ where: and(eq(inspections.agencyId, agencyId), eq(inspections.serviceId, serviceId)) });
  return { data: row?.data ?? null, hora: row?.hora ?? '', posto: row?.posto ?? '', conclusao: row?.conclusao ?? '' };
}

/** All 17 checklist items, each with its received flag and uploaded files. */
export async function checklistOf(db: Db, { agencyId, serviceId }: Scope): Promise<ChecklistEntry[]> {
  const [docs, files] = await Promise.all([
    db
      .select()
      .from(serviceDocuments)
      .where(and(eq(serviceDocuments.agencyId, agencyId), eq(serviceDocuments.serviceId, serviceId))),
    db
      .select()
      .from(serviceFiles)
      .where(and(eq(serviceFiles.agencyId, agencyId), eq(serviceFiles.serviceId, serviceId)))
      .orderBy(desc(serviceFiles.createdAt)),
  ]);
  return documentChecklist.map(({ value, label }) => ({
    item: value,
    label,
    required: docs.some((d) => d.item === value && d.required),
    received: docs.some((d) => d.item === value && d.received),
    files: files
      .filter((f) => f.item === value)
      .map((f) => ({
        id: f.id,
        item: f.item,
        originalName: f.originalName,
        mimeType: f.mimeType,
        sizeBytes: f.sizeBytes,
        createdAt: f.createdAt.toISOString(),
      })),
  }));
}
