import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/lib/toast";
import { useHideProject } from "../api/admin-api";
import { ErrorLine, SectionTitle } from "./shared";

/** Projects: take one down (or bring it back) by its number or its address. */
export function ProjectsSection() {
  const [raw, setRaw] = useState("");
  const [reason, setReason] = useState("");
  const mutation = useHideProject();
  const idId = useId();
  const reasonId = useId();
  const id = Number(/(\d+)\s*$/.exec(raw.trim())?.[1] ?? NaN);
  const run = (hide: boolean) => (e?: FormEvent) => {
    e?.preventDefault();
    mutation.mutate({ id, reason, hide }, { onSuccess: (r) => toast.success(r.message) });
  };
  return (
    <section aria-labelledby="projects-title" className="max-w-xl">
      <SectionTitle>
        <span id="projects-title">프로젝트 숨김</span>
      </SectionTitle>
      <p className="mb-4 text-sm text-muted-foreground">
        숨긴 프로젝트는 목록·검색·상세 페이지에서 사라지고 제작자와 운영진만 볼 수 있습니다. 제작자에게 사유를 알리고, 지원자에게 마감 소식을 보냅니다.
      </p>
      <form onSubmit={run(true)} className="grid gap-4">
        <div className="grid gap-2">
          <Label htmlFor={idId}>프로젝트 번호 또는 주소</Label>
          <Input id={idId} value={raw} onChange={(e) => setRaw(e.target.value)} placeholder="예: 123 또는 https://…/projects/123" required />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={reasonId}>사유 (제작자에게 전달됩니다)</Label>
          <Textarea id={reasonId} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={1000} rows={3} />
        </div>
        <ErrorLine error={mutation.error} />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant="destructive" disabled={!Number.isInteger(id) || !reason.trim() || mutation.isPending}>
            숨기기
          </Button>
          <Button type="button" variant="outline" disabled={!Number.isInteger(id) || mutation.isPending} onClick={() => run(false)()}>
            다시 공개
          </Button>
        </div>
      </form>
    </section>
  );
}

/** The hide / show-again action on a project row of a person's page. */
export function ProjectHideButton({ id, hidden }: { id: number; hidden: boolean }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const mutation = useHideProject();
  const reasonId = useId();
  if (hidden)
    return (
      <Button
        size="sm"
        variant="outline"
        disabled={mutation.isPending}
        onClick={() => mutation.mutate({ id, reason: "", hide: false }, { onSuccess: (r) => toast.success(r.message) })}
      >
        다시 공개
      </Button>
    );
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          숨기기
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            mutation.mutate({ id, reason, hide: true }, { onSuccess: (r) => (toast.success(r.message), setOpen(false)) });
          }}
        >
          <DialogHeader>
            <DialogTitle>프로젝트 숨기기</DialogTitle>
            <DialogDescription>제작자에게 사유를 알리고, 지원자에게 프로젝트가 마감되었다고 알립니다.</DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor={reasonId}>사유</Label>
            <Textarea id={reasonId} value={reason} onChange={(e) => setReason(e.target.value)} required maxLength={1000} rows={3} />
          </div>
          <ErrorLine error={mutation.error} />
          <DialogFooter>
            <Button type="submit" variant="destructive" disabled={!reason.trim() || mutation.isPending}>
              숨기기
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
