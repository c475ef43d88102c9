import { describe, expect, it } from "vitest";
import { statementName } from "../../../server/db/prepared-statements";

describe("statementName (which statements node-postgres sends as named, prepared statements)", () => {
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
});
