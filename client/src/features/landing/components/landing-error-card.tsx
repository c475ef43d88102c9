import { RefreshCw, WifiOff } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

export interface LandingErrorCardProps {
  /** Spec: 프로젝트 정보를 불러올 수 없습니다 or 아티스트 정보를 불러올 수 없습니다. */
  title: string;
  onRetry: () => void;
  retrying?: boolean;
}

/** A landing list that failed after its retries: the spec's message and a 새로고침 (refetch) button. */
export function LandingErrorCard({ title, onRetry, retrying = false }: LandingErrorCardProps) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <WifiOff className="size-6" aria-hidden="true" />
      </span>
      <p className="text-base font-semibold">{title}</p>
      <p className="text-sm text-muted-foreground">네트워크 연결을 확인해 주세요</p>
      <Button variant="outline" onClick={onRetry} disabled={retrying} className="mt-1">
        {retrying ? <Spinner /> : <RefreshCw aria-hidden="true" />}
        새로고침
      </Button>
    </div>
  );
}
