import type { JsonSchema, OpenApiDocument, OpenApiOperation } from "./document";

/**
 * The reference page of GET /api/docs: plain HTML written on the server from the document, so it
 * runs under the app's strict Content-Security-Policy (no script at all, the stylesheet from
 * /api/docs.css on our own origin).
 */
const esc = (s: unknown) => String(s).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
const refName = (r: string) => r.split("/").pop()!;

/** A short type text: `string (1..255)`, `integer ≥ 1`, `Tag[]`, `"a" | "b"`. */
export function typeText(s: JsonSchema | undefined): string {
  if (!s || !Object.keys(s).length) return "any";
  if (typeof s.$ref === "string") return `<a href="#schema-${esc(refName(s.$ref))}">${esc(refName(s.$ref))}</a>`;
  if (Array.isArray(s.enum)) return s.enum.map((v) => esc(JSON.stringify(v))).join(" | ");
  if ("const" in s) return esc(JSON.stringify(s.const));
  const union = (s.anyOf ?? s.oneOf) as JsonSchema[] | undefined;
  if (Array.isArray(union)) return union.map(typeText).join(" | ");
  if (Array.isArray(s.allOf)) return (s.allOf as JsonSchema[]).map(typeText).join(" & ");
  const type = Array.isArray(s.type) ? s.type.join(" | ") : (s.type as string | undefined);
  if (type === "array") return `${typeText(s.items as JsonSchema)}[]`;
  if (type === "object" && s.properties) return "object";
  const limits: string[] = [];
  if (s.minLength !== undefined || s.maxLength !== undefined) limits.push(`${s.minLength ?? 0}..${s.maxLength ?? ""} chars`);
  if (s.minimum !== undefined) limits.push(`≥ ${s.minimum}`);
  if (s.exclusiveMinimum !== undefined) limits.push(`> ${s.exclusiveMinimum}`);
  if (s.maximum !== undefined && Number(s.maximum) < Number.MAX_SAFE_INTEGER) limits.push(`≤ ${s.maximum}`);
  if (s.format) limits.push(String(s.format));
  if (s.pattern && !s.format) limits.push(`pattern ${s.pattern}`);
  return esc(type ?? "any") + (limits.length ? ` <span class="lim">${esc(limits.join(", "))}</span>` : "");
}

function propertiesTable(s: JsonSchema): string {
  const props = (s.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((s.required as string[] | undefined) ?? []);
  if (!Object.keys(props).length) return `<p class="type">${typeText(s)}</p>`;
  const rows = Object.entries(props)
    .map(
      ([k, v]) =>
        `<tr><td><code>${esc(k)}</code>${required.has(k) ? ' <span class="req">필수</span>' : ""}</td><td>${typeText(v)}</td><td>${esc(v.description ?? (v.default !== undefined ? `default ${JSON.stringify(v.default)}` : ""))}</td></tr>`,
    )
    .join("");
  return `<table><thead><tr><th>필드</th><th>타입</th><th>설명</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function operationHtml(method: string, path: string, op: OpenApiOperation, schemas: Record<string, JsonSchema>): string {
  const resolved = (sch: JsonSchema) => (typeof sch.$ref === "string" ? (schemas[refName(sch.$ref)] ?? sch) : sch);
  const params = op.parameters?.length
    ? `<h4>Parameters</h4><table><thead><tr><th>이름</th><th>위치</th><th>타입</th></tr></thead><tbody>${op.parameters
        .map(
          (p) =>
            `<tr><td><code>${esc(p.name)}</code>${p.required ? ' <span class="req">필수</span>' : ""}</td><td>${p.in}</td><td>${typeText(p.schema)}</td></tr>`,
        )
        .join("")}</tbody></table>`
    : "";
  const body = op.requestBody
    ? `<h4>Request body</h4>${Object.entries(op.requestBody.content)
        .map(([type, c]) => `<p class="ctype">${esc(type)}: ${typeText(c.schema)}</p>${propertiesTable(resolved(c.schema))}`)
        .join("")}`
    : "";
  const responses = `<h4>Responses</h4><table class="resp"><tbody>${Object.entries(op.responses)
    .map(([status, r]) => {
      const content = Object.entries(r.content ?? {})
        .map(([type, c]) => (c.schema ? typeText(c.schema) : esc(type)))
        .join(", ");
      return `<tr><td class="st st${status[0]}">${status}</td><td>${esc(r.description)}</td><td>${content}</td></tr>`;
    })
    .join("")}</tbody></table>`;
  const auth =
    op["x-auth"] === "user" ? '<span class="auth">로그인 필요</span>' : op["x-auth"] === "optional" ? '<span class="auth opt">로그인 선택</span>' : "";
  return `<section class="op" id="${esc(op.operationId)}"><h3><span class="m m-${method}">${method.toUpperCase()}</span> <code>${esc(path)}</code> ${auth}</h3><p>${esc(op.summary)}</p>${op.description ? `<p class="desc">${esc(op.description)}</p>` : ""}${params}${body}${responses}</section>`;
}

export function renderDocsPage(doc: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  let count = 0;
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      count += 1;
      const tag = op.tags[0]!;
      if (!byTag.has(tag)) byTag.set(tag, []);
      byTag.get(tag)!.push(operationHtml(method, path, op, doc.components.schemas));
    }
  }
  const nav = doc.tags.map((t) => `<li><a href="#tag-${esc(t.name)}">${esc(t.name)}</a></li>`).join("") + '<li><a href="#schemas">schemas</a></li>';
  const groups = doc.tags
    .map((t) => `<h2 id="tag-${esc(t.name)}">${esc(t.name)} <small>${esc(t.description)}</small></h2>${(byTag.get(t.name) ?? []).join("")}`)
    .join("");
  const schemas = Object.entries(doc.components.schemas)
    .map(
      ([name, s]) =>
        `<section class="schema" id="schema-${esc(name)}"><h3>${esc(name)}</h3>${s.description ? `<p class="desc">${esc(s.description)}</p>` : ""}${propertiesTable(s)}</section>`,
    )
    .join("");
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>API 문서 - 아트링크</title><link rel="stylesheet" href="/api/docs.css"></head>
<body><header><h1>${esc(doc.info.title)} <small>v${esc(doc.info.version)} · OpenAPI ${esc(doc.openapi)} · ${count} operations</small></h1><p>${esc(doc.info.description)}</p><p><a href="/api/openapi.json">openapi.json</a></p><nav><ul>${nav}</ul></nav></header>
<main>${groups}<h2 id="schemas">Schemas</h2>${schemas}</main></body></html>`;
}

export const DOCS_CSS = `body{margin:0;font:14px/1.55 Pretendard,'Apple SD Gothic Neo','Noto Sans KR',system-ui,sans-serif;color:#1f1f29;background:#f7f7fa}
header{background:#fff;border-bottom:1px solid #e4e4ea;padding:16px 24px}h1{font-size:22px;margin:0 0 8px}h1 small,h2 small{font-weight:400;color:#6b6b7b;font-size:13px}
nav ul{list-style:none;padding:0;margin:8px 0 0;display:flex;flex-wrap:wrap;gap:6px}nav a{display:inline-block;padding:2px 10px;border-radius:999px;background:#eef;color:#4f46e5;text-decoration:none}
main{max-width:1100px;margin:0 auto;padding:8px 16px 48px}h2{margin:32px 0 8px;padding-bottom:4px;border-bottom:2px solid #4f46e5}
.op,.schema{background:#fff;border:1px solid #e4e4ea;border-radius:10px;padding:12px 16px;margin:10px 0}.op h3,.schema h3{margin:0 0 4px;font-size:15px;word-break:break-all}
.m{display:inline-block;min-width:56px;text-align:center;border-radius:6px;color:#fff;font-size:12px;padding:1px 6px}.m-get{background:#2563eb}.m-post{background:#16a34a}.m-put{background:#d97706}.m-patch{background:#9333ea}.m-delete{background:#dc2626}
.auth{font-size:11px;background:#fde68a;border-radius:6px;padding:1px 6px;font-weight:400}.auth.opt{background:#e5e7eb}.req{font-size:11px;color:#dc2626}
h4{margin:10px 0 4px;font-size:13px;color:#4b4b5b}table{border-collapse:collapse;width:100%;font-size:13px}td,th{border-top:1px solid #eee;padding:4px 6px;text-align:left;vertical-align:top;overflow-wrap:anywhere}
.resp td:last-child{width:30%}td:first-child{white-space:nowrap;overflow-wrap:normal}
.st{font-weight:700;width:48px}.st2{color:#16a34a}.st3{color:#2563eb}.st4{color:#d97706}.st5{color:#dc2626}.lim{color:#6b6b7b;font-size:12px}.desc{color:#4b4b5b}code{font-family:ui-monospace,monospace}
@media (max-width:600px){header,main{padding-left:10px;padding-right:10px}td,th{padding:3px}}`;
