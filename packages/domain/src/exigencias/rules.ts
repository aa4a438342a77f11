// Zod-free rules of Retorno de Exigência, so the queue and the dashboard card load no schema.
import { shiftDay } from '../agency-calendar.ts';

export const EXIGENCIA_STATUSES = ['open', 'returned'] as const;
export type ExigenciaStatus = (typeof EXIGENCIA_STATUSES)[number];

/** The queue's filter: open ones, the late among them, returned ones, or all. */
export const QUEUE_FILTERS = ['open', 'late', 'returned', 'all'] as const;
export type QueueFilter = (typeof QUEUE_FILTERS)[number];

/**
 * The deadline the form suggests: 30 days after the demand. A usual figure for meeting a DETRAN
 * exigência, not found in a DETRAN-RJ norm (decision 037): the agency can change or clear it.
 */
export const DEFAULT_DEADLINE_DAYS = 30;
export const defaultDeadline = (raisedOn: string) => shiftDay(raisedOn, DEFAULT_DEADLINE_DAYS);

/** An open exigência is late from the day after its deadline. */
export const isLate = (status: ExigenciaStatus, deadline: string | null, today: string) => status === 'open' && deadline !== null && deadline < today;

/** The movement note of an exigência: its demand's first line. */
export const demandFirstLine = (demand: string) => demand.trim().split(/\r?\n/)[0]!.trim();

export const EXIGENCIA_PAGE_SIZE = 50;
