import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { and, eq } from 'drizzle-orm';
import { registryMessages as m } from '@despacha/domain/contracts/registry/messages';
import { inputMessages } from '@despacha/domain/messages';
import { serviceFileResponse } from '@despacha/domain/contracts/registry/service-detail';
import { checklistItemParam } from '@despacha/domain/contracts/registry/service-detail';
import type { Db } from '../../db/client.ts';
import { serviceFiles } from '../../db/schema/index.ts';
import { recordActivity } from '../../lib/activity.ts';
import { detectFileType } from '../../lib/file-type.ts';
import { HttpError, invalid, notFound } from '../../lib/http-error.ts';
import type { Storage } from '../../lib/storage.ts';
import { isUuid, tenantOf } from '../../lib/tenant.ts';
import { getServiceRow } from '../registry/public.ts';
import { saveUpload } from './save-upload.ts';

export const MAX_FILE_BYTES = 10 * 1024 * 1024;
const idParams = z.object({ id: z.string() });

/**
 * A multipart body the parser cannot read (no boundary, cut short, a broken part header) is the
 * client's mistake; the parser's own 4xx errors (wrong content type, too many parts) stay as they are.
 */
function badUpload(err: { statusCode?: number; code?: string }): never {
  if (err instanceof HttpError || (err.statusCode && err.statusCode < 500)) throw err;
  throw new HttpError(400, 'INVALID_UPLOAD', inputMessages.uploadInvalid, { file: inputMessages.uploadInvalid });
}

/** A file's name as text we can store and show: no control characters (NUL) nor broken UTF-16 (a cut pair). */
// oxlint-disable-next-line no-control-regex -- control characters are what it removes
const printableName = (name: string) => name.replace(/[\u0000-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '');

/** RFC 6266 filename for any name a user's file had. */
const contentDisposition = (name: string) => `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

const routes: FastifyPluginAsyncZod<{ storage: Storage }> = async (app, { storage }) => {
  app.post(
    '/api/services/:id/files',
    { onRequest: [app.requireUser], schema: { params: idParams, response: { 201: serviceFileResponse } } },
    async (request, reply) => {
      const actor = tenantOf(request);
      const service = await getServiceRow(request.db, { agencyId: actor.agencyId, id: request.params.id });
      if (!service) throw notFound();
      const part = await request.file({ limits: { fileSize: MAX_FILE_BYTES, files: 1 } }).catch(badUpload);
      if (!part) throw invalid({ file: m.fileMissing }, m.fileMissing);
      const data = await part.toBuffer().catch((err: { code?: string }) => {
        if (err.code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, 'FILE_TOO_LARGE', m.fileTooLarge, { file: m.fileTooLarge });
        return badUpload(err);
      });
      const type = detectFileType(data);
      if (!type) throw new HttpError(415, 'FILE_TYPE', m.fileTypeNotAllowed, { file: m.fileTypeNotAllowed });
      const itemField = part.fields.item as { value?: unknown } | undefined;
      const item = checklistItemParam.safeParse(itemField?.value);

      const row = await saveUpload({ db: request.db, storage, log: request.log }, actor, service, {
        data,
        mime: type.mime,
        originalName: printableName(part.filename.slice(0, 200)) || `arquivo.${type.ext}`,
        item: item.success ? item.data : null,
      });
      return reply.status(201).send({
        id: row.id,
        item: row.item,
        originalName: row.originalName,
        mimeType: row.mimeType,
        sizeBytes: row.sizeBytes,
        createdAt: row.createdAt.toISOString(),
      });
    },
  );

  async function fileOf(db: Db, agencyId: string, id: string) {
    if (!isUuid(id)) return undefined;
    return db.query.serviceFiles.findFirst({ where: and(eq(serviceFiles.agencyId, agencyId), eq(serviceFiles.id, id)) });
  }

  app.get('/api/files/:id', { onRequest: [app.requireUser], schema: { params: idParams } }, async (request, reply) => {
    const actor = tenantOf(request);
    const file = await fileOf(request.db, actor.agencyId, request.params.id);
    if (!file) throw notFound();
    return reply
      .header('content-type', file.mimeType)
      .header('content-length', file.sizeBytes)
      .header('content-disposition', contentDisposition(file.originalName))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(await storage.read(file.storageKey));
  });

  app.delete('/api/files/:id', { onRequest: [app.requireUser], schema: { params: idParams } }, async (request, reply) => {
    const actor = tenantOf(request);
    const file = await fileOf(request.db, actor.agencyId, request.params.id);
    if (!file) throw notFound();
    await request.db.delete(serviceFiles).where(and(eq(serviceFiles.agencyId, actor.agencyId), eq(serviceFiles.id, file.id)));
    await storage.remove(file.storageKey);
    await recordActivity(request.db, actor.agencyId, actor, {
      action: 'deleted',
      entity: 'file',
      entityId: file.id,
      summary: `Removeu o arquivo ${file.originalName}`,
    });
    return reply.status(204).send();
  });
};

export default routes;
