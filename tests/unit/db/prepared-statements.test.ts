import { beforeEach, describe, expect, it } from "vitest";
import { StatementNamer } from "../../../server/db/prepared-statements";

// A namer of the test's own: the process's one is shared with every test file of the worker (isolate:
// false) and was already full when this file ran after the PostgreSQL suite's others (CI, 26 Nov).
describe("statementName (which statements node-postgres sends as named, prepared statements)", () => {
  let namer = new StatementNamer();
  const statementName = (text: string) => namer.name(text);
  beforeEach(() => {
    namer = new StatementNamer();
  });

  it("when the same plain read or write is sent twice, then it gets one stable name", () => {
    const text = 'select "id" from "users" where "users"."id" = $1 limit $2';
    const name = statementName(text);
    expect(name).toMatch(/^s_[\w-]{22}$/);
    expect(statementName(text)).toBe(name);
    expect(statementName(`${text} `)).not.toBe(name);
    for (const t of ["insert into t (a) values ($1)", "UPDATE t set a = $1", "delete from t where a = $1", "with x as (select 1) select * from x"]) {
      expect(statementName(t), t).toBeDefined();
    }
  });

  it("when a statement's best plan depends on its values (token search, title match), then it stays unnamed", () => {
    expect(statementName('select "id" from "projects" where "projects"."search_tokens" @> ARRAY[$1]::text[]')).toBeUndefined();
    expect(statementName('select "id" from "projects" where "projects".search_token_hashes @> search_token_hashes(ARRAY[$1]::text[])')).toBeUndefined();
    expect(statementName('select ("title" ilike $1) as m from "projects"')).toBeUndefined();
  });

  it("when it is transaction control, DDL or several statements, then it stays unnamed", () => {
    for (const t of ["begin", "commit", "rollback", 'create table "x" (id int)', "select 1; select 2", "set local statement_timeout = 1000"]) {
      expect(statementName(t), t).toBeUndefined();
    }
  });

  it("when more distinct texts than the cap were seen, then new ones go unnamed and those named keep their names", () => {
    namer = new StatementNamer(2);
    const a = statementName("select 1 from a");
    const b = statementName("select 1 from b");
    expect([a, b].every(Boolean)).toBe(true);
    expect(statementName("select 1 from c")).toBeUndefined();
    expect(statementName("select 1 from a")).toBe(a);
  });
});
