import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { communityPosts, portfolios, uploads, users } from "@shared/schema/index";
import { migrationStatements } from "../../../server/db/migrate";
import { insertActivityItem } from "../../factories/activity";
import { insertProject } from "../../factories/projects";
import { insertUser } from "../../factories/users";
import { signedIn } from "../../setup/signed-in";
import { createTestApp } from "../../setup/test-app";

/**
 * Migration 0011 gives the files rows named before the uploads table an owner, so they are deleted with
 * a withdrawing account like new ones. The test database is migrated empty, so the statement is run again
 * here over rows written the old way (it is idempotent).
 */
const t = await createTestApp();
const statements = migrationStatements("0011_uploads.sql");
const backfill = statements.at(-1)!;

describe("migration 0011: files named before the uploads table", () => {
  it("when rows name /uploads/ files, then each file is owned by the account of the first row naming it and marked used; demo covers and other sites are not uploads", async () => {
    const artist = await insertUser(t.db, { userType: "artist", profileImageUrl: "/uploads/aaaa1111.webp" });
    const producer = await insertUser(t.db, { userType: "producer" });
    await t.db.insert(portfolios).values([
      { userId: artist.id, title: "작품", imageUrl: "/uploads/bbbb2222.PDF" },
      { userId: artist.id, title: "데모", imageUrl: "/uploads/demo/cover-3.webp" },
    ]);
    await insertProject(t.db, { producerId: producer.id, imageUrl: "/uploads/cccc3333.jpg" });
    await insertProject(t.db, { producerId: producer.id, imageUrl: "https://images.example.com/x.png" });
    await t.db.insert(communityPosts).values({ authorId: producer.id, content: "글", imageUrl: "/uploads/aaaa1111.webp" });
    await insertActivityItem(t.db, artist.id, { evidenceUrls: ["/uploads/dddd4444.pdf", "/uploads/eeee5555.png"] });

    await t.db.execute(sql.raw(backfill));
    await t.db.execute(sql.raw(backfill));

    const rows = await t.db.select().from(uploads);
    const byUrl = Object.fromEntries(rows.map((r) => [r.url, r]));
    expect(Object.keys(byUrl).sort()).toEqual([
      "/uploads/aaaa1111.webp",
      "/uploads/bbbb2222.PDF",
      "/uploads/cccc3333.jpg",
      "/uploads/dddd4444.pdf",
      "/uploads/eeee5555.png",
    ]);
    // The profile picture row comes first: the artist owns the file the producer's post also names.
    expect(byUrl["/uploads/aaaa1111.webp"]).toMatchObject({ ownerId: artist.id, contentType: "image/webp", bytes: 0 });
    expect(byUrl["/uploads/bbbb2222.PDF"]).toMatchObject({ ownerId: artist.id, contentType: "application/pdf" });
    expect(byUrl["/uploads/cccc3333.jpg"]).toMatchObject({ ownerId: producer.id, contentType: "image/jpeg" });
    expect(byUrl["/uploads/eeee5555.png"]).toMatchObject({ ownerId: artist.id, contentType: "image/png" });
    expect(rows.every((r) => r.attachedAt !== null)).toBe(true);
  });

  it("when the account that owns a backfilled file uses it in a new row, then it may; another account may not", async () => {
    const { user, agent } = await signedIn(t, "artist");
    await t.db.execute(sql`update ${users} set profile_image_url = '/uploads/ffff6666.webp' where id = ${user.id}`);
    await t.db.execute(sql.raw(backfill));
    const mine = await agent.post("/api/portfolios").send({ title: "예전 사진", imageUrl: "/uploads/ffff6666.webp" });
    expect(mine.status, mine.text).toBe(201);
    const other = await signedIn(t, "artist");
    const theirs = await other.agent.post("/api/portfolios").send({ title: "남의 사진", imageUrl: "/uploads/ffff6666.webp" });
    expect(theirs.status).toBe(400);
    expect(theirs.body.message).toBe("본인이 올린 파일만 사용할 수 있습니다. 파일을 다시 올려주세요.");
  });
});
