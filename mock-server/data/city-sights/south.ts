import type { CitySights } from '../china-types';

/** The sights and dishes of the south region's cities (mock-server/data/cities/south.ts), by slug. */
export const SOUTH_SIGHTS: Readonly<Record<string, CitySights>> = {
  guangzhou: {
    dishes: [
      { name: 'Dim sum', nameZh: '点心', note: 'Har gow, siu mai and barbecue pork buns with tea at morning yum cha.' },
      { name: 'Roast goose', nameZh: '烧鹅', note: 'Crisp-skinned, juicy goose with plum sauce, best over rice.' },
      { name: 'Rice noodle rolls', nameZh: '肠粉', note: 'Silky steamed rice sheets rolled around shrimp or beef with sweet soy.' },
    ],
    sights: [
      { id: 'guangzhou-canton-tower', name: 'Canton Tower', nameZh: '广州塔', kind: 'modern', hours: 2, priceCny: 150, lat: 23.106, lng: 113.325, blurb: 'A 600 m twisting tower with an open-air deck and a rooftop Ferris wheel (extra). Go at dusk for the lit-up river.', bestSlot: 'evening' },
      { id: 'guangzhou-chen-clan-ancestral-hall', name: 'Chen Clan Ancestral Hall', nameZh: '陈家祠', kind: 'culture', hours: 1.5, priceCny: 10, lat: 23.126, lng: 113.245, blurb: 'An 1890s clan academy covered in intricate wood, stone and ceramic carving. Now a folk-art museum; closed Mondays.', bestSlot: 'morning' },
      { id: 'guangzhou-shamian-island', name: 'Shamian Island', nameZh: '沙面', kind: 'history', hours: 1.5, priceCny: 0, lat: 23.108, lng: 113.243, blurb: 'A quiet, car-light island of colonial mansions and banyan trees, once the British and French concession. Great for a stroll and coffee.', bestSlot: 'afternoon' },
      { id: 'guangzhou-yuexiu-park', name: 'Yuexiu Park', nameZh: '越秀公园', kind: 'nature', hours: 2, priceCny: 0, lat: 23.139, lng: 113.266, blurb: 'The city\'s largest park, with the Five Rams statue and the Ming-era Zhenhai Tower museum. Popular with locals in the morning.', bestSlot: 'morning' },
      { id: 'guangzhou-sacred-heart-cathedral', name: 'Sacred Heart Cathedral', nameZh: '石室圣心大教堂', kind: 'history', hours: 0.5, priceCny: 0, lat: 23.117, lng: 113.266, blurb: 'A granite Gothic cathedral finished in 1888, with twin 58 m spires. Combine with the dried-seafood market streets nearby.', bestSlot: 'any' },
    ],
  },
  shenzhen: {
    dishes: [
      { name: 'Chaoshan beef hotpot', nameZh: '潮汕牛肉火锅', note: 'Hand-sliced fresh beef cuts dipped briefly in clear broth.' },
      { name: 'Shajing oysters', nameZh: '沙井蚝', note: 'Plump local oysters grilled with garlic or dried in the sun.' },
      { name: 'Hakka salt-baked chicken', nameZh: '客家盐焗鸡', note: 'Chicken baked in hot salt for tender meat and a savoury aroma.' },
    ],
    sights: [
      { id: 'shenzhen-window-of-the-world', name: 'Window of the World', nameZh: '世界之窗', kind: 'family', hours: 4, priceCny: 220, lat: 22.537, lng: 113.974, blurb: 'A theme park of scaled-down world landmarks, from the Eiffel Tower to the Pyramids. Stay for the evening show.', bestSlot: 'afternoon' },
      { id: 'shenzhen-huaqiangbei', name: 'Huaqiangbei Electronics Market', nameZh: '华强北', kind: 'modern', hours: 2, priceCny: 0, lat: 22.547, lng: 114.085, blurb: 'The world\'s largest electronics market, floors of components, gadgets and repair stalls. Go weekday afternoons; bargain politely.', bestSlot: 'afternoon' },
      { id: 'shenzhen-dafen-oil-painting-village', name: 'Dafen Oil Painting Village', nameZh: '大芬油画村', kind: 'culture', hours: 1.5, priceCny: 0, lat: 22.613, lng: 114.137, blurb: 'Hundreds of studios producing hand-painted copies and originals. Commission a portrait and collect it a few days later.', bestSlot: 'afternoon' },
      { id: 'shenzhen-lianhuashan-park', name: 'Lianhuashan Park', nameZh: '莲花山公园', kind: 'nature', hours: 1.5, priceCny: 0, lat: 22.556, lng: 114.056, blurb: 'A hill park in Futian with a Deng Xiaoping statue and a skyline view. Climb at sunset for the city lights.', bestSlot: 'evening' },
      { id: 'shenzhen-bay-park', name: 'Shenzhen Bay Park', nameZh: '深圳湾公园', kind: 'nature', hours: 2, priceCny: 0, lat: 22.51, lng: 113.95, blurb: 'A 15 km waterfront park facing Hong Kong, with mangroves and migrating birds. Rent a bike for the seaside path.', bestSlot: 'evening' },
    ],
  },
  'hong-kong': {
    dishes: [
      { name: 'Wonton noodles', nameZh: '云吞面', note: 'Shrimp wontons and springy egg noodles in a fragrant broth.' },
      { name: 'Pineapple bun with butter', nameZh: '菠萝油', note: 'A crackly-topped sweet bun split with a thick slab of cold butter.' },
      { name: 'Hong Kong milk tea', nameZh: '港式奶茶', note: 'Strong black tea strained through cloth and mixed with evaporated milk.' },
    ],
    sights: [
      { id: 'hong-kong-victoria-peak', name: 'Victoria Peak', nameZh: '太平山顶', kind: 'nature', hours: 2.5, priceCny: 100, lat: 22.271, lng: 114.15, blurb: 'The classic view over the skyscrapers and harbour, reached by the historic Peak Tram (return fare). Walk the free Lugard Road loop at dusk.', bestSlot: 'evening' },
      { id: 'hong-kong-star-ferry', name: 'Star Ferry and Tsim Sha Tsui Promenade', nameZh: '天星小轮', kind: 'history', hours: 1, priceCny: 5, lat: 22.294, lng: 114.168, blurb: 'A ten-minute harbour crossing on a ferry line dating from 1888. Time it for the 8 pm Symphony of Lights show.', bestSlot: 'evening' },
      { id: 'hong-kong-tian-tan-buddha', name: 'Tian Tan Buddha', nameZh: '天坛大佛', kind: 'culture', hours: 4.5, priceCny: 250, lat: 22.254, lng: 113.905, blurb: 'A 34 m bronze Buddha on Lantau\'s hills beside Po Lin Monastery. Price is the Ngong Ping 360 cable car return; the Buddha itself is free.', bestSlot: 'morning' },
      { id: 'hong-kong-temple-street-night-market', name: 'Temple Street Night Market', nameZh: '庙街夜市', kind: 'food', hours: 1.5, priceCny: 0, lat: 22.306, lng: 114.17, blurb: 'Street stalls, fortune tellers and open-air seafood restaurants in Yau Ma Tei. Liveliest after 8 pm.', bestSlot: 'evening' },
      { id: 'hong-kong-m-plus', name: 'M+ Museum', nameZh: 'M+博物馆', kind: 'culture', hours: 2.5, priceCny: 110, lat: 22.301, lng: 114.159, blurb: 'Asia\'s major museum of modern visual culture, in the West Kowloon Cultural District. The roof garden has great harbour views.', bestSlot: 'afternoon' },
    ],
  },
  macau: {
    dishes: [
      { name: 'Portuguese egg tart', nameZh: '葡式蛋挞', note: 'Flaky pastry with a caramelised custard top; Lord Stow\'s in Coloane is the original.' },
      { name: 'Pork chop bun', nameZh: '猪扒包', note: 'A marinated fried pork chop in a crusty bun, best at Tai Lei Loi Kei in Taipa.' },
      { name: 'Minchi', nameZh: '免治', note: 'Macanese minced meat with potato and soy, topped with a fried egg.' },
    ],
    sights: [
      { id: 'macau-ruins-of-st-pauls', name: 'Ruins of St Paul\'s', nameZh: '大三巴牌坊', kind: 'history', hours: 1, priceCny: 0, lat: 22.197, lng: 113.541, blurb: 'The carved stone facade of a 17th-century Jesuit church, Macau\'s icon. Visit early morning before the tour groups.', bestSlot: 'morning' },
      { id: 'macau-senado-square', name: 'Senado Square', nameZh: '议事亭前地', kind: 'history', hours: 1, priceCny: 0, lat: 22.193, lng: 113.539, blurb: 'A wave-patterned Portuguese-tiled square lined with pastel colonial buildings. Walk up the lanes to St Paul\'s from here.', bestSlot: 'any' },
      { id: 'macau-a-ma-temple', name: 'A-Ma Temple', nameZh: '妈阁庙', kind: 'culture', hours: 1, priceCny: 0, lat: 22.186, lng: 113.531, blurb: 'A 15th-century temple to the sea goddess that gave Macau its name. Smoky incense coils fill the halls.', bestSlot: 'morning' },
      { id: 'macau-tower', name: 'Macau Tower', nameZh: '澳门旅游塔', kind: 'modern', hours: 1.5, priceCny: 150, lat: 22.18, lng: 113.537, blurb: 'A 338 m tower with a glass-floored deck and the world\'s highest commercial bungee jump. Sunset views reach Zhuhai.', bestSlot: 'evening' },
      { id: 'macau-taipa-village', name: 'Taipa Village', nameZh: '氹仔旧城区', kind: 'food', hours: 2, priceCny: 0, lat: 22.153, lng: 113.557, blurb: 'Colourful lanes of Macanese restaurants and bakeries on Rua do Cunha, a short walk from the Cotai resorts.', bestSlot: 'afternoon' },
    ],
  },
  guilin: {
    dishes: [
      { name: 'Guilin rice noodles', nameZh: '桂林米粉', note: 'Round rice noodles with braised brine, crispy pork and pickles, a cheap breakfast.' },
      { name: 'Lipu taro with pork belly', nameZh: '荔浦芋扣肉', note: 'Steamed layers of fatty pork and creamy Lipu taro.' },
      { name: 'Gongcheng oil tea', nameZh: '恭城油茶', note: 'Pounded tea leaves with ginger and garlic, served with crunchy toppings.' },
    ],
    sights: [
      { id: 'guilin-li-river-cruise', name: 'Li River Cruise', nameZh: '漓江游船', kind: 'nature', hours: 5, priceCny: 215, lat: 25.09, lng: 110.42, blurb: 'A four-hour cruise from the Mopanshan pier to Yangshuo past karst peaks and bamboo groves. Sit on the upper deck and return by bus.', bestSlot: 'morning' },
      { id: 'guilin-elephant-trunk-hill', name: 'Elephant Trunk Hill', nameZh: '象鼻山', kind: 'nature', hours: 1, priceCny: 55, lat: 25.268, lng: 110.297, blurb: 'The city\'s symbol, a rock arch like an elephant drinking from the river. The best view is from the opposite bank.', bestSlot: 'afternoon' },
      { id: 'guilin-reed-flute-cave', name: 'Reed Flute Cave', nameZh: '芦笛岩', kind: 'nature', hours: 1.5, priceCny: 90, lat: 25.304, lng: 110.26, blurb: 'A colourfully lit karst cave with a giant chamber called the Crystal Palace. Guided groups leave every few minutes.', bestSlot: 'any' },
      { id: 'guilin-longji-rice-terraces', name: 'Longji Rice Terraces', nameZh: '龙脊梯田', kind: 'nature', hours: 6, priceCny: 80, lat: 25.757, lng: 110.124, blurb: 'Centuries-old terraces climbing the hills around Zhuang and Yao villages. Stay in Ping\'an overnight; best from May to October.', bestSlot: 'morning' },
      { id: 'guilin-sun-and-moon-pagodas', name: 'Sun and Moon Pagodas', nameZh: '日月双塔', kind: 'culture', hours: 1, priceCny: 45, lat: 25.276, lng: 110.294, blurb: 'Twin copper and glass pagodas on Shan Lake, lit gold and silver at night. Climb inside or just enjoy them from the shore.', bestSlot: 'evening' },
    ],
  },
  yangshuo: {
    dishes: [
      { name: 'Beer fish', nameZh: '啤酒鱼', note: 'Li River carp braised with beer, tomato and chili, the town\'s signature.' },
      { name: 'Stuffed river snails', nameZh: '田螺酿', note: 'Snails stuffed with pork and herbs and braised in a spicy sauce.' },
      { name: 'Yangshuo "eighteen stuffed"', nameZh: '阳朔十八酿', note: 'Vegetables and tofu stuffed with seasoned pork, from eggplant to bitter melon.' },
    ],
    sights: [
      { id: 'yangshuo-yulong-river-rafting', name: 'Yulong River Bamboo Rafting', nameZh: '遇龙河竹筏', kind: 'nature', hours: 2, priceCny: 110, lat: 24.77, lng: 110.43, blurb: 'Drift past rice fields and karst peaks on a poled bamboo raft. Price is per person (rafts seat two); go morning for calm water.', bestSlot: 'morning' },
      { id: 'yangshuo-xingping', name: 'Xingping Old Town', nameZh: '兴坪古镇', kind: 'nature', hours: 3, priceCny: 0, lat: 24.926, lng: 110.519, blurb: 'The village beside the view printed on the 20-yuan note. Hike up Laozhai Hill for sunset over the Li River bends.', bestSlot: 'evening' },
      { id: 'yangshuo-moon-hill', name: 'Moon Hill', nameZh: '月亮山', kind: 'nature', hours: 1.5, priceCny: 15, lat: 24.735, lng: 110.465, blurb: 'A limestone peak pierced by a huge moon-shaped arch. Cycle there through the fields and climb the 800 steps.', bestSlot: 'afternoon' },
      { id: 'yangshuo-west-street', name: 'West Street', nameZh: '西街', kind: 'food', hours: 1.5, priceCny: 0, lat: 24.778, lng: 110.493, blurb: 'A 1,400-year-old lane now full of bars, cafés and beer-fish restaurants. Best after dark.', bestSlot: 'evening' },
      { id: 'yangshuo-impression-liu-sanjie', name: 'Impression Liu Sanjie', nameZh: '印象·刘三姐', kind: 'culture', hours: 1.5, priceCny: 220, lat: 24.782, lng: 110.498, blurb: 'An outdoor show on the Li River with hundreds of performers and the lit karst hills as a backdrop, directed by Zhang Yimou.', bestSlot: 'evening' },
    ],
  },
  sanya: {
    dishes: [
      { name: 'Wenchang chicken', nameZh: '文昌鸡', note: 'Poached free-range chicken with ginger, lime and chili dip.' },
      { name: 'Coconut chicken hotpot', nameZh: '椰子鸡', note: 'Chicken simmered in fresh coconut water, sweet and light.' },
      { name: 'Qingbuliang', nameZh: '清补凉', note: 'A cold dessert of coconut milk with beans, fruit and jelly.' },
    ],
    sights: [
      { id: 'sanya-yalong-bay', name: 'Yalong Bay', nameZh: '亚龙湾', kind: 'nature', hours: 4, priceCny: 0, lat: 18.23, lng: 109.64, blurb: 'A 7 km crescent of white sand and clear water lined with resorts. Public access is free; snorkel near the eastern end.', bestSlot: 'any' },
      { id: 'sanya-nanshan', name: 'Nanshan Cultural Tourism Zone', nameZh: '南山文化旅游区', kind: 'culture', hours: 4, priceCny: 129, lat: 18.298, lng: 109.206, blurb: 'A Buddhist park dominated by a 108 m, three-faced Guanyin statue rising from the sea. Eat at the vegetarian restaurant.', bestSlot: 'morning' },
      { id: 'sanya-tianya-haijiao', name: 'Tianya Haijiao', nameZh: '天涯海角', kind: 'nature', hours: 2, priceCny: 81, lat: 18.294, lng: 109.35, blurb: 'The "Edge of the Sky, End of the Sea", giant beach boulders carved with calligraphy. Go late afternoon when it is cooler.', bestSlot: 'afternoon' },
      { id: 'sanya-wuzhizhou-island', name: 'Wuzhizhou Island', nameZh: '蜈支洲岛', kind: 'nature', hours: 6, priceCny: 144, lat: 18.313, lng: 109.763, blurb: 'A resort island with Hainan\'s clearest water for snorkelling and diving. Price includes the boat; water sports are extra.', bestSlot: 'morning' },
      { id: 'sanya-first-market', name: 'Sanya First Market', nameZh: '第一市场', kind: 'food', hours: 1.5, priceCny: 0, lat: 18.252, lng: 109.506, blurb: 'Buy fresh seafood downstairs and have a nearby restaurant cook it for a fee. Best for dinner.', bestSlot: 'evening' },
    ],
  },
};
