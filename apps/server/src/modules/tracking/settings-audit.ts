import type { TrackingSettingsResponse } from '@despacha/domain/tracking/contracts';
import type { Db } from '../../db/client.ts';
import { recordActorAudit } from '../../lib/audit.ts';
import type { TenantActor } from '../../lib/tenant.ts';

/**
 * "***4321": enough for the agency to recognise its key in the trail, not to copy it. A key may be
 * a CPF, a phone, an e-mail or a random key; short ones show nothing at all.
 */
export function maskPixKey(key: string): string {
  if (!key) return '';
  return key.length <= 8 ? '***' : `***${key.slice(-4)}`;
}

/**
 * The customers' PIX and e-mail switch as a manager changed them (issue 32 item 3): the key the
 * customers pay to is masked, the other fields are the agency's public name and city.
 */
export async function auditCustomerSettings(db: Db, actor: TenantActor, before: TrackingSettingsResponse, after: TrackingSettingsResponse, ip: string) {
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  if (before.pixKey !== after.pixKey) changes.chavePix = { before: maskPixKey(before.pixKey), after: maskPixKey(after.pixKey) };
  if (before.pixMerchantName !== after.pixMerchantName) changes.nomeRecebedor = { before: before.pixMerchantName, after: after.pixMerchantName };
  if (before.pixMerchantCity !== after.pixMerchantCity) changes.cidadeRecebedor = { before: before.pixMerchantCity, after: after.pixMerchantCity };
  if (before.notifyEmail !== after.notifyEmail) changes.avisosPorEmail = { before: before.notifyEmail, after: after.notifyEmail };
  if (!Object.keys(changes).length) return;
  await recordActorAudit(db, actor, {
    action: 'updated',
    entity: 'settings',
    entityId: actor.agencyId,
    summary: changes.chavePix
      ? 'Alterou a chave PIX que os clientes usam para pagar (acompanhamento do serviço)'
      : 'Alterou as configurações de acompanhamento dos clientes',
    changes,
    ip,
  });
}
