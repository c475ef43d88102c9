import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ProjectDetail } from "@shared/api-types";
import { apiUrl } from "@/lib/api";
import { ApiRequestError, throwIfResNotOk } from "@/lib/api-client";

/** GET /api/projects/{id}: the project page with the viewer's application, invitation and favourite. */
export async function getProject(id: number | string, { signal }: { signal?: AbortSignal } = {}): Promise<ProjectDetail> {
  const res = await fetch(apiUrl("GET /api/projects/{id}", { params: { id } }), {
    credentials: "include",
    headers: { Accept: "application/json" },
    signal,
  });
  await throwIfResNotOk(res);
  return (await res.json()) as ProjectDetail;
}

/** True for an answer that a retry will not change: the project does not exist or is not visible. */
export function isProjectNotFound(err: unknown): boolean {
  return err instanceof ApiRequestError && err.status === 404;
}

/**
 * Spec: the project fetch is retried 3 times, but a 404 is final. The key is the URL's parts, so it
 * also prefixes the project's sub-resources (reviews, accepted artists, can-review).
 */
export function projectQueryOptions(id: number | string) {
  return queryOptions({
    queryKey: ["/api/projects", String(id)] as const,
    queryFn: ({ signal }) => getProject(id, { signal }),
    retry: (failureCount, err) => !isProjectNotFound(err) && failureCount < 3,
  });
}

export function useProject(id: number | string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...projectQueryOptions(id), enabled });
}
