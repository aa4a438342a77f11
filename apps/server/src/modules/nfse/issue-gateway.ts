// Which NfseGateway the issuing part talks to (decision 073). The server builds the HTTP adapter to
// the Sefin Nacional of NFSE_AMBIENTE with the agency's certificate for mutual TLS; the tests inject
// a factory that points at the fake Sefin with its test CA (app.ts's nfseGateway option).
import { NfseUnavailableError, sefinBaseUrl, type NfseGateway } from './gateway.ts';
import { HttpNfseGateway } from './gateway-http.ts';
import type { SigningCredentials } from './sign.ts';

export type NfseEnvironment = 'producao' | 'homologacao';
/** A gateway per call, with the agency's credentials; `close` frees its connections. */
export type ClosableGateway = NfseGateway & { close?(): void };
export type NfseGatewayFactory = (credentials: SigningCredentials, environment: NfseEnvironment) => ClosableGateway;

export const httpGatewayFactory: NfseGatewayFactory = (credentials, environment) => new HttpNfseGateway({ baseUrl: sefinBaseUrl(environment), credentials });

/**
 * No network (tests that do not start the fake Sefin): every call is "no answer", as a Sefin that
 * is down. Issuing then stays pending, which is what such a test can observe without a server.
 */
export const offlineGatewayFactory: NfseGatewayFactory = () => {
  const down = () => Promise.reject(new NfseUnavailableError('Sem acesso à Sefin Nacional neste ambiente.'));
  return { sendDps: down, findByDpsId: down, nfseByAccessKey: down, registerEvent: down };
};
