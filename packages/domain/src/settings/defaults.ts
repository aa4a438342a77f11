// Configurações (spec §2 Settings, §3 fields, §9 defaults): one platform_settings document per
// tab, each key falling back to these defaults. No zod here: the web shell reads these types.
import { PRODUCT_NAME } from '../messages.ts';

export const settingsTabs = ['platform', 'security', 'notifications'] as const;
export type SettingsTab = (typeof settingsTabs)[number];

export type PlatformSettings = {
  platformName: string;
  /** '' when none is published: e-mails and the blocked page then name no address. */
  supportEmail: string;
  maxUsersPerClient: number;
  trialPeriodDays: number;
  maintenanceMode: boolean;
  newRegistrations: boolean;
  emailVerificationRequired: boolean;
  /** The daily automatic backup of the embedded database and files (decision 031). */
  autoBackup: boolean;
  /** Days a backup is kept before the daily run deletes it (spec §9 recommends 30). */
  backupRetention: number;
  /** Minutes without a request after which a session ends. */
  sessionTimeout: number;
};

export type SecuritySettings = {
  passwordMinLength: number;
  requireSpecialChars: boolean;
  requireNumbers: boolean;
  /** Days a password lasts before the user must choose another at sign-in; 0 = never. */
  passwordExpiry: number;
  maxLoginAttempts: number;
  /** TOTP for administrators (issue 16 item 3): not available yet, always false. */
  twoFactorAuth: boolean;
  /** Years the audit trail is kept before the daily prune deletes older events (decision 035). */
  auditRetentionYears: number;
};

export type NotificationSettings = {
  newClientRegistration: boolean;
  paymentFailures: boolean;
  subscriptionExpiring: boolean;
  systemAlerts: boolean;
  weeklyReports: boolean;
  monthlyReports: boolean;
};

export type SettingsByTab = { platform: PlatformSettings; security: SecuritySettings; notifications: NotificationSettings };
export type AllSettings = SettingsByTab;

export const SETTINGS_LIMITS = {
  platformName: 60,
  maxUsersPerClient: [1, 10_000],
  trialPeriodDays: [1, 365],
  sessionTimeout: [5, 720],
  backupRetention: [1, 365],
  passwordMinLength: [6, 64],
  passwordExpiry: [0, 365],
  maxLoginAttempts: [3, 20],
  auditRetentionYears: [1, 20],
} as const;

/** Hours a session lives whatever its activity (the idle limit is sessionTimeout). */
export const SESSION_ABSOLUTE_HOURS = 24;

export const defaultSettings: AllSettings = {
  platform: {
    platformName: PRODUCT_NAME,
    supportEmail: '',
    maxUsersPerClient: 50,
    trialPeriodDays: 30,
    maintenanceMode: false,
    newRegistrations: true,
    emailVerificationRequired: true,
    autoBackup: true,
    backupRetention: 30,
    sessionTimeout: 480,
  },
  security: {
    passwordMinLength: 8,
    // Spec §9 says required; decision 029 explains why the default is off (its own temporary
    // passwords and the demo logins are letters and digits only); decision 034 checked it again.
    requireSpecialChars: false,
    requireNumbers: true,
    passwordExpiry: 90,
    maxLoginAttempts: 5,
    twoFactorAuth: false,
    auditRetentionYears: 5,
  },
  notifications: {
    newClientRegistration: true,
    paymentFailures: true,
    subscriptionExpiring: true,
    systemAlerts: true,
    weeklyReports: true,
    monthlyReports: true,
  },
};

/** What any visitor may read (login page, shell, blocked page): no policy beyond the password's. */
export type PublicSettings = {
  platformName: string;
  supportEmail: string;
  maintenanceMode: boolean;
  newRegistrations: boolean;
  passwordPolicy: { passwordMinLength: number; requireNumbers: boolean; requireSpecialChars: boolean };
};

export const publicSettingsOf = (s: AllSettings): PublicSettings => ({
  platformName: s.platform.platformName,
  supportEmail: s.platform.supportEmail,
  maintenanceMode: s.platform.maintenanceMode,
  newRegistrations: s.platform.newRegistrations,
  passwordPolicy: {
    passwordMinLength: s.security.passwordMinLength,
    requireNumbers: s.security.requireNumbers,
    requireSpecialChars: s.security.requireSpecialChars,
  },
});
