import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commonMessages } from '@despacha/domain/messages';
import { createTestApp, testConfig, type TestApp } from '../testing/test-app.ts';

// Behind one proxy, X-Forwarded-For reads "<whatever the client wrote>, <client as our proxy saw it>":
// only the entry our proxy appended may count as the client's address.
const PROXY = '10.0.0.2';

function suite(name: string, trustProxy: number | string[]) {
  describe(name, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ config: testConfig({ trustProxy, signInPerMinute: 10 }) });
    });
    afterAll(async () => t.close());

    let n = 0;
    const attempt = (forwardedFor: string) =>
      t.request({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        // A new unknown e-mail each time, so only the per-address limit can answer 429.
        body: { email: `ninguem${n++}@exemplo.com.br`, password: 'errada999' },
        ip: PROXY,
        headers: { 'x-forwarded-for': forwardedFor },
      });

    it('a client cannot pick its own address: 11 attempts with made-up leftmost entries hit the per-address limit', async () => {
      const statuses = [];
      for (let i = 0; i < 11; i++) statuses.push((await attempt(`203.0.113.${i + 1}, 198.51.100.7`)).statusCode);
      expect(statuses).toEqual([...Array(10).fill(401), 429]);
      const limited = await attempt('192.0.2.99, 198.51.100.7');
      expect(limited.json().error).toEqual({ code: 'TOO_MANY_REQUESTS', message: commonMessages.tooManyRequests });
    });

    it('the limit follows the address our proxy saw (request.ip), not the proxy socket', async () => {
      // Another client behind the same proxy is not limited by the first one's attempts.
      expect((await attempt('198.51.100.8')).statusCode).toBe(401);
      expect((await attempt('203.0.113.1, 198.51.100.8')).statusCode).toBe(401);
    });
  });
}

suite('TRUST_PROXY=1 (one hop)', 1);
suite('TRUST_PROXY=<proxy address>', [PROXY]);
