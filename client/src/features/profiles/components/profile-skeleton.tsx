import { Skeleton } from "@/components/ui/skeleton";

export function ProfileSkeleton() {
  return (
    <div
      className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-6 sm:px-6 sm:py-8 lg:grid-cols-[320px_minmax(0,1fr)]"
      role="status"
      aria-busy="true"
      aria-label="프로필을 불러오는 중"
    >
      <div className="flex flex-col gap-6">
        <div className="flex flex-col items-center gap-3 rounded-xl border bg-card p-5">
          <Skeleton className="size-24 rounded-full" />
          <Skeleton className="h-7 w-32" />
          <Skeleton className="h-5 w-16 rounded-full" />
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-10 w-full" />
        </div>
        <Skeleton className="h-48 rounded-xl" />
      </div>
      <div className="flex flex-col gap-6">
        <Skeleton className="h-36 rounded-xl" />
        <Skeleton className="h-72 rounded-xl" />
        <Skeleton className="h-48 rounded-xl" />
      </div>
    </div>
  );
}
