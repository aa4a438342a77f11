// One DPS ready to send: numbered, built, XSD-validated and signed (issue 37, decision 071). The caller
// stores the result as "pendente" before calling NfseGateway.sendDps, so a crash or an unanswered
// send resumes with the same Id and never with a new number: that is what makes the issue exactly once.
import { checkDpsInput, type DpsInput, type DpsLayoutVersion } from '@despacha/domain/nfse/dps';
import { buildDps } from './dps-xml.ts';
import { signNfseXml, type SigningCredentials } from './sign.ts';

export type PreparedDps = { id: string; number: number; series: string; layout: DpsLayoutVersion; signedXml: string };

export type PrepareDpsArgs = {
  input: Omit<DpsInput, 'number'>;
  /** The agency's next DPS number for the series (a sequence, a later part of issue 37). */
  nextNumber: (series: string) => Promise<number>;
  credentials: SigningCredentials;
};

/**
 * Checks the input first (DpsInputError, pt-BR) so a refused input takes no number; then numbers,
 * builds, validates against the XSD and signs.
 */
export async function prepareDps({ input, nextNumber, credentials }: PrepareDpsArgs): Promise<PreparedDps> {
  // Checked with a placeholder number: every input refusal surfaces before the sequence moves.
  checkDpsInput({ ...input, number: 1 });
  const number = await nextNumber(input.series);
  const dps = await buildDps({ ...input, number });
  return { id: dps.id, number, series: input.series, layout: dps.layout, signedXml: signNfseXml(dps.xml, 'infDPS', dps.layout, credentials) };
}
