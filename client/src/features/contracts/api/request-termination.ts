import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { useContractChanged } from "./use-contract-cache";

/** POST /api/contracts/{id}/termination: ask to end a contract both signed; the other party must accept. */
export function requestTermination({ id, reason }: { id: number; reason: string }) {
  return api("POST /api/contracts/{id}/termination", { params: { id }, body: { reason } });
}

export function useRequestTermination() {
  const changed = useContractChanged();
  return useMutation({ mutationFn: requestTermination, onSuccess: changed });
}
