export interface MailContent {
  subject: string;
  html: string;
  text: string;
}

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

const DEFAULT_FOOTER = "본인이 요청하지 않았다면 이 메일을 무시하셔도 됩니다.";

function layout(title: string, body: string, link: string, cta: string, footer: string = DEFAULT_FOOTER): string {
  return `<!doctype html><html lang="ko"><body style="margin:0;background:#f5f5f7;font-family:'Pretendard','Apple SD Gothic Neo','Noto Sans KR',sans-serif;color:#1f1f29">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:520px;background:#fff;border-radius:12px;padding:32px">
<tr><td><h1 style="font-size:20px;margin:0 0 16px">${escape(title)}</h1>${body}
<p style="margin:24px 0"><a href="${escape(link)}" style="display:inline-block;background:#4f46e5;color:#fff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">${escape(cta)}</a></p>
<p style="font-size:12px;color:#6b6b7b">버튼이 열리지 않으면 아래 주소를 브라우저에 붙여넣어 주세요.<br><a href="${escape(link)}" style="color:#4f46e5;word-break:break-all">${escape(link)}</a></p>
<p style="font-size:12px;color:#6b6b7b;margin-top:24px">${escape(footer)}<br>아트링크 드림</p>
</td></tr></table></td></tr></table></body></html>`;
}

export function verificationMail(name: string, link: string): MailContent {
  const subject = "[아트링크] 이메일 주소를 인증해주세요";
  const intro = `${name}님, 아트링크에 가입해주셔서 감사합니다. 아래 버튼을 눌러 이메일 인증을 완료해주세요. 링크는 24시간 동안 유효합니다.`;
  return {
    subject,
    html: layout("이메일 인증", `<p style="line-height:1.6">${escape(intro)}</p>`, link, "이메일 인증하기"),
    text: `${intro}\n\n${link}\n\n본인이 요청하지 않았다면 이 메일을 무시하셔도 됩니다.\n아트링크 드림`,
  };
}

export function passwordResetMail(name: string, link: string): MailContent {
  const subject = "[아트링크] 비밀번호 재설정 안내";
  const intro = `${name}님, 비밀번호 재설정 요청을 받았습니다. 아래 버튼을 눌러 새 비밀번호를 설정해주세요. 링크는 24시간 동안 한 번만 사용할 수 있습니다.`;
  return {
    subject,
    html: layout("비밀번호 재설정", `<p style="line-height:1.6">${escape(intro)}</p>`, link, "비밀번호 재설정하기"),
    text: `${intro}\n\n${link}\n\n본인이 요청하지 않았다면 이 메일을 무시하셔도 됩니다.\n아트링크 드림`,
  };
}

const paragraphs = (...lines: string[]) => lines.map((l) => `<p style="line-height:1.6;white-space:pre-wrap">${escape(l)}</p>`).join("");

export interface ContactMailInput {
  name: string;
  email: string;
  categoryLabel: string;
  subject: string;
  message: string;
  responseHours: number;
  signedInUserId: string | null;
}

/** The inquiry as the support team receives it; answering it replies to the sender (Reply-To). */
export function contactInquiryMail(i: ContactMailInput, inquiryId: number): MailContent {
  const subject = `[아트링크 문의][${i.categoryLabel}] ${i.subject}`.slice(0, 255);
  const meta = `문의 번호 #${inquiryId} · 유형: ${i.categoryLabel} · 보낸 사람: ${i.name} <${i.email}>${i.signedInUserId ? ` · 회원 ID: ${i.signedInUserId}` : " · 비회원"}`;
  const footer = `답장하면 문의하신 분(${i.email})에게 바로 전달됩니다. 안내된 답변 시간: ${i.responseHours}시간 이내`;
  return {
    subject,
    html: layout(i.subject, paragraphs(meta, i.message), `mailto:${i.email}`, "문의자에게 답장하기", footer),
    text: `${meta}\n\n제목: ${i.subject}\n\n${i.message}\n\n${footer}`,
  };
}

/** The acknowledgement the sender receives, with the category's stated response time. */
export function contactAckMail(i: ContactMailInput, helpLink: string): MailContent {
  const subject = "[아트링크] 문의가 접수되었습니다";
  const intro = `${i.name}님, 아트링크에 문의해주셔서 감사합니다. '${i.subject}' 문의(${i.categoryLabel})가 정상적으로 접수되었습니다.`;
  const eta = `${i.categoryLabel}는 보통 ${i.responseHours}시간 이내에 답변드립니다. 고객센터 운영 시간은 평일 09:00-18:00이며, 주말 및 공휴일에 접수된 문의는 다음 영업일부터 순서대로 답변드립니다.`;
  const footer = "이 메일은 발신 전용입니다. 추가로 전하실 내용이 있으면 문의하기 페이지를 이용해주세요.";
  return {
    subject,
    html: layout("문의가 접수되었습니다", paragraphs(intro, eta, `보내신 내용:\n${i.message}`), helpLink, "도움말 보기", footer),
    text: `${intro}\n\n${eta}\n\n보내신 내용:\n${i.message}\n\n자주 묻는 질문: ${helpLink}\n\n${footer}\n아트링크 드림`,
  };
}
