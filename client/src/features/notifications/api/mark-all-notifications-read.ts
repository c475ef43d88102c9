import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { notificationsQueryOptions } from "./get-notifications";

/** PATCH /api/notifications/mark-all-read (no body). */
export async function markAllNotificationsRead(): Promise<void> {
  await api("PATCH /api/notifications/mark-all-read");
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryOptions().queryKey }),
  });
}
