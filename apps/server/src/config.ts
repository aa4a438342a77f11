import { z } from 'zod';
import path from 'node:path';

const flag = z.enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off']).transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

const envSchema = z.object({
  NODE_ENV: z.string().optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  PUBLIC_URL: z.string().url().optional(),
  PLATFORM_OWNER_EMAIL: z.string().email().optional(),
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET deve ter pelo menos 32 caracteres').optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Despacha <nao-responda@despacha.local>'),
  DEMO_SEED: flag.optional(),
  TRUST_PROXY: z.string().default('off'),
  ALLOWED_HOSTS: z.string().default(''),
  AUTH_SIGNIN_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY: z.string().optional(),
  S3_SECRET_KEY: z.string().optional(),
  BILLING_WEBHOOK_SECRET: z.string().min(32, 'BILLING_WEBHOOK_SECRET deve ter pelo menos 32 caracteres').optional(),
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN deve ter pelo menos 16 caracteres').optional(),
  NFSE_CERT_KEY: z.string().optional(),
  NFSE_AMBIENTE: z.enum(['homologacao', 'producao'], { error: 'NFSE_AMBIENTE: use homologacao ou producao.' }).default('homologacao'),
});

/** An S3-compatible bucket for uploaded files (lib/s3-storage.ts). */
export type S3Options = { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string };

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  /** When set the server uses this PostgreSQL; otherwise embedded PGlite in dataDir (or in memory when null). */
  databaseUrl: string | undefined;
  /** null = in-memory PGlite (tests only). */
  pgliteDir: string | null;
  publicUrl: string;
  platformOwnerEmail: string | undefined;
  authSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  demoSeed: boolean;
  /**
   * Which proxies may tell us the client's address in X-Forwarded-For: false (none), a number of
   * hops counted from our side (1 = the load balancer in front of us), or their addresses/CIDRs.
   * Never "trust everything": a client would pick its own address.
   */
  trustProxy: false | number | string[];
  /** Host names this server answers for (DNS rebinding): PUBLIC_URL's, ALLOWED_HOSTS, localhost in demo mode. */
  allowedHosts: string[];
  signInPerMinute: number;
  logLevel: string;
  webDist: string;
  production: boolean;
  /** Object storage for uploaded files; local disk under dataDir when absent. */
  s3: S3Options | undefined;
  /** HMAC secret of the payment provider's webhook; without it POST /api/billing/webhook answers 503. */
  billingWebhookSecret: string | undefined;
  /** Bearer token of GET /metrics (Prometheus); without it the endpoint answers 404. */
  metricsToken?: string | undefined;
  /** AES-256 key (32 bytes) sealing the agencies' A1 certificates; without it none can be stored (decision 070). */
  nfseCertKey?: Buffer | undefined;
  /**
   * Which Sefin Nacional the NFS-e go to (decision 073): homologação (produção restrita, no fiscal
   * value) unless NFSE_AMBIENTE=producao; the URLs are gateway.ts's sefinBaseUrl.
   */
  nfseAmbiente?: 'homologacao' | 'producao';
};

export const DEMO_OWNER_EMAIL = 'admin@despacha.local';

/** Parses the environment once. In production (DATABASE_URL) secrets must be explicit. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as shells and compose files often leave them.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new ConfigError(`Configuração inválida: ${issues}`);
  }
  const e = parsed.data;
  const production = !!e.DATABASE_URL;
  if (production && !e.AUTH_SECRET) {
    throw new ConfigError('AUTH_SECRET é obrigatório quando DATABASE_URL está definido (produção).');
  }
  const demoSeed = e.DEMO_SEED ?? !production;
  const s3Vars = [e.S3_ENDPOINT, e.S3_BUCKET, e.S3_ACCESS_KEY, e.S3_SECRET_KEY];
  if (s3Vars.some(Boolean) && !s3Vars.every(Boolean)) {
    throw new ConfigError('Para usar S3, defina S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY e S3_SECRET_KEY.');
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    pgliteDir: path.join(dataDir, 'pglite'),
    publicUrl,
    platformOwnerEmail: e.PLATFORM_OWNER_EMAIL ?? (demoSeed ? DEMO_OWNER_EMAIL : undefined),
    authSecret: e.AUTH_SECRET,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    demoSeed,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    allowedHosts: allowedHosts(publicUrl, e.ALLOWED_HOSTS, demoSeed || !production),
    signInPerMinute: e.AUTH_SIGNIN_PER_MINUTE,
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    production,
    s3: e.S3_ENDPOINT
      ? { endpoint: e.S3_ENDPOINT, bucket: e.S3_BUCKET!, region: e.S3_REGION, accessKeyId: e.S3_ACCESS_KEY!, secretAccessKey: e.S3_SECRET_KEY! }
      : undefined,
    billingWebhookSecret: e.BILLING_WEBHOOK_SECRET,
    metricsToken: e.METRICS_TOKEN,
    nfseCertKey: e.NFSE_CERT_KEY ? nfseCertKey(e.NFSE_CERT_KEY) : undefined,
    nfseAmbiente: e.NFSE_AMBIENTE,
  };
}

export class ConfigError extends Error {}

/** NFSE_CERT_KEY: 32 random bytes in base64 (`openssl rand -base64 32`). */
function nfseCertKey(value: string): Buffer {
  const key = Buffer.from(value, 'base64');
  if (key.length !== 32 || !/^[A-Za-z0-9+/]+={0,2}$/.test(value.trim())) {
    throw new ConfigError('NFSE_CERT_KEY: use 32 bytes aleatórios em base64 (openssl rand -base64 32).');
  }
  return key;
}

const OFF = new Set(['0', 'false', 'no', 'off']);
const ON = new Set(['true', 'yes', 'on']);

function parseTrustProxy(value: string): Config['trustProxy'] {
  const v = value.trim().toLowerCase();
  if (OFF.has(v)) return false;
  if (ON.has(v)) return 1;
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    if (hops > 10) throw new ConfigError('TRUST_PROXY: use o número de proxies à frente do servidor (1 a 10) ou os seus endereços.');
    return hops || false;
  }
  const list = v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (!list.every((a) => /^[0-9a-f.:]+(\/\d{1,3})?$/.test(a))) {
    throw new ConfigError('TRUST_PROXY: use off, o número de proxies (1 a 10) ou endereços IP/CIDR separados por vírgula.');
  }
  return list;
}

const LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

function allowedHosts(publicUrl: string, extra: string, local: boolean): string[] {
  const hosts = [
    new URL(publicUrl).hostname,
    ...extra
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  ];
  if (local) hosts.push(...LOCAL_HOSTS);
  return [...new Set(hosts)];
}
