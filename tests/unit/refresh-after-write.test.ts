import { QueryObserver } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { createQueryClient, refreshAfterWrite } from "@/lib/query-client";

/** A query function whose answers the test releases one at a time, like a slow server. */
function slowServer() {
  const pending: Array<(rows: string[]) => void> = [];
  let calls = 0;
  return {
    queryFn: () => {
      calls += 1;
      return new Promise<string[]>((resolve) => pending.push(resolve));
    },
    answer: (rows: string[]) => pending.shift()!(rows),
    get calls() {
      return calls;
    },
  };
}

describe("refreshAfterWrite", () => {
  it("when a write lands while the first fetch (read before the write) is still on its way, then the list is fetched again and shows the write", async () => {
    const client = createQueryClient();
    const server = slowServer();
    const observer = new QueryObserver(client, { queryKey: ["comments", 1], queryFn: server.queryFn });
    const unsubscribe = observer.subscribe(() => {});
    expect(server.calls).toBe(1);

    const refreshed = refreshAfterWrite(client, ["comments", 1]);
    await Promise.resolve();
    server.answer([]); // the first read, from before the comment was written
    await new Promise((r) => setTimeout(r, 0));
    expect(server.calls).toBe(2);
    server.answer(["좋네"]);
    await refreshed;

    expect(observer.getCurrentResult().data).toEqual(["좋네"]);
    unsubscribe();
  });

  it("when the list is already shown, then one more fetch replaces it", async () => {
    const client = createQueryClient();
    let rows = ["첫 댓글"];
    const observer = new QueryObserver(client, { queryKey: ["comments", 2], queryFn: async () => rows });
    const unsubscribe = observer.subscribe(() => {});
    await client.getQueryCache().find({ queryKey: ["comments", 2] })!.promise;
    rows = ["첫 댓글", "둘째 댓글"];

    await refreshAfterWrite(client, ["comments", 2]);

    expect(observer.getCurrentResult().data).toEqual(["첫 댓글", "둘째 댓글"]);
    unsubscribe();
  });
});
