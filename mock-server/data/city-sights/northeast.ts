import type { CitySights } from '../china-types';

/** The sights and dishes of the northeast region's cities (mock-server/data/cities/northeast.ts), by slug. */
export const NORTHEAST_SIGHTS: Readonly<Record<string, CitySights>> = {
  harbin: {
    dishes: [
      { name: 'Guobaorou', nameZh: '锅包肉', note: 'Crisp battered pork in a tangy sweet-and-sour glaze, the signature northeastern dish.' },
      { name: 'Harbin red sausage', nameZh: '哈尔滨红肠', note: 'Smoky, garlicky sausage of Russian origin, best bought from Qiulin shop.' },
      { name: 'Modern ice lolly', nameZh: '马迭尔冰棍', note: 'A creamy vanilla ice lolly eaten on Central Street even at −20 °C.' },
    ],
    sights: [
      { id: 'harbin-ice-and-snow-world', name: 'Ice and Snow World', nameZh: '哈尔滨冰雪大世界', kind: 'family', hours: 4, priceCny: 328, lat: 45.783, lng: 126.566, blurb: 'Full-size castles and slides carved from river ice and lit in neon. Open roughly late December to February; arrive before dusk to see it in both lights.', bestSlot: 'evening' },
      { id: 'harbin-central-street', name: 'Central Street', nameZh: '中央大街', kind: 'history', hours: 2, priceCny: 0, lat: 45.773, lng: 126.617, blurb: 'A cobbled pedestrian avenue of early-1900s European facades leading to the Songhua River. Stop at the Modern Hotel for its famous ice lolly.', bestSlot: 'any' },
      { id: 'harbin-st-sophia-cathedral', name: 'St Sophia Cathedral', nameZh: '圣索菲亚教堂', kind: 'history', hours: 1, priceCny: 20, lat: 45.771, lng: 126.627, blurb: 'A green-domed Russian Orthodox church from 1907, now a small architecture museum. Most striking when floodlit at night.', bestSlot: 'evening' },
      { id: 'harbin-siberian-tiger-park', name: 'Siberian Tiger Park', nameZh: '东北虎林园', kind: 'family', hours: 2, priceCny: 120, lat: 45.815, lng: 126.606, blurb: 'Caged buses drive through enclosures housing hundreds of Amur tigers. Popular with families; go in the morning when the cats are active.', bestSlot: 'morning' },
      { id: 'harbin-unit-731-museum', name: 'Unit 731 Museum', nameZh: '侵华日军第七三一部队罪证陈列馆', kind: 'history', hours: 2, priceCny: 0, lat: 45.607, lng: 126.637, blurb: 'A sobering museum on the site of Japan\'s wartime germ-warfare unit. Free with passport booking; closed on Mondays.', bestSlot: 'morning' },
    ],
  },
  shenyang: {
    dishes: [
      { name: 'Laobian dumplings', nameZh: '老边饺子', note: 'A 190-year-old brand of steamed dumplings with stir-fried fillings.' },
      { name: 'Chicken rack', nameZh: '沈阳鸡架', note: 'Smoked or fried chicken frames nibbled with beer, a local late-night favourite.' },
      { name: 'Smoked-meat flatbread', nameZh: '熏肉大饼', note: 'Layered flatbread wrapped around thin slices of smoked pork.' },
    ],
    sights: [
      { id: 'shenyang-imperial-palace', name: 'Shenyang Imperial Palace', nameZh: '沈阳故宫', kind: 'history', hours: 2.5, priceCny: 50, lat: 41.797, lng: 123.455, blurb: 'The early Qing court\'s palace, smaller than Beijing\'s but with distinct Manchu touches. Book online and arrive at opening.', bestSlot: 'morning' },
      { id: 'shenyang-zhangs-mansion', name: 'Zhang\'s Mansion', nameZh: '张氏帅府', kind: 'history', hours: 1.5, priceCny: 60, lat: 41.793, lng: 123.461, blurb: 'Home of warlord Zhang Zuolin and the "Young Marshal" Zhang Xueliang, mixing Chinese courtyards with a European-style red mansion.', bestSlot: 'morning' },
      { id: 'shenyang-zhaoling-tomb', name: 'Zhaoling Tomb (North Tomb)', nameZh: '清昭陵', kind: 'history', hours: 2, priceCny: 50, lat: 41.843, lng: 123.419, blurb: 'The tomb of Qing emperor Hong Taiji, set in Beiling Park\'s pine woods and lakes. Good for a relaxed afternoon walk.', bestSlot: 'afternoon' },
      { id: 'shenyang-918-museum', name: '9.18 Historical Museum', nameZh: '九·一八历史博物馆', kind: 'history', hours: 1.5, priceCny: 0, lat: 41.835, lng: 123.467, blurb: 'Documents the 1931 Mukden Incident that began Japan\'s occupation of Manchuria. Free with passport; closed Mondays.', bestSlot: 'any' },
      { id: 'shenyang-zhongjie', name: 'Zhongjie Pedestrian Street', nameZh: '中街', kind: 'food', hours: 1.5, priceCny: 0, lat: 41.8, lng: 123.46, blurb: 'China\'s oldest commercial pedestrian street, packed with snack stalls and shops. Come hungry in the evening.', bestSlot: 'evening' },
    ],
  },
  dalian: {
    dishes: [
      { name: 'Sea urchin dumplings', nameZh: '海胆饺子', note: 'Dumplings stuffed with rich, sweet sea urchin roe, a Dalian speciality.' },
      { name: 'Menzi', nameZh: '焖子', note: 'Pan-fried cubes of sweet-potato starch jelly with sesame and garlic sauce.' },
      { name: 'Salt fish with corn cakes', nameZh: '咸鱼饼子', note: 'Fishermen\'s dish of salted fish eaten with steamed corn bread.' },
    ],
    sights: [
      { id: 'dalian-xinghai-square', name: 'Xinghai Square', nameZh: '星海广场', kind: 'modern', hours: 1.5, priceCny: 0, lat: 38.88, lng: 121.585, blurb: 'One of Asia\'s largest city squares, opening onto the sea. Walk the seafront and the bridge views at sunset.', bestSlot: 'evening' },
      { id: 'dalian-laohutan-ocean-park', name: 'Laohutan Ocean Park', nameZh: '老虎滩海洋公园', kind: 'family', hours: 4, priceCny: 220, lat: 38.867, lng: 121.675, blurb: 'A big aquarium park with polar animals, dolphin shows and a coral hall. Great with kids; pair it with the Binhai Road coastal drive.', bestSlot: 'morning' },
      { id: 'dalian-lushun-prison', name: 'Lüshun Russo-Japanese Prison', nameZh: '旅顺日俄监狱旧址', kind: 'history', hours: 2, priceCny: 0, lat: 38.813, lng: 121.263, blurb: 'A prison built by Russia and expanded by Japan, now a museum. About an hour from the centre; foreigners can visit most of Lüshun.', bestSlot: 'afternoon' },
      { id: 'dalian-russian-street', name: 'Russian Street', nameZh: '俄罗斯风情街', kind: 'history', hours: 1, priceCny: 0, lat: 38.928, lng: 121.637, blurb: 'Restored early-1900s Russian buildings north of the railway station. A short stroll with souvenir shops and cafés.', bestSlot: 'afternoon' },
      { id: 'dalian-zhongshan-square', name: 'Zhongshan Square', nameZh: '中山广场', kind: 'history', hours: 1, priceCny: 0, lat: 38.92, lng: 121.644, blurb: 'A circular plaza ringed by ten colonial-era banks and hotels. Lovely when lit at night; locals dance here in summer.', bestSlot: 'evening' },
    ],
  },
};
