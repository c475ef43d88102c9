import { useState } from "react";
import { Link } from "wouter";
import { Pause, Pencil, Play, RotateCw, Search, Trash2 } from "lucide-react";
import { toast } from "sonner";
import type { SavedSearch } from "@shared/api-types";
import { SAVED_SEARCH_FREQUENCIES, SAVED_SEARCH_NAME_MAX, SAVED_SEARCHES_MAX, type SavedSearchFrequency } from "@shared/constants";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDeleteDialog } from "@/components/ui/confirm-delete-dialog";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { useDeleteSavedSearch } from "../api/delete-saved-search";
import { useSavedSearches } from "../api/get-saved-searches";
import { useUpdateSavedSearch } from "../api/update-saved-search";
import { FREQUENCY_LABELS } from "./frequency-labels";

const SCOPE_LABELS: Record<SavedSearch["scope"], string> = { projects: "프로젝트", artists: "아티스트", producers: "제작자" };

function summary(s: SavedSearch): string {
  const parts = [s.query.search && `"${s.query.search}"`, s.query.tags?.map((t) => `#${t}`).join(" "), s.query.location].filter(Boolean);
  return parts.join(" · ") || "전체";
}

function Row({ s }: { s: SavedSearch }) {
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(s.name);
  const [confirm, setConfirm] = useState(false);
  const fail = (fallback: string) => (err: unknown) => toast.error(errorMessage(err, fallback));

  const rename = (e: React.FormEvent) => {
    e.preventDefault();
    update.mutate({ id: s.id, name }, { onSuccess: () => setEditing(false), onError: fail("이름을 바꾸지 못했습니다.") });
  };

  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 flex-1">
        {editing ? (
          <form onSubmit={rename} className="flex gap-2">
            <Input aria-label="검색 이름" value={name} maxLength={SAVED_SEARCH_NAME_MAX} onChange={(e) => setName(e.target.value)} className="h-9" autoFocus />
            <Button type="submit" size="sm" disabled={update.isPending}>
              저장
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(false)}>
              취소
            </Button>
          </form>
        ) : (
          <div className="flex flex-wrap items-center gap-2">
            <Link href={s.path} className="truncate font-medium hover:underline">
              {s.name}
            </Link>
            <Badge variant="secondary">{SCOPE_LABELS[s.scope]}</Badge>
            {s.paused ? <Badge variant="outline">일시 정지</Badge> : null}
          </div>
        )}
        <p className="mt-1 truncate text-sm text-muted-foreground">{summary(s)}</p>
      </div>
      <div className="flex flex-wrap items-center gap-1.5">
        <NativeSelect
          aria-label={`${s.name} 알림 주기`}
          className="h-9 w-auto max-w-36 text-sm sm:max-w-none"
          value={s.frequency}
          onChange={(e) => update.mutate({ id: s.id, frequency: e.target.value as SavedSearchFrequency }, { onError: fail("알림 주기를 바꾸지 못했습니다.") })}
        >
          {SAVED_SEARCH_FREQUENCIES.map((f) => (
            <option key={f} value={f}>
              {FREQUENCY_LABELS[f]}
            </option>
          ))}
        </NativeSelect>
        <Button
          variant="ghost"
          size="icon"
          aria-label={s.paused ? `${s.name} 알림 다시 받기` : `${s.name} 알림 일시 정지`}
          onClick={() => update.mutate({ id: s.id, paused: !s.paused }, { onError: fail("변경하지 못했습니다.") })}
        >
          {s.paused ? <Play className="size-4" /> : <Pause className="size-4" />}
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`${s.name} 이름 바꾸기`}
          onClick={() => {
            setName(s.name);
            setEditing(true);
          }}
        >
          <Pencil className="size-4" />
        </Button>
        <Button variant="ghost" size="icon" aria-label={`${s.name} 삭제`} onClick={() => setConfirm(true)}>
          <Trash2 className="size-4" />
        </Button>
      </div>
      <ConfirmDeleteDialog
        open={confirm}
        onOpenChange={setConfirm}
        title="저장한 검색을 삭제할까요?"
        description={`'${s.name}' 검색과 그 알림이 삭제됩니다.`}
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(s.id, {
            onSuccess: () => {
              setConfirm(false);
              toast.success("저장한 검색을 삭제했습니다.");
            },
            onError: fail("삭제하지 못했습니다."),
          })
        }
      />
    </li>
  );
}

/** The '저장한 검색' card of /account-settings: frequency, pause, rename and delete per saved search. */
export function SavedSearchesCard() {
  const list = useSavedSearches();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Search className="size-5" aria-hidden />
          저장한 검색
        </CardTitle>
        <CardDescription>조건에 맞는 새 프로젝트나 회원이 등록되면 알려드립니다. 최대 {SAVED_SEARCHES_MAX}개까지 저장할 수 있습니다.</CardDescription>
      </CardHeader>
      <CardContent>
        {list.isPending ? (
          <div className="space-y-3">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : list.isError ? (
          <div className="flex items-center justify-between gap-3 text-sm">
            <span className="text-muted-foreground">저장한 검색을 불러오지 못했습니다.</span>
            <Button variant="outline" size="sm" onClick={() => list.refetch()}>
              <RotateCw className="size-4" aria-hidden />
              다시 시도
            </Button>
          </div>
        ) : list.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            저장한 검색이 없습니다.{" "}
            <Link href="/projects" className="text-primary underline underline-offset-4">
              프로젝트 찾기
            </Link>
            에서 검색 조건을 고른 뒤 '검색 저장'을 눌러보세요.
          </p>
        ) : (
          <ul className="divide-y">
            {list.data.map((s) => (
              <Row key={s.id} s={s} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
