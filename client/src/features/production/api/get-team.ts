import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";

/** GET /api/projects/{id}/team: owner first, then managers. */
export function teamQueryOptions(projectId: number) {
  return queryOptions({
    queryKey: ["/api/projects", projectId, "team"] as const,
    queryFn: ({ signal }) => api("GET /api/projects/{id}/team", { params: { id: projectId }, signal }),
  });
}

export function useTeam(projectId: number) {
  return useQuery(teamQueryOptions(projectId));
}

/** POST /api/projects/{id}/team (owner). */
export function useAddTeamMember(projectId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => api("POST /api/projects/{id}/team", { params: { id: projectId }, body: { userId } }),
    onSuccess: (team) => qc.setQueryData(teamQueryOptions(projectId).queryKey, team),
  });
}

/** DELETE /api/projects/{id}/team/{userId} (owner; a manager may leave). */
export function useRemoveTeamMember(projectId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => api("DELETE /api/projects/{id}/team/{userId}", { params: { id: projectId, userId } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: teamQueryOptions(projectId).queryKey }),
  });
}

/** GET /api/projects/{id}/team/candidates?q=: producers the owner may add (name or exact e-mail, at most 10). */
export function useTeamCandidates(projectId: number, q: string, enabled: boolean) {
  return useQuery({
    queryKey: ["/api/projects", projectId, "team", "candidates", q] as const,
    queryFn: ({ signal }) => api("GET /api/projects/{id}/team/candidates", { params: { id: projectId }, query: { q }, signal }),
    enabled: enabled && q.length > 0,
  });
}
