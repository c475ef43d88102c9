import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MailPreferencesInput } from "@shared/validators/invitations";
import { api } from "@/lib/api";
import { mailPreferencesQueryOptions } from "./get-mail-preferences";

/** PUT /api/account/mail-preferences with only the kinds that change; answers the whole set. */
export function updateMailPreferences(input: MailPreferencesInput) {
  return api("PUT /api/account/mail-preferences", { body: input });
}

/**
 * Optimistic: the switch moves at once; on failure the previous set comes back (the caller shows
 * the toast). The server's answer then replaces the cache.
 */
export function useUpdateMailPreferences() {
  const queryClient = useQueryClient();
  const { queryKey } = mailPreferencesQueryOptions();
  return useMutation({
    mutationFn: updateMailPreferences,
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      if (previous) queryClient.setQueryData(queryKey, { preferences: { ...previous.preferences, ...input.preferences } });
      return { previous };
    },
    onError: (_err, _input, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSuccess: (answer) => {
      if (answer?.preferences) queryClient.setQueryData(queryKey, answer);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
