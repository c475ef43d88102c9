import { describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config";

// Decision 047: the PostgreSQL pool of each server process is a setting.
describe("DATABASE_POOL_SIZE", () => {
  const env = { NODE_ENV: "test", SESSION_SECRET: "test-secret-test-secret", DATABASE_URL: "postgres://postgres@127.0.0.1:5432/test" };

  it("when it is not set or empty, then the database client keeps its default (10)", () => {
    expect(loadConfig(env).databasePoolSize).toBeUndefined();
    expect(loadConfig({ ...env, DATABASE_POOL_SIZE: "" }).databasePoolSize).toBeUndefined();
  });

  it("when it is a whole number from 1 to 100, then it is the pool size", () => {
    expect(loadConfig({ ...env, DATABASE_POOL_SIZE: "4" }).databasePoolSize).toBe(4);
    expect(loadConfig({ ...env, DATABASE_POOL_SIZE: "1" }).databasePoolSize).toBe(1);
    expect(loadConfig({ ...env, DATABASE_POOL_SIZE: "100" }).databasePoolSize).toBe(100);
  });

  it("when it is 0, over 100, a fraction or not a number, then the server refuses to start and names it", () => {
    for (const value of ["0", "101", "2.5", "many"]) {
      expect(() => loadConfig({ ...env, DATABASE_POOL_SIZE: value }), value).toThrow(/DATABASE_POOL_SIZE/);
    }
  });
});
