import type { Phrases } from './types';
import { groupDigits } from './types';

const money = (cny: number): string => `${groupDigits(cny, 'ja-JP')}元`;
const hours = (h: number): string => `${h}時間`;
const dayWord = (day: number | null): string => (day === null ? '毎日' : `${day}日目`);

const TIERS = { luxury: '五つ星ホテル', mid: '快適な四つ星またはブティックホテル', budget: '清潔で評判のよいエコノミーホテル' };
const KINDS = { history: '歴史ある名所です。', nature: '自然の絶景です。', culture: '街歩きが楽しい文化エリアです。', modern: '現代的なランドマークです。', food: 'グルメスポットです。', family: '家族で楽しめるスポットです。' };
const INTERESTS = {
  food: 'ご当地グルメを多めに：各都市で屋台街や市場と、頼むべき料理を入れました',
  pandas: 'ジャイアントパンダ：成都のパンダ基地を、パンダが活発な朝いちばんに入れました',
  hiking: 'ハイキングを多めに：山や遊歩道を優先し、歩く時間をたっぷり取りました',
  museums: '博物館を多めに：主要なコレクションを優先しました（多くは月曜休館）',
  kids: '子ども連れ向けの工夫：1日を短めにし、家族向けの名所と休憩時間を入れました',
  accessibility: 'バリアフリーへの配慮：見学は1日2か所、段差のない経路で、長い登りはありません',
};

export const ja: Phrases = {
  list: (items) => items.join('、'),
  sentences: (parts) => parts.join(''),
  hours,
  money,
  keep: (text) => text,
  withChinese: (name) => name,

  title: (days, cities) => `${days}日間：${cities}`,
  transferTitle: (leg) => `${leg.from}から${leg.to}へ${{ flight: '飛行機', bus: 'バス', 'high-speed rail': '高速鉄道' }[leg.mode]}で移動`,
  legNote: (leg) =>
    leg.mode === 'flight'
      ? `${leg.fromAirport}–${leg.toAirport}便で約${hours(leg.hours)}。空港には2時間前に着きましょう`
      : leg.mode === 'bus'
        ? `${leg.departZh} → ${leg.arriveZh}、約${hours(leg.hours)}。バスの切符はバスターミナルかTrip.comでパスポートを使って買い、30分前に着きましょう`
        : `${leg.departZh} → ${leg.arriveZh}、約${hours(leg.hours)}。切符は12306でパスポートを使って予約し、駅には30分前に着きましょう`,
  arrival: (note, district) => `${note}。到着後は${district}でチェックイン。`,
  railInsteadOfFlight: 'ご希望どおり飛行機を使わず、長めの鉄道移動にしました。12306で二等席か一等席を予約し、軽食を持って行きましょう',
  sightNote: (kind) => KINDS[kind],
  ticket: (cny) => `入場料は約${money(cny)}。パスポート番号で事前予約が必要です。`,
  freeEntry: '入場無料。',
  photoMorning: '開門と同時に入ると、光がやわらかく人も少なめです。',
  photoEvening: 'ブルーアワーまで残りましょう。日没の約20分後に明かりがともります。',
  gentleNote: '近くにベンチやカフェが多く、こまめに休めます。',
  wanderTitle: (district) => `${district}を気ままに散策`,
  wanderNote: '予定を入れない時間。茶館や路地、昼寝の時間に、いちばんの発見があるものです。',
  relaxedTitle: (district) => `${district}周辺で自由時間`,
  relaxedNote: '予定なし。ホテルで休む、茶館でくつろぐ、近所をのんびり歩くなど、自分のペースで。',
  dinnerTitle: (dish) => `夕食：${dish}`,
  dishNote: () => 'ご当地の名物料理。ホテル近くの地元客でにぎわう店で食べられます。',
  vegDinnerTitle: (district) => `${district}周辺でベジタリアンの夕食`,
  vegOrderNote: '注文のときに「我吃素，不吃肉」（肉は食べません）と見せましょう。',
  noMeat: (dish) => `${dish}（「不要肉」と伝えて肉抜きで）`,
  templeVegetarian: 'お寺の精進料理店（素菜館）',
  stayNote: (tier, district, cny) => `${district}の${TIERS[tier]}。1室1泊約${money(cny)}。`,
  checkoutNote: '朝食後にチェックアウト。出発まで荷物はフロントに預けられます。',

  notes: {
    entry: '入国：多くの国の国民は最長30日までビザなしで中国を訪れることができ、主要空港の多くで240時間のトランジットビザ免除も使えます。予約前に、ご自分のパスポートが対象か最新の一覧で確認してください。',
    payment: '支払い：出発前に海外のカードをアリペイかWeChat Payに登録しておきましょう。ほとんどの店、タクシー、窓口で使えます。小さな屋台用に少し現金も。',
    trains: '鉄道：高速鉄道は12306（公式アプリ、英語あり）か信頼できる代理店で、最大15日前から予約できます。切符はパスポートにひも付き、改札で提示します。',
    sights: '観光地：博物館や宮殿の多くは売り切れるため、数日前にパスポート番号で実名予約が必要です。',
    home: (airport, departure) => `帰路：${airport}空港から出国するか、${departure}発の便なら${departure}へ戻りましょう。`,
    gentle: 'ゆったりペース：見学は1日2か所で、昼食もゆっくり。',
    stepFree: '段差を避けて：駅では段差のない経路やエレベーターを尋ねましょう（荷物も手伝ってくれます）。',
    children: '身長1.2m未満の子どもは多くの名所が無料、鉄道は半額です。子どものパスポートもお忘れなく。',
    vegetarian: 'ベジタリアン：どの都市にもお寺の精進料理店（素菜館）があります。「我吃素」と伝え、スープが肉ベースでないか確認しましょう。',
    noFlights: '飛行機なし：全区間を高速鉄道で移動します。景色を見るなら窓側（A席かF席）を。',
    photography: '撮影：都市や名所の近くでドローンを飛ばすには許可が必要です。多くの博物館では三脚禁止です。',
    overBudget: (cost, limit) => `このルートは1人約${money(cost)}で、予算の${money(limit)}を超えています。都市か日数を1つ減らすと収まります。`,
    pandasElsewhere: 'パンダ：ジャイアントパンダがいるのは成都で、このルートには入っていません。成都を追加と言っていただければ、朝のパンダ基地を組み込みます。',
    food: 'グルメ：地元の人が並ぶ店を選び、1人1品とご飯を頼むのがコツ。辛さが苦手なら「不要太辣」と伝えましょう。',
    hiking: 'ハイキング：履き慣れた靴で早めに出発し、水と雨具を持ちましょう。山の天気は変わりやすく、強風ではロープウェイが止まります。',
    museums: '博物館：多くは月曜休館で、閉館1時間前に入場が締め切られます。無料チケットも数日前に予約しましょう。',
    notFitted: (what) => `${what}：このルートでは今の日程に組み込む時間がありません。1日増やしてから、もう一度お知らせください。`,
  },

  travellers: ({ adults, children, elders }) =>
    [adults ? `大人${adults}名` : '', children ? `子ども${children}名` : '', elders ? `シニア${elders}名` : ''].filter(Boolean).join('、'),
  intro: (days, travellers, route, limit) =>
    `${travellers}のための${days}日間プランです：${route}。行き先はご指定の順番のまま、毎日の予定を開館時間といちばんよい時間帯に合わせ、` +
    `費用はすべて1人あたりで、予算${money(limit)}と照らし合わせて計算しました。`,
  dayHeading: (day, city, date) => `## ${day}日目 · ${city}${date ? ` · ${date}` : ''}`,
  slot: (slot) => ({ morning: '午前', afternoon: '午後', evening: '夜' })[slot],
  activityLine: (slot, title, h) => `- ${ja.slot(slot)}：${title}（約${hours(h)}）。`,
  sleepIn: (district) => `宿泊は${district}。`,
  checkoutLine: 'チェックアウトして、帰路へ、または次の目的地へ。',
  tryFood: (dishes) => `${dishes}をぜひ。`,
  costToday: (cny) => `今日は1人約${money(cny)}。`,
  budget: { heading: '1人あたりの予算', transport: '中国国内の交通', hotels: '宿泊', tickets: '入場料', food: '食事', total: '合計' },
  goodToKnow: '知っておきたいこと',

  changed: (change) => {
    switch (change.kind) {
      case 'pace': return change.pace === 'relaxed' ? `変更しました：${dayWord(change.day)}をゆったりにし、見学は1か所で残りは自由時間です。` : `変更しました：${dayWord(change.day)}を充実させ、午前・午後・夜それぞれに予定を入れました。`;
      case 'addCity': return `変更しました：${change.city}を${change.days}日間、ルート上いちばん無理のない位置に加えました。旅は全${change.total}日間になります。`;
      case 'dropCity': return `変更しました：${change.city}を外し、その日数をほかの都市に回しました。旅は全${change.total}日間のままです。`;
      case 'swapCity': return `変更しました：${change.from}の代わりに${change.to}を同じ日程で入れました。`;
      case 'reorder': return `変更しました：ルート上の${change.a}と${change.b}の順番を入れ替えました。`;
      case 'days': return `変更しました：旅は全${change.total}日間になり、見どころの多さに応じて各都市に日数を割り振りました。`;
      case 'interest': return `変更しました：プランに${INTERESTS[change.interest]}。${change.detail ?? ''}`;
      case 'budget': return `変更しました：予算を1人${change.label}にし、ホテルと費用もそれに合わせました。`;
    }
  },
  refused: (refusal) => {
    switch (refusal.kind) {
      case 'unknown': return 'その点はここでは変更できないため、プランはそのままです。';
      case 'lastCity': return `${refusal.city}は唯一の目的地なので外せません。プランには少なくとも1都市が必要です。別の都市との入れ替えならできます。`;
      case 'notInPlan': return `${refusal.city}はこのプランに入っていないため、外すことも入れ替えることもできません。`;
      case 'alreadyInPlan': return `${refusal.city}はすでにこのプランに入っています。`;
      case 'noSuchDay': return `このプランは全${refusal.total}日間なので、${refusal.day}日目はありません。`;
      case 'daysOutOfRange': return `プランの長さは${refusal.min}〜${refusal.max}日間で、1都市につき少なくとも1日が必要です。`;
      case 'tooManyCities': return `${refusal.days}日間で${refusal.cities}都市を回ると、ほぼ毎日が移動で観光の時間がありません。1都市に約2日は必要で、このルートなら${refusal.needed}日間かかります。`;
      case 'budgetEdge': return refusal.direction === 'up' ? 'プランはすでにいちばん高い予算帯です。' : 'プランはすでにいちばん低い予算帯です。費用を抑えるなら都市か日数を減らしましょう。';
      case 'paceEdge': return refusal.pace === 'relaxed' ? `${dayWord(refusal.day)}はこれ以上ゆったりにできません。移動日か、見学が1か所だけの日です。` : `${dayWord(refusal.day)}はすでに予定がいっぱいで、これ以上入れると慌ただしくなります。`;
    }
  },
  canDo: 'できること：特定の日をゆったり、または充実させる、都市の追加・削除・入れ替え、日数の変更、テーマの追加（グルメ、パンダ、ハイキング、博物館、子ども連れ、バリアフリー）、予算帯の変更です。',
  lighter: (kept, left, days) => `無理のない軽めのプラン：${days}日間で${kept}。${left}は外しました。日数を増やしてから、追加とお伝えください。`,
  questionEmpty: '変更したい内容を入力してください。',
  questionTooLong: (max) => `メッセージは${groupDigits(max, 'ja-JP')}文字以内でお願いします。`,
  planUnreadable: 'このプランを読み取れませんでした。旅行フォームから新しいプランを作ってください。',

  answer: {
    cityHeading: (city) => `## ${city}`,
    cityIntro: () => '',
    sightsHeading: (city) => `## ${city}の見どころ`,
    sightLine: (name, h, cny) => `- ${name}：所要約${hours(h)}、${cny > 0 ? `入場料約${money(cny)}` : '無料'}。`,
    dishLine: (name) => `- ${name}`,
    popularLine: (city) => `- ${city}`,
    foodHeading: '## 味わいたい料理',
    foodBudget: (cny) => `食費の目安は1人1日約${money(cny)}です。`,
    seasonHeading: '## ベストシーズン',
    season: () => '中国の多くの地域では、春（4〜5月）と秋（9〜10月）がいちばん過ごしやすい季節です。夏は暑く雨が多く、北部の冬は厳しい寒さです。',
    transportHeading: '## アクセスと市内交通',
    transport: (airport) => `${airport}空港へ飛ぶか、高速鉄道で向かいましょう。市内は地下鉄と配車アプリのDiDiが便利で、アリペイかWeChat Payで払えます。`,
    stayHeading: '## 宿泊エリア',
    stay: (district, budget, mid, luxury) => `${district}：1泊あたりエコノミー約${money(budget)}、中級約${money(mid)}、高級約${money(luxury)}。`,
    payment:
      '## 中国での支払い\n\n中国はモバイル決済が中心です。出発前にアリペイとWeChat Payを入れて、VisaかMastercardを登録しましょう。どちらのアプリも海外カードに対応し、英語でも使えます。\n\n- 店、タクシー、地下鉄、窓口のどこでもQRコード決済ができます。\n- 屋台や地方のために数百元の現金を持っておきましょう。\n- 大きなホテルや国際チェーンではカードもそのまま使えます。',
    visa:
      '## 中国への入国\n\nヨーロッパ、アジア、中南米の多くの国の国民は最長30日までビザなしで訪問でき、240時間のトランジット免除を使えば50か国以上の旅行者が第三国へ向かう途中に最長10日間滞在できます。\n\n- 予約前に、ご自分のパスポートが対象か最新の一覧で確認を。\n- パスポートの残存期間は6か月以上、空白ページも1枚必要です。\n- 入国カードを記入し、ホテルの住所を手元に用意しておきましょう。',
    trains:
      '## 中国国内の移動\n\n高速鉄道はこのサイトのほぼすべての都市を結び、空港での時間を含めると飛行機より速いこともよくあります。\n\n- 公式鉄道アプリ12306（英語あり）で最大15日前から予約。切符はパスポートにひも付きます。\n- 駅には30分前に。安全検査があり、改札は発車5分前に閉まります。\n- 長距離（北京から昆明、上海からウルムチなど）は飛行機で。\n- 市内の地下鉄は安く、英語表示もあり、アリペイかWeChat Payで乗れます。',
    welcome: '中国旅行のお手伝いをします。都市、見どころ、料理、季節、鉄道、支払い、入国についての質問に答えられますし、旅行フォームから日ごとの旅程も作れます。',
    popular: '## 人気の目的地',
    tryAsking: 'たとえば「成都では何を食べるべき？」や「中国ではどうやって支払うの？」と聞いてみてください。',
  },
};
