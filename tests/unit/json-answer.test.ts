import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { JsonAnswer } from "../../server/http/send-json";

// A micro-cached answer (the visitors' project lists) is sent to many requests: what sendJson makes of its
// text (the ETag, the compressed bytes) is made once per answer, not once per request.
describe("JsonAnswer", () => {
  const list = { items: Array.from({ length: 20 }, (_, i) => ({ id: i, title: `프로젝트 ${i} 배우 모집`, tags: ["연극", "무용"] })), total: 20 };

  it("when its ETag is asked for twice, then it is made once and the same both times", () => {
    const answer = new JsonAnswer(list);
    const made: string[] = [];
    const make = (body: string) => {
      made.push(body);
      return `W/"${body.length}"`;
    };
    expect(answer.etag(make)).toBe(answer.etag(make));
    expect(made).toEqual([answer.text]);
  });

  it("when it is compressed twice with one encoding, then the second request shares the first's bytes, which decode to the text", async () => {
    const answer = new JsonAnswer(list);
    const first = answer.compressed("br");
    expect(answer.compressed("br")).toBe(first);
    expect(brotliDecompressSync(await first).toString()).toBe(answer.text);
    const gzipped = answer.compressed("gzip");
    expect(gzipped).not.toBe(first);
    expect(gunzipSync(await gzipped).toString()).toBe(answer.text);
    expect(JSON.parse(answer.text)).toEqual(list);
  });
});
