import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { notificationsQueryOptions, type AppNotification } from "./get-notifications";

/** DELETE /api/notifications/{id}. */
export async function deleteNotification(id: AppNotification["id"]): Promise<void> {
  await apiRequest("DELETE", `/api/notifications/${id}`);
}

export function useDeleteNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNotification,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryOptions().queryKey }),
  });
}
