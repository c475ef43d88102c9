import { useMutation } from "@tanstack/react-query";
import type { ContractVerifyResult } from "@shared/api-types";
import { apiJson } from "@/lib/api-client";

/** POST /api/contracts/verify/{code}: is this SHA-256 the signed PDF's? Public; shows no contents. */
export function verifyContract({ code, hash }: { code: string; hash: string }): Promise<ContractVerifyResult> {
  return apiJson<ContractVerifyResult>("POST", `/api/contracts/verify/${encodeURIComponent(code)}`, { hash });
}

export function useVerifyContract() {
  return useMutation({ mutationFn: verifyContract });
}
