import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, type Answer } from "@/lib/api";

/** The operator console's calls (issue 24). Every key starts with "admin" so one invalidation refreshes the console. */
export type ReportGroup = Answer<"GET /api/admin/reports">["items"][number];
export type AdminUser = Answer<"GET /api/admin/users">["items"][number];
export type AdminUserDetail = Answer<"GET /api/admin/users/{id}">;
export type AdminInquiry = Answer<"GET /api/admin/inquiries">["items"][number];
export type AuditEntry = Answer<"GET /api/admin/audit-log">["items"][number];
export type AdminStats = Answer<"GET /api/admin/stats">;
export type AdminTag = Answer<"GET /api/admin/tags">["items"][number];
export type TagStatus = AdminTag["status"];

const pageOpts = { initialPageParam: undefined as string | undefined, getNextPageParam: (last: { nextCursor: string | null }) => last.nextCursor ?? undefined };

export function useReportQueue(status: "open" | "resolved") {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: ["admin", "reports", status],
      queryFn: ({ pageParam, signal }) => api("GET /api/admin/reports", { query: { status, cursor: pageParam }, signal }),
      ...pageOpts,
    }),
  );
}

export function useUserSearch(search: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: ["admin", "users", search],
      queryFn: ({ pageParam, signal }) => api("GET /api/admin/users", { query: { search: search || undefined, cursor: pageParam }, signal }),
      ...pageOpts,
    }),
  );
}

export function useUserDetail(id: string) {
  return useQuery({ queryKey: ["admin", "user", id], queryFn: ({ signal }) => api("GET /api/admin/users/{id}", { params: { id }, signal }) });
}

export function useInquiries(status: "open" | "answered") {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: ["admin", "inquiries", status],
      queryFn: ({ pageParam, signal }) => api("GET /api/admin/inquiries", { query: { status, cursor: pageParam }, signal }),
      ...pageOpts,
    }),
  );
}

export function useAuditLog(filters: { action?: string; targetType?: string; targetId?: string }) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: ["admin", "audit", filters],
      queryFn: ({ pageParam, signal }) =>
        api("GET /api/admin/audit-log", {
          query: {
            action: filters.action || undefined,
            targetType: filters.targetType || undefined,
            targetId: filters.targetId || undefined,
            cursor: pageParam,
          },
          signal,
        }),
      ...pageOpts,
    }),
  );
}

export function useTagQueue(status: TagStatus, search: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: ["admin", "tags", status, search],
      queryFn: ({ pageParam, signal }) => api("GET /api/admin/tags", { query: { status, search: search || undefined, cursor: pageParam }, signal }),
      ...pageOpts,
    }),
  );
}

export function useStats(from: string, to: string) {
  return useQuery({ queryKey: ["admin", "stats", from, to], queryFn: ({ signal }) => api("GET /api/admin/stats", { query: { from, to }, signal }) });
}

/** A console action; on success every console list refetches (the queue, the person, the log). */
function useAdminMutation<V, R>(fn: (v: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: ["admin"] }) });
}

export const useResolveReport = () =>
  useAdminMutation((v: { id: number; action: "dismiss" | "hide" | "delete"; note: string }) =>
    api("POST /api/admin/reports/{id}/resolve", { params: { id: v.id }, body: { action: v.action, note: v.note } }),
  );
export const useSuspend = () =>
  useAdminMutation((v: { id: string; days?: number; reason: string }) =>
    api("POST /api/admin/users/{id}/suspend", { params: { id: v.id }, body: { days: v.days, reason: v.reason } }),
  );
export const useUnsuspend = () =>
  useAdminMutation((v: { id: string; reason: string }) => api("POST /api/admin/users/{id}/unsuspend", { params: { id: v.id }, body: { reason: v.reason } }));
export const useSetRole = () =>
  useAdminMutation((v: { id: string; role: "operator" | "admin" | null }) =>
    api("POST /api/admin/users/{id}/role", { params: { id: v.id }, body: { role: v.role } }),
  );
export const useHideProject = () =>
  useAdminMutation((v: { id: number; reason: string; hide: boolean }) =>
    v.hide
      ? api("POST /api/admin/projects/{id}/hide", { params: { id: v.id }, body: { reason: v.reason } })
      : api("POST /api/admin/projects/{id}/unhide", { params: { id: v.id }, body: { reason: v.reason } }),
  );
export const useReplyInquiry = () =>
  useAdminMutation((v: { id: number; message: string }) => api("POST /api/admin/inquiries/{id}/reply", { params: { id: v.id }, body: { message: v.message } }));
export const useReviewTag = () =>
  useAdminMutation((v: { id: number; decision: "approve" | "reject" }) =>
    api("POST /api/admin/tags/{id}/review", { params: { id: v.id }, body: { decision: v.decision, note: "" } }),
  );

/** 안전결제 disputes waiting for a decision (issue 28). */
export function usePaymentDisputes() {
  return useQuery({ queryKey: ["admin", "payment-disputes"], queryFn: ({ signal }) => api("GET /api/admin/payments/disputes", { signal }) });
}
export const useDecidePaymentDispute = () =>
  useAdminMutation((v: { id: number; toArtist: number; reason: string }) =>
    api("POST /api/admin/payments/{id}/decide", { params: { id: v.id }, body: { toArtist: v.toArtist, reason: v.reason } }),
  );
