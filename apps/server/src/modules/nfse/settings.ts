import { eq } from 'drizzle-orm';
import type { NfseSettings, NfseSettingsBody } from '@despacha/domain/nfse/contracts';
import { nfseSettingsMessages as m } from '@despacha/domain/nfse/settings-messages';
import { RIO_DE_JANEIRO_IBGE, SUGGESTED_CTRIBNAC, formatRateBp, nfseRegimeLabels, type NfseRegime } from '@despacha/domain/nfse/settings';
import { displayCnpj } from '@despacha/domain/validators/cnpj';
import type { Db } from '../../db/client.ts';
import { agencies, nfseCertificates, nfseSettings } from '../../db/schema/index.ts';
import { recordActorAudit } from '../../lib/audit.ts';
import { invalid } from '../../lib/http-error.ts';
import type { TenantActor } from '../../lib/tenant.ts';

/** The saved settings, or null: the agency has not configured the NFS-e. */
export async function savedSettingsOf(db: Db, agencyId: string): Promise<NfseSettings | null> {
  const row = await db.query.nfseSettings.findFirst({ where: eq(nfseSettings.agencyId, agencyId) });
  if (!row) return null;
  return {
    cnpj: row.cnpj,
    inscricaoMunicipal: row.inscricaoMunicipal,
    municipioIbge: row.municipioIbge,
    regime: row.regime as NfseRegime,
    cTribNac: row.cTribNac,
    nbs: row.nbs,
    issRateBp: row.issRateBp,
    series: row.series,
    staffMayIssue: row.staffMayIssue,
  };
}

/**
 * What the form starts from before the first save: the agency's CNPJ, Rio de Janeiro and the
 * despachante code (docs/nfse-codes.md); the regime, the inscrição, the NBS and the rate are the agency's to say.
 */
async function suggestedSettings(db: Db, agencyId: string): Promise<NfseSettings> {
  const agency = await db.query.agencies.findFirst({ where: eq(agencies.id, agencyId), columns: { cnpj: true } });
  return {
    cnpj: agency?.cnpj ?? '',
    inscricaoMunicipal: '',
    municipioIbge: RIO_DE_JANEIRO_IBGE,
    regime: null,
    cTribNac: SUGGESTED_CTRIBNAC,
    nbs: '',
    issRateBp: null,
    series: '1',
    // The safer choice (decision 075): only the dispatcher issues until they allow staff to.
    staffMayIssue: false,
  };
}

export async function settingsOrSuggestion(db: Db, agencyId: string) {
  const saved = await savedSettingsOf(db, agencyId);
  return { saved: !!saved, settings: saved ?? (await suggestedSettings(db, agencyId)) };
}

/** The CNPJ the certificate must carry: the saved settings', else the agency's own. */
export async function agencyFiscalCnpj(db: Db, agencyId: string): Promise<string> {
  return (await settingsOrSuggestion(db, agencyId)).settings.cnpj;
}

const LABELS: Record<keyof NfseSettings, string> = {
  cnpj: 'CNPJ',
  inscricaoMunicipal: 'Inscrição municipal',
  municipioIbge: 'Município (IBGE)',
  regime: 'Regime',
  cTribNac: 'Código de tributação nacional',
  nbs: 'NBS',
  issRateBp: 'Alíquota do ISS',
  series: 'Série da DPS',
  staffMayIssue: 'Funcionários emitem NFS-e',
};
const shown = (field: keyof NfseSettings, v: unknown) =>
  field === 'staffMayIssue'
    ? v
      ? 'Sim'
      : 'Não'
    : field === 'issRateBp'
      ? v === null
        ? ''
        : `${formatRateBp(v as number)}%`
      : field === 'regime'
        ? v
          ? nfseRegimeLabels[v as NfseRegime]
          : ''
        : v;

export async function saveSettings(db: Db, actor: TenantActor, body: NfseSettingsBody, ip: string): Promise<NfseSettings> {
  // A stored certificate is of one CNPJ: the settings may not move to another under it.
  const certificate = await db.query.nfseCertificates.findFirst({ where: eq(nfseCertificates.agencyId, actor.agencyId), columns: { cnpj: true } });
  if (certificate && certificate.cnpj !== body.cnpj) throw invalid({ cnpj: m.cnpjDiffersFromCertificate }, m.cnpjDiffersFromCertificate);
  const before = await savedSettingsOf(db, actor.agencyId);
  const values = { ...body, updatedBy: actor.userId, updatedAt: new Date() };
  await db
    .insert(nfseSettings)
    .values({ agencyId: actor.agencyId, ...values })
    .onConflictDoUpdate({ target: nfseSettings.agencyId, set: values });
  const after = (await savedSettingsOf(db, actor.agencyId))!;
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  for (const field of Object.keys(LABELS) as (keyof NfseSettings)[]) {
    const a = before ? before[field] : null;
    if (a !== after[field]) changes[LABELS[field]] = { before: before ? shown(field, a) : '', after: shown(field, after[field]) };
  }
  if (Object.keys(changes).length) {
    await recordActorAudit(db, actor, {
      action: 'updated',
      entity: 'settings',
      entityId: actor.agencyId,
      summary: `Alterou os dados fiscais da NFS-e (CNPJ ${displayCnpj(after.cnpj)})`,
      changes,
      ip,
    });
  }
  return after;
}
