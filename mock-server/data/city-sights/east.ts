import type { CitySights } from '../china-types';

/** The sights and dishes of the east region's cities (mock-server/data/cities/east.ts), by slug. */
export const EAST_SIGHTS: Readonly<Record<string, CitySights>> = {
  shanghai: {
    dishes: [
      { name: 'Xiaolongbao', nameZh: '小笼包', note: 'Delicate soup dumplings; nibble a hole and sip the broth before eating.' },
      { name: 'Shengjianbao', nameZh: '生煎包', note: 'Pan-fried pork buns with crisp bottoms and a juicy filling, a breakfast staple.' },
      { name: 'Red-braised pork', nameZh: '红烧肉', note: 'Pork belly slow-cooked in soy, rice wine and rock sugar until glossy and tender.' },
    ],
    sights: [
      { id: 'shanghai-the-bund', name: 'The Bund', nameZh: '外滩', kind: 'history', hours: 1.5, priceCny: 0, lat: 31.24, lng: 121.49, blurb: 'A riverside promenade of 1920s banks and hotels facing the Pudong skyline. Come after dark when both banks are lit.', bestSlot: 'evening' },
      { id: 'shanghai-yu-garden', name: 'Yu Garden', nameZh: '豫园', kind: 'history', hours: 2, priceCny: 40, lat: 31.227, lng: 121.492, blurb: 'A 16th-century classical garden of rockeries, ponds and pavilions beside a busy bazaar. Arrive at opening to beat the crowds.', bestSlot: 'morning' },
      { id: 'shanghai-museum', name: 'Shanghai Museum', nameZh: '上海博物馆', kind: 'culture', hours: 2.5, priceCny: 0, lat: 31.228, lng: 121.475, blurb: 'World-class bronzes, ceramics, calligraphy and jade on People\'s Square. Free, but book a timed slot with your passport.', bestSlot: 'any' },
      { id: 'shanghai-tower', name: 'Shanghai Tower', nameZh: '上海中心大厦', kind: 'modern', hours: 1.5, priceCny: 180, lat: 31.235, lng: 121.501, blurb: 'China\'s tallest building, with an observation deck on floor 118 reached by ultra-fast lifts. Go at sunset for day and night views.', bestSlot: 'evening' },
      { id: 'shanghai-french-concession', name: 'Former French Concession', nameZh: '武康路', kind: 'culture', hours: 2.5, priceCny: 0, lat: 31.205, lng: 121.437, blurb: 'Plane-tree-lined streets of villas, cafés and boutiques around Wukang Road. Walk or rent a bike and end at Anfu Road.', bestSlot: 'afternoon' },
    ],
  },
  hangzhou: {
    dishes: [
      { name: 'West Lake vinegar fish', nameZh: '西湖醋鱼', note: 'Poached grass carp in a sweet-and-sour vinegar sauce.' },
      { name: 'Dongpo pork', nameZh: '东坡肉', note: 'Squares of pork belly braised in Shaoxing wine until meltingly soft.' },
      { name: 'Longjing shrimp', nameZh: '龙井虾仁', note: 'River shrimp stir-fried with fresh Dragon Well tea leaves.' },
    ],
    sights: [
      { id: 'hangzhou-west-lake', name: 'West Lake', nameZh: '西湖', kind: 'nature', hours: 3.5, priceCny: 0, lat: 30.258, lng: 120.151, blurb: 'A UNESCO-listed lake of causeways, islands and temples. Walk the Bai Causeway at dawn or take a boat to Three Pools Mirroring the Moon.', bestSlot: 'morning' },
      { id: 'hangzhou-lingyin-temple', name: 'Lingyin Temple', nameZh: '灵隐寺', kind: 'history', hours: 2.5, priceCny: 75, lat: 30.241, lng: 120.101, blurb: 'One of China\'s largest Buddhist temples, reached past the carved grottoes of Feilai Feng. Price covers both; arrive early.', bestSlot: 'morning' },
      { id: 'hangzhou-longjing-village', name: 'Longjing Tea Village', nameZh: '龙井村', kind: 'culture', hours: 2, priceCny: 0, lat: 30.225, lng: 120.123, blurb: 'Terraced tea gardens where Dragon Well green tea is grown and roasted by hand. Sip a fresh pot at a farmhouse; agree the price first.', bestSlot: 'afternoon' },
      { id: 'hangzhou-leifeng-pagoda', name: 'Leifeng Pagoda', nameZh: '雷峰塔', kind: 'history', hours: 1, priceCny: 40, lat: 30.231, lng: 120.149, blurb: 'A rebuilt pagoda over the ruins of a 10th-century original, with sweeping lake views. Best at sunset.', bestSlot: 'evening' },
      { id: 'hangzhou-xixi-wetland', name: 'Xixi Wetland', nameZh: '西溪湿地', kind: 'nature', hours: 3, priceCny: 80, lat: 30.272, lng: 120.066, blurb: 'A national wetland park of waterways, villages and birdlife. Take the electric boat through the quieter eastern zone.', bestSlot: 'afternoon' },
    ],
  },
  suzhou: {
    dishes: [
      { name: 'Squirrel-shaped mandarin fish', nameZh: '松鼠桂鱼', note: 'Scored, fried fish in bright sweet-and-sour sauce, Suzhou\'s banquet showpiece.' },
      { name: 'Suzhou-style noodle soup', nameZh: '苏式汤面', note: 'Fine noodles in clear, rich broth with toppings such as braised duck or shrimp.' },
      { name: 'Fresh-meat mooncakes', nameZh: '鲜肉月饼', note: 'Flaky pastries filled with hot juicy pork, sold fresh from the oven.' },
    ],
    sights: [
      { id: 'suzhou-humble-administrators-garden', name: 'Humble Administrator\'s Garden', nameZh: '拙政园', kind: 'history', hours: 2, priceCny: 90, lat: 31.324, lng: 120.629, blurb: 'Suzhou\'s largest classical garden, arranged around lotus ponds and zigzag bridges. Book ahead and enter at opening.', bestSlot: 'morning' },
      { id: 'suzhou-lingering-garden', name: 'Lingering Garden', nameZh: '留园', kind: 'history', hours: 1.5, priceCny: 55, lat: 31.317, lng: 120.59, blurb: 'Famous for its framed windows, corridors and the towering Guanyun Peak rock. Quieter than the Humble Administrator\'s.', bestSlot: 'afternoon' },
      { id: 'suzhou-master-of-the-nets-garden', name: 'Master of the Nets Garden', nameZh: '网师园', kind: 'history', hours: 1, priceCny: 40, lat: 31.3, lng: 120.63, blurb: 'A small, perfectly proportioned garden, the model for the Astor Court in New York\'s Met. Summer night tours include Kunqu opera.', bestSlot: 'evening' },
      { id: 'suzhou-pingjiang-road', name: 'Pingjiang Road', nameZh: '平江路', kind: 'culture', hours: 1.5, priceCny: 0, lat: 31.314, lng: 120.632, blurb: 'A canal-side lane of whitewashed houses, teahouses and pingtan storytelling. Best at dusk, with an optional boat ride.', bestSlot: 'evening' },
      { id: 'suzhou-tiger-hill', name: 'Tiger Hill', nameZh: '虎丘', kind: 'history', hours: 2, priceCny: 70, lat: 31.337, lng: 120.577, blurb: 'A wooded hill topped by a leaning 10th-century pagoda. Walk up from Shantang Street for the full experience.', bestSlot: 'afternoon' },
    ],
  },
  nanjing: {
    dishes: [
      { name: 'Duck blood vermicelli soup', nameZh: '鸭血粉丝汤', note: 'Glass noodles in duck broth with cubes of duck blood, liver and gizzard.' },
      { name: 'Salted duck', nameZh: '盐水鸭', note: 'Tender cold duck cured in brine, Nanjing\'s signature dish.' },
      { name: 'Beef potstickers', nameZh: '牛肉锅贴', note: 'Crisp-bottomed pan-fried dumplings filled with juicy beef.' },
    ],
    sights: [
      { id: 'nanjing-sun-yat-sen-mausoleum', name: 'Sun Yat-sen Mausoleum', nameZh: '中山陵', kind: 'history', hours: 2, priceCny: 0, lat: 32.064, lng: 118.848, blurb: 'A grand blue-roofed tomb up 392 steps on Purple Mountain. Free with booking; the main hall closes on Mondays.', bestSlot: 'morning' },
      { id: 'nanjing-ming-xiaoling', name: 'Ming Xiaoling Mausoleum', nameZh: '明孝陵', kind: 'history', hours: 2, priceCny: 70, lat: 32.058, lng: 118.83, blurb: 'The tomb of the first Ming emperor, approached by an avenue of stone animals. Gorgeous under autumn leaves.', bestSlot: 'morning' },
      { id: 'nanjing-massacre-memorial', name: 'Nanjing Massacre Memorial Hall', nameZh: '侵华日军南京大屠杀遇难同胞纪念馆', kind: 'history', hours: 2.5, priceCny: 0, lat: 32.035, lng: 118.745, blurb: 'A powerful memorial to the victims of 1937. Free with passport; closed Mondays and emotionally heavy, so plan a quiet afternoon.', bestSlot: 'afternoon' },
      { id: 'nanjing-confucius-temple', name: 'Confucius Temple and Qinhuai River', nameZh: '夫子庙秦淮河', kind: 'culture', hours: 2, priceCny: 0, lat: 32.02, lng: 118.788, blurb: 'Lantern-lit streets, snacks and painted boats along the historic Qinhuai. Take the night boat (about 80 CNY).', bestSlot: 'evening' },
      { id: 'nanjing-museum', name: 'Nanjing Museum', nameZh: '南京博物院', kind: 'culture', hours: 2.5, priceCny: 0, lat: 32.041, lng: 118.824, blurb: 'One of China\'s top museums, with a jade burial suit and a Republic-era street recreation. Free with booking.', bestSlot: 'any' },
    ],
  },
  huangshan: {
    dishes: [
      { name: 'Stinky mandarin fish', nameZh: '臭鳜鱼', note: 'Lightly fermented fish braised in a savoury sauce, milder than it sounds.' },
      { name: 'Hairy tofu', nameZh: '毛豆腐', note: 'Mould-fermented tofu pan-fried and served with chili sauce.' },
      { name: 'Huangshan sesame cakes', nameZh: '黄山烧饼', note: 'Flaky baked cakes filled with preserved vegetable and pork.' },
    ],
    sights: [
      { id: 'huangshan-yellow-mountain', name: 'Huangshan Scenic Area', nameZh: '黄山风景区', kind: 'nature', hours: 8, priceCny: 190, lat: 30.133, lng: 118.167, blurb: 'Stone stairways link granite peaks, pines and lookouts above the clouds. Ride the Yungu cable car up, and stay overnight for sunrise.', bestSlot: 'morning' },
      { id: 'huangshan-hongcun', name: 'Hongcun Village', nameZh: '宏村', kind: 'history', hours: 2.5, priceCny: 94, lat: 30.001, lng: 117.985, blurb: 'A UNESCO-listed Huizhou village of white walls reflected in Moon Pond and South Lake. Stay over to enjoy it after tour groups leave.', bestSlot: 'afternoon' },
      { id: 'huangshan-xidi', name: 'Xidi Village', nameZh: '西递', kind: 'history', hours: 2, priceCny: 94, lat: 29.905, lng: 117.993, blurb: 'A well-preserved merchant village with carved lintels and a Ming memorial arch. Quieter than Hongcun and 15 minutes away.', bestSlot: 'morning' },
      { id: 'huangshan-tunxi-old-street', name: 'Tunxi Old Street', nameZh: '屯溪老街', kind: 'culture', hours: 1.5, priceCny: 0, lat: 29.713, lng: 118.313, blurb: 'A Song-era shopping street selling ink sticks, tea and local snacks. A pleasant evening stroll before or after the mountain.', bestSlot: 'evening' },
    ],
  },
  xiamen: {
    dishes: [
      { name: 'Satay noodles', nameZh: '沙茶面', note: 'Noodles in a rich peanut-and-shrimp satay broth with seafood and offal.' },
      { name: 'Oyster omelette', nameZh: '海蛎煎', note: 'Small oysters fried with egg and sweet potato starch, served with chili sauce.' },
      { name: 'Sea worm jelly', nameZh: '土笋冻', note: 'A local delicacy of sipunculid worms set in their own jelly, eaten cold.' },
    ],
    sights: [
      { id: 'xiamen-gulangyu', name: 'Gulangyu Island', nameZh: '鼓浪屿', kind: 'history', hours: 4, priceCny: 35, lat: 24.447, lng: 118.067, blurb: 'A car-free island of colonial villas, gardens and piano museums, now a UNESCO site. Price is the return ferry; go early on a weekday.', bestSlot: 'morning' },
      { id: 'xiamen-nanputuo-temple', name: 'Nanputuo Temple', nameZh: '南普陀寺', kind: 'history', hours: 1.5, priceCny: 0, lat: 24.445, lng: 118.096, blurb: 'A busy Buddhist temple with a vegetarian restaurant and hill trails behind. Free, with rock-top views over the city.', bestSlot: 'morning' },
      { id: 'xiamen-university', name: 'Xiamen University', nameZh: '厦门大学', kind: 'culture', hours: 1.5, priceCny: 0, lat: 24.437, lng: 118.098, blurb: 'One of China\'s prettiest campuses, with lakes and Minnan-style roofs by the sea. Visitors must book a slot in advance.', bestSlot: 'afternoon' },
      { id: 'xiamen-zengcuoan', name: 'Zengcuoan Village', nameZh: '曾厝垵', kind: 'food', hours: 2, priceCny: 0, lat: 24.433, lng: 118.125, blurb: 'A former fishing village turned snack-street maze near the beach. Combine with a sunset walk on the Island Ring Road.', bestSlot: 'evening' },
      { id: 'xiamen-tianluokeng-tulou', name: 'Tianluokeng Tulou Cluster', nameZh: '田螺坑土楼群', kind: 'history', hours: 6, priceCny: 90, lat: 24.587, lng: 117.044, blurb: 'Four round and one square earthen fortress-houses, the famous "four dishes and a soup". A long day trip, about 2.5 hours each way.', bestSlot: 'morning' },
    ],
  },
  qingdao: {
    dishes: [
      { name: 'Spicy stir-fried clams', nameZh: '辣炒蛤蜊', note: 'Clams tossed with chili, garlic and scallion, the perfect match for beer.' },
      { name: 'Mackerel dumplings', nameZh: '鲅鱼饺子', note: 'Big, juicy dumplings stuffed with minced Spanish mackerel.' },
      { name: 'Draught beer in a bag', nameZh: '散啤', note: 'Fresh Tsingtao sold by weight in plastic bags from street-corner kegs.' },
    ],
    sights: [
      { id: 'qingdao-tsingtao-beer-museum', name: 'Tsingtao Beer Museum', nameZh: '青岛啤酒博物馆', kind: 'food', hours: 1.5, priceCny: 60, lat: 36.079, lng: 120.344, blurb: 'The original 1903 German brewery, with a museum and two tasting glasses included. Beer Street outside is lively at night.', bestSlot: 'afternoon' },
      { id: 'qingdao-zhanqiao-pier', name: 'Zhanqiao Pier', nameZh: '栈桥', kind: 'history', hours: 1, priceCny: 0, lat: 36.061, lng: 120.319, blurb: 'A 440 m pier ending in the pavilion pictured on Tsingtao labels. Visit at sunrise before the crowds.', bestSlot: 'morning' },
      { id: 'qingdao-badaguan', name: 'Badaguan', nameZh: '八大关', kind: 'history', hours: 2, priceCny: 0, lat: 36.052, lng: 120.355, blurb: 'Tree-lined streets of early-1900s villas in every European style, ending at the beach. Lovely for a slow walk or bike ride.', bestSlot: 'afternoon' },
      { id: 'qingdao-st-michaels-cathedral', name: 'St Michael\'s Cathedral', nameZh: '天主教堂', kind: 'history', hours: 0.5, priceCny: 10, lat: 36.067, lng: 120.32, blurb: 'A twin-spired Gothic cathedral from 1934 at the heart of the old German town. Popular with wedding photographers.', bestSlot: 'any' },
      { id: 'qingdao-laoshan', name: 'Laoshan Mountain', nameZh: '崂山', kind: 'nature', hours: 5, priceCny: 120, lat: 36.138, lng: 120.669, blurb: 'A granite mountain of Taoist temples and springs plunging to the sea. Start at Taiqing Palace and take the cable car.', bestSlot: 'morning' },
    ],
  },
};
