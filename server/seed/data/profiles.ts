/** Building blocks for portfolios, experiences, awards and education, per discipline. `{w}` is replaced by a work title word. */
import type { Discipline } from "./people";

/** Poetic work titles that fill `{w}`. */
export const WORK_WORDS = [
  "밤의 정원",
  "물의 기억",
  "느린 오후",
  "겹",
  "소금의 시간",
  "남쪽 창",
  "흰 그림자",
  "바람의 자리",
  "잔향",
  "경계의 풍경",
  "여름 끝",
  "숨",
  "먼 곳의 빛",
  "오래된 주소",
  "낮은 목소리",
  "파도 아래",
  "비어 있는 방",
  "두 번째 계절",
  "손의 온도",
  "흩어지는 선",
];

export interface PortfolioPattern {
  title: string;
  description: string;
  category: string;
  /** Tag names for portfolio_tags. */
  tags: string[];
}

export const PORTFOLIO_PATTERNS: Record<Discipline, PortfolioPattern[]> = {
  painting: [
    { title: "〈{w}〉 연작", description: "캔버스에 유채와 아크릴을 겹쳐 올린 연작입니다. 시간이 지나며 드러나는 층을 표현했습니다.", category: "painting", tags: ["회화"] },
    { title: "개인전 〈{w}〉 출품작", description: "개인전에서 선보인 100호 대작으로, 빛이 스며드는 실내 풍경을 그렸습니다.", category: "painting", tags: ["회화"] },
    { title: "드로잉 노트 — {w}", description: "매일 한 장씩 그린 드로잉 100점 가운데 일부입니다. 연필과 먹을 함께 썼습니다.", category: "painting", tags: ["드로잉"] },
    { title: "{w} (단체전 출품)", description: "단체전 출품작. 장지에 분채로 그린 뒤 표면을 긁어내 질감을 만들었습니다.", category: "painting", tags: ["회화"] },
    { title: "〈{w}〉 아트페어 출품작", description: "아트페어 부스에서 소개한 소품 연작으로, 전 작품이 판매되었습니다.", category: "art_fair", tags: [] },
  ],
  installation: [
    { title: "〈{w}〉 현장 설치", description: "폐건물의 창틀과 문짝을 엮어 만든 장소 특정적 설치 작업입니다.", category: "installation", tags: ["설치미술"] },
    { title: "{w} — 공공미술 프로젝트", description: "주민 워크숍에서 모은 물건들로 골목 벽면을 채운 공공미술 작업입니다.", category: "installation", tags: ["공공미술"] },
    { title: "〈{w}〉 조형 연구", description: "철판과 나무를 접합해 균형을 실험한 중형 조형물 시리즈입니다.", category: "sculpture", tags: ["조각"] },
    { title: "레지던시 결과전 〈{w}〉", description: "석 달간의 레지던시에서 수집한 재료로 만든 결과 전시의 전경입니다.", category: "residency", tags: [] },
  ],
  photography: [
    { title: "〈{w}〉 사진 연작", description: "중형 필름으로 2년간 촬영한 연작입니다. 인터뷰 텍스트와 함께 전시했습니다.", category: "photography", tags: ["사진"] },
    { title: "{w} — 다큐멘터리 프로젝트", description: "한 마을의 일상을 계절별로 기록한 다큐멘터리 사진 작업입니다.", category: "photography", tags: ["다큐멘터리"] },
    { title: "사진집 〈{w}〉", description: "독립출판으로 펴낸 사진집. 사진 48점과 짧은 산문을 실었습니다.", category: "photography", tags: ["사진"] },
    { title: "캠페인 화보 〈{w}〉", description: "브랜드 캠페인을 위해 자연광으로 촬영한 인물 화보입니다.", category: "photography", tags: ["패션"] },
  ],
  sculpture: [
    { title: "〈{w}〉 스테인리스 조각", description: "바닷가 바위의 형태를 본뜬 스테인리스 조각으로, 야외 조각공원에 소장되어 있습니다.", category: "sculpture", tags: ["조각"] },
    { title: "{w} (석조)", description: "화강암을 깎아 물의 흐름을 표현한 작업입니다.", category: "sculpture", tags: ["조각"] },
    { title: "야외 조각 심포지엄 — {w}", description: "심포지엄 기간 3주 동안 현장에서 제작한 대형 조각입니다.", category: "competition", tags: ["공공미술"] },
  ],
  media: [
    { title: "인터랙티브 설치 〈{w}〉", description: "관객의 움직임을 센서로 읽어 빛과 소리가 바뀌는 설치 작업입니다.", category: "digital_art", tags: ["미디어아트"] },
    { title: "프로젝션 매핑 〈{w}〉", description: "건물 외벽에 상영한 10분 분량의 프로젝션 매핑 작품입니다.", category: "digital_art", tags: ["미디어아트", "영상"] },
    { title: "다채널 사운드 설치 〈{w}〉", description: "8채널 스피커로 전시장의 울림을 재구성한 사운드 작업입니다.", category: "installation", tags: ["사운드아트"] },
    { title: "실시간 그래픽 퍼포먼스 {w}", description: "무용수와 함께한 실시간 그래픽 퍼포먼스의 기록 영상입니다.", category: "performance_art", tags: ["디지털아트"] },
  ],
  illustration: [
    { title: "그림책 〈{w}〉", description: "글과 그림을 모두 맡은 그림책으로, 색연필과 과슈를 썼습니다.", category: "other", tags: ["일러스트"] },
    { title: "음반 재킷 — {w}", description: "인디 뮤지션의 싱글 재킷 일러스트 세 점입니다.", category: "other", tags: ["일러스트"] },
    { title: "단편 애니메이션 〈{w}〉", description: "손그림 2D 애니메이션 단편으로, 영화제에 초청되었습니다.", category: "other", tags: ["애니메이션"] },
    { title: "포스터 시리즈 {w}", description: "공연 포스터와 리플릿 디자인 작업입니다.", category: "other", tags: ["디자인"] },
  ],
  craft: [
    { title: "장작가마 백자 〈{w}〉", description: "장작가마에서 사흘 동안 구운 백자 항아리 연작입니다.", category: "craft", tags: ["도예"] },
    { title: "오브제 〈{w}〉", description: "흙이 마르며 생긴 균열을 그대로 살린 도자 오브제입니다.", category: "craft", tags: ["공예"] },
    { title: "텍스타일 설치 〈{w}〉", description: "버려진 원단 200벌을 엮어 천장에서 늘어뜨린 대형 설치입니다.", category: "installation", tags: ["패션"] },
    { title: "시민 워크숍 〈{w}〉", description: "시민 40명과 함께 만든 공동 작업과 워크숍 기록입니다.", category: "workshop", tags: [] },
  ],
  dance: [
    { title: "안무작 〈{w}〉", description: "일상의 반복 동작을 변형한 25분 분량의 솔로 안무작입니다.", category: "performance_art", tags: ["무용"] },
    { title: "장르 융합 공연 〈{w}〉", description: "미디어아트, 라이브 음악과 함께한 협업 공연의 기록 영상입니다.", category: "performance_art", tags: ["퍼포먼스"] },
    { title: "{w} — 장소 특정 퍼포먼스", description: "미술관 로비와 계단을 무대로 삼은 이동형 퍼포먼스입니다.", category: "performance_art", tags: ["퍼포먼스"] },
    { title: "갈라 공연 〈{w}〉 출연", description: "갈라 공연에서 선보인 파드되와 솔로 바리에이션입니다.", category: "performance_art", tags: ["무용"] },
  ],
  theater: [
    { title: "연극 〈{w}〉 출연", description: "소극장 2인극에서 주연을 맡았습니다. 공연 실황 일부를 공유합니다.", category: "other", tags: ["연극"] },
    { title: "낭독극 〈{w}〉", description: "신작 희곡 낭독 공연에 참여한 기록입니다.", category: "other", tags: ["연극"] },
    { title: "뮤지컬 〈{w}〉 넘버 영상", description: "창작 뮤지컬에서 부른 솔로 넘버의 라이브 영상입니다.", category: "other", tags: ["뮤지컬"] },
    { title: "무대 디자인 〈{w}〉", description: "소극장 연극의 무대 디자인 스케치와 완성 사진입니다.", category: "other", tags: ["무대미술"] },
  ],
  film: [
    { title: "단편영화 〈{w}〉", description: "국내 단편영화제 경쟁 부문 상영작입니다.", category: "other", tags: ["영화"] },
    { title: "연기 릴 — {w}", description: "최근 출연작의 주요 장면을 모은 3분 분량의 연기 릴입니다.", category: "other", tags: ["영화"] },
    { title: "다큐멘터리 〈{w}〉", description: "6개월 동안 한 공동체를 따라간 단편 다큐멘터리입니다.", category: "other", tags: ["다큐멘터리"] },
    { title: "촬영 릴 〈{w}〉", description: "장편 독립영화에서 촬영한 장면들을 모은 촬영 릴입니다.", category: "other", tags: ["촬영"] },
  ],
  music: [
    { title: "앨범 〈{w}〉", description: "직접 작곡하고 연주한 정규 앨범입니다. 음원 사이트에서 들을 수 있습니다.", category: "other", tags: ["음악"] },
    { title: "영화음악 〈{w}〉 OST", description: "현악 4중주와 전자음을 섞어 만든 영화 오리지널 스코어입니다.", category: "other", tags: ["작곡"] },
    { title: "라이브 실황 — {w}", description: "클럽 공연 실황 영상으로, 자작곡 세 곡을 연주했습니다.", category: "performance_art", tags: ["재즈"] },
    { title: "리사이틀 〈{w}〉", description: "독주회에서 연주한 현대음악 초연곡의 녹음입니다.", category: "other", tags: ["클래식"] },
  ],
  gugak: [
    { title: "창작곡 〈{w}〉", description: "전통 장단 위에 새로운 선율을 얹은 창작곡입니다.", category: "other", tags: ["국악"] },
    { title: "크로스오버 공연 〈{w}〉", description: "재즈 트리오와 함께한 크로스오버 무대의 실황 영상입니다.", category: "performance_art", tags: ["국악"] },
    { title: "완창 무대 〈{w}〉", description: "다섯 시간에 걸친 완창 무대의 기록입니다.", category: "performance_art", tags: ["판소리"] },
    { title: "관현악 신작 〈{w}〉", description: "국악 관현악단이 초연한 신작의 악보와 녹음입니다.", category: "other", tags: ["작곡"] },
  ],
  literature: [
    { title: "시집 〈{w}〉", description: "두 번째 시집으로, 바닷가 마을의 노동과 계절을 담았습니다.", category: "other", tags: ["시"] },
    { title: "희곡 〈{w}〉", description: "낭독극으로 초연된 단막 희곡입니다.", category: "other", tags: ["희곡"] },
    { title: "연작소설 〈{w}〉", description: "섬에 사는 사람들의 이야기를 다룬 연작소설집입니다.", category: "other", tags: ["소설"] },
    { title: "낭독회 〈{w}〉", description: "책방에서 열린 낭독회의 기록과 낭독 원고입니다.", category: "other", tags: ["문학"] },
  ],
  design: [
    { title: "공연 포스터 〈{w}〉", description: "연극 포스터와 프로그램북 디자인입니다.", category: "other", tags: ["디자인"] },
    { title: "전시 아이덴티티 — {w}", description: "전시 로고, 사인물, 굿즈까지 이어지는 아이덴티티 작업입니다.", category: "other", tags: ["디자인"] },
    { title: "무대 디자인 〈{w}〉", description: "소극장 연극의 무대와 소품을 디자인하고 제작했습니다.", category: "other", tags: ["무대미술"] },
    { title: "일러스트 굿즈 〈{w}〉", description: "축제 굿즈로 제작된 일러스트 엽서와 에코백입니다.", category: "other", tags: ["일러스트"] },
  ],
};

export interface ExperiencePattern {
  type: "exhibition" | "collection" | "residency" | "project" | "art_fair" | "performance";
  title: string;
  organizations: string[];
  role: string;
  description: string;
  /** Typical length in months. */
  months: number;
}

const visualExperiences: ExperiencePattern[] = [
  { type: "exhibition", title: "개인전 〈{w}〉", organizations: ["갤러리 담", "아트스페이스 휴", "사이아트 스페이스", "갤러리 소소"], role: "작가", description: "신작 12점을 발표한 개인전입니다.", months: 1 },
  { type: "exhibition", title: "단체전 〈{w}〉", organizations: ["서울시립 북서울미술관", "대구미술관", "부산현대미술관", "경기도미술관"], role: "참여 작가", description: "동시대 작가 8인의 단체전에 참여했습니다.", months: 2 },
  { type: "residency", title: "{o} 입주 작가", organizations: ["금천예술공장", "청주미술창작스튜디오", "인천아트플랫폼", "제주 가파도 레지던시"], role: "입주 작가", description: "레지던시 기간 동안 지역 리서치를 바탕으로 신작을 제작했습니다.", months: 6 },
  { type: "art_fair", title: "{o} 참가", organizations: ["아트부산", "화랑미술제", "어포더블 아트페어 서울", "대구아트페어"], role: "출품 작가", description: "갤러리 부스를 통해 신작을 소개했습니다.", months: 0 },
  { type: "collection", title: "작품 소장 — 〈{w}〉", organizations: ["국립현대미술관 미술은행", "경기도미술관", "서울시립미술관", "OCI미술관"], role: "작가", description: "작품이 기관 소장품으로 선정되었습니다.", months: 0 },
  { type: "project", title: "공공미술 프로젝트 〈{w}〉", organizations: ["서울문화재단", "경기문화재단", "부산문화재단"], role: "참여 작가", description: "주민 워크숍과 함께 진행한 공공미술 프로젝트입니다.", months: 4 },
];

const stageExperiences: ExperiencePattern[] = [
  { type: "performance", title: "〈{w}〉", organizations: ["국립극단", "두산아트센터", "남산예술센터", "대학로 예술극장", "아르코예술극장"], role: "출연", description: "정기 공연에 출연했습니다.", months: 2 },
  { type: "performance", title: "창작 공연 〈{w}〉", organizations: ["서울국제공연예술제", "춘천마임축제", "대구국제뮤지컬페스티벌", "광주 공연예술 페스티벌"], role: "출연", description: "페스티벌 초청 공연에 참여했습니다.", months: 1 },
  { type: "project", title: "협업 프로젝트 〈{w}〉", organizations: ["국립아시아문화전당", "플랫폼엘", "문화비축기지"], role: "퍼포머", description: "미디어아트 작가와의 협업 공연입니다.", months: 3 },
  { type: "residency", title: "{o} 창작 레지던시", organizations: ["서울무용센터", "국립극장 창작 레지던시", "인천아트플랫폼"], role: "레지던시 참여", description: "신작 리서치와 쇼케이스를 진행했습니다.", months: 3 },
];

const filmExperiences: ExperiencePattern[] = [
  { type: "project", title: "단편영화 〈{w}〉", organizations: ["필름 여름", "한국영화아카데미", "독립 제작"], role: "주연", description: "단편영화 촬영에 참여했습니다.", months: 1 },
  { type: "project", title: "장편 독립영화 〈{w}〉", organizations: ["영화사 봄날", "필름 여름", "독립 제작"], role: "촬영감독", description: "장편 독립영화 제작에 참여했습니다.", months: 3 },
  { type: "exhibition", title: "{o} 상영", organizations: ["부산국제영화제", "서울독립영화제", "전주국제영화제", "미쟝센단편영화제"], role: "상영작 참여", description: "참여 작품이 영화제에서 상영되었습니다.", months: 0 },
];

const musicExperiences: ExperiencePattern[] = [
  { type: "performance", title: "공연 〈{w}〉", organizations: ["세종문화회관 체임버홀", "롯데콘서트홀", "부산문화회관", "전주 한벽문화관"], role: "연주", description: "정기 공연에서 연주했습니다.", months: 0 },
  { type: "project", title: "음반 〈{w}〉 녹음", organizations: ["소리결", "독립 제작", "사운드 스튜디오 파랑"], role: "세션·작곡", description: "음반 녹음과 편곡에 참여했습니다.", months: 2 },
  { type: "performance", title: "{o} 출연", organizations: ["자라섬 재즈 페스티벌", "여우락 페스티벌", "전주세계소리축제", "서울재즈페스티벌"], role: "출연", description: "페스티벌 무대에 섰습니다.", months: 0 },
  { type: "residency", title: "{o} 창작 지원", organizations: ["국립국악원", "예술의전당 창작 아카데미", "서울문화재단"], role: "선정 작가", description: "신작 창작 지원 사업에 선정되었습니다.", months: 6 },
];

const literatureExperiences: ExperiencePattern[] = [
  { type: "project", title: "책 〈{w}〉 출간", organizations: ["봄밤 책방", "문학동네", "창비", "독립출판"], role: "저자", description: "책을 출간하고 북토크를 진행했습니다.", months: 6 },
  { type: "residency", title: "{o} 입주 작가", organizations: ["토지문화관", "연희문학창작촌", "제주 문학의 집"], role: "입주 작가", description: "창작 레지던시에서 원고를 완성했습니다.", months: 2 },
  { type: "performance", title: "낭독회 〈{w}〉", organizations: ["봄밤 책방", "서울국제도서전", "대학로 예술극장"], role: "낭독", description: "작가 낭독회를 열었습니다.", months: 0 },
];

export const EXPERIENCE_PATTERNS: Record<Discipline, ExperiencePattern[]> = {
  painting: visualExperiences,
  installation: visualExperiences,
  photography: visualExperiences,
  sculpture: visualExperiences,
  media: visualExperiences,
  illustration: [...visualExperiences.slice(0, 2), ...filmExperiences.slice(2)],
  craft: visualExperiences,
  design: [...visualExperiences.slice(0, 2), stageExperiences[0]!],
  dance: stageExperiences,
  theater: stageExperiences,
  film: filmExperiences,
  music: musicExperiences,
  gugak: musicExperiences,
  literature: literatureExperiences,
};

const producerVisual: ExperiencePattern[] = [
  { type: "exhibition", title: "기획전 〈{w}〉", organizations: ["독립 기획", "지역 문화재단", "구립 미술관"], role: "기획", description: "작가 선정부터 공간 구성, 홍보까지 전시 전반을 기획했습니다.", months: 2 },
  { type: "project", title: "공공예술 프로젝트 〈{w}〉", organizations: ["지역 문화재단", "도시재생지원센터"], role: "총괄 기획", description: "작가와 주민, 행정을 잇는 공공예술 사업을 운영했습니다.", months: 6 },
  { type: "art_fair", title: "{o} 특별전 협력 기획", organizations: ["아트부산", "화랑미술제", "대구아트페어"], role: "협력 큐레이터", description: "신진 작가 특별전을 공동 기획했습니다.", months: 0 },
];
const producerStage: ExperiencePattern[] = [
  { type: "performance", title: "공연 〈{w}〉 제작", organizations: ["대학로 예술극장", "지역 소극장", "야외 특설무대"], role: "제작·기획", description: "캐스팅부터 공연 운영까지 제작 전반을 맡았습니다.", months: 3 },
  { type: "project", title: "축제 프로그램 〈{w}〉", organizations: ["지역 축제 조직위원회", "문화재단"], role: "프로그램 감독", description: "축제의 공연 프로그램을 기획하고 운영했습니다.", months: 4 },
];
const producerMedia: ExperiencePattern[] = [
  { type: "project", title: "〈{w}〉 제작", organizations: ["독립 제작", "영상 프로덕션", "인디 레이블"], role: "프로듀서", description: "기획부터 후반 작업, 배급까지 제작을 총괄했습니다.", months: 6 },
  { type: "exhibition", title: "{o} 상영·공개", organizations: ["서울독립영화제", "전주국제영화제", "온라인 플랫폼"], role: "프로듀서", description: "제작한 작품이 공개되었습니다.", months: 0 },
];
const producerBooks: ExperiencePattern[] = [
  { type: "project", title: "책 〈{w}〉 편집·출간", organizations: ["독립출판", "지역 출판사"], role: "편집·발행", description: "기획, 편집, 제작까지 맡아 책을 펴냈습니다.", months: 5 },
  { type: "performance", title: "낭독회 〈{w}〉 기획", organizations: ["독립서점", "지역 도서관"], role: "기획", description: "작가 낭독회와 북토크를 열었습니다.", months: 0 },
];

/** What producers list as experience: what they organised, not what they made. */
export const PRODUCER_EXPERIENCE_PATTERNS: Record<Discipline, ExperiencePattern[]> = {
  painting: producerVisual,
  installation: producerVisual,
  photography: producerVisual,
  sculpture: producerVisual,
  media: producerVisual,
  illustration: producerBooks,
  craft: producerVisual,
  design: [...producerVisual.slice(0, 1), producerMedia[0]!],
  dance: producerStage,
  theater: producerStage,
  film: producerMedia,
  music: [producerMedia[0]!, producerStage[0]!],
  gugak: producerStage,
  literature: producerBooks,
};

export interface AwardPattern {
  title: string;
  organization: string;
  category: string;
}

export const AWARD_PATTERNS: Record<Discipline, AwardPattern[]> = {
  painting: [
    { title: "청년미술상 우수상", organization: "한국미술협회", category: "competition" },
    { title: "신진작가 공모 선정", organization: "서울문화재단", category: "competition" },
    { title: "올해의 작가상 후보", organization: "지역 미술관 협의회", category: "competition" },
  ],
  installation: [
    { title: "공공미술 공모 대상", organization: "경기문화재단", category: "competition" },
    { title: "설치미술 신작 지원 선정", organization: "한국문화예술위원회", category: "competition" },
  ],
  photography: [
    { title: "다큐멘터리 사진상", organization: "한국사진작가협회", category: "competition" },
    { title: "사진집 출판 지원 선정", organization: "부산문화재단", category: "competition" },
  ],
  sculpture: [
    { title: "야외조각 공모 최우수상", organization: "한국조각가협회", category: "competition" },
    { title: "조각 심포지엄 초대 작가", organization: "통영 조각 심포지엄", category: "art_fair" },
  ],
  media: [
    { title: "미디어아트 공모 우수상", organization: "아시아문화전당", category: "competition" },
    { title: "예술과 기술 융합 지원 선정", organization: "한국문화예술위원회", category: "competition" },
  ],
  illustration: [
    { title: "그림책 일러스트 공모 입상", organization: "한국출판문화산업진흥원", category: "competition" },
    { title: "애니메이션 단편 부문 우수상", organization: "인디애니페스트", category: "competition" },
  ],
  craft: [
    { title: "공예 공모전 특선", organization: "대한민국공예품대전", category: "craft" },
    { title: "올해의 공예상 후보", organization: "한국공예디자인문화진흥원", category: "craft" },
  ],
  dance: [
    { title: "신인 안무가상", organization: "한국무용협회", category: "competition" },
    { title: "무용 콩쿠르 금상", organization: "동아무용콩쿠르", category: "competition" },
  ],
  theater: [
    { title: "연기상", organization: "대한민국연극제", category: "competition" },
    { title: "신인 연기상", organization: "대구연극제", category: "competition" },
  ],
  film: [
    { title: "단편 경쟁 부문 연기상", organization: "미쟝센단편영화제", category: "competition" },
    { title: "촬영상", organization: "서울독립영화제", category: "competition" },
  ],
  music: [
    { title: "음악 콩쿠르 2위", organization: "한국음악협회", category: "competition" },
    { title: "올해의 재즈 음반 후보", organization: "한국대중음악상", category: "competition" },
  ],
  gugak: [
    { title: "국악 경연대회 대상", organization: "전주대사습놀이", category: "competition" },
    { title: "신진 국악인 선정", organization: "국립국악원", category: "competition" },
  ],
  literature: [
    { title: "신춘문예 희곡 부문 당선", organization: "지역 일간지 신춘문예", category: "competition" },
    { title: "올해의 젊은 작가 선정", organization: "한국문학번역원", category: "competition" },
  ],
  design: [
    { title: "포스터 디자인 공모 입선", organization: "한국시각정보디자인협회", category: "competition" },
    { title: "무대미술상", organization: "대한민국연극제", category: "competition" },
  ],
};

export interface EducationPattern {
  institution: string;
  degree: string;
  fieldOfStudy: string;
}

export const EDUCATION_PATTERNS: Record<Discipline, EducationPattern[]> = {
  painting: [
    { institution: "홍익대학교", degree: "학사", fieldOfStudy: "회화" },
    { institution: "서울대학교", degree: "석사", fieldOfStudy: "동양화" },
    { institution: "계명대학교", degree: "학사", fieldOfStudy: "서양화" },
  ],
  installation: [
    { institution: "한국예술종합학교", degree: "전문사", fieldOfStudy: "미술이론·조형예술" },
    { institution: "국민대학교", degree: "학사", fieldOfStudy: "입체미술" },
  ],
  photography: [
    { institution: "중앙대학교", degree: "학사", fieldOfStudy: "사진" },
    { institution: "경일대학교", degree: "학사", fieldOfStudy: "사진영상" },
  ],
  sculpture: [{ institution: "홍익대학교", degree: "석사", fieldOfStudy: "조소" }],
  media: [
    { institution: "한국예술종합학교", degree: "학사", fieldOfStudy: "미디어아트" },
    { institution: "KAIST 문화기술대학원", degree: "석사", fieldOfStudy: "문화기술" },
  ],
  illustration: [{ institution: "서울과학기술대학교", degree: "학사", fieldOfStudy: "시각디자인" }],
  craft: [{ institution: "국민대학교", degree: "학사", fieldOfStudy: "도자공예" }],
  dance: [
    { institution: "한국예술종합학교", degree: "학사", fieldOfStudy: "무용" },
    { institution: "세종대학교", degree: "학사", fieldOfStudy: "무용과 발레 전공" },
  ],
  theater: [
    { institution: "한국예술종합학교", degree: "학사", fieldOfStudy: "연기" },
    { institution: "동국대학교", degree: "학사", fieldOfStudy: "연극학" },
  ],
  film: [
    { institution: "한국영화아카데미", degree: "정규과정", fieldOfStudy: "연출" },
    { institution: "중앙대학교", degree: "학사", fieldOfStudy: "영화학" },
  ],
  music: [
    { institution: "서울대학교", degree: "학사", fieldOfStudy: "작곡" },
    { institution: "한국예술종합학교", degree: "전문사", fieldOfStudy: "기악" },
  ],
  gugak: [
    { institution: "국립국악고등학교", degree: "졸업", fieldOfStudy: "국악" },
    { institution: "서울대학교", degree: "학사", fieldOfStudy: "국악" },
  ],
  literature: [
    { institution: "서울예술대학교", degree: "학사", fieldOfStudy: "문예창작" },
    { institution: "명지대학교", degree: "석사", fieldOfStudy: "문예창작" },
  ],
  design: [{ institution: "홍익대학교", degree: "학사", fieldOfStudy: "시각디자인" }],
};
