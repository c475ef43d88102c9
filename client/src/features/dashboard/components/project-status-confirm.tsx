import type { ProjectStatus } from "@shared/constants";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";

export interface StatusChange {
  projectId: number;
  projectTitle: string;
  to: Extract<ProjectStatus, "in_progress" | "completed">;
}

const COPY = {
  in_progress: {
    title: "프로젝트를 시작하시겠습니까?",
    description:
      "프로젝트가 '진행 중'으로 바뀌고 모집이 끝납니다. 승인된 아티스트에게 시작 알림이 전송됩니다. 참여 아티스트 모두와 서면계약 서명(또는 외부 계약 기록)이 끝나 있어야 하며, 계약은 프로젝트 페이지의 관리 패널에서 작성합니다.",
    action: "프로젝트 시작",
  },
  completed: {
    title: "프로젝트를 완료하시겠습니까?",
    description: "완료한 프로젝트는 다시 진행 중으로 되돌리거나 수정할 수 없습니다. 완료 후 참여한 아티스트에게 후기를 남길 수 있습니다.",
    action: "프로젝트 완료",
  },
} as const;

/** Spec: starting and completing a project both ask for confirmation first. */
export function ProjectStatusConfirm({
  change,
  onClose,
  onConfirm,
}: {
  change: StatusChange | null;
  onClose: () => void;
  onConfirm: (change: StatusChange) => void;
}) {
  const copy = change ? COPY[change.to] : null;
  return (
    <AlertDialog open={!!change} onOpenChange={(o) => !o && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{copy?.title}</AlertDialogTitle>
          <AlertDialogDescription>
            {change && <span className="mb-1 block font-medium text-foreground">‘{change.projectTitle}’</span>}
            {copy?.description}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>취소</AlertDialogCancel>
          <AlertDialogAction onClick={() => change && onConfirm(change)}>{copy?.action}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
