import { z } from 'zod';
import { boundedText, maxChars, requiredText } from './fields.ts';
import { TEXT } from '../limits.ts';
import { UUID_PATTERN } from '../validators/uuid.ts';
import {
  checkNames,
  incidentSeverities,
  incidentStatuses,
  incidentTypes,
  INCIDENT_LIMITS as L,
  logLevels,
  monitoringMessages as m,
  serviceStatuses,
} from '../monitoring/constants.ts';

const choice = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: m.invalidChoice });

export const createIncidentBody = z.strictObject({
  type: choice(['warning', 'info'] as const),
  title: requiredText(m.titleRequired, L.title),
  description: boundedText(L.description).default(''),
  // An incident registered by hand is being looked into or is a scheduled window.
  status: choice(['investigating', 'scheduled'] as const),
  severity: choice(incidentSeverities),
});
export type CreateIncidentBody = z.input<typeof createIncidentBody>;

export const resolveIncidentBody = z.strictObject({ note: requiredText(m.noteRequired, L.note) });
export const incidentParams = z.object({ id: z.string().max(TEXT.id, maxChars(TEXT.id)).regex(UUID_PATTERN, m.invalidChoice) });

export const logQuery = z.object({ level: choice(logLevels).optional() });

const check = z.object({
  name: z.enum(checkNames),
  status: z.enum(serviceStatuses),
  latencyMs: z.number().nullable(),
  detail: z.string(),
  checkedAt: z.string(),
});

const usage = z.object({ percent: z.number(), used: z.number(), total: z.number() });

const groupStats = z.object({
  group: z.string(),
  requests: z.number(),
  requestsPerMinute: z.number(),
  errors: z.number(),
  errorRate: z.number(),
  p50Ms: z.number().nullable(),
  p95Ms: z.number().nullable(),
  p99Ms: z.number().nullable(),
});
export type GroupStats = z.infer<typeof groupStats>;

export const incident = z.object({
  id: z.string(),
  type: z.enum(incidentTypes),
  title: z.string(),
  description: z.string(),
  status: z.enum(incidentStatuses),
  severity: z.enum(incidentSeverities),
  source: z.string().nullable(),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  resolvedByName: z.string().nullable(),
  resolutionNote: z.string(),
});
export type Incident = z.infer<typeof incident>;

export const historyPoint = z.object({
  hour: z.string(),
  requests: z.number(),
  errors: z.number(),
  p50Ms: z.number().nullable(),
  p95Ms: z.number().nullable(),
  p99Ms: z.number().nullable(),
});
export type HistoryPoint = z.infer<typeof historyPoint>;

export const monitoringOverview = z.object({
  generatedAt: z.string(),
  maintenance: z.boolean(),
  checks: z.array(check),
  resources: z.object({
    host: z.object({ cpu: usage, memory: usage, disk: usage, loadAvg: z.array(z.number()), cpus: z.number() }),
    process: z.object({
      cpuPercent: z.number(),
      rss: z.number(),
      heapUsed: z.number(),
      heapTotal: z.number(),
      uptimeSeconds: z.number(),
      eventLoopP99Ms: z.number().nullable(),
    }),
  }),
  traffic: z.object({ windowMinutes: z.number(), total: groupStats, groups: z.array(groupStats) }),
  history: z.array(historyPoint),
  incidents: z.array(incident),
});
export type MonitoringOverview = z.infer<typeof monitoringOverview>;
export type CheckResult = z.infer<typeof check>;

export const logLine = z.object({
  time: z.string(),
  level: z.enum(logLevels),
  msg: z.string(),
  context: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
});
export type LogLine = z.infer<typeof logLine>;
export const logsResponse = z.object({ items: z.array(logLine) });
