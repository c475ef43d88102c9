import { useEffect } from "react";
import { BadgeCheck } from "lucide-react";
import { useFieldArray, useForm } from "react-hook-form";
import { toast } from "sonner";
import { confirmCreditsSchema } from "@shared/validators/activity";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { ApiRequestError, errorMessage } from "@/lib/api-client";
import { useConfirmCredits, useProjectCredits } from "../api/activity";
import { CreditStatusBadge } from "./credit-status-badge";

interface Row {
  artistId: string;
  name: string;
  locked: boolean;
  role: string;
  startDate: string;
  endDate: string;
  presentedOn: string;
  presentedPlace: string;
  feePaid: boolean;
  feeAmount: string;
}

export interface ProjectCreditsPanelProps {
  projectId: number;
  startDate: string | null;
  endDate: string | null;
  location: string | null;
}

/**
 * '참여 확인' in the owner's panel of a completed project (issue 15): one form for every accepted artist
 * (role, dates, public presentation, fee), sent in one step. Each artist then accepts or asks for a
 * correction; a credit they accepted is locked.
 */
export function ProjectCreditsPanel({ projectId, startDate, endDate, location }: ProjectCreditsPanelProps) {
  const credits = useProjectCredits(projectId);
  const confirm = useConfirmCredits(projectId);
  const form = useForm<{ rows: Row[] }>({ defaultValues: { rows: [] } });
  const { fields } = useFieldArray({ control: form.control, name: "rows" });
  const data = credits.data;

  useEffect(() => {
    if (!data) return;
    form.reset({
      rows: data.artists.map(({ artist, credit }) => ({
        artistId: artist.id,
        name: artist.name,
        locked: credit?.status === "verified",
        role: credit?.role ?? "",
        startDate: credit?.startDate ?? startDate ?? "",
        endDate: credit?.endDate ?? endDate ?? "",
        presentedOn: credit?.presentedOn ?? "",
        presentedPlace: credit?.presentedPlace ?? location ?? "",
        feePaid: credit?.feePaid ?? false,
        feeAmount: credit?.feeAmount != null ? String(credit.feeAmount) : "",
      })),
    });
  }, [data, form, startDate, endDate, location]);

  const onSubmit = form.handleSubmit((values) => {
    form.clearErrors();
    const open = values.rows.map((r, index) => ({ r, index })).filter(({ r }) => !r.locked);
    const body = {
      credits: open.map(({ r }) => ({
        artistId: r.artistId,
        role: r.role,
        startDate: r.startDate,
        endDate: r.endDate,
        presentedOn: r.presentedOn || null,
        presentedPlace: r.presentedPlace || null,
        feePaid: r.feePaid,
        feeAmount: r.feePaid && r.feeAmount.trim() ? Number(r.feeAmount.replace(/[,\s원]/g, "")) : null,
      })),
    };
    // Field errors land on the row they belong to (credits.N.field -> rows.index.field).
    const place = (path: string, message: string) => {
      const m = /^credits\.(\d+)\.(\w+)$/.exec(path);
      const row = m ? open[Number(m[1])] : undefined;
      if (row && m) form.setError(`rows.${row.index}.${m[2]}` as `rows.${number}.role`, { message });
      else toast.error(message);
    };
    const checked = confirmCreditsSchema.safeParse(body);
    if (!checked.success) {
      for (const issue of checked.error.issues) place(issue.path.join("."), issue.message);
      return;
    }
    confirm.mutate(checked.data, {
      onSuccess: () => toast.success("참여를 확인했습니다", { description: "예술인이 수락하면 양측 확인 기록이 됩니다." }),
      onError: (err) => {
        const fieldErrors = err instanceof ApiRequestError ? err.body?.fieldErrors : undefined;
        if (fieldErrors) for (const [path, msgs] of Object.entries(fieldErrors)) place(path, msgs[0] ?? "");
        else toast.error("참여를 확인하지 못했습니다", { description: errorMessage(err, "잠시 후 다시 시도해주세요.") });
      },
    });
  });

  const err = (i: number, name: keyof Row) => form.formState.errors.rows?.[i]?.[name]?.message;
  const editable = fields.some((f) => !f.locked);

  return (
    <section aria-labelledby="credits-title" className="flex flex-col gap-3 border-t pt-4" data-testid="project-credits">
      <h3 id="credits-title" className="flex items-center gap-1.5 text-sm font-semibold">
        <BadgeCheck className="size-4" aria-hidden="true" />
        참여 확인 (예술활동 증빙)
      </h3>
      <p className="text-xs text-muted-foreground">
        완료된 프로젝트에 참여한 예술인의 역할과 기간, 공개 발표, 보수 지급 여부를 확인해주세요. 예술인이 수락하면 예술활동증명에 쓸 수 있는 양측 확인 기록이
        됩니다. 보수 금액은 예술인이 공개하기 전까지 비공개입니다.
      </p>
      {credits.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : credits.isError || !data ? (
        <div className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
          참여 기록을 불러오지 못했습니다.
          <Button size="sm" variant="outline" onClick={() => void credits.refetch()}>
            다시 시도
          </Button>
        </div>
      ) : !data.artists.length ? (
        <p className="text-sm text-muted-foreground">승인된 참여 예술인이 없습니다.</p>
      ) : (
        <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
          {fields.map((f, i) => {
            const credit = data.artists.find((a) => a.artist.id === f.artistId)?.credit;
            const id = `credit-${projectId}-${i}`;
            const feePaid = form.watch(`rows.${i}.feePaid`);
            return (
              <fieldset
                key={f.id}
                className="flex flex-col gap-3 rounded-md border p-3"
                disabled={f.locked}
                aria-describedby={credit?.correctionNote ? `${id}-note` : undefined}
              >
                <legend className="flex flex-wrap items-center gap-2 px-1 text-sm font-medium">
                  {f.name}
                  {credit && <CreditStatusBadge status={credit.status} />}
                </legend>
                {credit?.correctionNote && credit.status === "correction_requested" && (
                  <p id={`${id}-note`} className="rounded-md bg-amber-50 p-2 text-xs text-amber-900">
                    예술인의 수정 요청: {credit.correctionNote}
                  </p>
                )}
                <div className="grid gap-3 sm:grid-cols-2">
                  <div className="flex flex-col gap-1.5 sm:col-span-2">
                    <Label htmlFor={`${id}-role`}>역할</Label>
                    <Input
                      id={`${id}-role`}
                      placeholder="예: 조각 작가, 주연 배우, 작곡"
                      aria-invalid={!!err(i, "role")}
                      {...form.register(`rows.${i}.role`)}
                    />
                    {err(i, "role") && <p className="text-xs text-destructive">{err(i, "role")}</p>}
                  </div>
                  <div className="flex flex-col gap-1.5">
                    <Label htmlFor={`${id}-start`}>참여 시작일</Label>
                    <Input id={`${id}-start`} type="date" aria-invalid={!!err(i, "startDate")} {...form.register(`rows.${i}.startDate`)} />
                    {err(i, "startDate") && <p className="text-xs text-destructive">{err(i, "startDate")}</p>}
                  </div>
                  <div className="flex flex-col gap-1.5">
                    <Label htmlFor={`${id}-end`}>참여 종료일</Label>
                    <Input id={`${id}-end`} type="date" aria-invalid={!!err(i, "endDate")} {...form.register(`rows.${i}.endDate`)} />
                    {err(i, "endDate") && <p className="text-xs text-destructive">{err(i, "endDate")}</p>}
                  </div>
                  <div className="flex flex-col gap-1.5">
                    <Label htmlFor={`${id}-presented`}>공개 발표일 (선택)</Label>
                    <Input id={`${id}-presented`} type="date" {...form.register(`rows.${i}.presentedOn`)} />
                    {err(i, "presentedOn") && <p className="text-xs text-destructive">{err(i, "presentedOn")}</p>}
                  </div>
                  <div className="flex flex-col gap-1.5">
                    <Label htmlFor={`${id}-place`}>공개 발표 장소 (선택)</Label>
                    <Input id={`${id}-place`} placeholder="예: 서울 여의도 한강공원" {...form.register(`rows.${i}.presentedPlace`)} />
                  </div>
                  <div className="flex items-center gap-2">
                    <Checkbox
                      id={`${id}-paid`}
                      checked={feePaid}
                      onCheckedChange={(v) => form.setValue(`rows.${i}.feePaid`, v === true, { shouldDirty: true })}
                      disabled={f.locked}
                    />
                    <Label htmlFor={`${id}-paid`}>보수를 지급했습니다</Label>
                  </div>
                  {feePaid && (
                    <div className="flex flex-col gap-1.5">
                      <Label htmlFor={`${id}-fee`}>보수 금액(원, 선택)</Label>
                      <Input
                        id={`${id}-fee`}
                        inputMode="numeric"
                        placeholder="예: 3500000"
                        aria-invalid={!!err(i, "feeAmount")}
                        {...form.register(`rows.${i}.feeAmount`)}
                      />
                      {err(i, "feeAmount") && <p className="text-xs text-destructive">{err(i, "feeAmount")}</p>}
                    </div>
                  )}
                </div>
              </fieldset>
            );
          })}
          {data.canConfirm && editable && (
            <Button type="submit" disabled={confirm.isPending} className="self-start">
              {confirm.isPending ? <Spinner /> : <BadgeCheck aria-hidden="true" />}
              참여 확인 보내기
            </Button>
          )}
        </form>
      )}
    </section>
  );
}
