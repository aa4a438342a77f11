import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { nfseCertificateInfo, nfseSettingsBody, nfseSettingsResponse } from '@despacha/domain/nfse/contracts';
import { nfseSettingsMessages as m } from '@despacha/domain/nfse/settings-messages';
import { CERTIFICATE_MAX_BYTES, CERTIFICATE_PASSWORD_MAX } from '@despacha/domain/nfse/settings';
import { inputMessages } from '@despacha/domain/messages';
import { HttpError, invalid, notFound } from '../../lib/http-error.ts';
import { dispatcherOf } from '../../lib/tenant.ts';
import { closeCertificateWorkers } from './certificate-pool.ts';
import { certificateOf, keyMissing, removeCertificate, uploadCertificate } from './certificate.ts';
import listRoutes from './list-routes.ts';
import { saveSettings, settingsOrSuggestion } from './settings.ts';

// Configurações fiscais da NFS-e (issue 37, decision 070): the dispatcher's alone, staff get 403.
// The certificate upload is multipart and lives in app.ts's multipart scope (certificateUploadRoutes).

type Options = { certKey: Buffer | undefined };

const routes: FastifyPluginAsyncZod<Options> = async (app, { certKey }) => {
  const guard = { onRequest: [app.requireUser] };
  // The worker that reads certificates (upload, and loadAgencyCertificate for the signer).
  app.addHook('onClose', closeCertificateWorkers);
  // Notas fiscais and the month's XMLs (decision 075): every member's, unlike the settings.
  await app.register(listRoutes);

  app.get('/api/nfse/settings', { ...guard, schema: { response: { 200: nfseSettingsResponse } } }, async (request) => {
    const actor = dispatcherOf(request, m.dispatcherOnly);
    return {
      ...(await settingsOrSuggestion(request.db, actor.agencyId)),
      certificate: await certificateOf(request.db, actor.agencyId),
      certificateKeyConfigured: !!certKey,
    };
  });

  app.put('/api/nfse/settings', { ...guard, schema: { body: nfseSettingsBody, response: { 200: nfseSettingsResponse } } }, async (request) => {
    const actor = dispatcherOf(request, m.dispatcherOnly);
    const settings = await saveSettings(request.db, actor, request.body, request.ip);
    return { saved: true, settings, certificate: await certificateOf(request.db, actor.agencyId), certificateKeyConfigured: !!certKey };
  });

  app.delete('/api/nfse/certificate', { ...guard, schema: { response: { 200: z.object({ removed: z.literal(true) }) } } }, async (request) => {
    const actor = dispatcherOf(request, m.dispatcherOnly);
    if (!(await removeCertificate(request.db, actor, request.ip))) throw notFound(m.certificateNone);
    return { removed: true as const };
  });
};

export default routes;

/** A body the multipart parser cannot read is the client's mistake; its own 4xx stay as they are. */
function badUpload(err: { statusCode?: number; code?: string }): never {
  if (err instanceof HttpError || (err.statusCode && err.statusCode < 500)) throw err;
  throw new HttpError(400, 'INVALID_UPLOAD', inputMessages.uploadInvalid, { file: inputMessages.uploadInvalid });
}

/** Parts "file" (the .pfx) and "password"; anything else is read and dropped. */
async function readUpload(request: Parameters<typeof dispatcherOf>[0]) {
  let file: Buffer | null = null;
  let password: string | null = null;
  const parts = request.parts({ limits: { fileSize: CERTIFICATE_MAX_BYTES, files: 1, fields: 4, fieldSize: CERTIFICATE_PASSWORD_MAX * 4, parts: 5 } });
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === 'file') file = data;
      } else if (part.fieldname === 'password') {
        if (part.valueTruncated || typeof part.value !== 'string' || [...part.value].length > CERTIFICATE_PASSWORD_MAX)
          throw invalid({ password: m.passwordTooLong }, m.passwordTooLong);
        password = part.value;
      }
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, 'FILE_TOO_LARGE', m.fileTooLarge, { file: m.fileTooLarge });
    badUpload(err as { statusCode?: number });
  }
  if (!file?.length) throw invalid({ file: m.fileMissing }, m.fileMissing);
  if (!password) throw invalid({ password: m.passwordRequired }, m.passwordRequired);
  return { file, password };
}

export const certificateUploadRoutes: FastifyPluginAsyncZod<Options> = async (app, { certKey }) => {
  app.post('/api/nfse/certificate', { onRequest: [app.requireUser], schema: { response: { 201: nfseCertificateInfo } } }, async (request, reply) => {
    const actor = dispatcherOf(request, m.dispatcherOnly);
    // Before reading the body: without the key nothing could be kept.
    if (!certKey) throw keyMissing();
    const { file, password } = await readUpload(request);
    const info = await uploadCertificate(request.db, certKey, actor, file, password, request.ip);
    return reply.status(201).send(info);
  });
};
