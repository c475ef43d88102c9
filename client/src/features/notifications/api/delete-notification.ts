import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { notificationsQueryOptions, type AppNotification } from "./get-notifications";

/** DELETE /api/notifications/{id}. */
export async function deleteNotification(id: AppNotification["id"]): Promise<void> {
  await api("DELETE /api/notifications/{id}", { params: { id } });
}

export function useDeleteNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNotification,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryOptions().queryKey }),
  });
}
