import { describe, expect, it } from "vitest";
import { MicroCache } from "../../server/http/micro-cache";

describe("MicroCache", () => {
  it("when a key is asked again within the TTL, then the first answer is reused without loading", async () => {
    let now = 1000;
    let loads = 0;
    const cache = new MicroCache<number>(5000, 10, () => now);
    const load = async () => ++loads;
    expect(await cache.get("a", load)).toBe(1);
    now += 4999;
    expect(await cache.get("a", load)).toBe(1);
    now += 1;
    expect(await cache.get("a", load)).toBe(2);
    expect(loads).toBe(2);
  });

  it("when identical requests arrive together, then they share one load", async () => {
    let loads = 0;
    let release!: (n: number) => void;
    const cache = new MicroCache<number>(5000);
    const load = () => {
      loads += 1;
      return new Promise<number>((r) => (release = r));
    };
    const both = Promise.all([cache.get("k", load), cache.get("k", load)]);
    release(7);
    expect(await both).toEqual([7, 7]);
    expect(loads).toBe(1);
  });

  it("when a load fails, then the failure is not kept and the next call loads again", async () => {
    const cache = new MicroCache<number>(5000);
    await expect(cache.get("k", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.get("k", async () => 3)).toBe(3);
  });

  it("when more keys than the limit are stored, then the oldest is dropped", async () => {
    let loads = 0;
    const cache = new MicroCache<string>(5000, 2);
    const load = (v: string) => async () => (loads++, v);
    await cache.get("a", load("a"));
    await cache.get("b", load("b"));
    await cache.get("c", load("c"));
    await cache.get("a", load("a2"));
    expect(loads).toBe(4);
  });

  it("when cleared or when the TTL is 0, then every call loads", async () => {
    let loads = 0;
    const load = async () => ++loads;
    const cache = new MicroCache<number>(5000);
    await cache.get("a", load);
    cache.clear();
    expect(await cache.get("a", load)).toBe(2);
    const off = new MicroCache<number>(0);
    await off.get("a", load);
    await off.get("a", load);
    expect(loads).toBe(4);
  });
});
