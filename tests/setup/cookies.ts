/**
 * The Set-Cookie lines of an answer, and the session's among them. A sign-in sets the known-device cookie
 * too (issue 25), so the session cookie is picked by its name ("sid", or "__Host-sid" in production), never
 * taken as the first line.
 */
export const setCookiesOf = (res: { headers: Record<string, unknown> }): string[] =>
  ([] as string[]).concat((res.headers["set-cookie"] as string[] | string | undefined) ?? []);

/** The session's whole Set-Cookie line (with its attributes), or undefined when the answer sets none. */
export const sessionSetCookieOf = (res: { headers: Record<string, unknown> }): string | undefined => setCookiesOf(res).find((c) => /^(__Host-)?sid=/.test(c));

/** The session cookie as a Cookie header sends it ("sid=…"); throws when the answer sets none. */
export const sessionCookieOf = (res: { headers: Record<string, unknown> }): string => {
  const sid = sessionSetCookieOf(res);
  if (!sid) throw new Error(`no session cookie in ${JSON.stringify(setCookiesOf(res))}`);
  return sid.split(";")[0]!;
};
