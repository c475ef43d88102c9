import type { ReactNode } from "react";
import { Link } from "wouter";
import { usePageTitle } from "@/lib/page-title";
import { Bullets, CHANGE_NOTICE_DAYS, Clauses, LAST_UPDATED, SUPPORT_EMAIL } from "../components/legal-text";

interface Section {
  id: string;
  title: string;
  body: ReactNode;
}

/** Two-column table (label, content) that stays readable at 375 px. */
function InfoTable({ caption, head, rows }: { caption: string; head: [string, string]; rows: [ReactNode, ReactNode][] }) {
  return (
    <div className="mt-3 overflow-x-auto rounded-lg border">
      <table className="w-full border-collapse text-left text-sm leading-6">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted/60">
          <tr>
            <th scope="col" className="w-[34%] px-4 py-2.5 font-semibold text-foreground">
              {head[0]}
            </th>
            <th scope="col" className="px-4 py-2.5 font-semibold text-foreground">
              {head[1]}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, content], index) => (
            <tr key={index} className="border-t align-top">
              <th scope="row" className="px-4 py-3 font-medium text-foreground">
                {label}
              </th>
              <td className="px-4 py-3">{content}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const mailLink = (
  <a href={`mailto:${SUPPORT_EMAIL}`} className="font-medium break-all text-primary underline underline-offset-4 hover:no-underline">
    {SUPPORT_EMAIL}
  </a>
);

const SECTIONS: Section[] = [
  {
    id: "purpose",
    title: "개인정보의 처리 목적",
    body: (
      <>
        <p>
          회사는 다음의 목적을 위하여 개인정보를 처리합니다. 처리하는 개인정보는 다음 목적 이외의 용도로는 이용하지 않으며, 이용 목적이 변경되는 경우에는
          「개인정보 보호법」 제18조에 따라 별도의 동의를 받는 등 필요한 조치를 이행합니다.
        </p>
        <Bullets
          items={[
            <>
              <strong className="font-semibold text-foreground">회원 관리</strong>: 회원가입 의사 확인, 이메일 인증을 통한 본인 확인, 회원 식별 및 인증, 회원
              자격 유지·관리, 비밀번호 재설정, 부정 이용 방지, 각종 고지·통지, 탈퇴 의사 확인
            </>,
            <>
              <strong className="font-semibold text-foreground">서비스 제공</strong>: 프로젝트 등록 및 지원, 아티스트 초대, 회원 간 메시지와 알림, 프로필 및
              포트폴리오 공개, 상호 평가, 문의 응대
            </>,
            <>
              <strong className="font-semibold text-foreground">마케팅 및 광고 활용</strong>: 신규 서비스 개발 및 맞춤형 서비스 제공, 서비스 이용 통계 분석,
              이벤트 및 광고성 정보 안내(수신에 동의한 회원에 한함)
            </>,
          ]}
        />
      </>
    ),
  },
  {
    id: "retention",
    title: "개인정보의 처리 및 보유 기간",
    body: (
      <Clauses
        items={[
          <p>
            회사는 회원 탈퇴 시 또는 이용계약이 종료될 때까지 개인정보를 보유·이용하며, 탈퇴하거나 이용계약이 종료되면 해당 개인정보를 지체 없이 파기합니다.
          </p>,
          <>
            <p>다만 관계 법령에 따라 보존할 필요가 있는 경우에는 해당 법령에서 정한 기간 동안 보관합니다.</p>
            <Bullets items={[<>「통신비밀보호법」에 따른 서비스 방문 기록(접속 로그, IP 주소): 3개월</>]} />
          </>,
          <p>보유 기간이 끝난 개인정보 중 전자적 파일 형태의 정보는 복구하거나 재생할 수 없는 기술적 방법으로 영구 삭제합니다.</p>,
        ]}
      />
    ),
  },
  {
    id: "items",
    title: "처리하는 개인정보의 항목",
    body: (
      <>
        <p>회사는 서비스 제공을 위하여 다음의 개인정보 항목을 처리합니다.</p>
        <InfoTable
          caption="처리하는 개인정보의 항목"
          head={["구분", "항목"]}
          rows={[
            [
              <>
                필수 항목
                <span className="block text-xs font-normal text-muted-foreground">회원가입 시</span>
              </>,
              <>이메일 주소, 비밀번호(암호화하여 저장), 이름, 회원 유형(제작자 또는 아티스트)</>,
            ],
            [
              <>
                선택 항목
                <span className="block text-xs font-normal text-muted-foreground">프로필 작성 시</span>
              </>,
              <>프로필 사진, 전문분야, 활동 지역, 자기소개, 웹사이트, 경력 정보(경력 및 수상 내역), 포트폴리오</>,
            ],
            [
              <>
                자동 수집 항목
                <span className="block text-xs font-normal text-muted-foreground">서비스 이용 과정에서</span>
              </>,
              <>IP 주소, 쿠키, 접속 로그, 서비스 이용 기록</>,
            ],
          ]}
        />
        <p className="mt-3">
          선택 항목은 입력하지 않아도 회원가입과 서비스 이용이 가능합니다. 다만 회원이 입력한 프로필 정보와 포트폴리오는 다른 이용자에게 공개됩니다.
        </p>
      </>
    ),
  },
  {
    id: "third-party",
    title: "개인정보의 제3자 제공",
    body: (
      <p>
        회사는 정보주체의 개인정보를 이 처리방침에서 밝힌 목적의 범위에서만 처리하며, 정보주체의 별도 동의가 있거나 법률에 특별한 규정이 있는 경우 등 「개인정보
        보호법」 제17조 및 제18조에 해당하는 경우를 제외하고는 개인정보를 제3자에게 제공하지 않습니다.
      </p>
    ),
  },
  {
    id: "outsourcing",
    title: "개인정보 처리의 위탁",
    body: (
      <Clauses
        items={[
          <>
            <p>회사는 원활한 서비스 제공을 위하여 다음과 같이 개인정보 처리 업무를 위탁하고 있습니다.</p>
            <InfoTable
              caption="개인정보 처리 위탁 현황"
              head={["수탁자", "위탁 업무"]}
              rows={[
                ["데이터베이스 호스팅 업체", "회원 정보 및 서비스 데이터의 저장과 관리"],
                ["웹 호스팅 업체", "서비스 제공을 위한 서버 운영 및 관리"],
              ]}
            />
          </>,
          <p>
            회사는 위탁 계약을 체결할 때 위탁 업무 수행 목적 외 개인정보 처리 금지, 기술적·관리적 보호조치, 재위탁 제한 등 책임에 관한 사항을 문서에 명시하고,
            수탁자가 개인정보를 안전하게 처리하는지 감독합니다.
          </p>,
          <p>위탁 업무의 내용이나 수탁자가 변경되는 경우에는 지체 없이 이 개인정보 처리방침을 통하여 공개합니다.</p>,
        ]}
      />
    ),
  },
  {
    id: "rights",
    title: "정보주체의 권리·의무 및 행사 방법",
    body: (
      <Clauses
        items={[
          <>
            <p>정보주체는 회사에 대하여 언제든지 다음 각 호의 권리를 행사할 수 있습니다.</p>
            <Bullets items={[<>개인정보 처리 현황 통지 요구</>, <>개인정보 열람 요구</>, <>개인정보의 정정 또는 삭제 요구</>, <>개인정보 처리정지 요구</>]} />
          </>,
          <p>
            회원은 프로필과 계정 설정에서 자신의 개인정보를 직접 열람하고 수정하거나 탈퇴할 수 있으며, 그 밖의 요구는 이메일(
            {mailLink})로 할 수 있습니다. 회사는 요구를 받은 날부터 지체 없이 조치합니다.
          </p>,
          <p>
            권리 행사는 정보주체의 법정대리인이나 위임을 받은 자 등 대리인을 통하여서도 할 수 있습니다. 이 경우 「개인정보 보호법 시행규칙」에서 정한 위임장을
            제출해야 합니다.
          </p>,
        ]}
      />
    ),
  },
  {
    id: "security",
    title: "개인정보의 안전성 확보 조치",
    body: (
      <>
        <p>회사는 개인정보의 안전성 확보를 위하여 다음과 같은 조치를 하고 있습니다.</p>
        <Bullets
          items={[
            <>
              <strong className="font-semibold text-foreground">비밀번호 암호화</strong>: 회원의 비밀번호는 복호화할 수 없는 방식으로 암호화하여 저장하므로
              회사도 원래 비밀번호를 알 수 없습니다.
            </>,
            <>
              <strong className="font-semibold text-foreground">전송 구간 암호화</strong>: 개인정보는 암호화된 통신 구간(HTTPS)을 통해 전송합니다.
            </>,
            <>
              <strong className="font-semibold text-foreground">접근 권한 관리</strong>: 개인정보를 처리하는 시스템에 대한 접근 권한을 업무상 필요한 최소한의
              인원으로 제한합니다.
            </>,
            <>
              <strong className="font-semibold text-foreground">접속 기록 보관</strong>: 개인정보 처리 시스템의 접속 기록을 보관하고 위조·변조를 방지합니다.
            </>,
            <>
              <strong className="font-semibold text-foreground">관리적 조치</strong>: 개인정보를 취급하는 인원을 최소화하고 정기적으로 교육합니다.
            </>,
          ]}
        />
      </>
    ),
  },
  {
    id: "officer",
    title: "개인정보 보호책임자",
    body: (
      <>
        <p>
          회사는 개인정보 처리에 관한 업무를 총괄하고, 개인정보 처리와 관련한 정보주체의 불만 처리 및 피해 구제를 위하여 아래와 같이 개인정보 보호책임자를
          지정하고 있습니다.
        </p>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 rounded-lg border bg-muted/40 px-4 py-3 text-sm leading-6">
          <dt className="font-medium text-foreground">담당</dt>
          <dd>아트링크 개인정보 보호 담당</dd>
          <dt className="font-medium text-foreground">이메일</dt>
          <dd>{mailLink}</dd>
        </dl>
        <p className="mt-3">개인정보 침해에 대한 신고나 상담이 필요한 경우에는 아래 기관에 문의할 수 있습니다.</p>
        <Bullets
          items={[
            <>개인정보분쟁조정위원회: 1833-6972 (www.kopico.go.kr)</>,
            <>개인정보침해신고센터: 국번 없이 118 (privacy.kisa.or.kr)</>,
            <>대검찰청: 국번 없이 1301 (www.spo.go.kr)</>,
            <>경찰청: 국번 없이 182 (ecrm.police.go.kr)</>,
          ]}
        />
      </>
    ),
  },
  {
    id: "changes",
    title: "개인정보 처리방침의 변경",
    body: (
      <Clauses
        items={[
          <p>
            이 개인정보 처리방침의 내용이 추가, 삭제 또는 수정되는 경우에는 변경 사항의 시행일로부터 {CHANGE_NOTICE_DAYS}일 전부터 서비스 화면을 통하여 알려
            드립니다.
          </p>,
          <p>
            이 개인정보 처리방침은 <time dateTime={LAST_UPDATED.iso}>{LAST_UPDATED.label}</time>부터 시행합니다.
          </p>,
        ]}
      />
    ),
  },
];

export function PrivacyPage() {
  usePageTitle("개인정보처리방침", "아트링크가 개인정보를 수집·이용·보관하는 방법을 안내합니다.");
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 break-keep sm:px-6 lg:py-16">
      <header className="border-b pb-8">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">개인정보처리방침</h1>
        <p className="mt-3 text-sm text-muted-foreground">
          최종 수정일: <time dateTime={LAST_UPDATED.iso}>{LAST_UPDATED.label}</time>
        </p>
        <p className="mt-6 text-[15px] leading-7 text-pretty text-muted-foreground">
          아트링크(이하 &ldquo;회사&rdquo;)는 「개인정보 보호법」 제30조에 따라 정보주체의 개인정보를 보호하고 이와 관련한 고충을 신속하고 원활하게 처리할 수
          있도록 다음과 같이 개인정보 처리방침을 수립·공개합니다. 서비스 이용에 관한 사항은{" "}
          <Link href="/terms" className="font-medium text-primary underline underline-offset-4 hover:no-underline">
            이용약관
          </Link>
          에서 확인할 수 있습니다.
        </p>
      </header>

      <nav aria-labelledby="privacy-toc-heading" className="mt-8 rounded-lg border bg-muted/40 p-5 sm:p-6">
        <h2 id="privacy-toc-heading" className="text-sm font-semibold">
          목차
        </h2>
        <ol className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          {SECTIONS.map((section, index) => (
            <li key={section.id}>
              <a href={`#privacy-${section.id}`} className="text-muted-foreground underline-offset-4 hover:text-foreground hover:underline">
                {index + 1}. {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <div className="mt-10 space-y-10 text-[15px] leading-7 text-foreground/90">
        {SECTIONS.map((section, index) => (
          <section key={section.id} id={`privacy-${section.id}`} aria-labelledby={`privacy-${section.id}-heading`} className="scroll-mt-24">
            <h2 id={`privacy-${section.id}-heading`} className="mb-3 text-lg font-semibold text-foreground">
              {index + 1}. {section.title}
            </h2>
            {section.body}
          </section>
        ))}
      </div>
    </div>
  );
}
