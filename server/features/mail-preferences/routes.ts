import type { Response, Router } from "express";
import type { MailKind } from "@shared/constants";
import { mailPreferencePaths as api } from "@shared/contract/mail-preferences";
import { FeatureRouter } from "../../http/contract-route";
import type { RouteContext } from "../../http/route-context";
import * as service from "./service";

export const mailKindLabel: Record<MailKind, string> = {
  invitation: "프로젝트 초대",
  application_result: "지원 결과",
  project_status: "프로젝트 시작·완료",
  review: "새 후기",
  deadline_reminder: "지원 마감 알림",
  saved_search: "저장한 검색 알림",
  contract: "서면계약",
  audition: "오디션 초대·알림",
};

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

function page(title: string, text: string, appUrl: string): string {
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)} - 아트링크</title></head>
<body style="margin:0;background:#f5f5f7;font-family:'Pretendard','Apple SD Gothic Neo','Noto Sans KR',sans-serif;color:#1f1f29">
<main style="max-width:480px;margin:64px auto;background:#fff;border-radius:12px;padding:32px">
<h1 style="font-size:20px;margin:0 0 16px">${escape(title)}</h1><p style="line-height:1.6">${escape(text)}</p>
<p style="margin-top:24px"><a href="${escape(appUrl)}/account-settings" style="color:#4f46e5">계정 설정에서 메일 수신 설정 변경하기</a></p>
</main></body></html>`;
}

/** Mounted at /api: /account/mail-preferences (signed in) and /mail/unsubscribe (no login, signed token). */
export function mailPreferenceRoutes(ctx: RouteContext): Router {
  const { db } = ctx;
  // GET from the mail's link and POST for one-click unsubscribe (RFC 8058) do the same: an HTML page either way.
  const unsubscribe = async ({ query, res }: { query: { token?: string }; res: Response }) => {
    const token = query.token ?? "";
    const done = token ? await service.unsubscribe(db, ctx.config.sessionSecret, token) : null;
    res.type("html");
    if (!done) {
      res
        .status(400)
        .send(
          page(
            "수신 거부 링크가 올바르지 않습니다",
            "링크가 잘못되었거나 더 이상 사용할 수 없습니다. 로그인 후 계정 설정에서 메일 수신 여부를 바꿀 수 있습니다.",
            ctx.config.appUrl,
          ),
        );
      return;
    }
    res.send(
      page(
        "수신 거부가 완료되었습니다",
        `앞으로 '${mailKindLabel[done.kind]}' 메일을 보내지 않습니다. 계정 설정에서 언제든 다시 받을 수 있습니다.`,
        ctx.config.appUrl,
      ),
    );
  };
  return new FeatureRouter("/api")
    .on(api.operations.get, ({ user }) => service.get(db, user.id))
    .on(api.operations.update, ({ user, body }) => service.update(db, user.id, body))
    .on(api.operations.unsubscribe, unsubscribe)
    .on(api.operations.unsubscribeOneClick, unsubscribe).router;
}
