import { OAuth2Server } from "oauth2-mock-server";
import { afterAll } from "vitest";
import type { OAuthSettings } from "../../server/config";

/** Who the provider says is signing in next. */
export interface ProviderUser {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

/**
 * A real OpenID Connect provider on a local port (oauth2-mock-server: discovery, JWKS, signed ID
 * tokens, PKCE checked at the token endpoint). `as` chooses who signs in next; `naverStyle` makes it
 * answer like Naver (no ID token, the profile wrapped in { resultcode, response }).
 */
export async function startOidcProvider() {
  const server = new OAuth2Server();
  await server.issuer.keys.generate("RS256");
  await server.start(0, "localhost");
  const url = server.issuer.url!;
  const state: { user: ProviderUser; naverStyle: boolean; tokensIssued: number } = { user: { sub: "nobody" }, naverStyle: false, tokensIssued: 0 };

  server.service.on("beforeTokenSigning", (token: { payload: Record<string, unknown> }) => {
    const { sub, ...claims } = state.user;
    token.payload.sub = sub;
    for (const [k, v] of Object.entries(claims)) if (v !== undefined) token.payload[k] = v;
  });
  server.service.on("beforeResponse", (res: { body: Record<string, unknown> }) => {
    state.tokensIssued += 1;
    if (state.naverStyle) delete res.body.id_token;
  });
  server.service.on("beforeUserinfo", (res: { body: Record<string, unknown> }) => {
    const u = state.user;
    res.body = state.naverStyle ? { resultcode: "00", message: "success", response: { id: u.sub, email: u.email, name: u.name } } : { ...u };
  });
  afterAll(() => server.stop());

  const oauth: OAuthSettings = {
    google: { kind: "oidc", clientId: "artlink-google", clientSecret: "google-secret", issuer: url },
    kakao: { kind: "oidc", clientId: "artlink-kakao", clientSecret: "kakao-secret", issuer: url },
    naver: {
      kind: "oauth2",
      clientId: "artlink-naver",
      clientSecret: "naver-secret",
      authorizationUrl: `${url}/authorize`,
      tokenUrl: `${url}/token`,
      userinfoUrl: `${url}/userinfo`,
    },
  };
  return {
    url,
    oauth,
    /** How many code exchanges the token endpoint accepted. */
    get tokensIssued() {
      return state.tokensIssued;
    },
    as(user: ProviderUser, opts: { naverStyle?: boolean } = {}) {
      state.user = user;
      state.naverStyle = opts.naverStyle ?? false;
    },
  };
}
