import { describe, expect, it } from "vitest";
import { projectFields } from "@shared/validators/projects";
import { buildOpenApiDocument } from "../../../server/openapi/document";

// Issue 23: the project dates were documented as any string while the route requires 'YYYY-MM-DD'.
const schemas = buildOpenApiDocument().components.schemas as Record<string, { properties: Record<string, { anyOf?: Array<Record<string, unknown>> }> }>;
const dateOf = (schema: string, field: string) => schemas[schema]!.properties[field]!.anyOf!.find((s) => s.type === "string" && s.format);

describe("project dates in the API contract", () => {
  it("when the document is built, then the body's and the answer's dates are 'YYYY-MM-DD' calendar dates", () => {
    for (const schema of ["ProjectInput", "ProjectPatch", "ProjectCard", "ProjectDetail"]) {
      for (const field of ["startDate", "endDate", "deadline"]) {
        const date = dateOf(schema, field);
        expect(date, `${schema}.${field}`).toMatchObject({ type: "string", format: "date" });
        const pattern = new RegExp(String(date!.pattern));
        expect(pattern.test("2030-12-31") && pattern.test("2028-02-29"), `${schema}.${field}`).toBe(true);
        expect(pattern.test("31-12-2030") || pattern.test("2030-02-30") || pattern.test("2030-12-31T00:00:00Z"), `${schema}.${field}`).toBe(false);
      }
    }
  });

  it("when a date is checked, then the documented pattern and the route agree (real days only, leap years included)", () => {
    const pattern = new RegExp(String(dateOf("ProjectInput", "deadline")!.pattern));
    for (const deadline of ["2028-02-29", "2030-02-29", "2030-04-31", "2030-4-01", "0000-01-01", "2030-12-31"]) {
      const accepted = projectFields.safeParse({ title: "제목", description: "소개", deadline }).success;
      expect(accepted, deadline).toBe(pattern.test(deadline));
    }
  });
});
