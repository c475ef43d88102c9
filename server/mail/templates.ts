export interface MailContent {
  subject: string;
  html: string;
  text: string;
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

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

/** A sign-in method of the account with the link that removes it in one click (issue 25). */
export interface MailedSignInMethod {
  label: string;
  removeLink: string;
}

/**
 * The reset link, and every other way into the account (passkeys, linked providers), each with a link
 * that removes it: a passkey or link someone else added survives a reset otherwise (issue 25).
 */
export function passwordResetMail(name: string, link: string, methods: MailedSignInMethod[] = []): MailContent {
  const subject = "[아트링크] 비밀번호 재설정 안내";
  const intro = `${name}님, 비밀번호 재설정 요청을 받았습니다. 아래 버튼을 눌러 새 비밀번호를 설정해주세요. 링크는 24시간 동안 한 번만 사용할 수 있습니다.`;
  const methodsIntro = "비밀번호 외에 이 계정에 로그인할 수 있는 방법입니다. 본인이 등록하지 않은 방법이 있다면 바로 삭제하세요.";
  const methodsHtml = methods.length
    ? `<p style="line-height:1.6">${escape(methodsIntro)}</p><ul>${methods
        .map((m) => `<li style="line-height:1.8">${escape(m.label)} — <a href="${escape(m.removeLink)}" style="color:#b91c1c">삭제하기</a></li>`)
        .join("")}</ul>`
    : "";
  const methodsText = methods.length ? `\n\n${methodsIntro}\n${methods.map((m) => `- ${m.label} 삭제하기: ${m.removeLink}`).join("\n")}` : "";
  return {
    subject,
    html: layout("비밀번호 재설정", `<p style="line-height:1.6">${escape(intro)}</p>${methodsHtml}`, link, "비밀번호 재설정하기"),
    text: `${intro}\n\n${link}${methodsText}\n\n본인이 요청하지 않았다면 이 메일을 무시하셔도 됩니다.\n아트링크 드림`,
  };
}

/** A new way into the account was added (a passkey or a linked provider): the owner hears of it with a one-click removal. */
export function signInMethodAddedMail(name: string, methodLabel: string, removeLink: string): MailContent {
  const subject = "[아트링크] 새 로그인 방법이 추가되었습니다";
  const intro = `${name}님, 계정에 새 로그인 방법(${methodLabel})이 추가되었습니다. 본인이 추가하지 않았다면 아래 버튼으로 바로 삭제하고 비밀번호를 변경해주세요.`;
  const footer = "본인이 추가했다면 이 메일을 무시하셔도 됩니다.";
  return {
    subject,
    html: layout("새 로그인 방법 추가", `<p style="line-height:1.6">${escape(intro)}</p>`, removeLink, "이 로그인 방법 삭제하기", footer),
    text: `${intro}\n\n${removeLink}\n\n${footer}\n아트링크 드림`,
  };
}

/** A sign-in from a device not seen before on the account; the link ends that session and leads to a password change. */
export function newDeviceMail(name: string, p: { device: string; address: string; at: string }, endLink: string): MailContent {
  const subject = "[아트링크] 새로운 기기에서 로그인했습니다";
  const intro = `${name}님, 새로운 기기에서 아트링크 계정에 로그인했습니다.`;
  const detail = `기기: ${p.device}\n주소: ${p.address}\n시각: ${p.at}`;
  const ask = "본인이 아니라면 아래 버튼을 눌러 그 기기의 로그인을 끝내고 비밀번호를 변경해주세요.";
  const footer = "본인이 로그인했다면 이 메일을 무시하셔도 됩니다.";
  return {
    subject,
    html: layout("새로운 기기에서 로그인했습니다", paragraphs(intro, detail, ask), endLink, "로그인 끝내고 비밀번호 변경하기", footer),
    text: `${intro}\n\n${detail}\n\n${ask}\n${endLink}\n\n${footer}\n아트링크 드림`,
  };
}

/** "My data" is ready (issue 25): an account mail (no unsubscribe), pointing to the settings where the owner downloads it. */
export function dataExportReadyMail(name: string, p: { expiresAt: string }, link: string): MailContent {
  const subject = "[아트링크] 요청하신 내 데이터가 준비되었습니다";
  const intro = `${name}님, 요청하신 아트링크 계정의 데이터(ZIP 파일)가 준비되었습니다.`;
  const detail = `계정 설정의 '내 데이터 받기'에서 로그인한 상태로 내려받을 수 있습니다.\n내려받기 기한: ${p.expiresAt}까지 (24시간)`;
  const footer = "본인이 요청하지 않았다면 비밀번호를 변경하고 '로그인된 기기'에서 모르는 기기의 로그인을 끝내주세요.";
  return {
    subject,
    html: layout("내 데이터가 준비되었습니다", paragraphs(intro, detail), link, "내 데이터 받으러 가기", footer),
    text: `${intro}\n\n${detail}\n${link}\n\n${footer}\n아트링크 드림`,
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

/**
 * The layout of the non-account mails (invitations, results, project news, reviews, reminders): one
 * action link, and at the bottom the signed link that turns this kind of mail off without logging in.
 */
function noticeMail(subject: string, title: string, paragraphs: string[], link: string, cta: string, unsubscribe: string): MailContent {
  const body = paragraphs.map((p) => `<p style="line-height:1.6;white-space:pre-line">${escape(p)}</p>`).join("");
  const html = `<!doctype html><html lang="ko"><body style="margin:0;background:#f5f5f7;font-family:'Pretendard','Apple SD Gothic Neo','Noto Sans KR',sans-serif;color:#1f1f29">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:520px;background:#fff;border-radius:12px;padding:32px">
<tr><td><h1 style="font-size:20px;margin:0 0 16px">${escape(title)}</h1>${body}
<p style="margin:24px 0"><a href="${escape(link)}" style="display:inline-block;background:#4f46e5;color:#fff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">${escape(cta)}</a></p>
<p style="font-size:12px;color:#6b6b7b">버튼이 열리지 않으면 아래 주소를 브라우저에 붙여넣어 주세요.<br><a href="${escape(link)}" style="color:#4f46e5;word-break:break-all">${escape(link)}</a></p>
<p style="font-size:12px;color:#6b6b7b;margin-top:24px">아트링크 드림<br>이런 메일을 더 받고 싶지 않으시면 <a href="${escape(unsubscribe)}" style="color:#6b6b7b">수신 거부</a>를 눌러주세요. 계정 설정에서 다시 켤 수 있습니다.</p>
</td></tr></table></td></tr></table></body></html>`;
  const text = `${paragraphs.join("\n\n")}\n\n${cta}: ${link}\n\n아트링크 드림\n\n이런 메일을 더 받고 싶지 않으시면 아래 주소에서 수신 거부할 수 있습니다.\n${unsubscribe}`;
  return { subject, html, text };
}

export function invitationMail(
  p: { artistName: string; producerName: string; projectTitle: string; message: string | null; link: string },
  unsubscribe: string,
): MailContent {
  const paragraphs = [`${p.artistName}님, ${p.producerName}님이 '${p.projectTitle}' 프로젝트에 초대했습니다.`];
  if (p.message) paragraphs.push(`초대 메시지:\n${p.message}`);
  paragraphs.push("대시보드에서 초대를 확인하고 수락 또는 거절해주세요.");
  return noticeMail(`[아트링크] '${p.projectTitle}' 프로젝트 초대가 도착했습니다`, "프로젝트 초대", paragraphs, p.link, "초대 확인하기", unsubscribe);
}

export function applicationResultMail(
  p: { artistName: string; projectTitle: string; accepted: boolean; reason: string | null; link: string },
  unsubscribe: string,
): MailContent {
  const paragraphs = p.accepted
    ? [`${p.artistName}님, '${p.projectTitle}' 프로젝트 지원이 승인되었습니다. 축하합니다!`]
    : [`${p.artistName}님, 아쉽게도 '${p.projectTitle}' 프로젝트 지원이 거절되었습니다.`];
  if (p.reason) paragraphs.push(`${p.accepted ? "메시지" : "사유"}: ${p.reason}`);
  return noticeMail(
    `[아트링크] '${p.projectTitle}' 지원 결과 안내`,
    p.accepted ? "지원 승인" : "지원 결과 안내",
    paragraphs,
    p.link,
    "지원 현황 보기",
    unsubscribe,
  );
}

export function projectStatusMail(
  p: { artistName: string; projectTitle: string; status: "in_progress" | "completed"; link: string },
  unsubscribe: string,
): MailContent {
  const started = p.status === "in_progress";
  const paragraphs = started
    ? [`${p.artistName}님, 참여 중인 '${p.projectTitle}' 프로젝트가 시작되었습니다.`]
    : [`${p.artistName}님, '${p.projectTitle}' 프로젝트가 완료되었습니다. 수고 많으셨습니다.`, "함께한 제작자에게 후기를 남겨주세요."];
  return noticeMail(
    `[아트링크] '${p.projectTitle}' 프로젝트가 ${started ? "시작" : "완료"}되었습니다`,
    started ? "프로젝트 시작" : "프로젝트 완료",
    paragraphs,
    p.link,
    "프로젝트 보기",
    unsubscribe,
  );
}

export function reviewMail(p: { name: string; projectTitle: string; rating: number; link: string }, unsubscribe: string): MailContent {
  return noticeMail(
    `[아트링크] 새 후기가 도착했습니다`,
    "새 후기 도착",
    [`${p.name}님, '${p.projectTitle}' 프로젝트에서 새로운 후기(${p.rating}점)를 받았습니다.`],
    p.link,
    "후기 보기",
    unsubscribe,
  );
}

export function deadlineReminderMail(
  p: { name: string; projectTitle: string; deadline: string; pendingCount: number; link: string },
  unsubscribe: string,
): MailContent {
  const paragraphs = [
    `${p.name}님, '${p.projectTitle}' 프로젝트의 지원 마감일(${p.deadline})이 다가오고 있습니다.`,
    p.pendingCount > 0
      ? `아직 답변을 기다리는 지원서가 ${p.pendingCount}건 있습니다. 지원자들이 기다리지 않도록 승인 또는 거절해주세요.`
      : "아직 검토를 기다리는 지원서는 없습니다.",
  ];
  return noticeMail(`[아트링크] '${p.projectTitle}' 지원 마감 3일 전입니다`, "지원 마감 임박", paragraphs, p.link, "지원자 관리하기", unsubscribe);
}

/** A saved search's instant alert: the new project, and the list with the saved filters (decision 023). */
export function savedSearchAlertMail(
  p: { name: string; searchName: string; itemTitle: string; itemLink: string; listLink: string; noun: string },
  unsubscribe: string,
): MailContent {
  const paragraphs = [
    `${p.name}님, 저장한 검색 '${p.searchName}'에 맞는 새 ${p.noun}이(가) 등록되었습니다.`,
    `${p.itemTitle}\n${p.itemLink}`,
    "아래 버튼을 누르면 저장한 조건으로 검색한 목록이 열립니다.",
  ];
  return noticeMail(
    `[아트링크] '${p.searchName}'에 맞는 새 ${p.noun}: ${p.itemTitle}`.slice(0, 255),
    "저장한 검색 알림",
    paragraphs,
    p.listLink,
    "검색 결과 보기",
    unsubscribe,
  );
}

/**
 * Instant alerts that waited out the hour's cap (issue 30: at most one instant alert per person per hour):
 * every match since the last alert, of any of the person's instant searches, in one mail.
 */
export function savedSearchBundleMail(
  p: { name: string; items: Array<{ searchName: string; title: string; link: string }>; more: number; listLink: string },
  unsubscribe: string,
): MailContent {
  const total = p.items.length + p.more;
  const list = p.items.map((i, n) => `${n + 1}. [${i.searchName}] ${i.title}\n${i.link}`).join("\n");
  const paragraphs = [
    `${p.name}님, 저장한 검색 조건에 맞는 새 항목 ${total}건이 등록되었습니다. 즉시 알림은 한 시간에 한 번까지 보내 드리므로, 그사이 등록된 항목을 모아 보내 드립니다.`,
    list + (p.more > 0 ? `\n외 ${p.more}건` : ""),
    "아래 버튼을 누르면 저장한 검색을 관리할 수 있습니다.",
  ];
  return noticeMail(`[아트링크] 저장한 검색에 맞는 새 항목 ${total}건`, "저장한 검색 알림", paragraphs, p.listLink, "저장한 검색 보기", unsubscribe);
}

/** A saved search's daily or weekly digest: every new match since the last digest, each once. */
export function savedSearchDigestMail(
  p: {
    name: string;
    searchName: string;
    period: "daily" | "weekly";
    items: Array<{ title: string; link: string }>;
    more: number;
    listLink: string;
    noun: string;
  },
  unsubscribe: string,
): MailContent {
  const when = p.period === "daily" ? "지난 하루" : "지난 한 주";
  const total = p.items.length + p.more;
  const list = p.items.map((i, n) => `${n + 1}. ${i.title}\n${i.link}`).join("\n");
  const paragraphs = [
    `${p.name}님, ${when} 동안 저장한 검색 '${p.searchName}'에 맞는 새 ${p.noun} ${total}건이 등록되었습니다.`,
    list + (p.more > 0 ? `\n외 ${p.more}건` : ""),
    "아래 버튼을 누르면 저장한 조건으로 검색한 목록이 열립니다.",
  ];
  const subject = `[아트링크] '${p.searchName}' ${p.period === "daily" ? "오늘의" : "이번 주"} 새 ${p.noun} ${total}건`.slice(0, 255);
  return noticeMail(subject, p.period === "daily" ? "저장한 검색 일간 소식" : "저장한 검색 주간 소식", paragraphs, p.listLink, "검색 결과 보기", unsubscribe);
}

/**
 * Contract mails: a signing request, a decline told to the producer, a voided signature, the signed PDF,
 * and a contract both signed being ended: the request to the other party, its answer, the end.
 */
export function contractMail(
  p: {
    name: string;
    projectTitle: string;
    event: "sent" | "declined" | "voided" | "signed" | "termination_requested" | "termination_declined" | "terminated";
    otherName: string;
    reason?: string | null;
    link: string;
  },
  unsubscribe: string,
): MailContent {
  const copy = {
    sent: {
      subject: `[아트링크] '${p.projectTitle}' 계약서 서명 요청`,
      title: "계약서 서명 요청",
      lines: [
        `${p.name}님, ${p.otherName}님이 '${p.projectTitle}' 프로젝트의 서면계약서를 보냈습니다.`,
        "예술인 복지법에 따른 서면계약입니다. 계약서를 읽고 서명하거나, 수정이 필요하면 사유와 함께 거절해주세요.",
      ],
      cta: "계약서 확인하기",
    },
    declined: {
      subject: `[아트링크] '${p.projectTitle}' 계약서가 거절되었습니다`,
      title: "계약서 거절",
      lines: [`${p.name}님, ${p.otherName}님이 '${p.projectTitle}' 계약서를 거절했습니다.`, `사유: ${p.reason ?? ""}`],
      cta: "계약서 수정하기",
    },
    voided: {
      subject: `[아트링크] '${p.projectTitle}' 계약서가 변경되었습니다`,
      title: "계약서 변경",
      lines: [`${p.name}님, '${p.projectTitle}' 계약서 내용이 변경되어 이전 서명이 무효가 되었습니다.`, "변경된 계약서를 다시 받으면 확인 후 서명해주세요."],
      cta: "계약서 보기",
    },
    signed: {
      subject: `[아트링크] '${p.projectTitle}' 계약서 서명이 완료되었습니다`,
      title: "계약 체결 완료",
      lines: [
        `${p.name}님, ${p.otherName}님과의 '${p.projectTitle}' 계약서에 양측 서명이 완료되었습니다.`,
        "서명된 계약서 PDF를 첨부합니다. 계약서의 진위는 PDF에 적힌 확인 주소에서 언제든 확인할 수 있습니다.",
      ],
      cta: "계약서 보기",
    },
    termination_requested: {
      subject: `[아트링크] '${p.projectTitle}' 계약 해지 요청`,
      title: "계약 해지 요청",
      lines: [
        `${p.name}님, ${p.otherName}님이 '${p.projectTitle}' 계약의 해지를 요청했습니다.`,
        `사유: ${p.reason ?? ""}`,
        `계약은 ${p.name}님이 수락해야만 해지됩니다. 계약서에서 수락하거나 거절해주세요.`,
      ],
      cta: "해지 요청 확인하기",
    },
    termination_declined: {
      subject: `[아트링크] '${p.projectTitle}' 계약 해지 요청이 거절되었습니다`,
      title: "계약 해지 요청 거절",
      lines: [
        `${p.name}님, ${p.otherName}님이 '${p.projectTitle}' 계약의 해지 요청을 거절했습니다. 계약은 그대로 유효합니다.`,
        ...(p.reason ? [`의견: ${p.reason}`] : []),
      ],
      cta: "계약서 보기",
    },
    terminated: {
      subject: `[아트링크] '${p.projectTitle}' 계약이 합의 해지되었습니다`,
      title: "계약 합의 해지",
      lines: [
        `${p.name}님, ${p.otherName}님과의 '${p.projectTitle}' 계약이 양측의 합의로 해지되었습니다.`,
        "서명된 계약서 PDF는 그대로 보관되며, 확인 주소에서는 서명된 원본임과 해지된 날짜가 함께 표시됩니다.",
      ],
      cta: "계약서 보기",
    },
  }[p.event];
  return noticeMail(copy.subject, copy.title, copy.lines, p.link, copy.cta, unsubscribe);
}

/** A suspended account's notice (issue 24): the reason, the end, and how to appeal (the contact form). */
export function suspensionMail(name: string, reason: string, until: string | null, contactLink: string): MailContent {
  const subject = "[아트링크] 계정 이용이 정지되었습니다";
  const intro = `${name}님, 운영 정책 위반으로 아트링크 계정 이용이 ${until ? `${until}까지` : "무기한"} 정지되었습니다. 정지 기간에는 로그인할 수 없고, 게시한 프로젝트와 게시글은 다른 회원에게 보이지 않습니다.`;
  const why = `정지 사유:\n${reason}`;
  const appeal = "이의가 있으시면 문의하기 페이지에서 '고객 지원'을 골라 계정 이메일과 함께 알려주세요. 운영팀이 검토한 뒤 답변드립니다.";
  return {
    subject,
    html: layout("계정 이용 정지 안내", paragraphs(intro, why, appeal), contactLink, "이의 신청하기", "이 메일은 발신 전용입니다."),
    text: `${intro}\n\n${why}\n\n${appeal}\n${contactLink}\n\n아트링크 드림`,
  };
}

/** The support team's answer to a contact inquiry, mailed to its sender. */
export function inquiryReplyMail(name: string, subject: string, question: string, answer: string, contactLink: string): MailContent {
  const title = `[아트링크] 문의에 답변드립니다: ${subject}`.slice(0, 255);
  const intro = `${name}님, 문의해주셔서 감사합니다. '${subject}' 문의에 대한 답변입니다.`;
  const more = "추가로 궁금하신 점은 문의하기 페이지로 다시 보내주세요.";
  return {
    subject: title,
    html: layout("문의 답변", paragraphs(intro, answer, `보내신 내용:\n${question}`, more), contactLink, "문의하기", "이 메일은 발신 전용입니다."),
    text: `${intro}\n\n${answer}\n\n보내신 내용:\n${question}\n\n${more}\n${contactLink}\n\n아트링크 드림`,
  };
}

export function auditionInviteMail(p: { artistName: string; projectTitle: string; roleName: string | null; link: string }, unsubscribe: string): MailContent {
  const what = p.roleName ? `'${p.projectTitle}' 프로젝트의 '${p.roleName}' 오디션` : `'${p.projectTitle}' 프로젝트 오디션`;
  return noticeMail(
    `[아트링크] ${what}에 초대되었습니다`,
    "오디션 초대",
    [`${p.artistName}님, ${what}에 초대되었습니다.`, "오디션 페이지에서 가능한 시간을 골라 예약해주세요."],
    p.link,
    "오디션 시간 예약하기",
    unsubscribe,
  );
}

/** A production team's message to an applicant (bulk message, issue 27): the text, and the thread to answer in. */
export function teamMessageMail(
  p: { artistName: string; senderName: string; projectTitle: string; body: string; link: string },
  unsubscribe: string,
): MailContent {
  return noticeMail(
    `[아트링크] '${p.projectTitle}' 제작팀의 메시지`,
    "제작팀의 메시지",
    [`${p.artistName}님, '${p.projectTitle}' 프로젝트 제작팀의 ${p.senderName}님이 메시지를 보냈습니다.`, p.body],
    p.link,
    "메시지 확인하기",
    unsubscribe,
  );
}

export function auditionReminderMail(
  p: { artistName: string; projectTitle: string; when: string; where: string; link: string },
  unsubscribe: string,
): MailContent {
  return noticeMail(
    `[아트링크] 내일 '${p.projectTitle}' 오디션이 있습니다`,
    "오디션 하루 전 안내",
    [`${p.artistName}님, 내일 '${p.projectTitle}' 오디션이 예정되어 있습니다.`, `일시: ${p.when}\n장소: ${p.where}`],
    p.link,
    "예약 확인하기",
    unsubscribe,
  );
}

/** Payment mails (issue 28): an overdue milestone (both parties), a transfer reported, or not received. */
export function paymentMail(
  p: {
    name: string;
    projectTitle: string;
    event: "overdue" | "reported" | "not_received" | "partial_refund" | "refund_requested" | "refund_declined";
    label: string;
    amount: string;
    dueOn: string | null;
    note?: string | null;
    link: string;
  },
  unsubscribe: string,
): MailContent {
  const copy = {
    overdue: {
      subject: `[아트링크] '${p.projectTitle}' ${p.label} 지급일이 지났습니다`,
      title: "지급일 경과 알림",
      lines: [
        `${p.name}님, '${p.projectTitle}' 계약의 ${p.label} ${p.amount}의 지급일(${p.dueOn ?? "-"})이 지났지만 아직 지급이 확인되지 않았습니다.`,
        "지급했다면 지급 완료를 기록하고, 받았다면 수령을 확인해주세요. 예술인은 미지급을 운영진에게 알릴 수 있습니다.",
      ],
      cta: "지급 현황 보기",
    },
    reported: {
      subject: `[아트링크] '${p.projectTitle}' ${p.label} 지급 완료가 기록되었습니다`,
      title: "지급 완료 기록",
      lines: [`${p.name}님, '${p.projectTitle}' 계약의 ${p.label} ${p.amount} 지급이 기록되었습니다.`, "입금을 확인한 뒤 수령 확인을 눌러주세요."],
      cta: "수령 확인하기",
    },
    not_received: {
      subject: `[아트링크] '${p.projectTitle}' ${p.label}이(가) 입금되지 않았다는 알림`,
      title: "미수령 알림",
      lines: [`${p.name}님, 예술인이 '${p.projectTitle}' 계약의 ${p.label} ${p.amount}을(를) 받지 못했다고 알려왔습니다.`, `내용: ${p.note ?? ""}`],
      cta: "지급 현황 보기",
    },
    refund_requested: {
      subject: `[아트링크] '${p.projectTitle}' ${p.label} 안전결제 ${p.amount} 부분 환불 요청`,
      title: "부분 환불 요청",
      lines: [
        `${p.name}님, 제작자가 '${p.projectTitle}' 계약의 ${p.label} 안전결제 중 ${p.amount}의 환불을 요청했습니다.`,
        `사유: ${p.note ?? ""}`,
        "지급 현황에서 요청을 수락하면 그 금액이 결제 수단으로 환불되고, 거절하면 사유가 제작자에게 전달됩니다.",
      ],
      cta: "요청 확인하기",
    },
    refund_declined: {
      subject: `[아트링크] '${p.projectTitle}' ${p.label} 부분 환불 요청이 거절되었습니다`,
      title: "부분 환불 요청 거절",
      lines: [
        `${p.name}님, 예술인이 '${p.projectTitle}' 계약의 ${p.label} 안전결제 중 ${p.amount} 부분 환불 요청을 거절했습니다.`,
        `사유: ${p.note ?? ""}`,
        "결제 금액은 그대로 보관됩니다. 예술인과 메시지로 이야기하거나, 합의가 어려우면 분쟁을 신청할 수 있습니다.",
      ],
      cta: "지급 현황 보기",
    },
    partial_refund: {
      subject: `[아트링크] '${p.projectTitle}' ${p.label} 안전결제 중 ${p.amount}이(가) 환불되었습니다`,
      title: "합의 부분 환불",
      lines: [
        `${p.name}님, 예술인이 합의한 대로 '${p.projectTitle}' 계약의 ${p.label} 안전결제 중 ${p.amount}을(를) 환불했습니다.`,
        `사유: ${p.note ?? ""}`,
        "환불금은 결제사를 통해 결제 수단으로 돌아갑니다. 합의와 다르면 분쟁을 신청할 수 있습니다.",
      ],
      cta: "지급 현황 보기",
    },
  }[p.event];
  return noticeMail(copy.subject.slice(0, 255), copy.title, copy.lines, p.link, copy.cta, unsubscribe);
}
