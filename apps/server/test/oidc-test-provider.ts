import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** A person the test provider signs in as: `sub` is their subject, the rest their userinfo claims. */
export interface TestIdentity {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who the next sign-in at the provider is. */
  signInAs(identity: TestIdentity): void;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider (the `oidc-provider` package) on 127.0.0.1, with one confidential client
 * whose redirect URIs are `redirectUris`. Its login step is answered by the test: whoever `signInAs` names
 * signs in at once, and consent is implied, so a browser (or a test following redirects) goes straight back.
 */
export async function startTestOidcProvider(
  redirectUris: string[] | ((issuer: string) => Promise<string[]>),
  options: { publicClient?: boolean } = {},
): Promise<TestOidcProvider> {
  let next: TestIdentity = { sub: 'nobody' };
  const accounts = new Map<string, TestIdentity>();
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'shipdesk';
  const clientSecret = 'test-client-secret-that-is-long-enough';
  // A function learns the issuer first: a browser test registers the provider in ShipDesk to get its id.
  const uris = typeof redirectUris === 'function' ? await redirectUris(issuer) : redirectUris;
  // A public client (no secret) signs in with PKCE alone, as a provider stored without a secret does.
  const auth = options.publicClient
    ? { token_endpoint_auth_method: 'none' as const }
    : { client_secret: clientSecret };
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        ...auth,
        redirect_uris: uris,
        grant_types: ['authorization_code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    async findAccount(_ctx, sub) {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return { accountId: sub, claims: async () => ({ ...account }) };
    },
    async loadExistingGrant(ctx) {
      const session = ctx.oidc.session!;
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client!.clientId,
        accountId: session.accountId!,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  const handle = provider.callback();
  server.on('request', async (req, res) => {
    if (!req.url?.startsWith('/interaction/')) return handle(req, res);
    try {
      accounts.set(next.sub, next);
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: next.sub } },
        { mergeWithLastSubmission: false },
      );
    } catch (error) {
      res.statusCode = 500;
      res.end(String(error));
    }
  });
  return {
    issuer,
    clientId,
    clientSecret,
    signInAs(identity) {
      next = identity;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
