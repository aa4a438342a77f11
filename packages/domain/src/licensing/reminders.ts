import { z } from 'zod';
import { moneyField } from '../contracts/fields.ts';
import { UUID_PATTERN } from '../validators/uuid.ts';
import { LICENSING_PAGE_SIZE } from './calendar.ts';
import { reminderMessages as m } from './reminder-messages.ts';

// Lembretes de licenciamento (issue 39 part 2, decision 066): the agency reminds owners whose
// vehicles are due, by e-mail (consent only) or WhatsApp, with a quote link priced from the catalog.

/** No owner is reminded twice within this many days, whatever the channel. */
export const REMINDER_MIN_DAYS = 15;
/** At most a page of the list at once. */
export const REMINDER_BATCH_MAX = LICENSING_PAGE_SIZE;

export const REMINDER_CHANNELS = ['email', 'whatsapp'] as const;
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number];

const vehicleId = z.string({ error: m.vehicleInvalid }).max(36, m.vehicleInvalid).regex(UUID_PATTERN, m.vehicleInvalid);
const honorarios = () => moneyField(m.honorariosInvalid, 100_000_000, m.honorariosTooLarge);

/** POST /api/licensing/reminders: the selected rows, and the agency's honorários for the quote. */
export const sendRemindersRequest = z.object({
  vehicleIds: z
    .array(vehicleId, { error: m.selectionRequired })
    .min(1, m.selectionRequired)
    .max(REMINDER_BATCH_MAX, m.selectionTooLarge(REMINDER_BATCH_MAX))
    .refine((ids) => new Set(ids).size === ids.length, m.selectionRepeated),
  honorarios: honorarios(),
});
export type SendRemindersRequest = z.input<typeof sendRemindersRequest>;

/** Why a row got no reminder, in pt-BR for the screen. */
export const reminderSkip = z.object({ vehicleId: z.string(), placa: z.string(), reason: z.string() });
export type ReminderSkip = z.infer<typeof reminderSkip>;

export const sendRemindersResponse = z.object({
  sent: z.array(z.object({ vehicleId: z.string(), quoteId: z.string() })),
  skipped: z.array(reminderSkip),
  /** E-mails sent (one per owner, listing each of their vehicles). */
  emails: z.number().int(),
});
export type SendRemindersResponse = z.infer<typeof sendRemindersResponse>;

/** POST /api/licensing/reminders/whatsapp: one row; the answer is the wa.me link to open. */
export const whatsappReminderRequest = z.object({ vehicleId, honorarios: honorarios() });
export type WhatsappReminderRequest = z.input<typeof whatsappReminderRequest>;
export const whatsappReminderResponse = z.object({ url: z.string(), quoteId: z.string() });
export type WhatsappReminderResponse = z.infer<typeof whatsappReminderResponse>;

/** GET /api/licensing/reminders/last?ids=: the page's vehicle ids, comma-separated. */
export const lastRemindersQuery = z.object({
  ids: z
    .string({ error: m.vehicleInvalid })
    .max(REMINDER_BATCH_MAX * 37, m.selectionTooLarge(REMINDER_BATCH_MAX))
    .transform((v) => v.split(',').filter(Boolean))
    .pipe(z.array(vehicleId).max(REMINDER_BATCH_MAX, m.selectionTooLarge(REMINDER_BATCH_MAX))),
});
export const lastReminder = z.object({ vehicleId: z.string(), sentAt: z.string(), channel: z.enum(REMINDER_CHANNELS), automatic: z.boolean() });
export type LastReminder = z.infer<typeof lastReminder>;
export const lastRemindersResponse = z.object({ items: z.array(lastReminder) });
export type LastRemindersResponse = z.infer<typeof lastRemindersResponse>;

/** GET/PUT /api/licensing/reminder-settings: the monthly run's switch and the honorários quoted. */
export const reminderSettingsBody = z.object({
  autoMonthly: z.boolean({ error: m.autoInvalid }),
  honorarios: honorarios(),
});
export type ReminderSettingsBody = z.input<typeof reminderSettingsBody>;
export const reminderSettingsResponse = z.object({
  autoMonthly: z.boolean(),
  /** Centavos. */
  honorarios: z.number().int(),
  /** The catalog's confirmed licensing fee of the year in centavos; null: "a confirmar". */
  licensingFee: z.number().int().nullable(),
});
export type ReminderSettingsResponse = z.infer<typeof reminderSettingsResponse>;

/** GET /api/dashboard/licensing: the month's card. */
export const licensingCardResponse = z.object({
  /** aaaa-mm. */
  month: z.string(),
  /** Vehicles whose plate final is due this month (the current year's calendar). */
  due: z.number().int(),
  /** Of those, licensed this year. */
  done: z.number().int(),
  /** Of those, reminded this year. */
  reminded: z.number().int(),
  /** Payments dated this month on services converted from reminder quotes, in centavos. */
  revenueCents: z.number().int(),
  /** The current year's calendar has no date for some finals. */
  calendarToConfirm: z.boolean(),
});
export type LicensingCardResponse = z.infer<typeof licensingCardResponse>;
