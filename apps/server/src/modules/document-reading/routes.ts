import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documentReadingMessages as m } from '@despacha/domain/contracts/document-reading/messages';
import { READ_DOCUMENT_MAX_BYTES, readDocumentResponse } from '@despacha/domain/contracts/document-reading/read-document';
import { inputMessages } from '@despacha/domain/messages';
import { HttpError } from '../../lib/http-error.ts';
import { tenantOf } from '../../lib/tenant.ts';
import { closeReaderWorkers, readVehicleDocument } from './read-document.ts';

/** A body the multipart parser cannot read is the client's mistake; its own 4xx stay as they are. */
function badUpload(err: { statusCode?: number; code?: string }): never {
  if (err instanceof HttpError || (err.statusCode && err.statusCode < 500)) throw err;
  throw new HttpError(400, 'INVALID_UPLOAD', inputMessages.uploadInvalid, { file: inputMessages.uploadInvalid });
}

// "Ler CRLV-e" (decision 056): registered in app.ts's multipart scope. Any member of an agency;
// the PDF is read in memory and dropped, and nothing is written.
const routes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onClose', closeReaderWorkers);

  app.post('/api/registry/read-document', { onRequest: [app.requireUser], schema: { response: { 200: readDocumentResponse } } }, async (request) => {
    tenantOf(request);
    const part = await request.file({ limits: { fileSize: READ_DOCUMENT_MAX_BYTES, files: 1 } }).catch(badUpload);
    if (!part) throw new HttpError(400, 'FILE_MISSING', m.fileMissing, { file: m.fileMissing });
    const data = await part.toBuffer().catch((err: { code?: string }) => {
      if (err.code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, 'FILE_TOO_LARGE', m.tooLarge, { file: m.tooLarge });
      return badUpload(err);
    });
    return readVehicleDocument(data, request.log);
  });
};

export default routes;
