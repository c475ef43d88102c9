import { useId, useState, type FormEvent } from "react";
import { CircleCheck, CircleX, ShieldCheck } from "lucide-react";
import { useParams } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api-client";
import { formatDate } from "@/lib/format";
import { usePageTitle } from "@/lib/page-title";
import { useVerifyContract } from "../api/verify-contract";

/** SHA-256 of a file, computed in the browser: the PDF itself never leaves the device. */
async function sha256Hex(file: File): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", await file.arrayBuffer());
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * /contracts/verify/:code (public): is this PDF (or this hash) the contract that was signed? Answers
 * yes or no with the signing time, and when it was replaced by an amendment or ended by agreement;
 * never the contents.
 */
export function ContractVerifyPage() {
  usePageTitle("계약서 진위 확인", "아트링크에서 서명된 계약서 PDF가 맞는지 확인합니다.");
  const { code = "" } = useParams<{ code: string }>();
  const id = useId();
  const verify = useVerifyContract();
  const [hash, setHash] = useState("");
  const [fileName, setFileName] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const check = (h: string) => {
    setError(null);
    if (!/^[0-9a-fA-F]{64}$/.test(h.trim())) return setError("SHA-256 해시(64자리 16진수)를 입력해주세요.");
    verify.mutate({ code, hash: h.trim().toLowerCase() }, { onError: (err) => setError(errorMessage(err, "확인하지 못했습니다. 잠시 후 다시 시도해주세요.")) });
  };
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setFileName(file.name);
    const h = await sha256Hex(file);
    setHash(h);
    check(h);
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    check(hash);
  };
  const result = verify.data;

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-5 px-4 py-8 sm:px-6">
      <Card>
        <CardHeader>
          <CardTitle as="h1" className="flex items-center gap-2 text-xl">
            <ShieldCheck className="size-5 text-primary" aria-hidden="true" />
            계약서 진위 확인
          </CardTitle>
          <CardDescription>
            아트링크에서 양측이 서명한 계약서 PDF가 맞는지 확인합니다. 파일은 이 기기에서 해시(SHA-256)로만 계산되고 서버로 보내지 않으며, 결과에는 계약 내용이
            표시되지 않습니다.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-file`}>계약서 PDF 파일 선택</Label>
            <Input id={`${id}-file`} type="file" accept="application/pdf,.pdf" onChange={(e) => void onFile(e.target.files?.[0])} />
            {fileName && <p className="break-all text-xs text-muted-foreground">{fileName}</p>}
          </div>
          <form onSubmit={onSubmit} className="flex flex-col gap-2" noValidate>
            <Label htmlFor={`${id}-hash`}>또는 SHA-256 해시 입력</Label>
            <Input
              id={`${id}-hash`}
              value={hash}
              onChange={(e) => setHash(e.target.value)}
              placeholder="64자리 16진수"
              autoComplete="off"
              spellCheck={false}
              className="font-mono text-xs"
              aria-invalid={!!error}
            />
            <Button type="submit" disabled={verify.isPending} className="sm:self-end">
              {verify.isPending && <Spinner />}
              확인하기
            </Button>
          </form>
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          {result && !error && (
            <div
              role="status"
              className={
                result.match
                  ? "flex items-start gap-3 rounded-md border border-emerald-300 bg-emerald-50 p-4 text-emerald-900"
                  : "flex items-start gap-3 rounded-md border border-destructive/40 bg-destructive/5 p-4"
              }
            >
              {result.match ? (
                <CircleCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
              ) : (
                <CircleX className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden="true" />
              )}
              <div className="flex flex-col gap-1 text-sm">
                <p className="font-semibold">{result.match ? "서명된 계약서와 일치합니다" : "서명된 계약서와 일치하지 않습니다"}</p>
                <p>
                  {result.match
                    ? `이 파일은 ${result.signedAt ? formatDate(result.signedAt, "datetime") : ""}에 양측이 서명한 원본입니다.`
                    : result.status === "signed"
                      ? "파일이 바뀌었거나 다른 계약서입니다. 받은 원본 PDF로 다시 확인해주세요."
                      : "이 계약서는 아직 양측 서명이 끝나지 않았습니다."}
                </p>
                {result.status === "signed" && result.supersededAt && (
                  <p data-testid="verify-superseded">
                    이 계약서는 {formatDate(result.supersededAt, "datetime")}에 양측이 서명한 수정 계약으로 대체되었습니다. 서명된 원본은 그대로 유효한
                    기록입니다.
                  </p>
                )}
                {result.status === "signed" && result.terminatedAt && (
                  <p data-testid="verify-terminated">이 계약은 {formatDate(result.terminatedAt, "datetime")}에 양측의 합의로 해지되었습니다.</p>
                )}
              </div>
            </div>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
