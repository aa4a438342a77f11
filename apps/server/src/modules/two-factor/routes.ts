import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { totpQrBody } from '@despacha/domain/two-factor';

// Decision 033. better-auth hands the enrolling user an otpauth:// URI; the QR code is drawn here
// (qrcode is a server dependency) so the web bundle carries no QR encoder. The URI is the
// caller's own, just received from /api/auth/two-factor/enable: nothing is read or stored.
const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/me/two-factor/qr',
    { onRequest: [app.requireUser], schema: { body: totpQrBody, response: { 200: z.object({ svg: z.string() }) } } },
    async (request) => {
      // Loaded by the first enrolment, not by every start (some 10 MB of resident memory).
      const { default: QRCode } = await import('qrcode');
      return { svg: await QRCode.toString(request.body.uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }) };
    },
  );
};

export default routes;
