import { afterEach, describe, expect, it } from "vitest";
import { checkoutRoute, loadTossSdk, resetTossSdkLoader, TOSS_SDK_URL, type ScriptHost, type TossPaymentsFactory } from "@/features/payments/lib/toss-checkout";

// The checkout (issue 28): the stand-in's page with TOSS_FAKE=1, Toss's v2 widget with real keys, its SDK
// loaded by one script tag when a checkout starts. Runs without a browser and without the internet.
const order = { orderId: "artlink-7-abcd1234", amount: 800_000, orderName: "한강 야외 조각 전시 계약금" };

/** A document with only what the loader touches; `fire` plays the script's load or error event. */
function fakeHost() {
  const scripts: Array<{ src: string; async: boolean; listeners: Record<string, Array<() => void>> }> = [];
  const host: ScriptHost = {
    querySelector: (selector) => {
      const s = scripts.find((x) => selector === `script[src="${x.src}"]`);
      return s ? { addEventListener: (type, fn) => (s.listeners[type] ??= []).push(fn) } : null;
    },
    createElement: () => {
      const s = {
        src: "",
        async: false,
        listeners: {} as Record<string, Array<() => void>>,
        addEventListener: (type: string, fn: () => void) => (s.listeners[type] ??= []).push(fn),
        remove: () => scripts.splice(scripts.indexOf(s), 1),
      };
      return s;
    },
    head: { appendChild: (node) => scripts.push(node as (typeof scripts)[number]) },
  };
  const fire = (type: "load" | "error") => [...scripts.at(-1)!.listeners[type]!].forEach((fn) => fn());
  return { host, scripts, fire };
}
const factory: TossPaymentsFactory = () => ({ widgets: () => ({}) as never });

afterEach(() => resetTossSdkLoader());

describe("the checkout loader", () => {
  it("when the checkout answer is the stand-in's, then it goes to our /toss-fake page with the order and the way back", () => {
    const route = checkoutRoute({ ...order, provider: "toss-fake" }, "/contracts/12");
    expect(route.kind).toBe("fake");
    const url = new URL((route as { href: string }).href, "http://localhost");
    expect(url.pathname).toBe("/toss-fake/checkout");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      orderId: order.orderId,
      amount: "800000",
      orderName: order.orderName,
      successUrl: "/contracts/12",
      failUrl: "/contracts/12",
    });
  });

  it("when the checkout answer is Toss's (real keys), then the widget is rendered and no page of ours is opened", () => {
    expect(checkoutRoute({ ...order, provider: "toss" }, "/contracts/12")).toEqual({ kind: "widget" });
  });

  it("when the SDK is asked for twice, then one script tag of Toss's v2 standard SDK is added, async, and both get its TossPayments", async () => {
    const { host, scripts, fire } = fakeHost();
    const global: { TossPayments?: TossPaymentsFactory } = {};
    const a = loadTossSdk(host, global);
    const b = loadTossSdk(host, global);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatchObject({ src: TOSS_SDK_URL, async: true });
    expect(TOSS_SDK_URL).toBe("https://js.tosspayments.com/v2/standard");
    global.TossPayments = factory;
    fire("load");
    expect(await a).toBe(factory);
    expect(await b).toBe(factory);
    // Loaded: later checkouts add nothing.
    expect(await loadTossSdk(host, global)).toBe(factory);
    expect(scripts).toHaveLength(1);
  });

  it("when the script fails to load, then the checkout is told, the failed tag goes, and a retry adds a new one", async () => {
    const { host, scripts, fire } = fakeHost();
    const global: { TossPayments?: TossPaymentsFactory } = {};
    const first = loadTossSdk(host, global);
    fire("error");
    await expect(first).rejects.toThrow("did not load");
    expect(scripts).toHaveLength(0);
    const again = loadTossSdk(host, global);
    expect(scripts).toHaveLength(1);
    global.TossPayments = factory;
    fire("load");
    expect(await again).toBe(factory);
  });
});
