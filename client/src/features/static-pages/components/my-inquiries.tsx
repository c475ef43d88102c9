import { useQuery } from "@tanstack/react-query";
import { MessageSquareReply } from "lucide-react";
import { contactCategoryLabel } from "@shared/labels";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { api } from "@/lib/api";
import { formatDate } from "@/lib/format";

/** 내 문의 (issue 24): what the signed-in member sent and the support team's answers. Shown only when there is one. */
export function MyInquiries() {
  const q = useQuery({ queryKey: ["/api/contact/mine"], queryFn: ({ signal }) => api("GET /api/contact/mine", { signal }) });
  const items = q.data?.items ?? [];
  if (!items.length) return null;
  return (
    <Card id="my-inquiries">
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg leading-tight font-semibold tracking-tight">
          <MessageSquareReply className="size-5 text-primary" aria-hidden="true" />내 문의
        </h2>
      </CardHeader>
      <CardContent>
        <ul className="divide-y text-sm">
          {items.map((i) => (
            <li key={i.id} className="grid gap-1 py-3 first:pt-0 last:pb-0">
              <span className="flex flex-wrap items-center gap-2">
                <span className="font-medium break-words">{i.subject}</span>
                <Badge variant={i.reply ? "default" : "secondary"}>{i.reply ? "답변 완료" : "답변 대기"}</Badge>
              </span>
              <span className="text-xs text-muted-foreground">
                {contactCategoryLabel[i.category] ?? i.category} · {formatDate(i.createdAt, "dot")}
              </span>
              {i.reply && <p className="rounded-md bg-muted/50 p-2 break-words whitespace-pre-wrap">{i.reply}</p>}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
