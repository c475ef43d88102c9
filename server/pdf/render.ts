import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, rgb, type PDFFont, type PDFPage } from "pdf-lib";

/**
 * The one PDF renderer (contracts now, activity records later): A4 pages of wrapped Korean text with
 * Pretendard (OFL, the `pretendard` package the web font comes from) embedded as a subset, so a
 * document carries only the glyphs it uses. TrueType outlines: fontkit subsets them reliably.
 */
const require = createRequire(import.meta.url);
let fonts: { regular: Uint8Array; bold: Uint8Array } | null = null;
function fontBytes() {
  if (!fonts) {
    const dir = path.join(path.dirname(require.resolve("pretendard/package.json")), "dist/public/static/alternative");
    fonts = { regular: readFileSync(path.join(dir, "Pretendard-Regular.ttf")), bold: new Uint8Array() };
  }
  return fonts;
}

export type PdfBlock =
  | { kind: "title"; text: string }
  | { kind: "heading"; text: string }
  | { kind: "paragraph"; text: string; size?: number; color?: "muted" }
  | { kind: "rule" }
  | { kind: "space"; height: number }
  /** A PNG (a QR code) at the left margin with short lines of text beside it. */
  | { kind: "image"; png: Uint8Array; size: number; lines: string[] };

export interface PdfDocumentInput {
  title: string;
  /** Written into the PDF's metadata, so the same input gives the same bytes. */
  createdAt: Date;
  blocks: PdfBlock[];
  /** Small text at the bottom of every page (e.g. the document hash). */
  footer?: string;
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const WIDTH = A4.width - MARGIN * 2;

/**
 * Text width from per-character widths, cached per font: pdf-lib's widthOfTextAtSize lays out the whole
 * string through fontkit each call (milliseconds for Hangul), and wrapping measures a lot.
 */
const widthCache = new WeakMap<PDFFont, Map<string, number>>();
function measure(font: PDFFont, text: string, size: number): number {
  let cache = widthCache.get(font);
  if (!cache) widthCache.set(font, (cache = new Map()));
  let w = 0;
  for (const ch of text) {
    let cw = cache.get(ch);
    if (cw === undefined) cache.set(ch, (cw = font.widthOfTextAtSize(ch, 1000)));
    w += cw;
  }
  return (w * size) / 1000;
}

/** Breaks `text` into lines that fit `width`: at spaces where possible, anywhere inside long runs (Hangul has no hyphens). */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const out: string[] = [];
  for (const raw of text.split("\n")) {
    let line = "";
    for (const word of raw.split(/(\s+)/)) {
      if (!word) continue;
      const candidate = line + word;
      if (measure(font, candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line.trim()) out.push(line.trimEnd());
      line = word.trimStart();
      // A run longer than a line is cut by characters.
      while (measure(font, line, size) > width) {
        let cut = line.length - 1;
        while (cut > 1 && measure(font, line.slice(0, cut), size) > width) cut -= 1;
        out.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    out.push(line.trimEnd());
  }
  return out;
}

/** Renders the blocks to PDF bytes. */
const PLAIN_GLYPHS = Object.fromEntries(
  ["rvrn", "ltra", "ltrm", "frac", "numr", "dnom", "ccmp", "locl", "rlig", "clig", "liga", "rclt", "calt", "kern"].map((f) => [f, false]),
);

export async function renderPdf(input: PdfDocumentInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const bytes = fontBytes();
  // fontkit's TrueType subsetter drops Pretendard's composite Hangul glyphs (pdf text extraction still
  // works, but viewers draw blanks), so the whole Regular face is embedded; headings use it larger.
  // No OpenType substitutions: with them fontkit picks alternate glyphs (a raised colon between digits,
  // a case hyphen) that the whole-font ToUnicode map does not list, so copying ':' or '-' out of the
  // PDF gave '㎕' and '㏄' (the alternates' glyph ids read as code points).
  const regular = await doc.embedFont(bytes.regular, { subset: false, features: PLAIN_GLYPHS });
  const bold = regular;
  doc.setTitle(input.title);
  doc.setProducer("아트링크");
  doc.setCreator("아트링크");
  doc.setCreationDate(input.createdAt);
  doc.setModificationDate(input.createdAt);

  let page: PDFPage = doc.addPage([A4.width, A4.height]);
  let y = A4.height - MARGIN;
  const newPage = () => {
    page = doc.addPage([A4.width, A4.height]);
    y = A4.height - MARGIN;
  };
  const write = (text: string, font: PDFFont, size: number, color = rgb(0.1, 0.1, 0.14), center = false) => {
    const lineHeight = size * 1.6;
    for (const line of wrap(text, font, size, WIDTH)) {
      if (y - lineHeight < MARGIN + 16) newPage();
      y -= lineHeight;
      const x = center ? (A4.width - measure(font, line, size)) / 2 : MARGIN;
      if (line) page.drawText(line, { x, y, size, font, color });
    }
  };

  for (const b of input.blocks) {
    if (b.kind === "title") {
      write(b.text, bold, 18, undefined, true);
      y -= 12;
    } else if (b.kind === "heading") {
      y -= 8;
      write(b.text, bold, 11.5);
      y -= 2;
    } else if (b.kind === "paragraph") {
      write(b.text, regular, b.size ?? 10, b.color === "muted" ? rgb(0.38, 0.38, 0.45) : undefined);
    } else if (b.kind === "rule") {
      y -= 8;
      page.drawLine({ start: { x: MARGIN, y }, end: { x: A4.width - MARGIN, y }, thickness: 0.6, color: rgb(0.75, 0.75, 0.8) });
      y -= 8;
    } else if (b.kind === "space") {
      y -= b.height;
    } else if (b.kind === "image") {
      if (y - b.size < MARGIN + 16) newPage();
      const image = await doc.embedPng(b.png);
      page.drawImage(image, { x: MARGIN, y: y - b.size, width: b.size, height: b.size });
      const x = MARGIN + b.size + 12;
      let ly = y - 14;
      for (const text of b.lines) {
        for (const line of wrap(text, regular, 9, WIDTH - b.size - 12)) {
          if (line) page.drawText(line, { x, y: ly, size: 9, font: regular, color: rgb(0.1, 0.1, 0.14) });
          ly -= 14;
        }
      }
      y = Math.min(y - b.size, ly) - 6;
    }
  }

  const pages = doc.getPages();
  pages.forEach((p, i) => {
    const text = `${input.footer ? `${input.footer}  ·  ` : ""}${i + 1} / ${pages.length}`;
    for (const [n, line] of wrap(text, regular, 7, WIDTH).entries()) {
      p.drawText(line, { x: MARGIN, y: MARGIN - 24 - n * 10, size: 7, font: regular, color: rgb(0.45, 0.45, 0.5) });
    }
  });
  return doc.save({ useObjectStreams: false });
}
