import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { serviceDocuments, serviceFiles } from '../../db/schema/index.ts';
import { recordActivity } from '../../lib/activity.ts';
import type { Storage } from '../../lib/storage.ts';
import type { TenantActor } from '../../lib/tenant.ts';

export type Upload = { data: Buffer; mime: string; originalName: string; item: string | null };

/**
 * Stores the file, then its row, the checklist mark and the audit entry in one transaction. The
 * object is written first (a row must never point at nothing); when anything after that fails,
 * the object is removed again, so a failed upload leaves no file behind in storage.
 */
export async function saveUpload(
  deps: { db: Db; storage: Storage; log: FastifyBaseLogger },
  actor: TenantActor,
  service: { id: string; number: number },
  upload: Upload,
) {
  const { db, storage } = deps;
  const id = crypto.randomUUID();
  const storageKey = `${actor.agencyId}/${service.id}/${id}`;
  try {
    // Inside the try: a put that failed after the object landed (an S3 answer lost on the way)
    // is cleaned up too; removing a key that was never written is harmless.
    await storage.put(storageKey, upload.data, upload.mime);
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(serviceFiles)
        .values({
          agencyId: actor.agencyId,
          id,
          serviceId: service.id,
          item: upload.item ?? '',
          storageKey,
          originalName: upload.originalName,
          mimeType: upload.mime,
          sizeBytes: upload.data.length,
          uploadedBy: actor.userId,
        })
        .returning();
      if (upload.item) {
        // A scan of a checklist document means it was received.
        await tx
          .insert(serviceDocuments)
          .values({ agencyId: actor.agencyId, serviceId: service.id, item: upload.item, required: true, received: true })
          .onConflictDoUpdate({
            target: [serviceDocuments.agencyId, serviceDocuments.serviceId, serviceDocuments.item],
            set: { required: true, received: true, updatedAt: new Date() },
          });
      }
      await recordActivity(tx, actor.agencyId, actor, {
        action: 'uploaded',
        entity: 'file',
        entityId: id,
        summary: `Anexou ${row!.originalName} ao serviço nº ${service.number}`,
      });
      return row!;
    });
  } catch (err) {
    // The request's error stays the answer; a removal that fails too is logged with its key.
    await storage.remove(storageKey).catch((removeErr: unknown) => deps.log.error({ err: removeErr, storageKey }, 'orphan upload left in storage'));
    throw err;
  }
}
