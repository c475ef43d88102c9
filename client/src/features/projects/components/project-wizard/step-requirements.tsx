import { useFormContext } from "react-hook-form";
import { wizardWords } from "@shared/discipline-labels";
import type { ProjectFields, ProjectFormInput } from "@shared/validators/projects";
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Textarea } from "@/components/ui/textarea";
import { useAuth } from "@/features/auth/exports";
import { BudgetField } from "./budget-field";
import { ConditionsFields } from "./conditions-fields";
import { RolesEditor } from "./roles-editor";

const REQUIREMENTS_MAX = 3000;

export function StepRequirements() {
  const form = useFormContext<ProjectFormInput, unknown, ProjectFields>();
  // Examples from the producer's own field (issue 31).
  const words = wizardWords(useAuth().user?.discipline);

  return (
    <div className="flex flex-col gap-6">
      <RolesEditor />
      <ConditionsFields />
      <FormField
        control={form.control}
        name="budget"
        render={({ field }) => (
          <FormItem>
            <FormLabel>예산</FormLabel>
            <FormControl>
              <BudgetField value={field.value ?? ""} onChange={field.onChange} />
            </FormControl>
            <FormDescription>예산 범위를 고르거나 금액을 직접 입력하세요. 다시 누르면 선택이 해제됩니다.</FormDescription>
            <FormMessage />
          </FormItem>
        )}
      />

      <FormField
        control={form.control}
        name="requirements"
        render={({ field }) => (
          <FormItem>
            <FormLabel>지원 자격 및 요구사항</FormLabel>
            <FormControl>
              <Textarea
                {...field}
                value={field.value ?? ""}
                rows={7}
                maxLength={REQUIREMENTS_MAX}
                placeholder={words.requirementsPlaceholder}
                className="min-h-40"
              />
            </FormControl>
            <div className="flex items-start justify-between gap-2">
              <FormMessage />
              <span className="ml-auto shrink-0 text-xs text-muted-foreground tabular-nums">
                {(field.value ?? "").length}/{REQUIREMENTS_MAX}
              </span>
            </div>
          </FormItem>
        )}
      />
    </div>
  );
}
