#!/usr/bin/env node
// Client feature boundaries (issue 23, ARCHITECTURE "Rules of style" 1): a file under
// client/src/features/<a>/ may reach another feature <b> only through its hooks and fetchers
// (`@/features/<b>/api/<file>`) or its exported component list (`@/features/<b>/exports`).
// Shared UI lives in client/src/components, shared helpers in client/src/lib.
// Also: client/src/components and client/src/lib belong to no feature, so they must not import
// any feature at all. Exits 1 and prints every violation.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const src = join(root, "client", "src");
const featuresDir = join(src, "features");

function walk(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...walk(path));
    else if (/\.(ts|tsx|mts|js|jsx)$/.test(name)) out.push(path);
  }
  return out;
}

// Import specifiers: static imports/exports (`from '...'`), side-effect imports and dynamic import().
const specifierPattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])([^'"]+)\1/g;

/** Path inside client/src ('features/x/...'), or null when the specifier leaves the client. */
function resolveSpecifier(file, spec) {
  if (spec.startsWith("@/")) return spec.slice(2);
  if (spec.startsWith(".")) {
    const abs = resolve(dirname(file), spec);
    const rel = relative(src, abs);
    if (rel.startsWith("..")) return null;
    return rel.split(sep).join("/");
  }
  return null;
}

function featureOf(pathInSrc) {
  const match = /^features\/([^/]+)(?:\/(.*))?$/.exec(pathInSrc);
  return match ? { name: match[1], rest: match[2] ?? "" } : null;
}

function isPublicEntry(rest) {
  return /^api\/[^/]+$/.test(rest.replace(/\.(ts|tsx)$/, "")) || /^exports(\.ts)?$/.test(rest);
}

const violations = [];
const files = [...walk(featuresDir), ...walk(join(src, "components")), ...walk(join(src, "lib"))];
for (const file of files) {
  const fromInSrc = relative(src, file).split(sep).join("/");
  const from = featureOf(fromInSrc);
  const lines = readFileSync(file, "utf8").split("\n");
  lines.forEach((line, index) => {
    for (const match of line.matchAll(specifierPattern)) {
      const target = resolveSpecifier(file, match[2]);
      if (target === null) continue;
      const to = featureOf(target);
      if (!to) continue;
      if (from && from.name === to.name) continue;
      if (from && isPublicEntry(to.rest)) continue;
      const why = from ? `feature "${from.name}" reaches into "${to.name}" (only api/<file> or exports are public)` : `shared code must not import a feature`;
      violations.push(`${relative(root, file)}:${index + 1}  ${match[2]}  — ${why}`);
    }
  });
}

if (violations.length > 0) {
  console.error(violations.join("\n"));
  console.error(`\n${violations.length} client boundary violation(s).`);
  process.exit(1);
}
console.log("client boundaries: 0 violations");
