import type { CitySights } from '../china-types';

/** The sights and dishes of the central region's cities (mock-server/data/cities/central.ts), by slug. */
export const CENTRAL_SIGHTS: Readonly<Record<string, CitySights>> = {
  luoyang: {
    dishes: [
      { name: 'Luoyang water banquet', nameZh: '洛阳水席', note: 'A 24-course feast of soupy dishes served in sequence, dating to the Tang.' },
      { name: 'Luoyang beef soup', nameZh: '洛阳牛肉汤', note: 'Clear, peppery beef broth with flatbread, eaten for breakfast.' },
      { name: 'Bufan soup', nameZh: '不翻汤', note: 'Thin mung-bean pancakes in a sour, peppery broth with seaweed and shrimp.' },
    ],
    sights: [
      { id: 'luoyang-longmen-grottoes', name: 'Longmen Grottoes', nameZh: '龙门石窟', kind: 'history', hours: 3.5, priceCny: 90, lat: 34.557, lng: 112.474, blurb: 'Over 100,000 Buddhist statues in cliffs along the Yi River, crowned by the 17 m Vairocana Buddha. Cross to the east bank for the full view.', bestSlot: 'morning' },
      { id: 'luoyang-white-horse-temple', name: 'White Horse Temple', nameZh: '白马寺', kind: 'history', hours: 2, priceCny: 35, lat: 34.724, lng: 112.6, blurb: 'Founded in AD 68 as China\'s first Buddhist temple, with Indian, Thai and Burmese halls added by those nations. Calm in the afternoon.', bestSlot: 'afternoon' },
      { id: 'luoyang-shaolin-temple', name: 'Shaolin Temple', nameZh: '少林寺', kind: 'culture', hours: 5, priceCny: 80, lat: 34.508, lng: 112.935, blurb: 'Birthplace of Chan Buddhism and Shaolin kung fu, with a forest of monk stupas and daily shows. A full day trip from Luoyang.', bestSlot: 'morning' },
      { id: 'luoyang-museum', name: 'Luoyang Museum', nameZh: '洛阳博物馆', kind: 'culture', hours: 2, priceCny: 0, lat: 34.617, lng: 112.468, blurb: 'Bronzes, tri-coloured Tang pottery and relics from the city\'s many capitals. Free with passport; closed Mondays.', bestSlot: 'any' },
      { id: 'luoyang-luoyi-ancient-city', name: 'Luoyi Ancient City', nameZh: '洛邑古城', kind: 'culture', hours: 2, priceCny: 0, lat: 34.683, lng: 112.482, blurb: 'A rebuilt old quarter where visitors rent Hanfu and stroll lantern-lit lanes. Go after dark for the lights and street food.', bestSlot: 'evening' },
    ],
  },
  wuhan: {
    dishes: [
      { name: 'Hot dry noodles', nameZh: '热干面', note: 'Springy noodles tossed in sesame paste, pickles and chili, the city\'s breakfast.' },
      { name: 'Doupi', nameZh: '豆皮', note: 'A crisp egg-and-bean-skin crust over sticky rice, mushrooms and pork.' },
      { name: 'Spicy duck neck', nameZh: '鸭脖', note: 'Numbing, sweet-spicy braised duck necks, a favourite snack with beer.' },
    ],
    sights: [
      { id: 'wuhan-yellow-crane-tower', name: 'Yellow Crane Tower', nameZh: '黄鹤楼', kind: 'history', hours: 1.5, priceCny: 70, lat: 30.545, lng: 114.302, blurb: 'A five-storey tower celebrated in Tang poetry, rebuilt on Snake Hill above the Yangtze. Visit late afternoon and stay for the evening light show.', bestSlot: 'afternoon' },
      { id: 'wuhan-hubei-provincial-museum', name: 'Hubei Provincial Museum', nameZh: '湖北省博物馆', kind: 'culture', hours: 2.5, priceCny: 0, lat: 30.562, lng: 114.365, blurb: 'Home to the 2,400-year-old bronze bells of Marquis Yi and the Sword of Goujian. Free with booking; catch the chime-bell concert.', bestSlot: 'morning' },
      { id: 'wuhan-east-lake', name: 'East Lake', nameZh: '东湖', kind: 'nature', hours: 3, priceCny: 0, lat: 30.56, lng: 114.38, blurb: 'A vast lake with a 100 km greenway for cycling and a cherry-blossom garden in spring. Rent a bike near the museum.', bestSlot: 'afternoon' },
      { id: 'wuhan-hubu-alley', name: 'Hubu Alley', nameZh: '户部巷', kind: 'food', hours: 1, priceCny: 0, lat: 30.548, lng: 114.3, blurb: 'A 400-year-old snack lane below the Yellow Crane Tower. Come for a breakfast of hot dry noodles and doupi.', bestSlot: 'morning' },
      { id: 'wuhan-hankou-riverside', name: 'Hankou Bund', nameZh: '汉口江滩', kind: 'history', hours: 1.5, priceCny: 0, lat: 30.59, lng: 114.3, blurb: 'A long riverside park fronted by 1920s concession buildings. Locals gather here on summer evenings.', bestSlot: 'evening' },
    ],
  },
  changsha: {
    dishes: [
      { name: 'Stinky tofu', nameZh: '臭豆腐', note: 'Black fermented tofu fried crisp and filled with chili and garlic sauce.' },
      { name: 'Chopped-chili fish head', nameZh: '剁椒鱼头', note: 'A steamed fish head smothered in red pickled chilies, with noodles for the juices.' },
      { name: 'Changsha rice noodles', nameZh: '长沙米粉', note: 'Round rice noodles in broth with toppings such as braised pork or beef.' },
    ],
    sights: [
      { id: 'changsha-hunan-museum', name: 'Hunan Museum', nameZh: '湖南博物院', kind: 'culture', hours: 3, priceCny: 0, lat: 28.214, lng: 112.993, blurb: 'Home to the Mawangdui Han tomb finds, including silk garments and the preserved Lady Xin Zhui. Free with advance booking.', bestSlot: 'morning' },
      { id: 'changsha-yuelu-academy', name: 'Yuelu Mountain and Academy', nameZh: '岳麓山·岳麓书院', kind: 'history', hours: 3, priceCny: 40, lat: 28.183, lng: 112.944, blurb: 'A 1,000-year-old academy at the foot of a wooded hill; the hill is free, the academy ticketed. Hike up to Aiwan Pavilion in autumn.', bestSlot: 'afternoon' },
      { id: 'changsha-orange-isle', name: 'Orange Isle', nameZh: '橘子洲', kind: 'nature', hours: 2, priceCny: 0, lat: 28.17, lng: 112.957, blurb: 'A 5 km island in the Xiang River crowned by a giant sculpture of the young Mao Zedong. Fireworks light up the river on some holiday evenings.', bestSlot: 'afternoon' },
      { id: 'changsha-pozi-street', name: 'Pozi Street', nameZh: '坡子街', kind: 'food', hours: 1.5, priceCny: 0, lat: 28.193, lng: 112.971, blurb: 'The city\'s busiest snack street, near Huogongdian for stinky tofu and sugar-oil cakes. Go late evening.', bestSlot: 'evening' },
      { id: 'changsha-super-wenheyou', name: 'Super Wenheyou', nameZh: '超级文和友', kind: 'food', hours: 1.5, priceCny: 0, lat: 28.194, lng: 112.977, blurb: 'A multi-storey food hall recreating 1980s Changsha streets, packed with local vendors. Expect queues at dinner time.', bestSlot: 'evening' },
    ],
  },
  zhangjiajie: {
    dishes: [
      { name: 'Tujia cured pork', nameZh: '土家腊肉', note: 'Smoke-cured pork belly stir-fried with garlic shoots and chili.' },
      { name: 'Sanxiaguo', nameZh: '三下锅', note: 'A dry hotpot of pork, tripe and offal cooked with chilies, a Tujia feast dish.' },
      { name: 'Kudzu-root noodles', nameZh: '葛根粉', note: 'Slippery noodles made from kudzu starch, served in spicy broth.' },
    ],
    sights: [
      { id: 'zhangjiajie-forest-park', name: 'Zhangjiajie National Forest Park', nameZh: '张家界国家森林公园', kind: 'nature', hours: 8, priceCny: 225, lat: 29.33, lng: 110.44, blurb: 'Walk among sandstone pillars at Yuanjiajie and Tianzi Mountain, and ride the Bailong glass lift (extra). Start at opening to beat tour groups.', bestSlot: 'morning' },
      { id: 'zhangjiajie-tianmen-mountain', name: 'Tianmen Mountain', nameZh: '天门山', kind: 'nature', hours: 6, priceCny: 275, lat: 29.05, lng: 110.48, blurb: 'Ride one of the world\'s longest cable cars from the city to cliff-edge glass walkways and the natural Heaven\'s Gate arch. Price includes the cable car.', bestSlot: 'morning' },
      { id: 'zhangjiajie-grand-canyon-glass-bridge', name: 'Grand Canyon Glass Bridge', nameZh: '张家界大峡谷玻璃桥', kind: 'modern', hours: 3, priceCny: 219, lat: 29.401, lng: 110.698, blurb: 'A 430 m glass-floored bridge 300 m above a gorge, followed by a canyon walk. Book a timed slot online.', bestSlot: 'afternoon' },
      { id: 'zhangjiajie-yellow-dragon-cave', name: 'Yellow Dragon Cave', nameZh: '黄龙洞', kind: 'nature', hours: 2, priceCny: 100, lat: 29.357, lng: 110.552, blurb: 'A huge karst cave with an underground river boat ride and lit stalagmites. A good rainy-day option near Wulingyuan.', bestSlot: 'any' },
    ],
  },
};
