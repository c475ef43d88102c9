import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api";

/** POST /api/contracts/verify/{code}: is this SHA-256 the signed PDF's? Public; shows no contents. */
export function verifyContract({ code, hash }: { code: string; hash: string }) {
  return api("POST /api/contracts/verify/{code}", { params: { code }, body: { hash } });
}

export function useVerifyContract() {
  return useMutation({ mutationFn: verifyContract });
}
