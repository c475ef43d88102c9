import * as oidc from "openid-client";
import type { OAuthSettings } from "../../config";

export const PROVIDERS = ["kakao", "naver", "google"] as const;
export type Provider = (typeof PROVIDERS)[number];
export const isProvider = (v: unknown): v is Provider => (PROVIDERS as readonly unknown[]).includes(v);

/** What a provider tells us about the person after a successful authorization. */
export interface ProviderProfile {
  subject: string;
  email: string | null;
  /** Only true when the provider itself says the address is verified. */
  emailVerified: boolean;
  name: string | null;
}

/** One sign-in request in flight: kept in the session between the redirect out and the callback. */
export interface AuthorizationChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

const SCOPES: Record<Provider, string> = {
  kakao: "openid profile_nickname account_email",
  google: "openid email profile",
  naver: "",
};

/**
 * The three providers behind one interface, each through openid-client (discovery, PKCE, state,
 * nonce and ID token validation are the library's). Kakao and Google are OpenID Connect providers
 * found by discovery; Naver is plain OAuth 2.0, so its endpoints are given as server metadata and the
 * profile is read from its own profile endpoint.
 */
export class OAuthProviders {
  private configs = new Map<Provider, Promise<oidc.Configuration>>();

  constructor(
    private settings: OAuthSettings,
    private appUrl: string,
  ) {}

  enabled(): Provider[] {
    return PROVIDERS.filter((p) => this.settings[p]);
  }

  isEnabled(p: Provider): boolean {
    return !!this.settings[p];
  }

  callbackUrl(p: Provider): string {
    return `${this.appUrl}/api/auth/oauth/${p}/callback`;
  }

  /** The provider's authorization URL for a fresh state, nonce and PKCE verifier. */
  async authorizationUrl(p: Provider): Promise<{ url: string; checks: AuthorizationChecks }> {
    const config = await this.config(p);
    const checks = { state: oidc.randomState(), nonce: oidc.randomNonce(), codeVerifier: oidc.randomPKCECodeVerifier() };
    const params: Record<string, string> = {
      redirect_uri: this.callbackUrl(p),
      response_type: "code",
      state: checks.state,
      code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
      code_challenge_method: "S256",
    };
    if (SCOPES[p]) params.scope = SCOPES[p];
    if (this.settings[p]!.kind === "oidc") params.nonce = checks.nonce;
    return { url: oidc.buildAuthorizationUrl(config, params).href, checks };
  }

  /**
   * Exchanges the callback's code (checking state, PKCE and, for OIDC, the ID token and its nonce)
   * and reads the profile. Throws on any mismatch or provider error.
   */
  async complete(p: Provider, callbackUrl: URL, checks: AuthorizationChecks): Promise<ProviderProfile> {
    const config = await this.config(p);
    const settings = this.settings[p]!;
    if (settings.kind === "oidc") {
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        pkceCodeVerifier: checks.codeVerifier,
        idTokenExpected: true,
      });
      let claims: Record<string, unknown> = { ...tokens.claims()! };
      // Kakao puts the e-mail's verification in its userinfo answer rather than the ID token.
      if (claims.email_verified === undefined && config.serverMetadata().userinfo_endpoint) {
        claims = { ...(await oidc.fetchUserInfo(config, tokens.access_token, String(claims.sub))), ...claims };
      }
      return {
        subject: String(claims.sub),
        email: typeof claims.email === "string" ? claims.email.toLowerCase() : null,
        emailVerified: claims.email_verified === true || claims.email_verified === "true",
        name: typeof claims.name === "string" ? claims.name : typeof claims.nickname === "string" ? claims.nickname : null,
      };
    }
    const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, { expectedState: checks.state, pkceCodeVerifier: checks.codeVerifier });
    const res = await oidc.fetchProtectedResource(config, tokens.access_token, new URL(settings.userinfoUrl), "GET");
    if (!res.ok) throw new Error(`naver profile: ${res.status}`);
    // Naver: { resultcode: "00", message: "success", response: { id, email, name, nickname } }
    const body = (await res.json()) as { resultcode?: string; response?: Record<string, unknown> };
    const r = body.response;
    if (body.resultcode !== "00" || !r || typeof r.id !== "string" || !r.id) throw new Error("naver profile: no id");
    return {
      subject: r.id,
      email: typeof r.email === "string" ? r.email.toLowerCase() : null,
      // Naver does not say whether the address was verified, so it is not trusted.
      emailVerified: false,
      name: typeof r.name === "string" ? r.name : typeof r.nickname === "string" ? r.nickname : null,
    };
  }

  private config(p: Provider): Promise<oidc.Configuration> {
    let c = this.configs.get(p);
    if (!c) {
      c = this.load(p);
      this.configs.set(p, c);
      // A failed discovery (provider down) is tried again at the next sign-in, not remembered.
      c.catch(() => this.configs.delete(p));
    }
    return c;
  }

  private async load(p: Provider): Promise<oidc.Configuration> {
    const s = this.settings[p];
    if (!s) throw new Error(`${p} is not configured`);
    const auth = oidc.ClientSecretPost(s.clientSecret);
    if (s.kind === "oidc") {
      const insecure = isLocalHttp(s.issuer);
      return oidc.discovery(new URL(s.issuer), s.clientId, undefined, auth, insecure ? { execute: [oidc.allowInsecureRequests] } : undefined);
    }
    const config = new oidc.Configuration(
      { issuer: new URL(s.authorizationUrl).origin, authorization_endpoint: s.authorizationUrl, token_endpoint: s.tokenUrl },
      s.clientId,
      undefined,
      auth,
    );
    if (isLocalHttp(s.tokenUrl)) oidc.allowInsecureRequests(config);
    return config;
  }
}

/** Plain http is allowed only for a provider on this machine (the tests' local provider). */
function isLocalHttp(url: string): boolean {
  const u = new URL(url);
  return u.protocol === "http:" && ["localhost", "127.0.0.1", "[::1]"].includes(u.hostname);
}
