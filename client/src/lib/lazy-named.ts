import { lazy, type ComponentType } from "react";

type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

/**
 * React.lazy for a named export (feature files keep named exports), with `preload()` so a trigger can
 * start fetching the chunk on hover or focus, before the click that needs it. Used for what the first
 * view does not show (dialogs, popovers, sheets, panels for signed-in viewers): their code stays out of
 * the route's critical chunk set that `npm run budgets` measures.
 */
export function lazyNamed<M extends Record<string, unknown>, K extends keyof M>(load: () => Promise<M>, name: K) {
  let loading: Promise<M> | undefined;
  const preload = () =>
    (loading ??= load().catch((err: unknown) => {
      loading = undefined; // a failed chunk (network) is tried again on next use
      throw err;
    }));
  const Component = lazy(async () => ({ default: (await preload())[name] as ComponentType<PropsOf<M[K]>> }));
  return Object.assign(Component, { preload });
}
