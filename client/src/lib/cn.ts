import { clsx, type ClassValue } from "clsx";

/*
 * Later Tailwind utilities override earlier conflicting ones ("px-2 px-4" -> "px-4", "p-4 pt-2" keeps both,
 * "pt-2 p-4" -> "p-4"), as tailwind-merge does, without shipping its table of every Tailwind utility
 * (8 KB gzip of the entry chunk). The rules below cover the utilities this client writes;
 * tests/unit/cn.test.ts checks every pair of them against tailwind-merge and names any it does not know.
 */

const SIDES = "(?:x|y|s|e|t|r|b|l)";

/** [pattern of the utility without a leading "-", group or (match) => group], first match wins. */
const RULES: [RegExp, string | ((m: RegExpMatchArray) => string)][] = [
  [/^(?:block|inline-block|inline|flex|inline-flex|table|inline-table|table-row|table-cell|flow-root|grid|inline-grid|contents|list-item|hidden)$/, "display"],
  [/^(?:static|fixed|absolute|relative|sticky)$/, "position"],
  [/^(?:visible|invisible|collapse)$/, "visibility"],
  [/^(?:sr-only|not-sr-only)$/, "sr"],
  [/^(?:underline|overline|line-through|no-underline)$/, "decoration-line"],
  [/^(?:uppercase|lowercase|capitalize|normal-case)$/, "text-transform"],
  [/^(?:italic|not-italic)$/, "font-style"],
  [/^(?:truncate|text-ellipsis|text-clip)$/, "text-overflow"],
  [/^(?:tabular-nums|proportional-nums)$/, "fvn-spacing"],
  [/^(?:antialiased|subpixel-antialiased)$/, "font-smoothing"],
  [/^(?:isolate|isolation-auto)$/, "isolation"],
  [/^text-(?:left|center|right|justify|start|end)$/, "text-align"],
  [/^text-(?:wrap|nowrap|balance|pretty)$/, "text-wrap"],
  [/^text-(?:xs|sm|base|lg|\d?xl|\[\d[\d.]*(?:px|rem|em)\])$/, "font-size"],
  [/^text-/, "text-color"],
  [/^font-(?:thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/, "font-weight"],
  [/^font-/, "font-family"],
  [/^leading-/, "leading"],
  [/^tracking-/, "tracking"],
  [/^line-clamp-/, "line-clamp"],
  [/^whitespace-/, "whitespace"],
  [/^break-(?:normal|all|keep|words)$/, "break"],
  // tailwind-merge counts the v3 spelling bg-gradient-to-* as a colour: a later bg-white replaces it.
  [/^(?:bg-none|bg-(?:linear|radial|conic)-.*)$/, "bg-image"],
  [/^bg-(?:auto|cover|contain)$/, "bg-size"],
  [/^bg-(?:center|top|bottom|left|right|left-top|left-bottom|right-top|right-bottom)$/, "bg-position"],
  [/^bg-(?:no-repeat|repeat(?:-.*)?)$/, "bg-repeat"],
  [/^bg-clip-/, "bg-clip"],
  [/^bg-/, "bg-color"],
  [/^border(?:-(?:\d+|\[\d[\d.]*px\]))?$/, "border-w"],
  [new RegExp(`^border-(${SIDES})(?:-(?:\\d+|\\[\\d[\\d.]*px\\]))?$`), (m) => `border-w-${m[1]}`],
  [/^border-(?:solid|dashed|dotted|double|hidden|none)$/, "border-style"],
  [/^border-(?:collapse|separate)$/, "border-collapse"],
  [new RegExp(`^border-(${SIDES})-`), (m) => `border-color-${m[1]}`],
  [/^border-/, "border-color"],
  [/^rounded(?:-(t|r|b|l|s|e|tl|tr|br|bl|ss|se|es|ee))?(?:-[^-]+)?$/, (m) => (m[1] ? `rounded-${m[1]}` : "rounded")],
  [/^(p|px|py|ps|pe|pt|pr|pb|pl|m|mx|my|ms|me|mt|mr|mb|ml)-/, (m) => m[1]!],
  [/^gap-([xy])-/, (m) => `gap-${m[1]}`],
  [/^gap-/, "gap"],
  [/^space-([xy])-reverse$/, (m) => `space-${m[1]}-reverse`],
  [/^space-([xy])-/, (m) => `space-${m[1]}`],
  [/^(size|w|h|min-w|min-h|max-w|max-h)-/, (m) => m[1]!],
  [/^(inset-x|inset-y|inset|top|right|bottom|left|start|end)-/, (m) => m[1]!],
  [/^z-/, "z"],
  [/^opacity-/, "opacity"],
  [/^shadow(?:-(?:2xs|xs|sm|md|lg|xl|2xl|none|inner))?$/, "shadow"],
  [/^shadow-/, "shadow-color"],
  [/^ring-inset$/, "ring-inset"],
  [/^ring(?:-(?:\d+|\[\d[\d.]*px\]))?$/, "ring-w"],
  [/^ring-offset-(?:\d+|\[\d[\d.]*px\])$/, "ring-offset-w"],
  [/^ring-offset-/, "ring-offset-color"],
  [/^ring-/, "ring-color"],
  [/^outline-(?:none|hidden|solid|dashed|dotted|double)$/, "outline-style"],
  [/^outline(?:-(?:\d+|\[\d[\d.]*px\]))?$/, "outline-w"],
  [/^outline-offset-/, "outline-offset"],
  [/^outline-/, "outline-color"],
  [/^(from|via|to)-(?:\d+%|\[[\d.]+%\])$/, (m) => `${m[1]}-position`],
  [/^(from|via|to)-/, (m) => m[1]!],
  [/^grid-cols-/, "grid-cols"],
  [/^grid-rows-/, "grid-rows"],
  [/^grid-flow-/, "grid-flow"],
  [/^col-(?:auto|span-.*)$/, "col-start-end"],
  [/^col-(start|end)-/, (m) => `col-${m[1]}`],
  [/^row-(?:auto|span-.*)$/, "row-start-end"],
  [/^row-(start|end)-/, (m) => `row-${m[1]}`],
  [/^flex-(?:row|col)(?:-reverse)?$/, "flex-direction"],
  [/^flex-(?:wrap|nowrap|wrap-reverse)$/, "flex-wrap"],
  [/^flex-/, "flex"],
  [/^(grow|shrink)(?:-.*)?$/, (m) => m[1]!],
  [/^basis-/, "basis"],
  [/^order-/, "order"],
  [/^items-/, "align-items"],
  [/^justify-items-/, "justify-items"],
  [/^justify-self-/, "justify-self"],
  [/^justify-/, "justify-content"],
  [/^self-/, "align-self"],
  [/^content-(?:normal|center|start|end|between|around|evenly|baseline|stretch)$/, "align-content"],
  [/^place-(items|content|self)-/, (m) => `place-${m[1]}`],
  [/^overflow-([xy])-/, (m) => `overflow-${m[1]}`],
  [/^overflow-/, "overflow"],
  [/^overscroll-([xy])-/, (m) => `overscroll-${m[1]}`],
  [/^overscroll-/, "overscroll"],
  [/^cursor-/, "cursor"],
  [/^transition(?:-.*)?$/, "transition"],
  [/^duration-/, "duration"],
  [/^ease-/, "ease"],
  [/^delay-/, "delay"],
  [/^animate-/, "animate"],
  [/^object-(?:contain|cover|fill|none|scale-down)$/, "object-fit"],
  [/^object-/, "object-position"],
  [/^aspect-/, "aspect"],
  [/^translate-([xyz])-/, (m) => `translate-${m[1]}`],
  [/^translate-/, "translate"],
  [/^scale-([xyz])-/, (m) => `scale-${m[1]}`],
  [/^scale-/, "scale"],
  [/^rotate-/, "rotate"],
  [/^fill-/, "fill"],
  [/^stroke-(?:\d+|\[\d[\d.]*(?:px)?\])$/, "stroke-w"],
  [/^stroke-/, "stroke"],
  [/^resize(?:-.*)?$/, "resize"],
  [/^list-(?:inside|outside)$/, "list-position"],
  [/^list-/, "list-style-type"],
  [/^pointer-events-/, "pointer-events"],
  [/^select-/, "select"],
  [/^touch-/, "touch"],
  [/^origin-/, "origin"],
  [/^blur(?:-.*)?$/, "blur"],
  [/^drop-shadow(?:-(?:xs|sm|md|lg|xl|2xl|none))?$/, "drop-shadow"],
  [/^accent-/, "accent"],
  [/^backdrop-blur(?:-.*)?$/, "backdrop-blur"],
  [/^appearance-/, "appearance"],
  [/^will-change-/, "will-change"],
  [/^align-/, "vertical-align"],
  [/^float-/, "float"],
  [/^clear-/, "clear"],
  [/^box-(?:border|content)$/, "box"],
  [/^table-(?:auto|fixed)$/, "table-layout"],
  [/^scroll-(m|p)([xytrblse]?)-/, (m) => `scroll-${m[1]}${m[2]}`],
  [/^snap-(?:start|end|center|align-none)$/, "snap-align"],
  [/^snap-(?:x|y|both|none)$/, "snap-type"],
  [/^snap-(?:mandatory|proximity)$/, "snap-strictness"],
  [/^decoration-(?:\d+|from-font|auto)$/, "decoration-w"],
  [/^decoration-(?:solid|double|dotted|dashed|wavy)$/, "decoration-style"],
  [/^decoration-/, "decoration-color"],
  [/^underline-offset-/, "underline-offset"],
  [/^columns-/, "columns"],
  [/^(?:divide-([xy])(?:-\d+)?)$/, (m) => `divide-${m[1]}`],
  [/^divide-/, "divide-color"],
  [/^content-/, "content"],
];

const sides = (prefix: string, all: string) => all.split(" ").map((s) => `${prefix}-${s}`);
/** Setting a group also overrides these (a later "p-4" replaces an earlier "pt-2"). */
const CONFLICTS: Record<string, string[]> = {
  p: ["px", "py", "ps", "pe", "pt", "pr", "pb", "pl"],
  px: ["pr", "pl"],
  py: ["pt", "pb"],
  m: ["mx", "my", "ms", "me", "mt", "mr", "mb", "ml"],
  mx: ["mr", "ml"],
  my: ["mt", "mb"],
  size: ["w", "h"],
  inset: ["inset-x", "inset-y", "start", "end", "top", "right", "bottom", "left"],
  "inset-x": ["right", "left"],
  "inset-y": ["top", "bottom"],
  gap: ["gap-x", "gap-y"],
  overflow: ["overflow-x", "overflow-y"],
  overscroll: ["overscroll-x", "overscroll-y"],
  "font-size": ["leading"],
  flex: ["basis", "grow", "shrink"],
  "line-clamp": ["display", "overflow"],
  rounded: sides("rounded", "s e t r b l ss se ee es tl tr br bl"),
  "rounded-s": ["rounded-ss", "rounded-es"],
  "rounded-e": ["rounded-se", "rounded-ee"],
  "rounded-t": ["rounded-tl", "rounded-tr"],
  "rounded-r": ["rounded-tr", "rounded-br"],
  "rounded-b": ["rounded-br", "rounded-bl"],
  "rounded-l": ["rounded-tl", "rounded-bl"],
  "border-w": sides("border-w", "x y s e t r b l"),
  "border-w-x": ["border-w-r", "border-w-l"],
  "border-w-y": ["border-w-t", "border-w-b"],
  "border-color": sides("border-color", "x y s e t r b l"),
  "border-color-x": ["border-color-r", "border-color-l"],
  "border-color-y": ["border-color-t", "border-color-b"],
  translate: ["translate-x", "translate-y", "translate-z"],
  scale: ["scale-x", "scale-y", "scale-z"],
};

function groupOf(utility: string): string | undefined {
  const u = utility.startsWith("-") ? utility.slice(1) : utility;
  for (const [pattern, group] of RULES) {
    const m = u.match(pattern);
    if (m) return typeof group === "string" ? group : group(m);
  }
  return undefined;
}

/** "md:hover:!px-4" -> ["hover:md:!", "px-4"]: the variants (sorted, as their order does not matter) and the utility. */
function split(className: string): [string, string] {
  const variants: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < className.length; i++) {
    const c = className[i];
    if (c === "[") depth++;
    else if (c === "]") depth--;
    else if (c === ":" && depth === 0) {
      variants.push(className.slice(start, i));
      start = i + 1;
    }
  }
  let utility = className.slice(start);
  let important = "";
  if (utility.startsWith("!") || utility.endsWith("!")) {
    important = "!";
    utility = utility.startsWith("!") ? utility.slice(1) : utility.slice(0, -1);
  }
  // Arbitrary variants ([&_svg]) keep their place; the others are sorted between them.
  const key: string[] = [];
  let run: string[] = [];
  for (const v of variants) {
    if (v.startsWith("[")) {
      key.push(...run.sort(), v);
      run = [];
    } else run.push(v);
  }
  key.push(...run.sort());
  return [`${key.join(":")}:${important}`, utility];
}

/** Joins class names and lets later Tailwind utilities override earlier conflicting ones. */
export function cn(...inputs: ClassValue[]): string {
  const classes = clsx(inputs).split(" ");
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let i = classes.length - 1; i >= 0; i--) {
    const className = classes[i]!;
    if (!className) continue;
    const [key, utility] = split(className);
    const group = utility.includes("/") && !utility.startsWith("[") ? (groupOf(utility.replace(/\/[^/\]]*$/, "")) ?? groupOf(utility)) : groupOf(utility);
    if (group) {
      if (taken.has(key + group)) continue;
      taken.add(key + group);
      for (const other of CONFLICTS[group] ?? []) taken.add(key + other);
    }
    kept.push(className);
  }
  return kept.reverse().join(" ");
}
