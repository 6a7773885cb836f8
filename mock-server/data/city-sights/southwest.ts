import type { CitySights } from '../china-types';

/** The sights and dishes of the southwest region's cities (mock-server/data/cities/southwest.ts), by slug. */
export const SOUTHWEST_SIGHTS: Readonly<Record<string, CitySights>> = {
  chengdu: {
    dishes: [
      { name: 'Mapo tofu', nameZh: '麻婆豆腐', note: 'Silky tofu in a fiery, numbing sauce of chili bean paste and Sichuan pepper.' },
      { name: 'Dandan noodles', nameZh: '担担面', note: 'Thin noodles with spicy minced pork, chili oil and preserved vegetables.' },
      { name: 'Fuqi feipian', nameZh: '夫妻肺片', note: 'Cold sliced beef and tripe dressed in chili oil, peanuts and Sichuan pepper.' },
    ],
    sights: [
      { id: 'chengdu-panda-base', name: 'Giant Panda Breeding Research Base', nameZh: '成都大熊猫繁育研究基地', kind: 'family', hours: 3, priceCny: 55, lat: 30.735, lng: 104.145, blurb: 'See adult and baby pandas in leafy enclosures, plus red pandas. Arrive at 7:30 am opening for feeding time and cooler weather.', bestSlot: 'morning' },
      { id: 'chengdu-kuanzhai-alley', name: 'Kuanzhai Alley', nameZh: '宽窄巷子', kind: 'culture', hours: 1.5, priceCny: 0, lat: 30.67, lng: 104.054, blurb: 'Three restored Qing lanes of courtyard teahouses, snacks and shops. Busy by day; quieter and lantern-lit in the evening.', bestSlot: 'evening' },
      { id: 'chengdu-wuhou-shrine', name: 'Wuhou Shrine and Jinli', nameZh: '武侯祠·锦里', kind: 'history', hours: 2, priceCny: 50, lat: 30.646, lng: 104.047, blurb: 'A temple to the Three Kingdoms strategist Zhuge Liang, with the free Jinli snack street beside it. Visit the shrine, then eat in Jinli.', bestSlot: 'afternoon' },
      { id: 'chengdu-peoples-park', name: 'People\'s Park Teahouse', nameZh: '人民公园鹤鸣茶社', kind: 'culture', hours: 1.5, priceCny: 0, lat: 30.657, lng: 104.058, blurb: 'Sip tea for about 20 CNY among locals playing mahjong and getting ear cleaning. Saturday sees the famous blind-date corner.', bestSlot: 'afternoon' },
      { id: 'chengdu-leshan-giant-buddha', name: 'Leshan Giant Buddha', nameZh: '乐山大佛', kind: 'history', hours: 5, priceCny: 80, lat: 29.545, lng: 103.77, blurb: 'A 71 m Buddha carved into a river cliff in the 8th century, an hour by G-train. Go early on weekdays, or see it from a boat (about 70 CNY).', bestSlot: 'morning' },
    ],
  },
  chongqing: {
    dishes: [
      { name: 'Chongqing hotpot', nameZh: '重庆火锅', note: 'Tripe, duck intestine and beef cooked in bubbling beef-tallow chili broth.' },
      { name: 'Xiaomian', nameZh: '重庆小面', note: 'Spicy, numbing wheat noodles, the city\'s everyday breakfast.' },
      { name: 'Hot and sour noodles', nameZh: '酸辣粉', note: 'Sweet-potato glass noodles in a tangy, fiery broth with peanuts.' },
    ],
    sights: [
      { id: 'chongqing-hongyadong', name: 'Hongyadong', nameZh: '洪崖洞', kind: 'modern', hours: 1.5, priceCny: 0, lat: 29.563, lng: 106.579, blurb: 'An 11-storey stilted complex of restaurants and shops hugging the cliff, glowing gold after dark. View it from Qiansimen Bridge.', bestSlot: 'evening' },
      { id: 'chongqing-yangtze-cable-car', name: 'Yangtze River Cable Car', nameZh: '长江索道', kind: 'modern', hours: 1, priceCny: 20, lat: 29.556, lng: 106.584, blurb: 'A 1980s commuter cableway across the Yangtze with cinematic views. Queues are long, so go early or late weekday.', bestSlot: 'morning' },
      { id: 'chongqing-liziba-station', name: 'Liziba Monorail Station', nameZh: '李子坝轻轨站', kind: 'modern', hours: 0.5, priceCny: 0, lat: 29.554, lng: 106.533, blurb: 'Watch Line 2 trains glide straight through a residential building. The viewing platform below is free.', bestSlot: 'any' },
      { id: 'chongqing-ciqikou', name: 'Ciqikou Ancient Town', nameZh: '磁器口古镇', kind: 'culture', hours: 2, priceCny: 0, lat: 29.581, lng: 106.449, blurb: 'A riverside Ming–Qing porcelain town of snack stalls and teahouses. Go on a weekday morning to avoid crowds.', bestSlot: 'morning' },
      { id: 'chongqing-three-gorges-museum', name: 'Three Gorges Museum', nameZh: '重庆中国三峡博物馆', kind: 'culture', hours: 2, priceCny: 0, lat: 29.562, lng: 106.551, blurb: 'Explains the gorges, the dam and Chongqing\'s history, opposite the Great Hall of the People. Free with passport; closed Mondays.', bestSlot: 'afternoon' },
    ],
  },
  kunming: {
    dishes: [
      { name: 'Crossing-the-bridge noodles', nameZh: '过桥米线', note: 'Raw meats and rice noodles cooked at the table in scalding chicken broth.' },
      { name: 'Steam-pot chicken', nameZh: '汽锅鸡', note: 'Chicken cooked by steam in a Jianshui clay pot for a clear, rich broth.' },
      { name: 'Flower cakes', nameZh: '鲜花饼', note: 'Flaky pastries filled with edible rose petals, a Yunnan souvenir.' },
    ],
    sights: [
      { id: 'kunming-stone-forest', name: 'Stone Forest', nameZh: '石林', kind: 'nature', hours: 4, priceCny: 130, lat: 24.817, lng: 103.326, blurb: 'A UNESCO karst landscape of limestone pillars threaded with paths. Explore the Major and Minor Stone Forests and take the park buggy.', bestSlot: 'morning' },
      { id: 'kunming-green-lake-park', name: 'Green Lake Park', nameZh: '翠湖公园', kind: 'nature', hours: 1.5, priceCny: 0, lat: 25.049, lng: 102.703, blurb: 'A lively lakeside park of dancers, musicians and, in winter, thousands of black-headed gulls. Pair with nearby Yunnan University.', bestSlot: 'morning' },
      { id: 'kunming-western-hills', name: 'Western Hills and Dragon Gate', nameZh: '西山龙门', kind: 'nature', hours: 3, priceCny: 30, lat: 24.963, lng: 102.624, blurb: 'Taoist grottoes carved into cliffs high above Dianchi Lake. Take the cable car and walk the cliff path.', bestSlot: 'afternoon' },
      { id: 'kunming-yuantong-temple', name: 'Yuantong Temple', nameZh: '圆通寺', kind: 'history', hours: 1, priceCny: 6, lat: 25.055, lng: 102.715, blurb: 'The city\'s oldest Buddhist temple, built around a pond with a central pavilion. A peaceful break from downtown.', bestSlot: 'any' },
      { id: 'kunming-dounan-flower-market', name: 'Dounan Flower Market', nameZh: '斗南花卉市场', kind: 'culture', hours: 1.5, priceCny: 0, lat: 24.897, lng: 102.79, blurb: 'Asia\'s largest flower market, where bouquets sell for a few yuan. The evening auction trading floor is a spectacle.', bestSlot: 'evening' },
    ],
  },
  dali: {
    dishes: [
      { name: 'Xizhou baba', nameZh: '喜洲粑粑', note: 'Crisp flatbread baked with sweet or savoury fillings, best hot from the oven.' },
      { name: 'Rushan', nameZh: '乳扇', note: 'Thin sheets of Bai dairy grilled on sticks and brushed with rose jam.' },
      { name: 'Erhai sour-spicy fish', nameZh: '酸辣鱼', note: 'Lake fish stewed in a tangy, spicy Bai-style broth.' },
    ],
    sights: [
      { id: 'dali-old-town', name: 'Dali Old Town', nameZh: '大理古城', kind: 'culture', hours: 2.5, priceCny: 0, lat: 25.692, lng: 100.159, blurb: 'Stone streets, Bai courtyards and gates framed by the Cangshan range. Walk the wall at South Gate and browse Foreigner Street.', bestSlot: 'evening' },
      { id: 'dali-three-pagodas', name: 'Three Pagodas of Chongsheng Temple', nameZh: '崇圣寺三塔', kind: 'history', hours: 2.5, priceCny: 75, lat: 25.709, lng: 100.148, blurb: 'Three white pagodas from the 9th–10th centuries, best photographed reflected in the pond. The temple behind is huge, so use the buggy.', bestSlot: 'morning' },
      { id: 'dali-erhai-lake', name: 'Erhai Lake', nameZh: '洱海', kind: 'nature', hours: 4, priceCny: 0, lat: 25.745, lng: 100.205, blurb: 'A highland lake ringed by Bai villages; cycle the western ecological corridor. Sunrise from the eastern shore at Shuanglang is superb.', bestSlot: 'morning' },
      { id: 'dali-cangshan', name: 'Cangshan Mountain', nameZh: '苍山', kind: 'nature', hours: 4, priceCny: 40, lat: 25.695, lng: 100.132, blurb: 'Ride a cable car (extra) up to the Jade Belt Road for an easy contour walk with lake views.', bestSlot: 'morning' },
      { id: 'dali-xizhou', name: 'Xizhou Ancient Town', nameZh: '喜洲古镇', kind: 'culture', hours: 2.5, priceCny: 0, lat: 25.855, lng: 100.13, blurb: 'A Bai merchant town of carved courtyards surrounded by rice fields. Try fresh Xizhou baba and visit the Yan family compound.', bestSlot: 'afternoon' },
    ],
  },
  lijiang: {
    dishes: [
      { name: 'Naxi grilled fish', nameZh: '纳西烤鱼', note: 'Whole fish grilled with herbs and chili, sold along the old-town lanes.' },
      { name: 'Lijiang baba', nameZh: '丽江粑粑', note: 'Layered, fried wheat flatbread, sweet or savoury.' },
      { name: 'Cured rib hotpot', nameZh: '腊排骨火锅', note: 'Smoked pork ribs simmered with vegetables, a warming highland dish.' },
    ],
    sights: [
      { id: 'lijiang-old-town', name: 'Lijiang Old Town', nameZh: '丽江古城', kind: 'history', hours: 3, priceCny: 50, lat: 26.872, lng: 100.233, blurb: 'A UNESCO maze of canals, bridges and Naxi houses; the 50 CNY maintenance fee also covers Black Dragon Pool. Explore early morning before the crowds.', bestSlot: 'morning' },
      { id: 'lijiang-jade-dragon-snow-mountain', name: 'Jade Dragon Snow Mountain', nameZh: '玉龙雪山', kind: 'nature', hours: 6, priceCny: 240, lat: 27.1, lng: 100.2, blurb: 'A 5,596 m glaciated peak; the price covers entry, shuttle and the Glacier Park cable car to 4,500 m. Book early-morning slots for clear views.', bestSlot: 'morning' },
      { id: 'lijiang-black-dragon-pool', name: 'Black Dragon Pool', nameZh: '黑龙潭', kind: 'nature', hours: 1, priceCny: 0, lat: 26.884, lng: 100.233, blurb: 'A spring-fed pool with the classic reflection of the snow mountain and a marble bridge. Covered by the old-town fee; clearest in the morning.', bestSlot: 'morning' },
      { id: 'lijiang-shuhe', name: 'Shuhe Old Town', nameZh: '束河古镇', kind: 'culture', hours: 2, priceCny: 0, lat: 26.922, lng: 100.206, blurb: 'A smaller, calmer Naxi village on the Tea Horse Road with streams and cafés. Cycle there from the old town.', bestSlot: 'afternoon' },
      { id: 'lijiang-tiger-leaping-gorge', name: 'Tiger Leaping Gorge', nameZh: '虎跳峡', kind: 'nature', hours: 6, priceCny: 45, lat: 27.185, lng: 100.105, blurb: 'One of the world\'s deepest gorges, with a famous two-day high trail. Day-trippers can descend to the Upper Gorge rapids.', bestSlot: 'morning' },
    ],
  },
  'shangri-la': {
    dishes: [
      { name: 'Yak hotpot', nameZh: '牦牛火锅', note: 'Yak meat and local mushrooms simmered in a warming broth.' },
      { name: 'Butter tea', nameZh: '酥油茶', note: 'Salted tea churned with yak butter, good against the cold and altitude.' },
      { name: 'Tsampa', nameZh: '糌粑', note: 'Roasted barley flour kneaded with butter tea, the Tibetan staple.' },
    ],
    sights: [
      { id: 'shangri-la-songzanlin-monastery', name: 'Ganden Sumtseling Monastery', nameZh: '松赞林寺', kind: 'culture', hours: 2.5, priceCny: 75, lat: 27.883, lng: 99.704, blurb: 'Yunnan\'s largest Tibetan Buddhist monastery, built in 1679 and called the "Little Potala". Go early, when monks are chanting.', bestSlot: 'morning' },
      { id: 'shangri-la-dukezong-old-town', name: 'Dukezong Old Town', nameZh: '独克宗古城', kind: 'culture', hours: 2, priceCny: 0, lat: 27.821, lng: 99.704, blurb: 'A Tea Horse Road town with the giant Guishan prayer wheel on its hill. Join the locals\' circle dance in the square at dusk.', bestSlot: 'evening' },
      { id: 'shangri-la-pudacuo-national-park', name: 'Pudacuo National Park', nameZh: '普达措国家公园', kind: 'nature', hours: 5, priceCny: 138, lat: 27.86, lng: 99.98, blurb: 'Alpine lakes, forest and meadows on boardwalk trails; the price includes the park bus. Best from June to October.', bestSlot: 'morning' },
      { id: 'shangri-la-napa-lake', name: 'Napa Lake', nameZh: '纳帕海', kind: 'nature', hours: 2, priceCny: 0, lat: 27.9, lng: 99.65, blurb: 'A seasonal lake and grassland with grazing yaks and, in winter, black-necked cranes. Cycle or drive the ring road around it.', bestSlot: 'afternoon' },
    ],
  },
  lhasa: {
    dishes: [
      { name: 'Sweet tea', nameZh: '甜茶', note: 'Milky sweet tea poured from thermoses in crowded teahouses, pennies a cup.' },
      { name: 'Tibetan noodles', nameZh: '藏面', note: 'Chewy noodles in yak-bone broth with minced yak meat.' },
      { name: 'Yak momos', nameZh: '牦牛肉包子', note: 'Juicy steamed dumplings filled with yak meat.' },
    ],
    sights: [
      { id: 'lhasa-potala-palace', name: 'Potala Palace', nameZh: '布达拉宫', kind: 'history', hours: 2.5, priceCny: 200, lat: 29.658, lng: 91.117, blurb: 'The former winter palace of the Dalai Lamas, rising 13 storeys above the city. Tickets are timed and capped, with visits limited to about an hour inside.', bestSlot: 'morning' },
      { id: 'lhasa-jokhang-temple', name: 'Jokhang Temple', nameZh: '大昭寺', kind: 'culture', hours: 2, priceCny: 85, lat: 29.653, lng: 91.132, blurb: 'Tibet\'s holiest temple, home to the Jowo Shakyamuni statue. Watch pilgrims prostrating outside, then view the Barkhor from the roof.', bestSlot: 'morning' },
      { id: 'lhasa-barkhor-street', name: 'Barkhor Street', nameZh: '八廓街', kind: 'culture', hours: 1.5, priceCny: 0, lat: 29.652, lng: 91.134, blurb: 'The pilgrim circuit around the Jokhang, lined with stalls. Walk it clockwise with the crowds in the early evening.', bestSlot: 'evening' },
      { id: 'lhasa-sera-monastery', name: 'Sera Monastery', nameZh: '色拉寺', kind: 'culture', hours: 2, priceCny: 50, lat: 29.698, lng: 91.133, blurb: 'A great Gelug monastery famous for lively monk debates in the courtyard, usually around 3 pm Monday to Saturday.', bestSlot: 'afternoon' },
      { id: 'lhasa-drepung-monastery', name: 'Drepung Monastery', nameZh: '哲蚌寺', kind: 'history', hours: 2.5, priceCny: 50, lat: 29.676, lng: 91.048, blurb: 'Once the world\'s largest monastery, a whitewashed hillside town of chapels. Go in the morning, when chapels are open.', bestSlot: 'morning' },
    ],
  },
};
