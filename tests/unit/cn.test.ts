import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { cn } from "../../client/src/lib/cn";

/**
 * cn() resolves conflicting Tailwind utilities itself instead of shipping tailwind-merge (8 KB gzip of the
 * entry chunk, mostly its table of every Tailwind utility). It must agree with tailwind-merge on every
 * class the client uses: each pair of utilities written anywhere in client/src, with and without a variant,
 * merges exactly as tailwind-merge merges it. A new utility that cn() does not know fails here, naming it.
 */
function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) sourceFiles(file, out);
    else if (/\.tsx?$/.test(name)) out.push(file);
  }
  return out;
}

/** Every whitespace-separated word of every string literal of the client that looks like a utility. */
function usedUtilities(): string[] {
  const words = new Set<string>();
  for (const file of sourceFiles(path.resolve(__dirname, "../../client/src"))) {
    const source = readFileSync(file, "utf8");
    for (const literal of source.matchAll(/(["'`])((?:(?!\1)[^\\\n]|\\.)*)\1/g)) {
      for (const word of literal[2]!.split(/\s+/)) {
        if (/^[!a-z0-9@*[\]:/_.%#()&>~+,=-]{2,}$/i.test(word) && /[a-z]/.test(word) && !word.includes("${")) words.add(word);
      }
    }
  }
  // Only what tailwind-merge recognises as a utility can conflict (it keeps anything else as it is).
  const base = [...words].map((w) => w.slice(w.lastIndexOf(":") + 1).replace(/^!|!$/g, ""));
  return [...new Set(base)].filter((u) => twMerge(`${u} ${u}`) === u).sort();
}

/** Two of each shape ("px-2" and "px-4" are both "px-0"): the pairs stay representative and the test fast. */
function representatives(utilities: string[]): string[] {
  const seen = new Map<string, number>();
  return utilities.filter((u) => {
    const shape = u.replace(/\[[^\]]*\]/g, "[]").replace(/\d+(?:\.\d+)?/g, "0");
    seen.set(shape, (seen.get(shape) ?? 0) + 1);
    return seen.get(shape)! <= 2;
  });
}

describe("cn", () => {
  const utilities = usedUtilities();
  const pairs = representatives(utilities);

  it("finds the client's utilities", () => {
    expect(utilities.length).toBeGreaterThan(500);
    expect(utilities).toEqual(expect.arrayContaining(["px-4", "bg-primary", "text-sm", "rounded-md"]));
  });

  it("merges every pair of the client's utilities (two of each shape) as tailwind-merge does", () => {
    const wrong: string[] = [];
    for (const a of pairs) {
      for (const b of pairs) {
        const input = `${a} ${b}`;
        const expected = twMerge(input);
        if (cn(input) !== expected) wrong.push(`${input} -> ${cn(input)} (tailwind-merge: ${expected})`);
      }
    }
    expect(wrong.slice(0, 40)).toEqual([]);
    // About 400,000 merges: seconds on a quiet machine, longer on a busy one.
  }, 180_000);

  it("keeps variants, the important mark and unknown classes apart", () => {
    const cases = [
      "px-2 md:px-4 hover:px-1 md:px-6",
      "hover:focus:bg-muted focus:hover:bg-primary",
      "p-4 !p-2 p-2!",
      "dark:md:text-sm md:dark:text-lg",
      "group peer text-sm foo bar text-lg foo",
      "[&_svg]:size-4 [&_svg]:size-5 size-3",
      "data-[state=open]:bg-accent data-[state=open]:bg-muted",
      "",
    ];
    for (const input of cases) expect(cn(input), input).toBe(twMerge(input));
  });

  it("takes clsx's inputs", () => {
    expect(cn("px-2", false, null, undefined, ["py-1", { "px-4": true, "py-3": false }])).toBe("py-1 px-4");
  });
});
