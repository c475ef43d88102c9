import { describe, expect, it } from "vitest";
import { jsonOf, timestampOf, withRowMapper } from "../../../server/db/row-mapper";

// The hand-written row mappers of hot statements (decision 051): the guard that keeps a mapper's column
// order the statement's, and the conversions of what drizzle's drivers hand over in array rows.
describe("withRowMapper", () => {
  const statement = () => ({ fields: [{ path: ["id"] }, { path: ["producer", "id"] }], customResultMapper: undefined as unknown });

  it("when the mapper names the statement's columns in order, then the statement's rows go through it", () => {
    const prepared = withRowMapper(statement(), ["id", "producer.id"], (r) => ({ id: r[0], producer: r[1] }));
    expect((prepared.customResultMapper as (rows: unknown[][]) => unknown)([[1, "u"]])).toEqual([{ id: 1, producer: "u" }]);
  });

  it("when the statement's columns differ from the mapper's (moved, added or missing), then building it throws", () => {
    expect(() => withRowMapper(statement(), ["producer.id", "id"], (r) => r)).toThrow(/selects \[id, producer.id\]/);
    expect(() => withRowMapper(statement(), ["id"], (r) => r)).toThrow();
    expect(() => withRowMapper(statement(), ["id", "producer.id", "title"], (r) => r)).toThrow();
  });
});

describe("timestampOf and jsonOf", () => {
  it("when a timestamptz comes as PostgreSQL's text or as a Date, then it is the same instant", () => {
    expect(timestampOf("2026-11-25 09:00:00.123456+00").toISOString()).toBe("2026-11-25T09:00:00.123Z");
    expect(timestampOf("2026-11-25 18:00:00.5+09").toISOString()).toBe("2026-11-25T09:00:00.500Z");
    const at = new Date("2026-11-25T09:00:00Z");
    expect(timestampOf(at)).toBe(at);
  });

  it("when JSON comes parsed or as text, then it is the parsed value; text that is not JSON stays as it is", () => {
    expect(jsonOf({ a: 1 })).toEqual({ a: 1 });
    expect(jsonOf('[{"id":1,"name":"무용"}]')).toEqual([{ id: 1, name: "무용" }]);
    expect(jsonOf(null)).toBeNull();
    expect(jsonOf("not json")).toBe("not json");
  });
});
