import type { FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { ledgerMessages } from '@despacha/domain/ledger/messages';
import type { Db } from '../../db/client.ts';
import { agencies, fieldOptions, owners, vehicles } from '../../db/schema/index.ts';
import { type TenantActor, dispatcherOf as requireDispatcher } from '../../lib/tenant.ts';
import type { ServiceRow } from './queries.ts';
import type { PaymentReceiptInput } from './payment-receipt.ts';

/** Estornos are the dispatcher's: a plain user of the agency gets 403. */
export const dispatcherOf = (request: FastifyRequest): TenantActor => requireDispatcher(request, ledgerMessages.dispatcherOnly);

/** Who and what a receipt names: the agency's heading, the payer, the service and the vehicle. */
export async function receiptParties(db: Db, service: ServiceRow): Promise<Omit<PaymentReceiptInput, 'payment'>> {
  const { agencyId } = service;
  const [agency, owner, vehicle, option] = await Promise.all([
    db.query.agencies.findFirst({ where: eq(agencies.id, agencyId) }),
    db.query.owners.findFirst({ where: and(eq(owners.agencyId, agencyId), eq(owners.id, service.ownerId)) }),
    db.query.vehicles.findFirst({ where: and(eq(vehicles.agencyId, agencyId), eq(vehicles.id, service.vehicleId)) }),
    db.query.fieldOptions.findFirst({ where: and(eq(fieldOptions.fieldName, 'service_type'), eq(fieldOptions.optionValue, service.servico)) }),
  ]);
  return {
    agency: agency!,
    payer: { nome: owner!.nome, cpf: owner!.cpf ?? '', cnpj: owner!.cnpj ?? '' },
    service: { number: service.number, label: option?.optionLabel ?? service.servico },
    vehicle: { placa: vehicle!.placa, renavam: vehicle!.renavam },
  };
}
