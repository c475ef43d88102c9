import { Component, type ErrorInfo, type ReactNode } from "react";
import { TriangleExclamationPoint } from "lucide-react";
import { Button } from "@/components/ui/button";

interface State {
  error: Error | null;
}

/** Last line of defence: a Korean fallback with a reload button instead of a blank page. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error("화면을 그리는 중 오류가 발생했습니다", error, info.componentStack);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
        <TriangleExclamationPoint className="size-12 text-destructive" aria-hidden="true" />
        <h1 className="text-xl font-bold">문제가 발생했습니다</h1>
        <p className="max-w-sm text-sm text-muted-foreground">
          페이지를 표시하는 중 예기치 못한 오류가 발생했습니다. 새로고침 후 다시 시도해주세요. 문제가 계속되면 고객센터로 문의해주세요.
        </p>
        <div className="flex gap-2">
          <Button onClick={() => window.location.reload()}>새로고침</Button>
          <Button variant="outline" onClick={() => window.location.assign("/")}>
            홈으로
          </Button>
        </div>
      </div>
    );
  }
}
