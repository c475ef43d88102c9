import { Skeleton } from "@/components/ui/skeleton";

/** The page's shape while the project loads. */
export function ProjectDetailSkeleton() {
  return (
    <div aria-busy="true" aria-live="polite" className="flex flex-col">
      <span className="sr-only">프로젝트를 불러오는 중...</span>
      <div className="bg-muted">
        <div className="mx-auto flex min-h-72 max-w-7xl flex-col justify-end gap-3 px-4 pb-6 sm:min-h-80 sm:px-6 lg:min-h-96">
          <div className="flex gap-2">
            <Skeleton className="h-6 w-16 rounded-full bg-background/60" />
            <Skeleton className="h-6 w-20 rounded-full bg-background/60" />
          </div>
          <Skeleton className="h-9 w-3/4 bg-background/60" />
          <Skeleton className="h-5 w-1/2 bg-background/60" />
        </div>
      </div>
      <div className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-6 sm:px-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex flex-col gap-6">
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-56 w-full" />
          <Skeleton className="h-32 w-full" />
        </div>
        <div className="flex flex-col gap-6">
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-52 w-full" />
        </div>
      </div>
    </div>
  );
}
