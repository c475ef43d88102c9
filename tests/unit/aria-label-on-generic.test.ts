import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * ARIA forbids naming an element whose role is generic (a div or span without a role): screen readers
 * ignore the name, and axe calls it "aria-prohibited-attr (serious)". The route walk's axe scan only sees
 * what is on screen at that moment, so a loading skeleton that is gone by then slips through (a CI run
 * caught one on the suggested-artists card only because the scan happened while it loaded). This reads
 * every component instead: a named div or span needs a role (role="status" for loading states), or the
 * text belongs in an sr-only span.
 */
const GENERIC_TAG = /<(div|span|p|b|i|strong|em|small|dd|dt)\b((?:[^<>]|=>|\{[^{}]*\})*?)>/g;

function namedGenericElements(source: string): string[] {
  const found: string[] = [];
  for (const m of source.matchAll(GENERIC_TAG)) {
    const attrs = m[2]!;
    if (/\baria-label(ledby)?=/.test(attrs) && !/\brole=/.test(attrs)) {
      const line = source.slice(0, m.index).split("\n").length;
      found.push(`<${m[1]}> at line ${line}`);
    }
  }
  return found;
}

function componentFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return componentFiles(path);
    return path.endsWith(".tsx") ? [path] : [];
  });
}

describe("no aria-label on a role-less div or span", () => {
  it("finds the pattern it guards against, and leaves roles and sr-only text alone", () => {
    expect(namedGenericElements(`<div className="x" aria-busy="true" aria-label="불러오는 중">`)).toEqual(["<div> at line 1"]);
    expect(namedGenericElements(`\n<span\n  aria-label={\`조회 \${n}회\`}\n  className="a">`)).toEqual(["<span> at line 2"]);
    expect(namedGenericElements(`<div role="status" aria-label="불러오는 중">`)).toEqual([]);
    expect(namedGenericElements(`<ul aria-label="태그"><span className="sr-only">조회 3회</span>`)).toEqual([]);
  });

  it("holds in every client component", () => {
    const offenders = componentFiles("client/src").flatMap((file) => namedGenericElements(readFileSync(file, "utf8")).map((at) => `${file}: ${at}`));
    expect(offenders).toEqual([]);
  });
});
