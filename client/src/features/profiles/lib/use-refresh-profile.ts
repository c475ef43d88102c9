import { useCallback } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { getUserQueryOptions } from "@/features/auth/api/get-user";
import { artistListsKey } from "@/features/directories/api/get-artists";
import { producerListsKey } from "@/features/directories/api/get-producers";
import { userProfileQueryOptions } from "../api/get-user-profile";

/**
 * After an owner's edit: the profile itself, the signed-in user (header avatar and name) and the
 * directory cards that show the same fields.
 */
export function useRefreshProfile(userId: string) {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: userProfileQueryOptions(userId).queryKey }),
      queryClient.invalidateQueries({ queryKey: getUserQueryOptions().queryKey }),
      queryClient.invalidateQueries({ queryKey: artistListsKey }),
      queryClient.invalidateQueries({ queryKey: producerListsKey }),
    ]);
  }, [queryClient, userId]);
}
