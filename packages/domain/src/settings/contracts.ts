import { z } from 'zod';
import { optionalEmail, requiredText, boundedInt } from '../contracts/fields.ts';
import { SETTINGS_LIMITS as L, settingsTabs } from './defaults.ts';
import { settingsMessages as m } from './messages.ts';
import { backupMessages } from './backups.ts';

// Each tab is saved whole: every field present, in range (the form always sends them all).

const flag = () => z.boolean({ error: m.invalidBoolean });
const ranged = ([min, max]: readonly [number, number], message: string) => boundedInt(min, max, message);

export const platformSettingsBody = z.strictObject({
  platformName: requiredText(m.platformNameRequired, L.platformName),
  supportEmail: optionalEmail(m.supportEmailInvalid),
  maxUsersPerClient: ranged(L.maxUsersPerClient, m.maxUsersInvalid),
  trialPeriodDays: ranged(L.trialPeriodDays, m.trialDaysInvalid),
  maintenanceMode: flag(),
  newRegistrations: flag(),
  emailVerificationRequired: flag(),
  autoBackup: flag(),
  backupRetention: ranged(L.backupRetention, backupMessages.retentionInvalid),
  sessionTimeout: ranged(L.sessionTimeout, m.sessionTimeoutInvalid),
});

export const securitySettingsBody = z.strictObject({
  passwordMinLength: ranged(L.passwordMinLength, m.passwordMinLengthInvalid),
  requireSpecialChars: flag(),
  requireNumbers: flag(),
  passwordExpiry: ranged(L.passwordExpiry, m.passwordExpiryInvalid),
  maxLoginAttempts: ranged(L.maxLoginAttempts, m.maxLoginAttemptsInvalid),
  // Enforced on the admin API (plugins/auth.ts, decision 033).
  twoFactorAuth: flag(),
  auditRetentionYears: ranged(L.auditRetentionYears, m.auditRetentionInvalid),
});

export const notificationSettingsBody = z.strictObject({
  newClientRegistration: flag(),
  paymentFailures: flag(),
  subscriptionExpiring: flag(),
  systemAlerts: flag(),
  weeklyReports: flag(),
  monthlyReports: flag(),
});

export const settingsBodies = {
  platform: platformSettingsBody,
  security: securitySettingsBody,
  notifications: notificationSettingsBody,
} as const;

export const settingsTabParams = z.object({ tab: z.enum(settingsTabs) });

export const settingsChange = z.object({ field: z.string(), from: z.unknown(), to: z.unknown() });
export const settingsHistoryItem = z.object({
  id: z.string(),
  tab: z.enum(settingsTabs),
  changes: z.array(settingsChange),
  changedByName: z.string().nullable(),
  changedAt: z.string(),
});
export type SettingsHistoryItem = z.infer<typeof settingsHistoryItem>;
export const settingsHistoryResponse = z.object({ items: z.array(settingsHistoryItem) });
export type SettingsHistoryResponse = z.infer<typeof settingsHistoryResponse>;

/** What the Integração and Backup tabs show: what the server really has configured, nothing more. */
export const settingsStatusResponse = z.object({
  integration: z.object({
    smtp: z.boolean(),
    mailFrom: z.string().nullable(),
    storage: z.enum(['local', 's3']),
    s3Bucket: z.string().nullable(),
    billingWebhook: z.boolean(),
    pixKey: z.boolean(),
  }),
  backup: z.object({ database: z.enum(['embedded', 'postgresql']), autoBackup: z.boolean() }),
});
export type SettingsStatusResponse = z.infer<typeof settingsStatusResponse>;
