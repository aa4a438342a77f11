import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../lib/raw-rows.ts';

export const idList = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/** A selected vehicle with what a reminder needs of its owner. */
export type ReminderTarget = {
  vehicleId: string;
  placa: string;
  ownerId: string | null;
  ownerName: string;
  document: string;
  email: string;
  cel: string;
  anonymised: boolean;
  /** E-mail consent granted and not revoked (owner_consents, LGPD). */
  emailConsent: boolean;
  /** The owner's last reminder, any vehicle and channel (the 15-day rule). */
  lastRemindedAt: Date | null;
};

type Row = {
  vehicle_id: string;
  placa: string;
  owner_id: string | null;
  nome: string | null;
  cpf: string | null;
  cnpj: string | null;
  email: string | null;
  cel: string | null;
  anonymised: boolean | null;
  consent: boolean | null;
  last_reminded_at: string | Date | null;
};

/** The agency's vehicles among `ids` (another agency's ids match nothing), with their owners. */
export async function reminderTargets(db: Db, agencyId: string, ids: readonly string[]): Promise<ReminderTarget[]> {
  if (!ids.length) return [];
  const rows = await rowsOf<Row>(
    db,
    sql`select v.id as vehicle_id, v.placa, o.id as owner_id, o.nome, o.cpf, o.cnpj, o.email, o.cel,
        o.anonymised_at is not null as anonymised,
        exists (select 1 from owner_consents c where c.agency_id = o.agency_id and c.owner_id = o.id
          and c.channel = 'email' and c.granted_at is not null and c.revoked_at is null) as consent,
        (select max(r.sent_at) from licensing_reminders r where r.agency_id = o.agency_id and r.owner_id = o.id) as last_reminded_at
      from vehicles v left join owners o on o.agency_id = v.agency_id and o.id = v.owner_id
      where v.agency_id = ${agencyId} and v.id in (${idList(ids)})`,
  );
  return rows.map((r) => ({
    vehicleId: r.vehicle_id,
    placa: r.placa,
    ownerId: r.owner_id,
    ownerName: r.nome ?? '',
    document: r.cpf || r.cnpj || '',
    email: r.email ?? '',
    cel: r.cel ?? '',
    anonymised: Boolean(r.anonymised),
    emailConsent: Boolean(r.consent),
    lastRemindedAt: r.last_reminded_at ? new Date(r.last_reminded_at) : null,
  }));
}

/** The owner's last reminder, read again inside the transaction that holds the owner's row. */
export async function lastReminderOf(db: Db, agencyId: string, ownerId: string): Promise<Date | null> {
  const [row] = await rowsOf<{ at: string | Date | null }>(
    db,
    sql`select max(sent_at) as at from licensing_reminders where agency_id = ${agencyId} and owner_id = ${ownerId}`,
  );
  return row?.at ? new Date(row.at) : null;
}

/** Serialises reminders to one owner (two clicks, two instances): the row lock lasts the transaction. */
export async function lockOwner(db: Db, agencyId: string, ownerId: string): Promise<void> {
  await db.execute(sql`select id from owners where agency_id = ${agencyId} and id = ${ownerId} for update`);
}
