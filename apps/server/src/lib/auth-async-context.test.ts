import type { AsyncLocalStorage } from 'node:async_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { betterAuthStores, inAuthCall } from './auth-async-context.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

// Node 20's AsyncLocalStorage says whether it is on (and so whether promise hooks run).
const isOn = (store: AsyncLocalStorage<unknown>) => (store as unknown as { enabled?: boolean }).enabled === true;

describe("better-auth's async context", () => {
  it('is off again once a sign-in has answered, and the session still works', async () => {
    const cookie = await t.userSession('Dalva', 'dalva@exemplo.com.br');
    const stores = betterAuthStores();
    expect(stores.length).toBeGreaterThan(0);
    expect(stores.filter(isOn)).toHaveLength(0);
    expect((await t.request({ url: '/api/me', cookie })).statusCode).toBe(200);
    expect((await t.request({ url: '/api/auth/get-session', cookie })).statusCode).toBe(200);
    expect(betterAuthStores().filter(isOn)).toHaveLength(0);
  });

  it('stays on for a call still in flight when another one ends first', async () => {
    const [store] = betterAuthStores();
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = inAuthCall(() =>
      store!.run('slow call', async () => {
        await gate;
        return store!.getStore();
      }),
    );
    await inAuthCall(async () => 'quick call');
    release();
    expect(await slow).toBe('slow call');
    expect(isOn(store!)).toBe(false);
  });
});
