/**
 * One way in at a time on /auth. The passkey autofill asks for its options as the page opens, and that
 * request starts a server session when the browser has none yet. A password sign-in or a provider
 * sign-in sent while it is still on its way starts a session of its own, and whichever Set-Cookie
 * arrives last wins: a late answer to the autofill's request replaced the session just signed in, or
 * the provider sign-up under way (found by the provider journey on a loaded machine: /auth/complete
 * said no sign-up was in progress). So every other way in first waits for that request, and once one
 * has started the autofill does not start at all.
 */
let autofillOptions: Promise<unknown> | null = null;
let signingIn = false;

/** A new visit of /auth: the autofill may start again. */
export function resetSignInOrder() {
  signingIn = false;
}

/** Whether the autofill's options request is still on its way. */
export const autofillOptionsPending = () => autofillOptions !== null;

/** Called by every way in before its first request: resolves once the autofill's options request has settled. */
export function beforeSignIn(): Promise<void> {
  signingIn = true;
  return autofillOptions
    ? autofillOptions.then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve();
}

/** The autofill's options request, unless another way in has started (then an AbortError, as if cancelled). */
export async function autofillOptionsRequest<T>(request: () => Promise<T>): Promise<T> {
  if (signingIn) throw new DOMException("another sign-in has started", "AbortError");
  const pending = request();
  autofillOptions = pending;
  try {
    return await pending;
  } finally {
    if (autofillOptions === pending) autofillOptions = null;
  }
}
