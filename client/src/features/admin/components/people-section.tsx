import { Search } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { Link } from "wouter";
import { userTypeLabel } from "@shared/labels";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Input } from "@/components/ui/input";
import { useUserSearch, type AdminUser } from "../api/admin-api";
import { dateTime, ErrorLine, isForever, Loading, MoreButton, roleLabel, SectionTitle } from "./shared";

/** People: search by name, e-mail or id; each row opens the person's page. */
export function PeopleSection() {
  const [text, setText] = useState("");
  const [search, setSearch] = useState("");
  const q = useUserSearch(search);
  const inputId = useId();
  const rows = q.data?.pages.flatMap((p) => p.items) ?? [];
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSearch(text.trim());
  };
  return (
    <section aria-labelledby="people-title">
      <SectionTitle>
        <span id="people-title">회원 관리</span>
      </SectionTitle>
      <form role="search" onSubmit={submit} className="mb-4 flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          이름, 이메일 또는 회원 ID
        </label>
        <Input id={inputId} value={text} onChange={(e) => setText(e.target.value)} placeholder="이름, 이메일(정확히) 또는 회원 ID" maxLength={100} />
        <Button type="submit">
          <Search aria-hidden="true" />
          검색
        </Button>
      </form>
      {q.isLoading ? (
        <Loading />
      ) : q.error ? (
        <ErrorLine error={q.error} />
      ) : rows.length === 0 ? (
        <EmptyState title="찾는 회원이 없습니다" />
      ) : (
        <ul className="divide-y rounded-md border">
          {rows.map((u) => (
            <li key={u.id}>
              <UserRow user={u} />
            </li>
          ))}
        </ul>
      )}
      <MoreButton hasMore={Boolean(q.hasNextPage)} loading={q.isFetchingNextPage} onClick={() => void q.fetchNextPage()} />
    </section>
  );
}

export function StatusBadges({ user }: { user: AdminUser }) {
  const suspended = user.suspendedUntil && new Date(user.suspendedUntil) > new Date();
  return (
    <span className="flex flex-wrap gap-1">
      <Badge variant="secondary">{userTypeLabel[user.userType]}</Badge>
      {user.staffRole && <Badge>{roleLabel[user.staffRole]}</Badge>}
      {user.isDeleted && <Badge variant="outline">탈퇴</Badge>}
      {suspended && <Badge variant="destructive">{isForever(user.suspendedUntil) ? "영구 정지" : `정지 ~${dateTime(user.suspendedUntil)}`}</Badge>}
      {!user.emailVerified && <Badge variant="outline">미인증</Badge>}
    </span>
  );
}

function UserRow({ user }: { user: AdminUser }) {
  return (
    <Link href={`/admin/users/${user.id}`} className="flex flex-col gap-1 p-3 hover:bg-muted/50 sm:flex-row sm:items-center sm:justify-between">
      <span className="min-w-0">
        <span className="block font-medium">{user.name}</span>
        <span className="block truncate text-sm text-muted-foreground">{user.email}</span>
      </span>
      <span className="flex flex-col items-start gap-1 sm:items-end">
        <StatusBadges user={user} />
        <span className="text-xs text-muted-foreground">가입 {dateTime(user.createdAt)}</span>
      </span>
    </Link>
  );
}
