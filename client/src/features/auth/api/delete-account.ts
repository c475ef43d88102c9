import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { deleteAccountSchema } from "@shared/validators/auth";
import { api } from "@/lib/api";
import { getUserQueryOptions } from "./get-user";

export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/** DELETE /api/auth/delete-account {confirmText, reason}; the success answer is not read. */
export async function deleteAccount(input: DeleteAccountInput): Promise<void> {
  await api("DELETE /api/auth/delete-account", { body: input });
}

/** On success the whole cache is cleared and the user becomes signed out. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      const { queryKey } = getUserQueryOptions();
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== queryKey[0] });
      queryClient.setQueryData(queryKey, null);
    },
  });
}
