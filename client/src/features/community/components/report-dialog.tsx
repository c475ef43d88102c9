import { useEffect } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { REPORT_REASON_MAX } from "@shared/constants";
import { reportSchema, type ReportInput } from "@shared/validators/community";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";

export interface ReportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** '게시글' or '댓글'. */
  subject: string;
  pending: boolean;
  onSubmit: (reason: string) => void;
  /** What happens after the report; by default the item disappears for the reporter. */
  description?: string;
}

/** 신고하기: a reason is required; after the report the item disappears for the reporter. */
export function ReportDialog({ open, onOpenChange, subject, pending, onSubmit, description }: ReportDialogProps) {
  const form = useForm<ReportInput, unknown, z.output<typeof reportSchema>>({ resolver: zodResolver(reportSchema), defaultValues: { reason: "" } });
  useEffect(() => {
    if (open) form.reset({ reason: "" });
  }, [open, form]);
  const reason = form.watch("reason") ?? "";

  return (
    <Dialog open={open} onOpenChange={(o) => !pending && onOpenChange(o)}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{subject} 신고하기</DialogTitle>
          <DialogDescription>{description ?? `신고 사유를 알려주세요. 신고한 ${subject}은 회원님께 더 이상 보이지 않습니다.`}</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={form.handleSubmit((v) => onSubmit(v.reason.trim()))} className="flex flex-col gap-4" noValidate>
            <FormField
              control={form.control}
              name="reason"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>신고 사유</FormLabel>
                  <FormControl>
                    <Textarea {...field} rows={4} maxLength={REPORT_REASON_MAX} placeholder="예: 광고, 욕설, 도배, 저작권 침해" />
                  </FormControl>
                  <div className="flex justify-between gap-2">
                    <FormMessage />
                    <span className="ml-auto text-xs text-muted-foreground tabular-nums">
                      {reason.length}/{REPORT_REASON_MAX}
                    </span>
                  </div>
                </FormItem>
              )}
            />
            <DialogFooter>
              <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
                취소
              </Button>
              <Button type="submit" variant="destructive" disabled={pending}>
                {pending && <Spinner />}
                신고하기
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
