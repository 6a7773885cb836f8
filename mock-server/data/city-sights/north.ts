import type { CitySights } from '../china-types';

/** The sights and dishes of the north region's cities (mock-server/data/cities/north.ts), by slug. */
export const NORTH_SIGHTS: Readonly<Record<string, CitySights>> = {
  beijing: {
    dishes: [
      { name: 'Peking roast duck', nameZh: '北京烤鸭', note: 'Crisp lacquered skin carved at the table and wrapped in thin pancakes with scallion and sweet bean sauce.' },
      { name: 'Zhajiangmian', nameZh: '炸酱面', note: 'Thick wheat noodles topped with fried soybean-paste pork and crunchy fresh vegetables.' },
      { name: 'Copper-pot mutton hotpot', nameZh: '铜锅涮肉', note: 'Paper-thin lamb swished in plain broth over charcoal, dipped in sesame sauce.' },
    ],
    sights: [
      { id: 'beijing-forbidden-city', name: 'Forbidden City', nameZh: '故宫博物院', kind: 'history', hours: 3.5, priceCny: 60, lat: 39.916, lng: 116.397, blurb: 'The world\'s largest palace complex, home to 24 emperors. Book a timed ticket a week ahead and enter from the south at Meridian Gate.', bestSlot: 'morning' },
      { id: 'beijing-mutianyu-great-wall', name: 'Mutianyu Great Wall', nameZh: '慕田峪长城', kind: 'history', hours: 5, priceCny: 40, lat: 40.432, lng: 116.57, blurb: 'A restored, forested section of the Wall with far fewer crowds than Badaling. Take the cable car up and the toboggan down (both extra).', bestSlot: 'morning' },
      { id: 'beijing-temple-of-heaven', name: 'Temple of Heaven', nameZh: '天坛', kind: 'history', hours: 2, priceCny: 34, lat: 39.882, lng: 116.407, blurb: 'Ming emperors prayed for harvests at the blue-roofed Hall of Prayer. Come early to see locals doing tai chi and dancing in the park.', bestSlot: 'morning' },
      { id: 'beijing-summer-palace', name: 'Summer Palace', nameZh: '颐和园', kind: 'history', hours: 3, priceCny: 30, lat: 39.999, lng: 116.275, blurb: 'A vast imperial garden of lakes, bridges and the painted Long Corridor. Walk Kunming Lake\'s shore and take the boat back across.', bestSlot: 'afternoon' },
      { id: 'beijing-shichahai-hutongs', name: 'Shichahai and the hutongs', nameZh: '什刹海胡同', kind: 'culture', hours: 2.5, priceCny: 0, lat: 39.94, lng: 116.392, blurb: 'Lakes ringed by old alleyways, courtyard homes and lively bars. Rent a bike or wander from the Drum Tower at sunset.', bestSlot: 'evening' },
    ],
  },
  tianjin: {
    dishes: [
      { name: 'Goubuli baozi', nameZh: '狗不理包子', note: 'Famous steamed pork buns with 18 pleats; smaller local shops often serve better ones for less.' },
      { name: 'Jianbing guozi', nameZh: '煎饼果子', note: 'Mung-bean crepe wrapped around egg and a crisp fried cracker, the classic breakfast.' },
      { name: 'Eighteenth Street mahua', nameZh: '十八街麻花', note: 'Crunchy fried dough twists filled with nuts and sugar; they travel well as gifts.' },
    ],
    sights: [
      { id: 'tianjin-eye', name: 'Tianjin Eye', nameZh: '天津之眼', kind: 'modern', hours: 1, priceCny: 70, lat: 39.153, lng: 117.181, blurb: 'A 120 m Ferris wheel built onto a bridge over the Hai River. Ride at dusk for city lights, and book online to skip the queue.', bestSlot: 'evening' },
      { id: 'tianjin-five-great-avenues', name: 'Five Great Avenues', nameZh: '五大道', kind: 'history', hours: 2, priceCny: 0, lat: 39.113, lng: 117.195, blurb: 'Over 2,000 European-style villas from the concession era on quiet tree-lined streets. Explore by bike or horse-drawn carriage.', bestSlot: 'afternoon' },
      { id: 'tianjin-italian-style-town', name: 'Italian Style Town', nameZh: '意式风情区', kind: 'culture', hours: 1.5, priceCny: 0, lat: 39.135, lng: 117.199, blurb: 'The only Italian concession in Asia, now piazzas, cafés and restored mansions. Lively in the evening and easy to combine with the river walk.', bestSlot: 'evening' },
      { id: 'tianjin-ancient-culture-street', name: 'Ancient Culture Street', nameZh: '古文化街', kind: 'culture', hours: 1.5, priceCny: 0, lat: 39.144, lng: 117.191, blurb: 'A Qing-style shopping street around the Tianhou Temple, with clay figurines, kites and snacks. Go in the morning before tour groups arrive.', bestSlot: 'morning' },
      { id: 'tianjin-porcelain-house', name: 'Porcelain House', nameZh: '瓷房子', kind: 'culture', hours: 1, priceCny: 50, lat: 39.119, lng: 117.204, blurb: 'A French-style mansion encrusted with millions of porcelain shards and antique vases. Quirky and photogenic; pair it with the Five Avenues.', bestSlot: 'any' },
    ],
  },
  datong: {
    dishes: [
      { name: 'Knife-shaved noodles', nameZh: '刀削面', note: 'Chewy ribbons shaved straight into boiling water, served with tomato-egg or braised meat topping.' },
      { name: 'Mutton offal soup', nameZh: '羊杂汤', note: 'A hearty local breakfast of lamb tripe and organs in peppery broth.' },
      { name: 'Hunyuan cold jelly', nameZh: '浑源凉粉', note: 'Potato-starch jelly in chili oil and vinegar, a favourite summer snack.' },
    ],
    sights: [
      { id: 'datong-yungang-grottoes', name: 'Yungang Grottoes', nameZh: '云冈石窟', kind: 'history', hours: 3, priceCny: 120, lat: 40.11, lng: 113.123, blurb: 'A UNESCO site of 5th-century caves filled with colossal and painted Buddhas. Caves 5 and 6 are the highlights; go early for soft light.', bestSlot: 'morning' },
      { id: 'datong-hanging-temple', name: 'Hanging Temple', nameZh: '悬空寺', kind: 'history', hours: 2, priceCny: 115, lat: 39.664, lng: 113.713, blurb: 'A 1,500-year-old temple propped on wooden stilts halfway up a cliff. The price includes the climb onto the walkways; timed slots sell out.', bestSlot: 'morning' },
      { id: 'datong-huayan-temple', name: 'Huayan Temple', nameZh: '华严寺', kind: 'history', hours: 1.5, priceCny: 65, lat: 40.089, lng: 113.293, blurb: 'Liao-dynasty halls with rare 11th-century clay statues inside the old town. Quiet and atmospheric in the late afternoon.', bestSlot: 'afternoon' },
      { id: 'datong-city-wall', name: 'Datong City Wall', nameZh: '大同古城墙', kind: 'history', hours: 1.5, priceCny: 30, lat: 40.085, lng: 113.3, blurb: 'A fully rebuilt 7 km rampart around the old town. Walk or cycle a stretch at sunset, then see it lit up from below.', bestSlot: 'evening' },
      { id: 'datong-nine-dragon-screen', name: 'Nine Dragon Screen', nameZh: '九龙壁', kind: 'history', hours: 0.5, priceCny: 10, lat: 40.093, lng: 113.306, blurb: 'China\'s largest glazed-tile dragon wall, built for a Ming prince in 1392. A quick stop on the way through the old town.', bestSlot: 'any' },
    ],
  },
  pingyao: {
    dishes: [
      { name: 'Pingyao beef', nameZh: '平遥牛肉', note: 'Salt-cured, slow-cooked beef sliced cold; vacuum packs make good gifts.' },
      { name: 'Wantuo', nameZh: '碗托', note: 'Buckwheat jelly cut into strips and dressed with chili oil, vinegar and garlic.' },
      { name: 'Oat-flour kaolaolao', nameZh: '莜面栲栳栳', note: 'Steamed honeycomb rolls of oat noodles dipped in mutton or tomato sauce.' },
    ],
    sights: [
      { id: 'pingyao-city-wall', name: 'Pingyao City Wall', nameZh: '平遥古城墙', kind: 'history', hours: 2, priceCny: 125, lat: 37.197, lng: 112.18, blurb: 'A 14th-century wall with 72 watchtowers around the whole town. The price is the combined ticket that also covers the main courtyard museums.', bestSlot: 'morning' },
      { id: 'pingyao-rishengchang', name: 'Rishengchang Exchange Shop', nameZh: '日升昌票号', kind: 'history', hours: 1, priceCny: 0, lat: 37.203, lng: 112.179, blurb: 'China\'s first draft bank, founded in 1823, with vaults and counting rooms intact. Covered by the combined ticket.', bestSlot: 'morning' },
      { id: 'pingyao-ming-qing-street', name: 'Ming-Qing Street', nameZh: '明清街', kind: 'culture', hours: 1.5, priceCny: 0, lat: 37.201, lng: 112.178, blurb: 'The main lantern-lit street of old shopfronts, snack stalls and lacquerware. Best after dark, when the day-trippers leave.', bestSlot: 'evening' },
      { id: 'pingyao-shuanglin-temple', name: 'Shuanglin Temple', nameZh: '双林寺', kind: 'history', hours: 1.5, priceCny: 40, lat: 37.164, lng: 112.138, blurb: 'Over 2,000 painted Song-to-Ming clay sculptures fill this temple 6 km outside town. Take a taxi and allow time for the side halls.', bestSlot: 'afternoon' },
      { id: 'pingyao-wang-family-compound', name: 'Wang Family Compound', nameZh: '王家大院', kind: 'history', hours: 2.5, priceCny: 55, lat: 36.88, lng: 111.85, blurb: 'A hillside maze of over 200 merchant courtyards with fine brick and wood carving. About an hour\'s drive; combine with a half-day trip.', bestSlot: 'afternoon' },
    ],
  },
  chengde: {
    dishes: [
      { name: 'Buckwheat helo noodles', nameZh: '荞面饸饹', note: 'Pressed buckwheat noodles in mutton broth, the local comfort food.' },
      { name: 'Pingquan mutton soup', nameZh: '平泉羊汤', note: 'Milky lamb soup with offal and flatbread, eaten at breakfast.' },
      { name: 'Almond milk', nameZh: '杏仁露', note: 'Sweet apricot-kernel drink from the region\'s almond orchards.' },
    ],
    sights: [
      { id: 'chengde-mountain-resort', name: 'Chengde Mountain Resort', nameZh: '避暑山庄', kind: 'history', hours: 4, priceCny: 130, lat: 40.985, lng: 117.935, blurb: 'The largest surviving imperial garden in China, with palace halls, lakes and forested hills. Take the shuttle to the hill zone and walk back down.', bestSlot: 'morning' },
      { id: 'chengde-puning-temple', name: 'Puning Temple', nameZh: '普宁寺', kind: 'history', hours: 1.5, priceCny: 80, lat: 41.007, lng: 117.955, blurb: 'Home to a 22 m wooden Guanyin with 42 arms, the tallest wooden statue in the world. Visit in the afternoon after the Resort.', bestSlot: 'afternoon' },
      { id: 'chengde-putuo-zongcheng', name: 'Putuo Zongcheng Temple', nameZh: '普陀宗乘之庙', kind: 'history', hours: 1.5, priceCny: 80, lat: 41.012, lng: 117.937, blurb: 'The "Little Potala", modelled on Lhasa\'s palace in 1771. Climb to the rooftop for views over the whole valley.', bestSlot: 'afternoon' },
      { id: 'chengde-jinshanling-great-wall', name: 'Jinshanling Great Wall', nameZh: '金山岭长城', kind: 'nature', hours: 4, priceCny: 65, lat: 40.676, lng: 117.245, blurb: 'A photogenic, partly restored ridge with dense watchtowers and sweeping views. Start early and hike east towards the wild sections.', bestSlot: 'morning' },
      { id: 'chengde-qingchui-peak', name: 'Qingchui Peak', nameZh: '磬锤峰', kind: 'nature', hours: 1.5, priceCny: 50, lat: 40.981, lng: 117.985, blurb: 'A strange 38 m stone pillar, wider at the top, on a hill east of town. Take the chairlift up and watch the sunset over the temples.', bestSlot: 'evening' },
    ],
  },
};
