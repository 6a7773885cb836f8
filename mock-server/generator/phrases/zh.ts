import type { Phrases } from './types';
import { groupDigits } from './types';

const money = (cny: number): string => `¥${groupDigits(cny, 'zh-CN')}`;
const hours = (h: number): string => `${h} 小时`;
const dayWord = (day: number | null): string => (day === null ? '每一天' : `第 ${day} 天`);

const TIERS = { luxury: '五星级酒店', mid: '舒适的四星或精品酒店', budget: '干净、口碑好的经济型酒店' };
const KINDS = { history: '历史古迹', nature: '自然风光', culture: '人文街区', modern: '现代地标', food: '美食去处', family: '适合全家的去处' };
const INTERESTS = {
  food: '更多当地美食：每座城市都安排了美食街或市场，并写明该点的菜',
  pandas: '大熊猫：成都大熊猫基地，安排在熊猫最活跃的清晨',
  hiking: '更多徒步：优先安排山岳和步道，并留足走路的时间',
  museums: '更多博物馆：优先安排重要馆藏（多数周一闭馆）',
  kids: '亲子安排：每天行程更短，景点适合孩子，留出休息时间',
  accessibility: '无障碍安排：每天两处参观，走无台阶路线，不安排长距离攀登',
};

export const zh: Phrases = {
  list: (items) => (items.length > 1 ? `${items.slice(0, -1).join('、')}和${items[items.length - 1]}` : (items[0] ?? '')),
  sentences: (parts) => parts.join(''),
  hours,
  money,
  keep: (text) => text,
  withChinese: (name) => name,

  title: (days, cities) => `${days} 天：${cities}`,
  transferTitle: (leg) => `${{ flight: '乘飞机', bus: '乘大巴', 'high-speed rail': '乘高铁' }[leg.mode]}从${leg.from}前往${leg.to}`,
  legNote: (leg) =>
    leg.mode === 'flight'
      ? `航班 ${leg.fromAirport}–${leg.toAirport}，约 ${hours(leg.hours)}，请提前 2 小时到机场`
      : leg.mode === 'bus'
        ? `${leg.departZh} → ${leg.arriveZh}，约 ${hours(leg.hours)}；在汽车站或携程上凭护照买大巴票，提前 30 分钟到站`
        : `${leg.departZh} → ${leg.arriveZh}，约 ${hours(leg.hours)}；在 12306 凭护照购票，提前 30 分钟到站安检`,
  arrival: (note, district) => `${note}。抵达后在${district}入住。`,
  railInsteadOfFlight: '按您的要求不坐飞机，改乘高铁，路上时间较长：在 12306 订二等座或一等座，带些零食',
  sightNote: (kind) => `${KINDS[kind]}。`,
  ticket: (cny) => `门票约 ${money(cny)}，需凭护照号提前预约。`,
  freeEntry: '免费参观。',
  photoMorning: '开门时就到，光线柔和，游客也少。',
  photoEvening: '留到蓝调时刻：日落后约 20 分钟亮灯。',
  gentleNote: '附近有不少长椅和咖啡馆，随时可以歇脚。',
  wanderTitle: (district) => `在${district}随意逛逛`,
  wanderNote: '不做安排的时间：茶馆、小巷、午休，最好的发现往往在这里。',
  relaxedTitle: (district) => `${district}附近自由活动`,
  relaxedNote: '不安排行程：回酒店休息、去茶馆坐坐，或在附近慢慢散步。',
  dinnerTitle: (dish) => `晚餐：${dish}`,
  dishNote: () => '当地招牌菜，在酒店附近人气旺的小馆就能吃到。',
  vegDinnerTitle: (district) => `在${district}附近吃素食晚餐`,
  vegOrderNote: '点菜时说“我吃素，不吃肉”。',
  noMeat: (dish) => `${dish}（点菜时说“不要肉”）`,
  templeVegetarian: '寺庙素菜馆',
  stayNote: (tier, district, cny) => `${district}的${TIERS[tier]}，每间每晚约 ${money(cny)}。`,
  checkoutNote: '早餐后退房，出发前可以把行李寄存在前台。',

  notes: {
    entry: '入境：许多国家的公民现在可免签入境中国最多 30 天，多数大机场实行 240 小时过境免签；订票前请查看适用于您护照的最新名单。',
    payment: '支付：出发前把境外银行卡绑定到支付宝或微信支付，几乎所有商店、出租车和售票处都能用。小摊请备些现金。',
    trains: '火车：最多提前 15 天在 12306（官方应用，有英文版）或可靠的代理订高铁票；车票与护照绑定，进站时出示护照。',
    sights: '景点：许多博物馆和宫殿会约满，需要提前几天用护照号实名预约。',
    home: (airport, departure) => `返程：从 ${airport} 机场飞离，或者如果航班从${departure}起飞，就返回${departure}。`,
    gentle: '节奏放慢：每天安排两处参观，午餐从容。',
    stepFree: '无障碍出行：在车站可请工作人员指引无台阶路线和电梯，也会帮忙搬行李。',
    children: '身高 1.2 米以下的儿童多数景点免票，火车半价；孩子的护照也要带上。',
    vegetarian: '素食：每座城市都有寺庙素菜馆；点菜时说“我吃素”，并确认汤底不是荤的。',
    noFlights: '不坐飞机：每一程都乘高铁；选靠窗座位（A 或 F）看风景。',
    photography: '摄影：城市和景区附近飞无人机需要许可；多数博物馆不允许使用三脚架。',
    overBudget: (cost, limit) => `这条路线每人约 ${money(cost)}，超出您 ${money(limit)} 的预算：去掉一座城市或一天就能控制在预算内。`,
    pandasElsewhere: '大熊猫：大熊猫在成都，不在这条路线上；让我加上成都，我会安排一个上午去熊猫基地。',
    food: '美食：跟着本地人排队的店吃，每人点一道菜再加米饭；怕辣就说“不要太辣”。',
    hiking: '徒步：穿合脚的鞋，早出发，带足水和雨具；山里天气变化快，大风时索道会停运。',
    museums: '博物馆：多数周一闭馆，闭馆前一小时停止入场；免费门票请提前几天预约。',
    notFitted: (what) => `${what}：这条路线按现在的安排没有时间顾及；增加一天后再让我调整。`,
  },

  travellers: ({ adults, children, elders }) =>
    [adults ? `${adults} 位成人` : '', children ? `${children} 位儿童` : '', elders ? `${elders} 位长者` : ''].filter(Boolean).join('、'),
  intro: (days, travellers, route, limit) =>
    `这是为${travellers}准备的 ${days} 天行程：${route}。目的地按您给的顺序排列，每天的安排都对照了开放时间和最佳游览时段，` +
    `所有费用按人均计算，对照您 ${money(limit)} 的预算。`,
  dayHeading: (day, city, date) => `## 第 ${day} 天 · ${city}${date ? ` · ${date}` : ''}`,
  slot: (slot) => ({ morning: '上午', afternoon: '下午', evening: '晚上' })[slot],
  activityLine: (slot, title, h) => `- ${zh.slot(slot)}：${title}，约 ${hours(h)}。`,
  sleepIn: (district) => `住在${district}。`,
  checkoutLine: '退房，返程或继续前往下一站。',
  tryFood: (dishes) => `推荐尝尝${dishes}。`,
  costToday: (cny) => `今天人均约 ${money(cny)}。`,
  budget: { heading: '人均预算', transport: '国内交通', hotels: '住宿', tickets: '门票', food: '餐饮', total: '合计' },
  goodToKnow: '实用提示',

  changed: (change) => {
    switch (change.kind) {
      case 'pace': return change.pace === 'relaxed' ? `已调整：${dayWord(change.day)}更轻松了，只安排一处参观，其余自由活动。` : `已调整：${dayWord(change.day)}更充实了，上午、下午、晚上都有安排。`;
      case 'addCity': return `已调整：加入了${change.city}，共 ${change.days} 天，放在路线最顺的位置；行程现在是 ${change.total} 天。`;
      case 'dropCity': return `已调整：去掉了${change.city}，空出的天数分给了其他城市；行程仍是 ${change.total} 天。`;
      case 'swapCity': return `已调整：用${change.to}替换了${change.from}，日期不变。`;
      case 'reorder': return `已调整：${change.a}和${change.b}在路线中的顺序对调了。`;
      case 'days': return `已调整：行程现在是 ${change.total} 天，按各城市值得看的内容分配天数。`;
      case 'interest': return `已调整：行程加入了${INTERESTS[change.interest]}。${change.detail ?? ''}`;
      case 'budget': return `已调整：预算改为人均 ${change.label}，酒店和费用随之调整。`;
    }
  },
  refused: (refusal) => {
    switch (refusal.kind) {
      case 'unknown': return '这一点我在这里改不了，您的行程保持不变。';
      case 'lastCity': return `${refusal.city}是唯一的目的地，不能去掉：行程至少要有一座城市。可以把它换成别的城市。`;
      case 'notInPlan': return `${refusal.city}不在这份行程里，没有可以去掉或替换的。`;
      case 'alreadyInPlan': return `${refusal.city}已经在这份行程里了。`;
      case 'noSuchDay': return `这份行程共 ${refusal.total} 天，没有第 ${refusal.day} 天。`;
      case 'daysOutOfRange': return `行程可以是 ${refusal.min} 到 ${refusal.max} 天，每座城市至少一天。`;
      case 'tooManyCities': return `${refusal.days} 天去 ${refusal.cities} 座城市，几乎每天都在坐火车或飞机，没有时间游览。每座城市大约需要两天：这条路线需要 ${refusal.needed} 天。`;
      case 'budgetEdge': return refusal.direction === 'up' ? '行程已经是最高预算档了。' : '行程已经是最低预算档了：去掉一座城市或一天可以花得更少。';
      case 'paceEdge': return refusal.pace === 'relaxed' ? `${dayWord(refusal.day)}已经很轻松了：那天要赶路，或者只有一处参观。` : `${dayWord(refusal.day)}已经排满了，再加就太赶了。`;
    }
  },
  canDo: '我可以：让某一天更轻松或更充实，加入、去掉或替换城市，修改天数，加入兴趣（美食、大熊猫、徒步、博物馆、带孩子、无障碍），或调整预算档。',
  lighter: (kept, left, days) => `一个行得通的轻松方案：${days} 天游${kept}。我先去掉了${left}；增加天数后可以让我再加回来。`,
  questionEmpty: '请写下您想修改的内容。',
  questionTooLong: (max) => `请把内容控制在 ${groupDigits(max, 'zh-CN')} 个字以内。`,
  planUnreadable: '无法读取这份行程，请用行程表单重新生成。',

  answer: {
    cityHeading: (city) => `## ${city}`,
    cityIntro: () => '',
    sightsHeading: (city) => `## ${city}必去景点`,
    sightLine: (name, h, cny) => `- ${name}：建议游览约 ${hours(h)}；${cny > 0 ? `门票约 ${money(cny)}` : '免费'}。`,
    dishLine: (name) => `- ${name}`,
    popularLine: (city) => `- ${city}`,
    foodHeading: '## 必吃美食',
    foodBudget: (cny) => `餐饮预算每人每天约 ${money(cny)}。`,
    seasonHeading: '## 最佳旅行时间',
    season: () => '中国大部分地区春季（4–5 月）和秋季（9–10 月）最舒适；盛夏炎热多雨，冬季北方寒冷。',
    transportHeading: '## 交通：到达与市内出行',
    transport: (airport) => `可以飞到 ${airport} 机场，或乘高铁到达；市内坐地铁或打滴滴，用支付宝或微信支付。`,
    stayHeading: '## 住在哪里',
    stay: (district, budget, mid, luxury) => `${district}：经济型每晚约 ${money(budget)}，中档约 ${money(mid)}，豪华约 ${money(luxury)}。`,
    payment:
      '## 在中国怎么支付\n\n中国以移动支付为主。出发前安装支付宝和微信支付，并绑定 Visa 或万事达卡：两个应用都接受境外银行卡，也有英文界面。\n\n- 商店、出租车、地铁和售票处都能扫码支付。\n- 备几百元现金，用于小摊和乡村地区。\n- 大酒店和国际连锁店仍可直接刷卡。',
    visa:
      '## 入境中国\n\n许多欧洲、亚洲和拉美国家的公民可免签入境最多 30 天；240 小时过境免签让 50 多个国家的旅客在前往第三国时停留最多十天。\n\n- 订票前查看适用于您护照的最新名单。\n- 护照需有六个月以上有效期和一页空白页。\n- 填好入境卡，并备好酒店地址。',
    trains:
      '## 在中国出行\n\n高铁几乎连通本站的每座城市，算上去机场的时间，往往比飞机还快。\n\n- 在官方铁路应用 12306（有英文版）上最多提前 15 天订票；车票与护照绑定。\n- 提前 30 分钟到站：要过安检，发车前五分钟停止检票。\n- 长途（北京到昆明、上海到乌鲁木齐）建议坐飞机。\n- 市内地铁便宜，有英文标识，可用支付宝或微信支付。',
    welcome: '很高兴帮您规划中国之旅。我可以回答城市、景点、美食、季节、火车、支付和入境方面的问题，也可以用行程表单为您生成完整的每日行程。',
    popular: '## 热门目的地',
    tryAsking: '可以试着问：“成都有什么必吃的美食？”或者“在中国怎么支付？”',
  },
};
