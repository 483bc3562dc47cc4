import { expect } from 'vitest';
import type { TestIdentity, TestOidcProvider } from './oidc-test-provider';
import type { TestApp } from './test-app';

/** Follows the provider's redirects (keeping its cookies) until it sends the browser back to ShipDesk. */
export async function throughProvider(publicUrl: string, authorizationUrl: string): Promise<URL> {
  const cookies = new Map<string, string>();
  let url = authorizationUrl;
  for (let hop = 0; hop < 10; hop++) {
    const res = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = pair!.split('=');
      cookies.set(name!, value.join('='));
    }
    const location = res.headers.get('location');
    if (!location) throw new Error(`provider answered ${res.status}: ${await res.text()}`);
    const next = new URL(location, url);
    if (next.origin === publicUrl) return next;
    url = next.href;
  }
  throw new Error('too many redirects at the provider');
}

export interface Outcome {
  status: number;
  location: string;
  sessionCookie: string | undefined;
}

/** A whole sign-in: start at ShipDesk, sign in at the provider as `who`, come back to the callback. */
export async function signInThrough(
  t: TestApp,
  idp: TestOidcProvider,
  who: TestIdentity,
  provider = 'sso',
  next = '/contacts',
  ip = '10.1.0.1',
): Promise<Outcome> {
  idp.signInAs(who);
  const start = await t.app.inject({
    method: 'GET',
    url: `/api/1/auth/oidc/${provider}/start?next=${encodeURIComponent(next)}`,
    remoteAddress: ip,
  });
  expect(start.statusCode).toBe(302);
  const state = start.cookies.find((c) => c.name === 'oidc_state')!;
  const location = start.headers.location as string;
  const publicUrl = new URL(new URL(location).searchParams.get('redirect_uri')!).origin;
  const back = await throughProvider(publicUrl, location);
  const callback = await t.app.inject({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    cookies: { oidc_state: state.value },
    remoteAddress: ip,
  });
  return {
    status: callback.statusCode,
    location: callback.headers.location as string,
    sessionCookie: callback.cookies.find((c) => c.name === 'sid')?.value,
  };
}
