import { ChevronRight, MapPin } from "lucide-react";
import { Link } from "wouter";
import type { ProjectProducer } from "@shared/api-types";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { displayName, initials } from "@/lib/format";

/** The producer, linking to /producers/{id}; a withdrawn account shows 탈퇴한 사용자 and no link. */
export function ProducerCard({ producer }: { producer: ProjectProducer | null }) {
  return (
    <Card>
      <CardHeader className="pb-3 sm:pb-3">
        <CardTitle as="h2" className="text-base">
          제작자
        </CardTitle>
      </CardHeader>
      <CardContent>
        {!producer ? (
          <p className="text-sm text-muted-foreground">제작자 정보를 불러올 수 없습니다.</p>
        ) : producer.isDeleted ? (
          <ProducerSummary producer={producer} />
        ) : (
          <Link
            href={`/producers/${producer.id}`}
            className="-m-2 flex items-center gap-3 rounded-md p-2 outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
            aria-label={`제작자 ${displayName(producer)} 프로필 보기`}
          >
            <ProducerSummary producer={producer} />
            <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          </Link>
        )}
        {producer && !producer.isDeleted && producer.bio && <p className="mt-3 line-clamp-3 text-sm text-muted-foreground">{producer.bio}</p>}
      </CardContent>
    </Card>
  );
}

function ProducerSummary({ producer }: { producer: ProjectProducer }) {
  return (
    <div className="flex min-w-0 flex-1 items-center gap-3">
      <Avatar className="size-12">
        {producer.profileImageUrl && !producer.isDeleted && <AvatarImage src={producer.profileImageUrl} alt="" />}
        <AvatarFallback>{producer.isDeleted ? "?" : initials(producer)}</AvatarFallback>
      </Avatar>
      <div className="flex min-w-0 flex-col gap-0.5">
        <span className="truncate font-semibold">{displayName(producer)}</span>
        {!producer.isDeleted && producer.location && (
          <span className="flex items-center gap-1 text-xs text-muted-foreground">
            <MapPin className="size-3" aria-hidden="true" />
            {producer.location}
          </span>
        )}
        {!producer.isDeleted && producer.email && <span className="truncate text-xs text-muted-foreground">{producer.email}</span>}
      </div>
    </div>
  );
}
