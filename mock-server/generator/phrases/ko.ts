import type { Phrases } from './types';
import { groupDigits } from './types';

const money = (cny: number): string => `${groupDigits(cny, 'ko-KR')}위안`;
const hours = (h: number): string => `${h}시간`;
const dayWord = (day: number | null): string => (day === null ? '모든 날' : `${day}일차`);

/** Korean particles follow the last syllable: 을/를, 은/는, 과/와 after a final consonant or not. */
function particle(word: string, afterConsonant: string, afterVowel: string): string {
  const code = word.charCodeAt(word.length - 1) - 0xac00;
  if (code < 0 || code > 11_171) return `${word}${afterConsonant}(${afterVowel})`;
  return `${word}${code % 28 === 0 ? afterVowel : afterConsonant}`;
}
const object = (word: string): string => particle(word, '을', '를');
const topic = (word: string): string => particle(word, '은', '는');
const and = (word: string): string => particle(word, '과', '와');

const TIERS = { luxury: '5성급 호텔', mid: '편안한 4성급 또는 부티크 호텔', budget: '깨끗하고 평이 좋은 저가 호텔' };
const KINDS = { history: '역사 유적입니다.', nature: '자연 명소입니다.', culture: '걷기 좋은 문화 거리입니다.', modern: '현대적인 랜드마크입니다.', food: '먹거리 명소입니다.', family: '가족 모두 즐기기 좋은 곳입니다.' };
const INTERESTS = {
  food: '현지 음식을 더 많이: 도시마다 먹자골목이나 시장과 꼭 시킬 요리를 넣었습니다',
  pandas: '자이언트 판다: 판다가 가장 활발한 이른 아침에 청두 판다 기지를 넣었습니다',
  hiking: '하이킹을 더 많이: 산과 트레일을 먼저 넣고 걸을 시간을 넉넉히 잡았습니다',
  museums: '박물관을 더 많이: 주요 소장품이 있는 곳을 먼저 넣었습니다(대부분 월요일 휴관)',
  kids: '아이 동반 배려: 하루 일정을 짧게 하고 가족 명소와 쉬는 시간을 넣었습니다',
  accessibility: '무장애 배려: 하루 두 곳만 방문하고 계단 없는 경로로, 긴 오르막은 뺐습니다',
};

export const ko: Phrases = {
  list: (items) => items.join(', '),
  sentences: (parts) => parts.join(' '),
  hours,
  money,
  keep: (text) => text,
  withChinese: (name, chinese) => `${name}(${chinese})`,

  title: (days, cities) => `${days}일: ${cities}`,
  transferTitle: (leg) => `${leg.from}에서 ${leg.to}까지 ${{ flight: '비행기', bus: '버스', 'high-speed rail': '고속열차' }[leg.mode]}로 이동`,
  legNote: (leg) =>
    leg.mode === 'flight'
      ? `${leg.fromAirport}–${leg.toAirport} 항공편으로 약 ${hours(leg.hours)}. 공항에는 2시간 전에 도착하세요`
      : leg.mode === 'bus'
        ? `${leg.departZh} → ${leg.arriveZh}, 약 ${hours(leg.hours)}. 버스표는 터미널이나 Trip.com에서 여권으로 사고, 터미널에는 30분 전에 도착하세요`
        : `${leg.departZh} → ${leg.arriveZh}, 약 ${hours(leg.hours)}. 표는 12306에서 여권으로 예매하고, 역에는 30분 전에 도착하세요`,
  arrival: (note, district) => `${note}. 도착 후 ${district}에서 체크인하세요.`,
  railInsteadOfFlight: '요청하신 대로 비행기 대신 긴 기차 여행입니다. 12306에서 2등석이나 1등석을 예매하고 간식을 챙기세요',
  sightNote: (kind) => KINDS[kind],
  ticket: (cny) => `입장료 약 ${money(cny)}. 여권 번호로 미리 예약하세요.`,
  freeEntry: '무료입장.',
  photoMorning: '문 여는 시간에 맞춰 가면 빛이 부드럽고 사람도 적습니다.',
  photoEvening: '블루아워까지 머무르세요. 해가 지고 약 20분 뒤에 불이 켜집니다.',
  gentleNote: '근처에 벤치와 카페가 많아 쉬어 가기 좋습니다.',
  wanderTitle: (district) => `${district} 자유 산책`,
  wanderNote: '일정 없는 시간: 찻집, 골목길, 낮잠. 가장 좋은 발견은 이런 때 생깁니다.',
  relaxedTitle: (district) => `${district} 주변 자유 시간`,
  relaxedNote: '예약 없음: 호텔에서 쉬거나 찻집에 앉거나 근처를 천천히 걸어 보세요.',
  dinnerTitle: (dish) => `저녁: ${dish}`,
  dishNote: () => '현지 대표 요리로, 호텔 근처 현지인이 붐비는 식당에서 맛볼 수 있습니다.',
  vegDinnerTitle: (district) => `${district} 근처 채식 저녁`,
  vegOrderNote: '주문할 때 「我吃素，不吃肉」(채식합니다, 고기는 안 먹어요)를 보여 주세요.',
  noMeat: (dish) => `${dish}(「不要肉」라고 해서 고기 없이)`,
  templeVegetarian: '사찰 채식 식당(素菜馆)',
  stayNote: (tier, district, cny) => `${district}의 ${TIERS[tier]}, 객실당 1박 약 ${money(cny)}.`,
  checkoutNote: '아침 식사 후 체크아웃하고, 떠날 때까지 짐은 프런트에 맡기세요.',

  notes: {
    entry: '입국: 이제 많은 나라 국민이 최대 30일까지 무비자로 중국을 방문할 수 있고, 대부분의 큰 공항에서 240시간 무비자 환승도 가능합니다. 예약 전에 내 여권이 해당되는지 최신 목록을 확인하세요.',
    payment: '결제: 출발 전에 해외 카드를 알리페이나 위챗페이에 연결하세요. 거의 모든 가게, 택시, 매표소에서 쓸 수 있습니다. 작은 노점용 현금도 조금 챙기세요.',
    trains: '기차: 고속열차는 12306(공식 앱, 영어 지원)이나 믿을 만한 대행사에서 최대 15일 전부터 예매합니다. 표는 여권과 연결되며 개찰구에서 여권을 보여 줍니다.',
    sights: '명소: 박물관과 궁전은 매진되는 곳이 많아 며칠 전에 여권 번호로 실명 예약해야 합니다.',
    home: (airport, departure) => `돌아가는 길: ${airport} 공항에서 출국하거나, ${departure}에서 출발하는 항공편이면 ${departure}로 돌아가세요.`,
    gentle: '여유로운 일정: 하루 두 곳 방문에 점심은 느긋하게.',
    stepFree: '계단 없는 이동: 역에서는 계단 없는 경로와 엘리베이터를 물어보세요(직원이 짐도 도와줍니다).',
    children: '키 1.2m 미만 어린이는 대부분의 명소가 무료이고 기차는 반값입니다. 아이 여권도 꼭 챙기세요.',
    vegetarian: '채식: 도시마다 사찰 채식 식당(素菜馆)이 있습니다. 「我吃素」라고 말하고 국물이 고기 육수가 아닌지 확인하세요.',
    noFlights: '비행기 없이: 모든 구간을 고속열차로 이동합니다. 경치를 보려면 창가(A석이나 F석)에 앉으세요.',
    photography: '사진: 도시와 명소 근처에서 드론을 날리려면 허가가 필요하고, 대부분의 박물관은 삼각대를 금지합니다.',
    overBudget: (cost, limit) => `이 경로는 1인당 약 ${money(cost)}로 예산 ${money(limit)}을 넘습니다. 도시나 하루를 빼면 맞출 수 있습니다.`,
    pandasElsewhere: '판다: 자이언트 판다는 청두에 있는데 이 경로에는 청두가 없습니다. 청두를 추가해 달라고 하시면 판다 기지에서 보내는 오전을 넣겠습니다.',
    food: '음식: 현지인이 줄 서는 곳에서 먹고, 1인 1요리에 밥을 곁들이세요. 매운 게 힘들면 「不要太辣」라고 하세요.',
    hiking: '하이킹: 길든 신발을 신고 일찍 출발하며 물과 우비를 챙기세요. 산 날씨는 빨리 변하고 강풍에는 케이블카가 멈춥니다.',
    museums: '박물관: 대부분 월요일에 쉬고 폐관 한 시간 전에 입장을 마감합니다. 무료 입장권도 며칠 전에 예약하세요.',
    notFitted: (what) => `${what}: 지금 일정으로는 이 경로에 넣을 시간이 없습니다. 하루를 늘린 뒤 다시 말씀해 주세요.`,
  },

  travellers: ({ adults, children, elders }) =>
    [adults ? `성인 ${adults}명` : '', children ? `어린이 ${children}명` : '', elders ? `어르신 ${elders}명` : ''].filter(Boolean).join(', '),
  intro: (days, travellers, route, limit) =>
    `${object(travellers)} 위한 ${days}일 일정입니다: ${route}. 목적지는 정하신 순서대로 두고, 날마다 여는 곳과 가장 좋은 시간대에 맞춰 짰으며, ` +
    `모든 비용은 1인 기준으로 예산 ${money(limit)}에 맞춰 계산했습니다.`,
  dayHeading: (day, city, date) => `## ${day}일차 · ${city}${date ? ` · ${date}` : ''}`,
  slot: (slot) => ({ morning: '오전', afternoon: '오후', evening: '저녁' })[slot],
  activityLine: (slot, title, h) => `- ${ko.slot(slot)}: ${title}, 약 ${hours(h)}.`,
  sleepIn: (district) => `숙박은 ${district}.`,
  checkoutLine: '체크아웃 후 귀국하거나 다음 목적지로.',
  tryFood: (dishes) => `${object(dishes)} 맛보세요.`,
  costToday: (cny) => `오늘은 1인당 약 ${money(cny)}.`,
  budget: { heading: '1인당 예산', transport: '중국 내 교통', hotels: '숙박', tickets: '입장료', food: '식비', total: '합계' },
  goodToKnow: '알아 두면 좋은 점',

  changed: (change) => {
    switch (change.kind) {
      case 'pace': return change.pace === 'relaxed' ? `바꿨습니다: ${object(dayWord(change.day))} 가볍게 해서 방문은 한 곳, 나머지는 자유 시간입니다.` : `바꿨습니다: ${object(dayWord(change.day))} 알차게 해서 오전, 오후, 저녁 모두 일정이 있습니다.`;
      case 'addCity': return `바꿨습니다: ${object(change.city)} ${change.days}일 일정으로 경로에서 가장 잘 맞는 곳에 넣었습니다. 이제 여행은 ${change.total}일입니다.`;
      case 'dropCity': return `바꿨습니다: ${object(change.city)} 빼고 그 날짜를 다른 도시에 나눴습니다. 여행은 그대로 ${change.total}일입니다.`;
      case 'swapCity': return `바꿨습니다: 같은 날짜에 ${change.from} 대신 ${object(change.to)} 넣었습니다.`;
      case 'reorder': return `바꿨습니다: 경로에서 ${and(change.a)} ${change.b}의 순서를 바꿨습니다.`;
      case 'days': return `바꿨습니다: 여행은 이제 ${change.total}일이며, 볼거리에 따라 도시별 날짜를 나눴습니다.`;
      case 'interest': return `바꿨습니다: 일정에 ${INTERESTS[change.interest]}. ${change.detail ?? ''}`.trim();
      case 'budget': return `바꿨습니다: 예산을 1인당 ${change.label}로 바꾸고 호텔과 비용도 맞췄습니다.`;
    }
  },
  refused: (refusal) => {
    switch (refusal.kind) {
      case 'unknown': return '그 부분은 여기서 바꿀 수 없어서 일정은 그대로입니다.';
      case 'lastCity': return `${topic(refusal.city)} 유일한 목적지라 뺄 수 없습니다. 일정에는 최소 한 도시가 필요합니다. 다른 도시로 바꾸는 것은 가능합니다.`;
      case 'notInPlan': return `${topic(refusal.city)} 이 일정에 없어서 빼거나 바꿀 수 없습니다.`;
      case 'alreadyInPlan': return `${topic(refusal.city)} 이미 이 일정에 있습니다.`;
      case 'noSuchDay': return `이 일정은 ${refusal.total}일이라 ${refusal.day}일차가 없습니다.`;
      case 'daysOutOfRange': return `일정은 ${refusal.min}일에서 ${refusal.max}일까지 가능하며, 도시마다 최소 하루가 필요합니다.`;
      case 'tooManyCities': return `${refusal.days}일 동안 ${refusal.cities}개 도시를 가면 거의 매일 기차나 비행기를 타야 해서 구경할 시간이 없습니다. 도시마다 약 이틀이 필요하니 이 경로는 ${refusal.needed}일이 걸립니다.`;
      case 'budgetEdge': return refusal.direction === 'up' ? '이미 가장 높은 예산 단계입니다.' : '이미 가장 낮은 예산 단계입니다. 더 아끼려면 도시나 하루를 빼세요.';
      case 'paceEdge': return refusal.pace === 'relaxed' ? `${topic(dayWord(refusal.day))} 더 가볍게 할 수 없습니다. 이동하는 날이거나 방문이 한 곳뿐입니다.` : `${topic(dayWord(refusal.day))} 이미 꽉 차 있어 더 넣으면 너무 바빠집니다.`;
    }
  },
  canDo: '할 수 있는 일: 특정 날을 더 여유롭게 또는 알차게, 도시 추가·삭제·교체, 일수 변경, 관심사 추가(음식, 판다, 하이킹, 박물관, 아이 동반, 무장애), 예산 단계 변경입니다.',
  lighter: (kept, left, days) => `무리 없는 가벼운 일정: ${days}일 동안 ${kept}. ${topic(left)} 뺐습니다. 날짜를 늘린 뒤 다시 추가해 달라고 하세요.`,
  questionEmpty: '바꾸고 싶은 내용을 적어 주세요.',
  questionTooLong: (max) => `메시지는 ${groupDigits(max, 'ko-KR')}자 이내로 적어 주세요.`,
  planUnreadable: '이 일정을 읽을 수 없습니다. 여행 양식으로 새 일정을 만들어 주세요.',

  answer: {
    cityHeading: (city) => `## ${city}`,
    cityIntro: () => '',
    sightsHeading: (city) => `## ${city}에서 볼 곳`,
    sightLine: (name, h, cny) => `- ${name}: 약 ${hours(h)} 소요, ${cny > 0 ? `입장료 약 ${money(cny)}` : '무료'}.`,
    dishLine: (name) => `- ${name}`,
    popularLine: (city) => `- ${city}`,
    foodHeading: '## 꼭 먹어 볼 음식',
    foodBudget: (cny) => `식비는 1인당 하루 약 ${money(cny)}을 잡으세요.`,
    seasonHeading: '## 여행하기 좋은 때',
    season: () => '중국 대부분 지역은 봄(4~5월)과 가을(9~10월)이 가장 쾌적합니다. 여름은 덥고 비가 많으며, 북부의 겨울은 매우 춥습니다.',
    transportHeading: '## 가는 방법과 시내 교통',
    transport: (airport) => `${airport} 공항으로 날아가거나 고속열차로 가세요. 시내에서는 지하철과 디디(DiDi)를 타고 알리페이나 위챗페이로 결제합니다.`,
    stayHeading: '## 숙소 추천 지역',
    stay: (district, budget, mid, luxury) => `${district}: 1박에 저가 약 ${money(budget)}, 중급 약 ${money(mid)}, 고급 약 ${money(luxury)}.`,
    payment:
      '## 중국에서 결제하기\n\n중국은 모바일 결제가 기본입니다. 출발 전에 알리페이와 위챗페이를 설치하고 비자나 마스터카드를 연결하세요. 두 앱 모두 해외 카드를 받고 영어로도 쓸 수 있습니다.\n\n- 가게, 택시, 지하철, 매표소 모두 QR 결제가 됩니다.\n- 노점과 시골을 위해 현금 몇백 위안을 챙기세요.\n- 큰 호텔과 국제 체인은 카드도 바로 받습니다.',
    visa:
      '## 중국 입국\n\n유럽, 아시아, 중남미 여러 나라 국민은 최대 30일까지 무비자로 방문할 수 있고, 240시간 무비자 환승으로 50여 개국 여행자가 제3국으로 가는 길에 최대 열흘 머물 수 있습니다.\n\n- 예약 전에 내 여권이 해당되는지 최신 목록을 확인하세요.\n- 여권 유효기간은 6개월 이상, 빈 페이지도 한 장 필요합니다.\n- 입국 카드를 작성하고 호텔 주소를 챙겨 두세요.',
    trains:
      '## 중국에서 이동하기\n\n고속열차가 이 사이트의 거의 모든 도시를 잇고, 공항에서 보내는 시간까지 치면 비행기보다 빠를 때가 많습니다.\n\n- 공식 철도 앱 12306(영어 지원)에서 최대 15일 전부터 예매하세요. 표는 여권과 연결됩니다.\n- 역에는 30분 일찍 가세요. 보안 검색이 있고 개찰은 출발 5분 전에 마감합니다.\n- 먼 거리(베이징–쿤밍, 상하이–우루무치)는 비행기를 타세요.\n- 시내 지하철은 싸고 영어 표지가 있으며 알리페이나 위챗페이로 탈 수 있습니다.',
    welcome: '중국 여행을 기꺼이 도와드릴게요. 도시, 명소, 음식, 계절, 기차, 결제, 입국 규정에 대해 답하고, 여행 양식으로 날짜별 전체 일정도 만들어 드립니다.',
    popular: '## 인기 여행지',
    tryAsking: '예를 들어 "청두에서 뭘 먹어야 하나요?"나 "중국에서는 어떻게 결제하나요?"라고 물어보세요.',
  },
};
