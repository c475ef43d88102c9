import { useEffect } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { GENDERS, HEIGHT_CM_MAX, HEIGHT_CM_MIN, PLAYING_AGE_MAX, PLAYING_AGE_MIN, YEARS_OF_EXPERIENCE_MAX } from "@shared/constants";
import { genderLabel, type PerformerDetails } from "@shared/performer";
import { performerIssues, profileFields } from "@shared/validators/profiles";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { useAuth } from "@/features/auth/exports";
import { useUpdateProfile } from "../api/update-profile";
import { useSaveError } from "../lib/use-save-error";
import { DisciplineSelect } from "./discipline-select";
import { FormDialog } from "./form-dialog";

const proSchema = profileFields
  .pick({ yearsOfExperience: true, discipline: true, gender: true, heightCm: true, playingAgeMin: true, playingAgeMax: true })
  .superRefine((v, ctx) => {
    for (const i of performerIssues(v)) ctx.addIssue({ code: "custom", path: [i.path], message: i.message });
  });
type FormIn = z.input<typeof proSchema>;
type FormOut = z.output<typeof proSchema>;

export interface ProfessionalInfoDialogProps {
  userId: string;
  yearsOfExperience: number | null;
  /** An artist's performer details (issue 31); producers have none to edit. */
  performer?: Required<PerformerDetails>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const asText = (n: number | null | undefined) => (n == null ? "" : String(n));

/** 전문 정보: the field, years of experience (0 or empty shows 신입) and, for artists, the performer details. */
export function ProfessionalInfoDialog({ userId, yearsOfExperience, performer, open, onOpenChange }: ProfessionalInfoDialogProps) {
  const update = useUpdateProfile(userId);
  const onSaveError = useSaveError();
  // The owner's field (issue 31): role wording, portfolio prompts and career types follow it.
  const discipline = (useAuth().user?.discipline ?? null) as FormIn["discipline"];
  const form = useForm<FormIn, unknown, FormOut>({ resolver: zodResolver(proSchema), defaultValues: initial() });
  function initial(): FormIn {
    return {
      yearsOfExperience: asText(yearsOfExperience),
      discipline,
      gender: (performer?.gender ?? "") as FormIn["gender"],
      heightCm: asText(performer?.heightCm),
      playingAgeMin: asText(performer?.playingAgeMin),
      playingAgeMax: asText(performer?.playingAgeMax),
    };
  }

  useEffect(() => {
    if (open) form.reset(initial());
    // eslint-disable-next-line react-hooks/exhaustive-deps -- initial() reads exactly these
  }, [open, yearsOfExperience, discipline, performer, form]);

  const onSubmit = form.handleSubmit(({ gender, heightCm, playingAgeMin, playingAgeMax, ...rest }) => {
    const values = performer ? { ...rest, gender, heightCm, playingAgeMin, playingAgeMax } : rest;
    update.mutate(values, {
      onSuccess: () => {
        toast.success("전문 정보가 업데이트되었습니다.");
        onOpenChange(false);
      },
      onError: (err) => onSaveError(err, "업데이트 실패", "전문 정보를 저장하지 못했습니다."),
    });
  });

  const numberField = (name: "heightCm" | "playingAgeMin" | "playingAgeMax", label: string, min: number, max: number) => (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input type="number" inputMode="numeric" min={min} max={max} step={1} {...field} value={field.value == null ? "" : String(field.value)} />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="전문 정보 수정"
      description={performer ? "활동 분야와 경력, 배우·무용수·모델이라면 캐스팅에 쓰이는 정보를 입력하세요." : "활동 분야와 경력 연수를 입력하세요."}
      onSubmit={onSubmit}
      pending={update.isPending}
      className="sm:max-w-md"
    >
      <Form {...form}>
        <FormField
          control={form.control}
          name="discipline"
          render={({ field }) => (
            <FormItem>
              <FormLabel>활동 분야</FormLabel>
              <FormControl>
                <DisciplineSelect {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="yearsOfExperience"
          render={({ field }) => (
            <FormItem>
              <FormLabel>경력 (년)</FormLabel>
              <FormControl>
                <Input
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={YEARS_OF_EXPERIENCE_MAX}
                  step={1}
                  {...field}
                  value={field.value == null ? "" : String(field.value)}
                />
              </FormControl>
              <FormDescription>비워 두거나 0을 입력하면 '신입'으로 표시됩니다.</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        {performer && (
          <fieldset className="flex flex-col gap-4 rounded-lg border p-4">
            <legend className="px-1 text-sm font-semibold">배우·모델 정보 (선택)</legend>
            <p className="-mt-2 text-xs text-muted-foreground">입력한 정보는 프로필과 아티스트 찾기 카드에 공개되고, 캐스팅 검색에 쓰입니다.</p>
            <FormField
              control={form.control}
              name="gender"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>성별</FormLabel>
                  <FormControl>
                    <NativeSelect {...field} value={field.value ?? ""}>
                      <option value="">선택 안 함</option>
                      {GENDERS.map((g) => (
                        <option key={g} value={g}>
                          {genderLabel[g]}
                        </option>
                      ))}
                    </NativeSelect>
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            {numberField("heightCm", "키 (cm)", HEIGHT_CM_MIN, HEIGHT_CM_MAX)}
            <div className="grid grid-cols-2 gap-3">
              {numberField("playingAgeMin", "연기 가능 나이 (최소)", PLAYING_AGE_MIN, PLAYING_AGE_MAX)}
              {numberField("playingAgeMax", "연기 가능 나이 (최대)", PLAYING_AGE_MIN, PLAYING_AGE_MAX)}
            </div>
          </fieldset>
        )}
      </Form>
    </FormDialog>
  );
}
