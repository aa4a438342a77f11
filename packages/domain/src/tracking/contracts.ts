import { z } from 'zod';
import { isPixKey } from '../billing/admin.ts';
import { trackingMessages as m } from './messages.ts';

/** PUT /api/tracking/settings: the agency's PIX for customers and its e-mail switch. */
export const trackingSettingsBody = z
  .object({
    pixKey: z
      .string()
      .trim()
      .max(77, m.pixKeyInvalid)
      .refine((v) => v === '' || isPixKey(v), m.pixKeyInvalid),
    pixMerchantName: z.string().trim().max(25, m.pixMerchantNameTooLong),
    pixMerchantCity: z.string().trim().max(15, m.pixMerchantCityTooLong),
    notifyEmail: z.boolean(),
  })
  .refine((v) => v.pixKey === '' || v.pixMerchantCity !== '', { path: ['pixMerchantCity'], message: m.pixCityRequired });
export type TrackingSettingsBody = z.infer<typeof trackingSettingsBody>;
export const trackingSettingsResponse = z.object({
  pixKey: z.string(),
  pixMerchantName: z.string(),
  pixMerchantCity: z.string(),
  notifyEmail: z.boolean(),
});
export type TrackingSettingsResponse = z.infer<typeof trackingSettingsResponse>;

/** PUT /api/services/:id/tracking/consent: the service's owner agrees (or no longer) to e-mails. */
export const consentBody = z.object({ email: z.boolean() });

const consentState = z.object({
  granted: z.boolean(),
  grantedAt: z.string().nullable(),
  grantedByName: z.string(),
  revokedAt: z.string().nullable(),
  revokedByName: z.string(),
});

/** GET /api/services/:id/tracking: what the dispatcher sees beside "Compartilhar acompanhamento". */
export const trackingStatusResponse = z.object({
  activeLinks: z.number().int(),
  views: z.number().int(),
  lastViewAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  ownerHasEmail: z.boolean(),
  ownerHasMobile: z.boolean(),
  notifyEmail: z.boolean(),
  consent: consentState,
});
export type TrackingStatusResponse = z.infer<typeof trackingStatusResponse>;

/**
 * POST /api/services/:id/tracking/links: a new link voids the ones shared before (issue 32 item
 * 14: five shares left five live links) unless the user keeps them. No body: { keepOthers: false }.
 */
export const createLinkBody = z.preprocess((body) => body ?? {}, z.object({ keepOthers: z.boolean().default(false) }).strict());
export type CreateLinkBody = z.output<typeof createLinkBody>;

/** POST /api/services/:id/tracking/links: the link, shown once, and its wa.me address when the owner has a mobile. */
export const createdLinkResponse = z.object({ url: z.string(), whatsappUrl: z.string().nullable() });
export type CreatedLinkResponse = z.infer<typeof createdLinkResponse>;
