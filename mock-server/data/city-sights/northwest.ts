import type { CitySights } from '../china-types';

/** The sights and dishes of the northwest region's cities (mock-server/data/cities/northwest.ts), by slug. */
export const NORTHWEST_SIGHTS: Readonly<Record<string, CitySights>> = {
  xian: {
    dishes: [
      { name: 'Roujiamo', nameZh: '肉夹馍', note: 'Chopped braised pork stuffed into a crisp flatbread, often called the Chinese burger.' },
      { name: 'Yangrou paomo', nameZh: '羊肉泡馍', note: 'Tear flatbread into small pieces and have it simmered in rich mutton soup.' },
      { name: 'Biangbiang noodles', nameZh: 'biangbiang面', note: 'Belt-wide hand-pulled noodles doused in sizzling chili oil.' },
    ],
    sights: [
      { id: 'xian-terracotta-army', name: 'Terracotta Army', nameZh: '秦始皇帝陵博物院', kind: 'history', hours: 4, priceCny: 120, lat: 34.385, lng: 109.273, blurb: 'Thousands of life-size clay soldiers guarding the tomb of China\'s first emperor. Start at Pit 3, finish with the vast Pit 1.', bestSlot: 'morning' },
      { id: 'xian-city-wall', name: 'Xi\'an City Wall', nameZh: '西安城墙', kind: 'history', hours: 2, priceCny: 54, lat: 34.252, lng: 108.947, blurb: 'A complete 14 km Ming rampart; rent a bike on top and ride the full loop. Late afternoon light is best, and the South Gate is lit at night.', bestSlot: 'afternoon' },
      { id: 'xian-big-wild-goose-pagoda', name: 'Big Wild Goose Pagoda', nameZh: '大雁塔', kind: 'history', hours: 1.5, priceCny: 40, lat: 34.22, lng: 108.964, blurb: 'A Tang pagoda built for the scriptures Xuanzang brought from India (climbing it is extra). The fountain show in the north square runs in the evening.', bestSlot: 'evening' },
      { id: 'xian-muslim-quarter', name: 'Muslim Quarter', nameZh: '回民街', kind: 'food', hours: 2, priceCny: 0, lat: 34.264, lng: 108.941, blurb: 'Lanes of Hui restaurants, kebab grills and snack stalls behind the Drum Tower. Explore the quieter side alleys and the Great Mosque.', bestSlot: 'evening' },
      { id: 'xian-shaanxi-history-museum', name: 'Shaanxi History Museum', nameZh: '陕西历史博物馆', kind: 'culture', hours: 2.5, priceCny: 0, lat: 34.224, lng: 108.954, blurb: 'One of China\'s finest museums, spanning Zhou bronzes to Tang gold. Free tickets go fast, so book online days ahead; closed Mondays.', bestSlot: 'any' },
    ],
  },
  dunhuang: {
    dishes: [
      { name: 'Donkey meat with yellow noodles', nameZh: '驴肉黄面', note: 'Hand-pulled yellow noodles with cold sliced donkey meat, the local signature.' },
      { name: 'Apricot-skin drink', nameZh: '杏皮水', note: 'A chilled sweet-sour drink of dried apricots, perfect in the desert heat.' },
      { name: 'Mutton with flatbread', nameZh: '胡羊焖饼', note: 'Braised lamb cooked with thin layers of flatbread soaking up the juices.' },
    ],
    sights: [
      { id: 'dunhuang-mogao-caves', name: 'Mogao Caves', nameZh: '莫高窟', kind: 'history', hours: 4, priceCny: 238, lat: 40.042, lng: 94.81, blurb: 'Over 700 caves of Buddhist murals and statues from the 4th to 14th centuries. Book the standard tour weeks ahead; no photos inside.', bestSlot: 'morning' },
      { id: 'dunhuang-mingsha-crescent-lake', name: 'Mingsha Mountain and Crescent Lake', nameZh: '鸣沙山月牙泉', kind: 'nature', hours: 3, priceCny: 110, lat: 40.088, lng: 94.672, blurb: 'Giant dunes around a spring-fed crescent lake. Climb the ridge or ride a camel at sunset; rent the orange shoe covers.', bestSlot: 'evening' },
      { id: 'dunhuang-yumen-pass', name: 'Yumen Pass', nameZh: '玉门关', kind: 'history', hours: 3, priceCny: 40, lat: 40.354, lng: 93.864, blurb: 'The Han-dynasty Jade Gate fort at the edge of the Gobi, with remnants of the Han Great Wall. Combine with the Yadan landforms by car.', bestSlot: 'afternoon' },
      { id: 'dunhuang-museum', name: 'Dunhuang Museum', nameZh: '敦煌博物馆', kind: 'culture', hours: 1.5, priceCny: 0, lat: 40.131, lng: 94.684, blurb: 'A compact museum on the Silk Road and the caves\' history. Free with passport; good context before Mogao.', bestSlot: 'any' },
      { id: 'dunhuang-shazhou-night-market', name: 'Shazhou Night Market', nameZh: '沙州夜市', kind: 'food', hours: 1.5, priceCny: 0, lat: 40.142, lng: 94.667, blurb: 'Kebabs, noodles and apricot drinks under the stars, plus souvenir stalls. Busiest after 9 pm.', bestSlot: 'evening' },
    ],
  },
  urumqi: {
    dishes: [
      { name: 'Big plate chicken', nameZh: '大盘鸡', note: 'Chicken and potatoes in a spicy stew, finished with wide hand-pulled noodles.' },
      { name: 'Polo', nameZh: '手抓饭', note: 'Rice cooked with lamb, carrots and raisins, the Uyghur festive dish.' },
      { name: 'Lamb kebabs', nameZh: '烤羊肉串', note: 'Cumin-dusted lamb grilled over charcoal, sold everywhere after dark.' },
    ],
    sights: [
      { id: 'urumqi-xinjiang-museum', name: 'Xinjiang Regional Museum', nameZh: '新疆维吾尔自治区博物馆', kind: 'culture', hours: 2, priceCny: 0, lat: 43.82, lng: 87.578, blurb: 'Home to the Tarim Basin mummies, including the "Loulan Beauty", and Silk Road relics. Free with passport; closed Mondays.', bestSlot: 'morning' },
      { id: 'urumqi-grand-bazaar', name: 'Xinjiang International Grand Bazaar', nameZh: '新疆国际大巴扎', kind: 'culture', hours: 2, priceCny: 0, lat: 43.774, lng: 87.621, blurb: 'A large Islamic-style market of carpets, dried fruit, knives and spices. Evening brings food stalls and music.', bestSlot: 'evening' },
      { id: 'urumqi-tianchi-heavenly-lake', name: 'Tianshan Tianchi (Heavenly Lake)', nameZh: '天山天池', kind: 'nature', hours: 7, priceCny: 155, lat: 43.886, lng: 88.129, blurb: 'An alpine lake at 1,900 m beneath the snowy Bogda Peak. Price includes the park shuttle; take a jacket and go on a clear day.', bestSlot: 'morning' },
      { id: 'urumqi-red-hill-park', name: 'Red Hill Park', nameZh: '红山公园', kind: 'nature', hours: 1, priceCny: 0, lat: 43.808, lng: 87.607, blurb: 'A small hill of red rock with a pagoda and views over the city to the mountains. Best at sunset.', bestSlot: 'evening' },
    ],
  },
  kashgar: {
    dishes: [
      { name: 'Samsa', nameZh: '烤包子', note: 'Crisp pastries of lamb and onion baked on the walls of a tandoor.' },
      { name: 'Laghman', nameZh: '拉条子', note: 'Hand-pulled noodles topped with stir-fried lamb, peppers and tomato.' },
      { name: 'Nang', nameZh: '馕', note: 'Round, stamped flatbread baked in a tandoor, sold hot from the oven.' },
    ],
    sights: [
      { id: 'kashgar-id-kah-mosque', name: 'Id Kah Mosque', nameZh: '艾提尕尔清真寺', kind: 'history', hours: 1, priceCny: 45, lat: 39.472, lng: 75.987, blurb: 'China\'s largest mosque, built in 1442, facing the city\'s main square. Visit outside prayer times and dress modestly.', bestSlot: 'morning' },
      { id: 'kashgar-old-city', name: 'Kashgar Old City', nameZh: '喀什古城', kind: 'culture', hours: 3, priceCny: 0, lat: 39.471, lng: 75.992, blurb: 'Mud-brick lanes of craftsmen, teahouses and bakeries, restored but still lived in. Catch the gate-opening ceremony in the morning.', bestSlot: 'morning' },
      { id: 'kashgar-livestock-market', name: 'Sunday Livestock Market', nameZh: '喀什牲畜交易市场', kind: 'culture', hours: 2, priceCny: 0, lat: 39.44, lng: 76.03, blurb: 'Farmers haggle over sheep, cattle and camels as they have for centuries. Sundays only; arrive by late morning.', bestSlot: 'morning' },
      { id: 'kashgar-apak-khoja-tomb', name: 'Apak Khoja Tomb', nameZh: '香妃墓', kind: 'history', hours: 1.5, priceCny: 30, lat: 39.489, lng: 76.024, blurb: 'A 17th-century mausoleum with a green-tiled dome, linked by legend to the Fragrant Concubine. Soft light in the afternoon.', bestSlot: 'afternoon' },
      { id: 'kashgar-grand-bazaar', name: 'Kashgar Grand Bazaar', nameZh: '喀什大巴扎', kind: 'culture', hours: 1.5, priceCny: 0, lat: 39.468, lng: 76.005, blurb: 'A sprawling covered market of carpets, spices, dried fruit and hats. Bargain hard and come hungry for the food stalls.', bestSlot: 'afternoon' },
    ],
  },
};
