import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { notificationsQueryOptions, type AppNotification } from "./get-notifications";

/** PATCH /api/notifications/{id}/read (no body). */
export async function markNotificationRead(id: AppNotification["id"]): Promise<void> {
  await api("PATCH /api/notifications/{id}/read", { params: { id } });
}

/** Marks the item read in the cache at once, then refetches the list (spec: mutations refetch). */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  const { queryKey } = notificationsQueryOptions();
  return useMutation({
    mutationFn: markNotificationRead,
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, (list) => list?.map((n) => (n.id === id ? { ...n, read: true } : n)));
      return { previous };
    },
    onError: (_err, _id, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
