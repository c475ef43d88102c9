/** Demo projects. Dates are derived from the status in demo.ts; `deadlineIn` pins a deadline (days from today). */
import type { ProjectStatus } from "@shared/constants";
import type { ProjectConditions } from "@shared/casting";
import type { RoleInput } from "@shared/validators/projects";

export interface ProjectSeed {
  key: string;
  producer: string;
  status: ProjectStatus;
  title: string;
  description: string;
  requirements: string;
  tags: string[];
  location: string;
  budget: string;
  /** Days from today for the application deadline (published projects only). */
  deadlineIn?: number;
  /** Roles of a casting project (issue 26); applications to it name one. */
  roles?: RoleInput[];
  /** Conditions; published projects without them get one of the demo's usual sets. */
  conditions?: ProjectConditions;
}

/** The film and the theatre production of the demo (issue 26): several roles, conditions up front. */
const CASTING_PROJECTS: ProjectSeed[] = [
  {
    key: "short-film-summer",
    producer: "junho",
    status: "published",
    title: "단편영화 〈여름의 끝〉 배우·스태프 캐스팅",
    description:
      "서울독립영화제 출품을 목표로 하는 25분 분량의 단편영화입니다. 바닷가 마을에서 여름을 보내는 남매의 이야기로, 11월 말 강릉에서 4회차 촬영합니다. 배우는 셀프 테이프 영상을 꼭 보내주세요.",
    requirements: "- 배우: 1분 이내 자유 연기 셀프 테이프\n- 스태프: 참여 작품 링크",
    tags: ["영화", "단편영화"],
    location: "강원",
    budget: "500~1000만원",
    deadlineIn: 12,
    conditions: { meals: "provided", transport: "provided", accommodation: "provided", paymentTiming: "촬영 종료 후 14일 이내", schedule: "11월 넷째 주 주말 포함 4회차 (강릉)" },
    roles: [
      { name: "주연 '서하' (20대 여성)", category: "배우", headcount: 1, fee: { kind: "fixed", amount: 1_500_000 }, description: "바다를 떠나려는 누나. 감정 연기 비중이 큽니다.", requiredMedia: ["photo", "video"] },
      { name: "주연 '도현' (10대 후반 남성)", category: "배우", headcount: 1, fee: { kind: "fixed", amount: 1_200_000 }, description: null, requiredMedia: ["photo", "video"] },
      { name: "조연 (마을 주민)", category: "배우", headcount: 3, fee: { kind: "per_day", amount: 150_000 }, description: "1~2회차 출연", requiredMedia: ["video"] },
      { name: "촬영감독", category: "촬영", headcount: 1, fee: { kind: "negotiable", amount: null }, description: null, requiredMedia: ["portfolio"] },
      { name: "연출부 막내", category: "스태프", headcount: 1, fee: { kind: "unpaid", amount: null }, description: "교통·숙박·식사 제공, 크레딧 표기", requiredMedia: [] },
    ],
  },
  {
    key: "theatre-spring-play",
    producer: "minji",
    status: "published",
    title: "창작 연극 〈봄날의 계단〉 출연 배우 및 음악감독 모집",
    description:
      "대학로 소극장에서 3주간 공연하는 창작 연극입니다. 계단이 있는 오래된 아파트를 무대로 세 가족의 하루를 그립니다. 6주 연습 뒤 주 6회 공연합니다. 라이브 피아노 반주가 들어갑니다.",
    requirements: "- 배우: 2분 이내 독백 영상\n- 음악감독: 작곡 음원 또는 공연 영상",
    tags: ["연극", "희곡", "음악"],
    location: "서울",
    budget: "1000~5000만원",
    deadlineIn: 20,
    conditions: { meals: "allowance", transport: "allowance", accommodation: "not_needed", paymentTiming: "공연 회차별 익월 10일", schedule: "연습 6주 (평일 저녁), 공연 3주 주 6회" },
    roles: [
      { name: "'어머니' 역 (50대)", category: "배우", headcount: 1, fee: { kind: "per_session", amount: 120_000 }, description: null, requiredMedia: ["video"] },
      { name: "앙상블", category: "배우", headcount: 4, fee: { kind: "per_session", amount: 80_000 }, description: "노래 가능자 우대", requiredMedia: ["video", "audio"] },
      { name: "음악감독", category: "음악", headcount: 1, fee: { kind: "fixed", amount: 3_000_000 }, description: "작곡과 라이브 반주", requiredMedia: ["audio", "portfolio"] },
    ],
  },
];

export const PROJECTS: ProjectSeed[] = [
  ...CASTING_PROJECTS,
  // 박서연 (demo producer): one project in every status.
  {
    key: "layers-of-light",
    producer: "seoyeon",
    status: "draft",
    title: "2026 가을 미디어아트 기획전 〈빛의 지층〉 참여 작가 모집",
    description:
      "스튜디오 서연의 가을 기획전 〈빛의 지층〉에 함께할 미디어아트 작가를 찾습니다. 도시의 빛이 시간에 따라 쌓이고 지워지는 방식을 주제로, 지하 1층 전시장 전체를 어둡게 구성할 예정입니다. 프로젝션, LED, 키네틱 등 매체에는 제한이 없습니다. 참여 작가는 3~4명으로 예상하며, 작품별 기술 지원 인력을 배정합니다.",
    requirements: "- 미디어 설치 작품 발표 경험 2회 이상\n- 작품 계획서(1~2쪽)와 기술 사양 제출\n- 설치 기간(전시 개막 전 5일) 현장 상주 가능자",
    tags: ["미디어아트", "설치미술", "전시기획"],
    location: "서울",
    budget: "1000~5000만원",
  },
  {
    key: "seongsu-installation",
    producer: "seoyeon",
    status: "published",
    title: "2026 성수 설치미술 기획전 참여 작가 모집",
    description:
      "성수동 옛 인쇄공장을 개조한 전시장에서 열리는 설치미술 기획전의 참여 작가를 모집합니다. 전시 주제는 '남겨진 것들의 무게'로, 산업의 흔적이 남은 공간과 대화하는 작업을 기다립니다. 층고 7m의 메인 홀과 작은 방 세 개를 작가별로 배정합니다. 작품 제작비와 운송, 설치 인력을 지원하며 전시 기간 중 작가와의 대화 프로그램도 진행합니다.",
    requirements: "- 장소 특정적 설치 작업 경험이 있는 작가\n- 포트폴리오 10점 이내와 작품 제안서 제출\n- 설치 기간 일주일 동안 현장 작업 가능자",
    tags: ["설치미술", "조각", "전시기획"],
    location: "서울",
    budget: "500~1000만원",
  },
  {
    key: "euljiro-signs",
    producer: "seoyeon",
    status: "published",
    title: "을지로 골목 사진전 〈오래된 간판〉 참여 사진작가 모집",
    description:
      "을지로 인쇄 골목의 오래된 간판과 그 간판 아래에서 일해 온 사람들을 기록하는 사진전을 준비합니다. 재개발로 사라지기 전의 풍경을 사진가 네 명의 시선으로 나누어 담으려 합니다. 촬영은 한 달 동안 자유롭게 진행하고, 결과물은 골목 안 빈 상가에서 전시합니다. 상인 인터뷰는 기획팀이 함께 섭외합니다.",
    requirements: "- 다큐멘터리·거리 사진 포트폴리오\n- 촬영 기간 중 주 2회 이상 현장 방문 가능\n- 인화와 액자 비용은 별도 지원",
    tags: ["사진", "다큐멘터리"],
    location: "서울",
    budget: "100~500만원",
    deadlineIn: 4,
  },
  {
    key: "dance-media",
    producer: "seoyeon",
    status: "published",
    title: "현대무용 × 미디어아트 협업 퍼포먼스 무용수 모집",
    description:
      "관객의 움직임에 반응하는 미디어 설치 안에서 30분 분량의 퍼포먼스를 만들 무용수를 모집합니다. 안무는 참여 무용수와 미디어 작가가 3주간의 리서치 워크숍을 거쳐 함께 만듭니다. 공연은 전시 기간 중 주말마다 총 6회 진행합니다. 즉흥에 열려 있고 새로운 매체와의 작업을 즐기는 분이면 좋겠습니다.",
    requirements: "- 현대무용 전공 또는 그에 준하는 경력\n- 워크숍(주 3회, 3주) 전 일정 참여 가능\n- 공연 영상 링크 1개 이상 제출",
    tags: ["무용", "현대무용", "미디어아트", "퍼포먼스"],
    location: "서울",
    budget: "300만원",
  },
  {
    key: "hannam-slow-time",
    producer: "seoyeon",
    status: "in_progress",
    title: "한남동 갤러리 그룹전 〈느린 시간〉 회화 작가 모집",
    description:
      "한남동 갤러리에서 열리는 5인 그룹전 〈느린 시간〉의 회화 작가를 모집합니다. 빠르게 소비되는 이미지의 시대에 오래 바라보아야 보이는 그림을 한자리에 모으려 합니다. 작가별로 신작 3~5점을 선보이고, 전시 도록과 작가 인터뷰 영상을 제작합니다.",
    requirements: "- 최근 3년 이내 회화 신작 위주의 포트폴리오\n- 100호 이상 작품 1점 포함 가능자\n- 도록용 작가 노트 제출",
    tags: ["회화", "드로잉"],
    location: "서울",
    budget: "500~1000만원",
  },
  {
    key: "bukchon-drawing",
    producer: "seoyeon",
    status: "in_progress",
    title: "북촌 한옥 드로잉 레지던시 참여 작가 모집",
    description:
      "북촌의 작은 한옥에서 6주 동안 머물며 드로잉 작업을 하는 레지던시 프로그램입니다. 한옥의 창살, 마당의 빛, 골목의 소리를 매일 기록하는 것이 유일한 과제입니다. 레지던시가 끝나면 같은 공간에서 결과 전시를 엽니다. 숙소와 작업 재료는 후원사의 협찬으로 제공됩니다.",
    requirements: "- 드로잉을 주 매체로 하는 작가\n- 6주간 북촌 체류 가능자\n- 결과 전시 준비에 적극 참여",
    tags: ["드로잉", "회화", "레지던시"],
    location: "서울",
    budget: "협찬",
  },
  {
    key: "winter-garden",
    producer: "seoyeon",
    status: "completed",
    title: "2025 겨울 청년작가 회화전 〈겨울 정원〉 참여 작가 모집",
    description:
      "만 39세 이하 청년 회화 작가 여섯 명과 함께하는 겨울 기획전입니다. 얼어붙은 땅 아래에서 다음 계절을 준비하는 정원처럼, 작업의 전환기를 맞은 작가들의 신작을 소개합니다. 전시 기간 동안 작품 판매를 중개하며 수수료는 받지 않습니다.",
    requirements: "- 만 39세 이하 회화 작가\n- 신작 4점 이상 출품 가능\n- 작가와의 대화 1회 참여",
    tags: ["회화", "전시기획"],
    location: "서울",
    budget: "100~500만원",
  },
  {
    key: "mullae-openstudio",
    producer: "seoyeon",
    status: "completed",
    title: "문래동 창작촌 오픈스튜디오 설치 작업 협업",
    description:
      "문래동 철공소 골목의 오픈스튜디오 행사에 맞춰 골목 곳곳에 설치 작업을 놓는 프로젝트입니다. 철공소 사장님들과 함께 재료를 고르고, 골목을 걷는 동선 자체를 하나의 전시로 만듭니다. 행사는 이틀간 열리며 작품은 이후 한 달간 유지됩니다.",
    requirements: "- 금속 또는 폐자재 작업 경험\n- 주민·상인과의 협업에 열린 태도\n- 야외 설치 안전 계획 제출",
    tags: ["설치미술", "공공미술"],
    location: "서울",
    budget: "200만원",
  },
  {
    key: "jeju-coast-sculpture",
    producer: "seoyeon",
    status: "cancelled",
    title: "제주 해안 야외 조각 설치 프로젝트 작가 모집",
    description:
      "제주 동쪽 해안 산책로에 1년간 설치될 야외 조각 작품의 작가를 모집했던 프로젝트입니다. 바람과 염분을 견디는 재료로 해안 풍경과 어우러지는 작품을 계획했습니다. 부지 사용 허가가 최종 단계에서 반려되어 부득이하게 프로젝트를 취소하게 되었습니다.",
    requirements: "- 야외 조각 설치 경험\n- 내후성 재료 사용 계획",
    tags: ["조각", "설치미술", "공공미술"],
    location: "제주",
    budget: "1000~5000만원",
  },

  // 이준호: film
  {
    key: "end-of-summer",
    producer: "junho",
    status: "published",
    title: "독립 단편영화 〈여름의 끝〉 주연 배우 모집",
    description:
      "고향 바닷가로 돌아온 스물아홉 살 '수현'과 그의 오랜 친구가 보내는 마지막 여름 일주일을 그린 25분 분량의 단편영화입니다. 주인공 수현(20대 후반, 성별 무관)과 친구 역을 맡을 배우를 찾습니다. 촬영은 강릉에서 6회차로 진행하며 숙식과 교통을 제공합니다. 대사보다 표정과 침묵으로 이야기하는 연기를 기대합니다.",
    requirements: "- 20대 후반으로 보이는 배우(성별 무관)\n- 출연 영상 또는 연기 릴 제출\n- 촬영 6회차 전 일정 참여 가능",
    tags: ["영화", "단편영화", "연극"],
    location: "강원",
    budget: "100~500만원",
    deadlineIn: 6,
  },
  {
    key: "bus-to-sea",
    producer: "junho",
    status: "published",
    title: "장편 독립영화 〈바다로 가는 버스〉 촬영감독 모집",
    description:
      "시골 버스 노선의 마지막 운행일을 따라가는 장편 독립영화의 촬영감독을 모집합니다. 실제 버스 안에서 대부분의 장면을 찍어야 해서 좁은 공간의 핸드헬드 촬영 경험이 중요합니다. 총 24회차 촬영이며, 촬영팀 구성과 장비 선정에 촬영감독의 의견을 적극 반영합니다.",
    requirements: "- 장편 또는 중편 촬영감독 경력 1편 이상\n- 차량 내부 촬영 경험 우대\n- 촬영 릴과 참여 작품 목록 제출",
    tags: ["영화", "촬영", "영상"],
    location: "강원",
    budget: "1000~5000만원",
  },
  {
    key: "glass-room-score",
    producer: "junho",
    status: "in_progress",
    title: "단편영화 〈유리의 방〉 음악 작곡가 모집",
    description:
      "촬영을 마친 단편영화 〈유리의 방〉의 오리지널 스코어를 맡아 줄 작곡가를 찾습니다. 아파트 베란다에 갇힌 듯 살아가는 한 여성의 이야기로, 최소한의 악기로 긴장감을 쌓아 가는 음악을 원합니다. 가편집본을 공유하고 온라인으로 작업을 진행합니다.",
    requirements: "- 영화 또는 영상 음악 작업 경험\n- 데모 2곡 이상 제출\n- 믹싱까지 직접 가능하면 우대",
    tags: ["영화", "작곡", "음악"],
    location: "온라인",
    budget: "300만원",
  },
  {
    key: "island-voices",
    producer: "junho",
    status: "completed",
    title: "다큐멘터리 〈섬의 목소리〉 현지 촬영 스태프 모집",
    description:
      "신안의 작은 섬에 남은 마지막 염전을 기록하는 다큐멘터리의 현지 촬영 스태프를 모집했습니다. 3주 동안 섬에 머물며 염부들의 하루를 따라가는 일정입니다. 스틸 사진과 영상 촬영을 함께 할 수 있는 분을 우대했습니다.",
    requirements: "- 다큐멘터리 촬영 경험\n- 3주간 섬 체류 가능\n- 스틸 사진 병행 가능자 우대",
    tags: ["다큐멘터리", "영상", "사진"],
    location: "전남",
    budget: "500~1000만원",
  },
  {
    key: "night-shift",
    producer: "junho",
    status: "draft",
    title: "웹드라마 〈편의점 야간조〉 조연 배우 오디션",
    description:
      "새벽 편의점에서 일하는 아르바이트생들의 이야기를 담은 8부작 웹드라마의 조연 배우를 찾습니다. 매회 다른 손님이 등장하는 옴니버스 구성이라 개성 있는 배우를 폭넓게 만나고 싶습니다. 오디션은 자유 연기와 지정 대본으로 진행합니다.",
    requirements: "- 연기 경력 무관\n- 프로필 사진과 연기 영상 제출",
    tags: ["영상", "연극", "영화"],
    location: "서울",
    budget: "추후 협의",
  },
  {
    key: "outside-orbit",
    producer: "junho",
    status: "published",
    title: "저예산 SF 단편 〈궤도 밖에서〉 미술감독 모집",
    description:
      "폐쇄된 우주정거장에 홀로 남은 정비사의 이야기를 다룬 SF 단편영화의 미술감독을 모집합니다. 세트 한 곳에서 대부분을 촬영하므로, 적은 예산으로 설득력 있는 공간을 만드는 아이디어가 핵심입니다. 중고 산업 부품과 조명을 활용한 세트를 구상하고 있습니다.",
    requirements: "- 영화·뮤직비디오 미술 작업 경험\n- 세트 디자인 스케치 또는 레퍼런스 제출\n- 제작 기간 3주 상주 가능",
    tags: ["영화", "무대미술", "디자인"],
    location: "경기",
    budget: "100~500만원",
  },

  // 김민지: theater and musicals
  {
    key: "dark-side-moon",
    producer: "minji",
    status: "published",
    title: "창작 연극 〈달의 뒷면〉 출연 배우 모집 (2인극)",
    description:
      "30년 만에 다시 만난 두 자매가 어머니의 빈집을 정리하며 하룻밤을 보내는 2인극입니다. 대학로 소극장에서 3주간 공연하며, 연습은 공연 6주 전부터 시작합니다. 두 배우 모두 40대 여성 역할이며, 실제 나이보다 인물의 결을 이해하는 배우를 찾습니다.",
    requirements: "- 40대 여성 역 소화 가능한 배우\n- 연습 6주·공연 3주 전 일정 참여\n- 지정 장면 오디션 참여",
    tags: ["연극"],
    location: "서울",
    budget: "500~1000만원",
  },
  {
    key: "alley-serenade",
    producer: "minji",
    status: "published",
    title: "소극장 뮤지컬 〈골목식당 세레나데〉 앙상블 배우 모집",
    description:
      "문 닫기 직전의 골목 식당을 지키려는 사람들의 이야기를 담은 창작 뮤지컬의 앙상블 배우를 모집합니다. 손님, 배달원, 동네 주민 등 여러 역할을 오가며 노래와 움직임으로 무대를 채워 주실 분을 찾습니다. 라이브 밴드와 함께하는 공연입니다.",
    requirements: "- 뮤지컬 출연 경험 1편 이상\n- 자유곡 1곡 영상 제출\n- 탭·재즈 등 움직임 특기 우대",
    tags: ["뮤지컬", "보컬", "연극"],
    location: "서울",
    budget: "500~1000만원",
  },
  {
    key: "todays-play",
    producer: "minji",
    status: "in_progress",
    title: "대학로 낭독극 시리즈 〈오늘의 희곡〉 배우 모집",
    description:
      "신작 희곡을 배우의 목소리로 처음 관객에게 소개하는 낭독극 시리즈입니다. 한 달에 한 편씩, 석 달 동안 세 편의 희곡을 무대에 올립니다. 작가와 함께 대본을 다듬는 과정에 배우들이 적극적으로 참여합니다.",
    requirements: "- 낭독·라디오극 경험 우대\n- 매회 연습 3회 참여 가능",
    tags: ["연극", "희곡", "문학"],
    location: "서울",
    budget: "100만원 이하",
  },
  {
    key: "forest-post",
    producer: "minji",
    status: "completed",
    title: "어린이 인형극 〈숲속 우체국〉 배우 겸 인형 조종자 모집",
    description:
      "숲속 동물들이 서로에게 편지를 전하는 이야기를 담은 어린이 인형극입니다. 배우가 직접 인형을 조종하며 노래하는 형식으로, 경기도 내 도서관과 문화센터를 순회했습니다. 인형 제작 단계부터 배우들이 함께 참여했습니다.",
    requirements: "- 어린이 공연 경험\n- 인형 조종 또는 오브제 연기 경험 우대",
    tags: ["연극", "퍼포먼스", "공예"],
    location: "경기",
    budget: "100~500만원",
  },
  {
    key: "street-festival",
    producer: "minji",
    status: "cancelled",
    title: "거리극 페스티벌 야외 퍼포먼스 팀 모집",
    description:
      "인천 개항장 일대에서 열릴 예정이던 거리극 페스티벌의 야외 퍼포먼스 팀을 모집했습니다. 관객이 따라 걷는 이동형 공연을 계획했으나, 축제 예산이 삭감되어 올해 행사가 취소되었습니다. 지원해 주신 분들께 감사드립니다.",
    requirements: "- 야외 공연 경험이 있는 팀 또는 개인",
    tags: ["퍼포먼스", "연극", "무용"],
    location: "인천",
    budget: "미정",
  },
  {
    key: "time-shop-reading",
    producer: "minji",
    status: "draft",
    title: "뮤지컬 〈시간을 파는 상점〉 리딩 공연 피아니스트 모집",
    description:
      "개발 중인 창작 뮤지컬 〈시간을 파는 상점〉의 리딩 공연 반주 피아니스트를 찾습니다. 넘버 14곡을 피아노 한 대로 소화해야 하며, 작곡가와 함께 편곡을 조정하는 과정이 있습니다. 리딩 공연은 2회 예정입니다.",
    requirements: "- 뮤지컬 반주 경험\n- 초견 능력 필수",
    tags: ["뮤지컬", "피아노", "클래식"],
    location: "서울",
    budget: "150만원",
  },

  // 정해진: Busan exhibitions
  {
    key: "yeongdo-archive",
    producer: "haejin",
    status: "published",
    title: "부산 영도 해양 사진 아카이브전 참여 작가 모집",
    description:
      "영도 수리조선소 골목의 어제와 오늘을 사진으로 기록하는 아카이브 전시를 준비합니다. 지역 주민이 보관해 온 옛 사진과 참여 작가의 신작을 나란히 걸어 시간의 층위를 보여 주려 합니다. 촬영 기간은 두 달이며, 주민 인터뷰 자료를 공유합니다.",
    requirements: "- 부산 또는 인근 거주 사진가 우대\n- 다큐멘터리 사진 작업 포트폴리오\n- 아카이브 자료 정리에 관심 있는 분",
    tags: ["사진", "다큐멘터리", "전시기획"],
    location: "부산",
    budget: "100~500만원",
  },
  {
    key: "gwangalli-facade",
    producer: "haejin",
    status: "published",
    title: "광안리 야간 미디어 파사드 작품 공모",
    description:
      "광안리 해변 복합문화공간의 외벽에 상영될 미디어 파사드 작품을 공모합니다. 바다와 다리를 배경으로 매일 밤 10분씩 상영되며, 상영 기간은 석 달입니다. 해안의 빛과 파도를 주제로 한 작품을 기다립니다. 선정 작가에게 제작비와 기술 지원을 제공합니다.",
    requirements: "- 대형 미디어 파사드 또는 프로젝션 작업 경험\n- 작품 콘셉트 영상(1분 이내) 제출\n- 현장 테스트 2회 참석",
    tags: ["미디어아트", "디지털아트", "공공미술"],
    location: "부산",
    budget: "1000~5000만원",
  },
  {
    key: "gamcheon-mural",
    producer: "haejin",
    status: "in_progress",
    title: "감천문화마을 벽화 리뉴얼 프로젝트 작가 모집",
    description:
      "10년 전 그려진 감천문화마을 벽화 가운데 훼손이 심한 다섯 곳을 새로 그리는 프로젝트입니다. 마을 주민 협의회와 함께 주제를 정하고, 주민 참여 채색 데이도 운영합니다. 외벽 작업이라 날씨에 따라 일정이 조정될 수 있습니다.",
    requirements: "- 벽화 또는 대형 회화 작업 경험\n- 주민 워크숍 진행 가능자 우대",
    tags: ["회화", "공공미술", "일러스트"],
    location: "부산",
    budget: "500~1000만원",
  },
  {
    key: "old-downtown-installation",
    producer: "haejin",
    status: "completed",
    title: "부산 원도심 빈 점포 활용 설치미술전",
    description:
      "중앙동 원도심의 빈 점포 여섯 곳을 한 달간 전시장으로 바꾼 설치미술전입니다. 각 작가가 점포 하나씩을 맡아 그 공간의 이전 쓰임을 재해석했습니다. 관객은 지도를 들고 골목을 걸으며 작품을 만났습니다.",
    requirements: "- 공간 설치 작업 경험\n- 점포 원상복구 계획 포함",
    tags: ["설치미술", "공공미술"],
    location: "부산",
    budget: "500~1000만원",
  },
  {
    key: "haeundae-fair",
    producer: "haejin",
    status: "draft",
    title: "해운대 아트페어 신진작가 특별 부스 참여자 모집",
    description:
      "해운대에서 열리는 아트페어의 신진작가 특별 부스에 참여할 작가를 모집합니다. 부스 비용은 후원사가 부담하고, 작가는 작품 운송과 현장 응대만 맡으면 됩니다. 회화와 조각, 소형 설치 작품을 대상으로 합니다.",
    requirements: "- 활동 경력 5년 이하 작가\n- 판매 가능한 작품 5점 이상",
    tags: ["회화", "조각"],
    location: "부산",
    budget: "협찬",
  },

  // 최영훈: music label
  {
    key: "gugak-crossover",
    producer: "younghoon",
    status: "published",
    title: "국악 크로스오버 공연 연주자 모집",
    description:
      "가야금, 대금, 장구와 재즈 피아노 트리오가 함께하는 크로스오버 공연 〈바람의 리듬〉의 연주자를 모집합니다. 전통 장단 위에서 즉흥 연주가 오가는 무대를 만들고자 합니다. 공연은 서울에서 2회, 이후 라이브 음원으로 발매할 예정입니다.",
    requirements: "- 국악기 전공자 또는 재즈 연주자\n- 즉흥 연주 가능자\n- 연주 영상 제출",
    tags: ["국악", "음악", "재즈"],
    location: "서울",
    budget: "100~500만원",
  },
  {
    key: "single-artwork",
    producer: "younghoon",
    status: "published",
    title: "인디 싱글 앨범 재킷 일러스트 작가 모집",
    description:
      "레이블 소속 포크 듀오의 새 싱글 세 곡에 들어갈 재킷 일러스트를 그려 주실 작가를 찾습니다. 곡마다 한 장씩, 세 장이 이어지는 연작이면 좋겠습니다. 가사와 데모 음원을 먼저 공유드립니다.",
    requirements: "- 일러스트 포트폴리오 링크\n- 음반·출판 작업 경험 우대",
    tags: ["일러스트", "디자인", "음악"],
    location: "온라인",
    budget: "100만원 이하",
    deadlineIn: 2,
  },
  {
    key: "jazz-trio-bass",
    producer: "younghoon",
    status: "in_progress",
    title: "재즈 트리오 정규앨범 녹음 세션 베이시스트 모집",
    description:
      "피아노 트리오의 첫 정규앨범 녹음에 참여할 콘트라베이스 연주자를 모집합니다. 오리지널 곡 8곡을 이틀간 원테이크 위주로 녹음합니다. 녹음 전 합주는 네 번 예정되어 있습니다.",
    requirements: "- 콘트라베이스 연주 경력 5년 이상\n- 녹음 세션 경험",
    tags: ["재즈", "음악"],
    location: "서울",
    budget: "300만원",
  },
  {
    key: "small-room-sessions",
    producer: "younghoon",
    status: "completed",
    title: "라이브 세션 영상 시리즈 〈작은 방의 음악〉 촬영 및 편집자 모집",
    description:
      "작은 방 하나에서 뮤지션 한 팀씩 라이브를 녹화하는 영상 시리즈의 촬영 겸 편집자를 모집했습니다. 카메라 세 대로 촬영하고, 음향은 레이블 엔지니어가 맡았습니다. 총 여섯 편을 공개했습니다.",
    requirements: "- 멀티캠 촬영·편집 경험\n- 음악 영상 포트폴리오",
    tags: ["영상", "음악", "사진"],
    location: "서울",
    budget: "500~1000만원",
  },
  {
    key: "citypop-feature",
    producer: "younghoon",
    status: "published",
    title: "시티팝 싱글 피처링 보컬리스트 모집",
    description:
      "레이블 프로듀서의 시티팝 싱글에 피처링으로 참여할 보컬리스트를 찾습니다. 밤 드라이브를 떠올리게 하는 곡으로, 후렴 코러스와 한 절을 맡게 됩니다. 녹음은 서울 스튜디오에서 하루 진행합니다.",
    requirements: "- 보컬 데모 2곡 제출\n- 작사 참여 가능자 우대",
    tags: ["음악", "보컬"],
    location: "온라인",
    budget: "200만원",
  },

  // 한지수: Gyeonggi public art
  {
    key: "haenggung-memory",
    producer: "jisoo",
    status: "published",
    title: "수원 행궁동 공공미술 프로젝트 〈골목의 기억〉 참여 작가 모집",
    description:
      "수원 행궁동 골목에 주민들의 기억을 담은 공공미술 작품 다섯 점을 설치하는 프로젝트입니다. 작가는 두 달 동안 주민 인터뷰와 워크숍을 진행한 뒤 작품을 제작합니다. 벽면, 바닥, 가로시설물 등 설치 위치는 작가 제안에 따라 정합니다.",
    requirements: "- 공공미술 또는 주민 참여 프로젝트 경험\n- 작품 제안서와 예산안 제출\n- 수원 현장 주 1회 이상 방문 가능",
    tags: ["공공미술", "설치미술", "회화"],
    location: "경기",
    budget: "1000~5000만원",
  },
  {
    key: "school-residency",
    producer: "jisoo",
    status: "published",
    title: "경기 북부 폐교 레지던시 입주 작가 모집 (3개월)",
    description:
      "연천의 폐교를 고친 창작 공간에서 석 달간 머물 입주 작가를 모집합니다. 교실 하나를 개인 작업실로 쓰고, 마지막 달에는 마을 주민을 초대하는 오픈스튜디오를 엽니다. 장르 제한은 없지만 마을과 관계 맺는 작업을 환영합니다.",
    requirements: "- 3개월 상주 가능자\n- 작업 계획서 제출\n- 오픈스튜디오 참여",
    tags: ["레지던시", "회화", "설치미술"],
    location: "경기",
    budget: "협찬",
  },
  {
    key: "kids-museum",
    producer: "jisoo",
    status: "in_progress",
    title: "어린이 미술관 참여형 설치 작품 제작",
    description:
      "어린이 미술관 상설 전시실에 들어갈 참여형 설치 작품을 제작합니다. 아이들이 만지고 쌓고 소리를 내며 놀 수 있는 안전한 구조물이 필요합니다. 교육팀과 함께 프로토타입을 만들고 시범 운영을 거쳐 완성합니다.",
    requirements: "- 어린이 대상 작품 또는 교육 경험\n- 안전 기준을 고려한 재료 계획",
    tags: ["설치미술", "공예", "디자인"],
    location: "경기",
    budget: "500~1000만원",
  },
  {
    key: "citizen-photo",
    producer: "jisoo",
    status: "completed",
    title: "시민 참여 사진 워크숍 강사 겸 작가 모집",
    description:
      "시민 스무 명과 함께 동네를 걸으며 사진을 찍고, 그 결과를 작은 전시로 엮는 8주 워크숍의 강사를 모집했습니다. 스마트폰으로도 충분히 참여할 수 있도록 커리큘럼을 설계했습니다. 결과 전시는 도서관 로비에서 열렸습니다.",
    requirements: "- 사진 강의 경험\n- 8주간 주 1회 수업 가능",
    tags: ["사진", "다큐멘터리"],
    location: "경기",
    budget: "100~500만원",
  },
  {
    key: "river-sculpture",
    producer: "jisoo",
    status: "cancelled",
    title: "하천 정비 구간 대형 조형물 설치 공모",
    description:
      "하천 정비 사업 구간의 산책로 입구에 설치할 대형 조형물을 공모했습니다. 물길과 생태를 주제로 한 높이 6m 이상의 작품을 계획했으나, 정비 사업 일정이 1년 미뤄지면서 공모를 취소했습니다.",
    requirements: "- 대형 조형물 제작·설치 경험",
    tags: ["조각", "공공미술"],
    location: "경기",
    budget: "5000만원 이상",
  },

  // 조현석: Jeonju gugak
  {
    key: "hanok-busking",
    producer: "hyunseok",
    status: "published",
    title: "전주 한옥마을 야간 국악 버스킹 연주자 모집",
    description:
      "여름밤 전주 한옥마을 골목에서 열리는 국악 버스킹 무대의 연주자를 모집합니다. 금요일과 토요일 저녁, 회당 40분씩 공연합니다. 독주와 소규모 앙상블 모두 지원할 수 있으며 음향 장비는 기획팀이 준비합니다.",
    requirements: "- 국악기 연주자 또는 소리꾼\n- 야외 공연 경험 우대",
    tags: ["국악", "음악", "퍼포먼스"],
    location: "전북",
    budget: "100만원 이하",
  },
  {
    key: "simcheong",
    producer: "hyunseok",
    status: "published",
    title: "판소리 × 현대무용 실험 공연 〈심청, 물 밖으로〉 무용수 모집",
    description:
      "판소리 심청가를 현대무용으로 다시 읽는 실험 공연의 무용수를 모집합니다. 소리꾼의 라이브 소리에 맞춰 무용수 세 명이 인당수의 물과 심청의 몸을 표현합니다. 창작 기간은 두 달이며 전주와 서울에서 공연합니다.",
    requirements: "- 현대무용 또는 한국무용 전공자\n- 판소리·국악과의 협업에 관심 있는 분\n- 창작 기간 전주 체류 가능(숙소 제공)",
    tags: ["무용", "국악", "판소리"],
    location: "전북",
    budget: "500~1000만원",
  },
  {
    key: "orchestra-commission",
    producer: "hyunseok",
    status: "in_progress",
    title: "국악 관현악 신작 위촉 작곡가 모집",
    description:
      "가을 정기공연에서 초연할 15분 길이의 국악 관현악 신작을 위촉합니다. 전라도의 들노래를 모티프로 하되 형식은 작곡가에게 맡깁니다. 악단과의 독회를 두 차례 거쳐 완성본을 만듭니다.",
    requirements: "- 국악 관현악 작품 발표 경험\n- 이전 작품 악보와 음원 제출",
    tags: ["국악", "작곡"],
    location: "전북",
    budget: "1000~5000만원",
  },
  {
    key: "craft-festival",
    producer: "hyunseok",
    status: "completed",
    title: "전통 공예 × 국악 체험 축제 공연팀 모집",
    description:
      "전통 공예 장인들의 시연과 국악 공연이 함께 열린 주말 체험 축제의 공연팀을 모집했습니다. 한지, 부채, 목공 체험 부스 사이사이에서 짧은 공연이 이어지는 구성이었습니다. 이틀간 약 3천 명이 방문했습니다.",
    requirements: "- 국악 공연팀 또는 개인\n- 관객 참여형 공연 경험",
    tags: ["국악", "공예", "퍼포먼스"],
    location: "전북",
    budget: "500~1000만원",
  },
  {
    key: "gayageum-ensemble",
    producer: "hyunseok",
    status: "draft",
    title: "가야금 병창 앙상블 단원 모집",
    description:
      "가야금을 타며 노래하는 병창 앙상블을 새로 꾸립니다. 전통 병창 레퍼토리와 함께 동요, 가요를 편곡한 무대로 학교와 복지관을 찾아갈 계획입니다. 정기 연습은 주 1회입니다.",
    requirements: "- 가야금 병창 가능자\n- 주 1회 전주 연습 참여",
    tags: ["국악", "보컬"],
    location: "전북",
    budget: "추후 협의",
  },

  // 윤가영: Jeju publishing
  {
    key: "grammar-of-wind",
    producer: "gayoung",
    status: "published",
    title: "제주 독립출판 시집 〈바람의 문법〉 참여 시인 모집",
    description:
      "제주의 바람을 주제로 시인 다섯 명의 신작을 묶는 앤솔러지 시집을 만듭니다. 시인별로 신작 6~8편을 싣고, 출간 후 책방에서 낭독회를 엽니다. 제주에 살지 않아도 제주의 바람을 겪어 본 분이라면 누구나 환영합니다.",
    requirements: "- 등단 여부 무관\n- 미발표 시 3편 제출",
    tags: ["문학", "시"],
    location: "제주",
    budget: "100만원 이하",
  },
  {
    key: "tangerine-picturebook",
    producer: "gayoung",
    status: "published",
    title: "그림책 〈할머니의 귤밭〉 일러스트레이터 모집",
    description:
      "귤밭을 지키는 할머니와 손녀의 사계절을 담은 그림책의 일러스트레이터를 찾습니다. 원고는 완성되어 있으며 32쪽 분량입니다. 따뜻하지만 감상적이지 않은 그림을 기대합니다. 작업은 온라인으로 진행하고, 취재를 원하시면 제주 체류를 지원합니다.",
    requirements: "- 그림책 또는 출판 일러스트 경험\n- 샘플 장면 1컷 제출",
    tags: ["일러스트", "문학", "드로잉"],
    location: "온라인",
    budget: "100~500만원",
  },
  {
    key: "night-sentences",
    producer: "gayoung",
    status: "completed",
    title: "북토크 & 낭독 공연 〈밤의 문장들〉 낭독자 모집",
    description:
      "책방 마당에서 열린 여름밤 낭독 공연의 낭독자를 모집했습니다. 제주 작가들의 소설과 시를 배우와 작가가 함께 읽고, 기타 연주가 곁들여졌습니다. 세 번의 공연 모두 매진되었습니다.",
    requirements: "- 낭독 또는 연기 경험",
    tags: ["문학", "연극", "음악"],
    location: "제주",
    budget: "100만원 이하",
  },
  {
    key: "island-workers",
    producer: "gayoung",
    status: "published",
    title: "에세이 앤솔러지 〈섬에서 일하는 사람들〉 작가 모집",
    description:
      "해녀, 감귤 농부, 게스트하우스 주인처럼 섬에서 일하는 사람들을 인터뷰하고 에세이로 옮길 작가를 모집합니다. 작가마다 두 명을 인터뷰해 원고지 60매 분량의 글을 씁니다. 출간 비용은 지역 문화재단의 출판 지원으로 충당합니다.",
    requirements: "- 인터뷰 기반 글쓰기 경험\n- 글 샘플 1편 제출",
    tags: ["문학", "소설"],
    location: "온라인",
    budget: "협찬",
  },

  // 임재원: Daejeon media art
  {
    key: "circuit-of-senses",
    producer: "jaewon",
    status: "published",
    title: "인터랙티브 미디어아트전 〈감각의 회로〉 참여 작가 모집",
    description:
      "관객의 시선, 숨, 발걸음에 반응하는 인터랙티브 작품 다섯 점으로 구성되는 기획전입니다. 대덕 연구단지의 연구자와 작가를 짝지어 석 달 동안 공동 개발을 진행합니다. 센서와 장비 구입비를 별도로 지원합니다.",
    requirements: "- 인터랙티브 작품 발표 경험\n- 연구자와의 정기 미팅 참여\n- 작품 제안서와 기술 구성도 제출",
    tags: ["미디어아트", "디지털아트", "사운드아트"],
    location: "대전",
    budget: "1000~5000만원",    deadlineIn: 18,
  },
  {
    key: "sound-installation",
    producer: "jaewon",
    status: "published",
    title: "사운드 설치 작품 공동 제작 사운드 아티스트 모집",
    description:
      "라이트랩 2층 전시실을 위한 다채널 사운드 설치 작품을 함께 만들 사운드 아티스트를 모집합니다. 전시실의 울림을 측정하는 것부터 시작해, 공간 자체가 악기가 되는 작업을 목표로 합니다. 16채널 스피커 시스템을 사용할 수 있습니다.",
    requirements: "- 다채널 사운드 작업 경험\n- 작업 음원 또는 기록 영상 제출",
    tags: ["사운드아트", "음악", "설치미술"],
    location: "대전",
    budget: "300만원",
  },
  {
    key: "projection-mapping",
    producer: "jaewon",
    status: "in_progress",
    title: "과학관 연계 프로젝션 매핑 콘텐츠 제작",
    description:
      "과학관 돔 외벽에 상영할 프로젝션 매핑 콘텐츠를 제작합니다. 별의 탄생과 소멸을 주제로 한 7분 분량의 영상으로, 과학관 연구원의 자문을 받아 구성합니다. 주말 야간 개장 기간에 상영됩니다.",
    requirements: "- 프로젝션 매핑 작업 경험\n- 3D 모션 그래픽 가능자",
    tags: ["미디어아트", "영상", "애니메이션"],
    location: "대전",
    budget: "1000~5000만원",
  },
  {
    key: "ai-painting",
    producer: "jaewon",
    status: "draft",
    title: "AI 생성 이미지와 회화의 경계 — 실험전 참여 작가 모집",
    description:
      "생성형 AI가 만든 이미지를 출발점으로 삼아 손으로 다시 그리는 회화 작업을 모으는 실험전입니다. 기계의 이미지와 사람의 손이 만나는 지점에서 무엇이 남는지 묻고자 합니다. 작가 세미나를 두 차례 엽니다.",
    requirements: "- 회화 또는 디지털아트 작가\n- 작업 과정 기록 공유에 동의",
    tags: ["디지털아트", "회화"],
    location: "대전",
    budget: "미정",
  },
  {
    key: "metaverse-gallery",
    producer: "jaewon",
    status: "cancelled",
    title: "메타버스 가상 전시관 구축 프로젝트",
    description:
      "라이트랩의 지난 전시를 가상 공간에 재현하는 온라인 전시관을 만들 계획이었습니다. 3D 공간 디자인과 작품 아카이빙을 함께 할 작가를 모집했으나, 플랫폼 운영사의 서비스 종료로 프로젝트를 중단했습니다.",
    requirements: "- 3D 공간 디자인 경험",
    tags: ["디지털아트", "디자인"],
    location: "온라인",
    budget: "500~1000만원",
  },

  // 강다은: fashion collaborations
  {
    key: "ss-campaign",
    producer: "daeun",
    status: "published",
    title: "패션 브랜드 S/S 캠페인 협업 사진작가 모집",
    description:
      "친환경 소재를 쓰는 패션 브랜드의 봄·여름 캠페인을 촬영할 사진작가를 모집합니다. 스튜디오가 아닌 도시의 일상 공간에서, 옷보다 사람이 먼저 보이는 사진을 원합니다. 촬영은 이틀이며 스틸과 짧은 영상을 함께 제작합니다.",
    requirements: "- 패션·인물 사진 포트폴리오\n- 숏폼 영상 촬영 가능자 우대",
    tags: ["사진", "패션"],
    location: "서울",
    budget: "500~1000만원",
    deadlineIn: 5,
  },
  {
    key: "upcycle-textile",
    producer: "daeun",
    status: "published",
    title: "업사이클링 텍스타일 설치 작품 협업 작가 모집",
    description:
      "지난 시즌 남은 원단으로 매장 중앙에 걸릴 대형 텍스타일 설치 작품을 만들 작가를 찾습니다. 원단은 약 300kg 제공되며, 작품은 이후 브랜드 아카이브로 영구 보관됩니다. 제작 과정은 다큐멘터리 영상으로 기록합니다.",
    requirements: "- 텍스타일 또는 섬유 설치 작업 경험\n- 작품 스케치 제출",
    tags: ["패션", "공예", "설치미술"],
    location: "서울",
    budget: "100~500만원",
  },
  {
    key: "flagship-window",
    producer: "daeun",
    status: "completed",
    title: "플래그십 스토어 쇼윈도 아트워크 제작",
    description:
      "성수 플래그십 스토어의 겨울 시즌 쇼윈도 다섯 면을 작가의 작품으로 채운 프로젝트입니다. '겨울잠'을 주제로 조명과 오브제를 활용한 설치를 선보였습니다. 시즌 동안 매장 방문객이 40% 늘었습니다.",
    requirements: "- 쇼윈도 또는 공간 연출 경험",
    tags: ["설치미술", "디자인", "패션"],
    location: "서울",
    budget: "1000~5000만원",
  },
  {
    key: "lookbook-performer",
    producer: "daeun",
    status: "draft",
    title: "룩북 촬영 모델 겸 퍼포머 모집",
    description:
      "정적인 포즈 대신 움직임으로 옷을 보여 주는 룩북을 촬영하려 합니다. 무용이나 퍼포먼스 경험이 있는 분을 모델로 모시고 싶습니다. 촬영은 하루이며 영상도 함께 찍습니다.",
    requirements: "- 무용·퍼포먼스 경험\n- 프로필 사진 제출",
    tags: ["패션", "퍼포먼스", "사진"],
    location: "서울",
    budget: "100만원 이하",
  },

  // 오승준: Daegu small theater
  {
    key: "spring-laundry",
    producer: "seungjun",
    status: "published",
    title: "대구 소극장 창작극 〈봄날의 세탁소〉 배우 모집",
    description:
      "30년 된 동네 세탁소를 배경으로 주인 부부와 단골손님들의 하루를 그린 창작극입니다. 60대 부부 역과 20~30대 손님 역 배우 네 명을 모집합니다. 대구 봉산동 소극장에서 4주간 공연합니다.",
    requirements: "- 대구·경북 지역 배우 우대\n- 연습 기간 6주 참여 가능",
    tags: ["연극"],
    location: "대구",
    budget: "100~500만원",
  },
  {
    key: "black-bird-stage",
    producer: "seungjun",
    status: "published",
    title: "연극 〈검은 새〉 무대 디자인 및 소품 제작자 모집",
    description:
      "폭풍우 치는 밤 외딴 등대를 배경으로 한 연극 〈검은 새〉의 무대 디자이너를 찾습니다. 소극장의 좁은 무대에서 등대의 높이와 고립감을 표현하는 것이 과제입니다. 소품 제작까지 함께 맡아 주실 분을 우대합니다.",
    requirements: "- 연극 무대 디자인 경험\n- 디자인 포트폴리오 제출",
    tags: ["무대미술", "연극", "공예"],
    location: "대구",
    budget: "300만원",
  },
  {
    key: "youth-workshop",
    producer: "seungjun",
    status: "in_progress",
    title: "청소년 연극 워크숍 강사 겸 연출 보조 모집",
    description:
      "중고등학생 열다섯 명과 함께 12주 동안 창작극을 만드는 워크숍의 강사 겸 연출 보조를 모집합니다. 학생들이 직접 쓴 이야기를 무대에 올리는 것이 목표입니다. 마지막 주에 가족과 친구를 초대해 발표 공연을 합니다.",
    requirements: "- 청소년 대상 연극 교육 경험\n- 토요일 오후 수업 가능",
    tags: ["연극", "퍼포먼스"],
    location: "대구",
    budget: "100~500만원",
  },
  {
    key: "curtain-again",
    producer: "seungjun",
    status: "completed",
    title: "소극장 개관 20주년 기념 공연 〈다시, 막이 오르면〉 출연진 모집",
    description:
      "소극장 개관 20주년을 맞아 그동안 올린 작품의 명장면을 엮은 기념 공연을 올렸습니다. 옛 출연진과 새로운 배우들이 함께 무대에 섰고, 노래가 있는 장면도 포함되었습니다. 2주 공연이 모두 매진되었습니다.",
    requirements: "- 연극 또는 뮤지컬 출연 경험",
    tags: ["연극", "뮤지컬"],
    location: "대구",
    budget: "500~1000만원",
  },

  // 신아름: Gwangju dance
  {
    key: "gwangju-showcase",
    producer: "areum",
    status: "published",
    title: "광주 현대무용 창작 쇼케이스 무용수 모집",
    description:
      "광주 지역 안무가 세 명의 신작을 소개하는 창작 쇼케이스의 무용수를 모집합니다. 작품마다 두세 명의 무용수가 필요하며, 한 명이 두 작품에 출연할 수도 있습니다. 리허설은 6주간 주 4회 진행합니다.",
    requirements: "- 현대무용 전공 또는 활동 경력 2년 이상\n- 오디션 영상 제출",
    tags: ["무용", "현대무용"],
    location: "광주",
    budget: "100~500만원",
  },
  {
    key: "may-body",
    producer: "areum",
    status: "published",
    title: "5월 기억 공연 〈오월의 몸〉 라이브 연주자 모집",
    description:
      "오월 광주를 기억하는 무용 공연 〈오월의 몸〉에서 무대 위 라이브 연주를 맡을 음악가를 모집합니다. 첼로, 타악, 전자음악 등 편성은 열려 있으며, 안무가와 함께 음악 구조를 만들어 갑니다. 공연은 5·18 기념 주간에 열립니다.",
    requirements: "- 무용 또는 연극 라이브 연주 경험\n- 즉흥 연주 가능자",
    tags: ["음악", "무용", "퍼포먼스"],
    location: "광주",
    budget: "100~500만원",
  },
  {
    key: "ballet-gala",
    producer: "areum",
    status: "published",
    title: "발레 갈라 공연 객원 무용수 모집",
    description:
      "연말 발레 갈라 공연에 출연할 객원 무용수를 모집합니다. 〈호두까기 인형〉 2막 디베르티스망과 네오클래식 소품 두 작품으로 구성됩니다. 파드되가 가능한 남녀 무용수를 우대합니다.",
    requirements: "- 발레 전공자\n- 파드되 경험 우대\n- 리허설 4주 참여",
    tags: ["무용", "발레", "클래식"],
    location: "광주",
    budget: "500~1000만원",
  },

  // 유정민: music videos and brand films
  {
    key: "blue-hour-mv",
    producer: "jungmin",
    status: "published",
    title: "뮤직비디오 〈Blue Hour〉 안무가 겸 댄서 모집",
    description:
      "해 질 녘 한강을 배경으로 촬영하는 R&B 싱글 〈Blue Hour〉의 뮤직비디오 안무가 겸 댄서를 찾습니다. 아티스트와 함께 추는 듀엣 장면이 중심이며, 현대무용 기반의 유려한 움직임을 원합니다. 촬영은 하루, 안무 연습은 세 번입니다.",
    requirements: "- 현대무용 또는 코레오그래피 경험\n- 안무 영상 제출",
    tags: ["무용", "영상", "음악"],
    location: "서울",
    budget: "100~500만원",
    deadlineIn: 3,
  },
  {
    key: "brand-animation",
    producer: "jungmin",
    status: "published",
    title: "브랜드 필름 2D 애니메이션 작가 모집",
    description:
      "차 브랜드의 60초 브랜드 필름을 2D 애니메이션으로 제작합니다. 찻잎이 자라 한 잔의 차가 되기까지를 손그림 질감으로 표현하고 싶습니다. 콘티 확정 후 6주 동안 작업합니다.",
    requirements: "- 2D 애니메이션 포트폴리오\n- 콘티 작업 가능자",
    tags: ["애니메이션", "일러스트", "영상"],
    location: "온라인",
    budget: "500~1000만원",
  },
  {
    key: "band-mv-set",
    producer: "jungmin",
    status: "completed",
    title: "인디밴드 뮤직비디오 미술 세트 제작",
    description:
      "인디밴드의 뮤직비디오를 위해 창고 스튜디오에 1970년대 다방 세트를 만든 프로젝트입니다. 중고 가구와 직접 만든 소품으로 하루 만에 세트를 완성했습니다. 뮤직비디오는 공개 한 달 만에 조회수 50만 회를 넘었습니다.",
    requirements: "- 세트 또는 무대 제작 경험",
    tags: ["무대미술", "영상", "설치미술"],
    location: "경기",
    budget: "300만원",
  },
  {
    key: "title-motion",
    producer: "jungmin",
    status: "draft",
    title: "웹 예능 오프닝 타이틀 모션그래픽 작가 모집",
    description:
      "새로 시작하는 여행 웹 예능의 15초 오프닝 타이틀을 만들 모션그래픽 작가를 찾습니다. 지도와 손글씨를 활용한 아날로그 느낌을 원합니다. 작업 기간은 3주입니다.",
    requirements: "- 모션그래픽 포트폴리오",
    tags: ["영상", "디자인", "애니메이션"],
    location: "온라인",
    budget: "추후 협의",
  },

  // 서동하: Gyeongbuk festivals
  {
    key: "moonlight-festival",
    producer: "dongha",
    status: "published",
    title: "경주 달빛 축제 야간 퍼포먼스 아티스트 모집",
    description:
      "보름달이 뜨는 주말, 경주 월정교 일대에서 열리는 달빛 축제의 야간 퍼포먼스 아티스트를 모집합니다. 다리와 물 위를 무대로 쓰는 무용, 미디어, 음악 퍼포먼스를 기다립니다. 팀 단위 지원도 가능합니다.",
    requirements: "- 야외 공연 경험\n- 공연 계획서와 기록 영상 제출\n- 리허설 2회 경주 방문",
    tags: ["퍼포먼스", "미디어아트", "무용"],
    location: "경북",
    budget: "1000~5000만원",
    deadlineIn: 5,
  },
  {
    key: "andong-mask",
    producer: "dongha",
    status: "published",
    title: "안동 탈춤 페스티벌 연계 현대 탈 제작 공예작가 모집",
    description:
      "안동 탈춤 페스티벌 기간에 전시될 '오늘의 탈' 연작을 제작할 공예 작가를 모집합니다. 하회탈의 조형을 참고하되 지금 우리의 얼굴을 담은 탈 열두 점을 만드는 것이 목표입니다. 완성된 탈은 축제 퍼레이드에서도 쓰입니다.",
    requirements: "- 목공예·조각·종이공예 등 입체 작업 경험\n- 시안 스케치 3점 제출",
    tags: ["공예", "조각", "국악"],
    location: "경북",
    budget: "100~500만원",
  },
  {
    key: "festival-poster",
    producer: "dongha",
    status: "in_progress",
    title: "축제 공식 포스터 및 굿즈 일러스트 작업",
    description:
      "경주 달빛 축제의 공식 포스터와 굿즈에 쓰일 메인 일러스트를 작업합니다. 달, 다리, 등불을 모티프로 한 한 장의 그림에서 포스터, 엽서, 에코백까지 확장합니다. 인쇄 감리까지 함께 진행합니다.",
    requirements: "- 포스터·굿즈 일러스트 경험\n- 인쇄용 데이터 작업 가능",
    tags: ["일러스트", "디자인"],
    location: "경북",
    budget: "200만원",
  },
  {
    key: "market-mural",
    producer: "dongha",
    status: "completed",
    title: "지역 상권 연계 공공미술 벽화 프로젝트",
    description:
      "경주 성동시장 주변 골목 벽면 여섯 곳에 시장 상인들의 이야기를 담은 벽화를 그린 프로젝트입니다. 상인 인터뷰를 바탕으로 작가 두 명이 한 달간 작업했습니다. 벽화 골목은 지금 시장의 새로운 포토존이 되었습니다.",
    requirements: "- 벽화 작업 경험\n- 상인 인터뷰 참여",
    tags: ["회화", "공공미술"],
    location: "경북",
    budget: "500~1000만원",
  },
];
