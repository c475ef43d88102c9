import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { notificationsQueryOptions } from "./get-notifications";

/** PATCH /api/notifications/mark-all-read (no body). */
export async function markAllNotificationsRead(): Promise<void> {
  await apiRequest("PATCH", "/api/notifications/mark-all-read");
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryOptions().queryKey }),
  });
}
