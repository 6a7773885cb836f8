/** Seed travel stories about real places in China: a title, a short cover caption and sections of a heading and paragraphs. */
export interface SeedStory {
  title: string;
  caption: string;
  sections: [heading: string, ...paragraphs: string[]][];
}

export const SEED_STORIES: SeedStory[] = [
  {
    title: 'Sunrise on the Great Wall at Jinshanling',
    caption: 'Jinshanling',
    sections: [
      ['Getting there before the crowds', 'We left Beijing at 4:30 in a hired car and reached the East Gate just as the ticket office opened. The two-hour drive was worth every yawn: we had the watchtowers almost to ourselves.', 'Bring cash for the cable car, although the walk up only takes twenty minutes.'],
      ['Walking from Zhuanduokou to Jiejing Tower', 'This stretch mixes restored steps with crumbling, original sections. Wear shoes with grip and take water: there are sellers at the towers, but not many.'],
    ],
  },
  {
    title: 'Three days of dumplings and hutongs in Beijing',
    caption: 'Beijing hutongs',
    sections: [
      ['Where we stayed', 'A courtyard guesthouse near Nanluoguxiang, with a pomegranate tree and a landlady who taught us to fold jiaozi.'],
      ['What we ate', 'Zhajiangmian at a family place off Gulou Street, lamb hotpot in Dongzhimen, and Peking duck at Siji Minfu, where you should book a day ahead.', 'The best breakfast was a jianbing from a cart outside the metro: crispy, eggy, a little spicy.'],
    ],
  },
  {
    title: 'Cycling the old city wall of Xi\'an',
    caption: 'Xi\'an city wall',
    sections: [
      ['Renting bikes at the South Gate', 'Bikes are rented for three hours, which is just enough to ride the full fourteen kilometres with photo stops. Tandems are available if you travel as a couple.'],
      ['After sunset', 'Stay for the lanterns. The Muslim Quarter is a ten-minute walk from the Bell Tower, and the roujiamo there is the best sandwich in China.'],
    ],
  },
  {
    title: 'Face to face with the Terracotta Army',
    caption: 'Terracotta Warriors',
    sections: [
      ['Pit 1 first, or last?', 'Most groups rush to Pit 1. We started with the museum and Pit 2, then saw the great hall in the quiet hour before closing. No two faces are the same: look for the kneeling archer.'],
      ['A local guide helps', 'The official guides at the entrance charge a fixed rate and tell the story of the farmers who found the first fragments in 1974 while digging a well.'],
    ],
  },
  {
    title: 'A slow boat down the Li River',
    caption: 'Li River',
    sections: [
      ['Guilin to Yangshuo by bamboo raft', 'The four-hour cruise is lovely, but the raft from Yangdi to Xingping feels closer to the water. The view on the 20-yuan note is at Xingping: bring one to compare.'],
      ['Yangshuo by bike', 'We spent two days cycling along the Yulong River between rice fields and karst peaks. Stop at Dragon Bridge for lunch.'],
    ],
  },
  {
    title: 'Pandas at breakfast time in Chengdu',
    caption: 'Chengdu pandas',
    sections: [
      ['Arrive at opening time', 'The giant pandas at the Chengdu Research Base are most active when they are fed, between 8 and 10 in the morning. By noon they mostly sleep in the trees.'],
      ['Then go for hotpot', 'Chengdu hotpot is numbing and fiery. Ask for a yuanyang pot, half spicy and half mild broth, if you are not used to Sichuan pepper.'],
    ],
  },
  {
    title: 'Tea houses and teahouse ears in Chengdu\'s People\'s Park',
    caption: 'People\'s Park',
    sections: [
      ['Heming Teahouse', 'Order a bowl of jasmine tea and watch the afternoon go by. The ear cleaners with their tuning forks are a Chengdu tradition; we tried it and laughed the whole time.'],
      ['The marriage market', 'At weekends parents pin their children\'s details on umbrellas. It is fine to look, but be respectful with cameras.'],
    ],
  },
  {
    title: 'Avatar mountains: hiking Zhangjiajie',
    caption: 'Zhangjiajie',
    sections: [
      ['Two days are the minimum', 'Buy the four-day pass anyway: the park is huge. Day one we took the Bailong elevator and walked the Yuanjiajie loop; day two the Golden Whip Stream, flat and shady.'],
      ['Tianmen Mountain', 'The cable car from the city centre is one of the longest in the world. The glass skywalk is scarier than it looks in photos.'],
    ],
  },
  {
    title: 'West Lake in the rain',
    caption: 'West Lake',
    sections: [
      ['Hangzhou is prettier wet', 'Rain chased the tour groups away and the Su Causeway was silent except for the drops on the lotus leaves. Rent an umbrella at any kiosk.'],
      ['Longjing tea fields', 'Take bus 27 to Longjing Village and drink the new-season tea where it grows. A farmer\'s family served us lunch with tea-smoked shrimp.'],
    ],
  },
  {
    title: 'Classical gardens of Suzhou in one day',
    caption: 'Suzhou gardens',
    sections: [
      ['Humble Administrator\'s Garden', 'Go at opening time: by ten the paths are full. The lotus ponds are best in July.'],
      ['The Master of the Nets', 'The smallest garden is the most perfect. In summer evenings there is a short performance of Kunqu opera in its pavilions.'],
    ],
  },
  {
    title: 'Shanghai from the Bund to the water towns',
    caption: 'The Bund',
    sections: [
      ['Night on the Bund', 'Walk from the Garden Bridge to the Meteorological Signal Tower after 7 pm when the Pudong skyline lights up. The ferry across the Huangpu costs two yuan.'],
      ['Zhujiajiao by metro', 'Line 17 takes you to a canal town with stone bridges and braised pork knuckle. Go on a weekday.'],
    ],
  },
  {
    title: 'Soup dumplings: a Shanghai xiaolongbao crawl',
    caption: 'Xiaolongbao',
    sections: [
      ['How to eat one', 'Lift it gently onto the spoon, bite a small hole, sip the soup, then eat the rest with a sliver of ginger in black vinegar.'],
      ['Our ranking', 'Jia Jia Tang Bao for the crab version, Fu Chun for the locals\' breakfast, and a tiny shop in Nanxiang old town for the original.'],
    ],
  },
  {
    title: 'Jiuzhaigou: water in colours I did not know existed',
    caption: 'Jiuzhaigou',
    sections: [
      ['Autumn is the season', 'In October the forests turn red and gold around the Five Flower Lake. Book tickets online: daily visitors are limited.'],
      ['Getting around the valley', 'The park buses drop you at the top of each branch; walk down the boardwalks and hop back on when your legs are tired.'],
    ],
  },
  {
    title: 'Yunnan by train: Kunming, Dali and Lijiang',
    caption: 'Dali',
    sections: [
      ['Dali old town and Erhai Lake', 'Rent an electric scooter and ride around the lake. The Bai villages of Xizhou sell baba flatbreads still hot from the pan.'],
      ['Lijiang and the Jade Dragon Snow Mountain', 'Lijiang old town is busy, but Shuhe, a few kilometres away, is calm. Take the big cable car early and carry the small oxygen bottles they sell.'],
    ],
  },
  {
    title: 'Hiking Tiger Leaping Gorge',
    caption: 'Tiger Leaping Gorge',
    sections: [
      ['The high trail in two days', 'Start at Qiaotou, climb the 28 bends on day one and sleep at the Tea Horse guesthouse. The views of the Haba snow mountain at dawn are unforgettable.'],
      ['Down to the river', 'From Tina\'s guesthouse a steep path leads to the rock where the tiger is said to have leapt. Small ladders, small fees, great spray.'],
    ],
  },
  {
    title: 'The rice terraces of Longji',
    caption: 'Longji terraces',
    sections: [
      ['Ping\'an and Dazhai', 'We stayed one night in each village. The Yao women of Huangluo have hair that reaches the ground; their show is touristy but kind.'],
      ['When to go', 'May for the mirror-like flooded fields, September for gold. Avoid national holidays: the single road gets jammed.'],
    ],
  },
  {
    title: 'Huangshan: sea of clouds and a night on the summit',
    caption: 'Huangshan',
    sections: [
      ['Sleep on the mountain', 'A night at the Beihai hotel lets you watch sunrise from Refreshing Terrace. Porters carry everything up, which explains the prices.'],
      ['West Sea Grand Canyon', 'The loop down into the canyon and back up with the monorail is the best half day of walking we did in China.'],
    ],
  },
  {
    title: 'Harbin Ice and Snow World at minus 25',
    caption: 'Harbin ice festival',
    sections: [
      ['Dress for it', 'Thermal layers, two pairs of socks, and hand warmers in every pocket. Phones die quickly in the cold: keep yours inside your jacket.'],
      ['After dark', 'The ice castles glow from inside after sunset. Warm up afterwards with stewed pork and vermicelli on Central Street.'],
    ],
  },
  {
    title: 'Lhasa, slowly: acclimatising in Tibet',
    caption: 'Potala Palace',
    sections: [
      ['The first two days', 'Do nothing. Drink water, walk slowly, skip alcohol. We booked the Potala Palace for day three and were glad we did.'],
      ['The Barkhor kora', 'Walk clockwise around the Jokhang with the pilgrims in the early morning, then have sweet tea in a crowded teahouse.'],
    ],
  },
  {
    title: 'Kashgar\'s Sunday livestock market',
    caption: 'Kashgar',
    sections: [
      ['Sheep, donkeys and bargaining', 'The market outside town is loud and muddy and wonderful. Farmers test horses by riding them at full speed down a lane.'],
      ['Old town food', 'Polo rice with lamb, naan from tandoor ovens, and pomegranate juice pressed in front of you.'],
    ],
  },
  {
    title: 'Zhangye\'s rainbow mountains at golden hour',
    caption: 'Zhangye Danxia',
    sections: [
      ['Which viewpoint', 'Viewpoint 4 faces west and is the one for sunset. Shuttle buses connect them all, and the boardwalks keep you off the fragile slopes.'],
      ['On to Dunhuang', 'An overnight train brings you to the Mogao Caves and the singing dunes. Ride a camel at dawn before the sand gets hot.'],
    ],
  },
  {
    title: 'Hong Kong to Macau in a long weekend',
    caption: 'Victoria Harbour',
    sections: [
      ['Hong Kong Island', 'The tram to the Peak, dim sum at Lin Heung, and the Star Ferry at dusk. Hike Dragon\'s Back if you have a free morning.'],
      ['Macau', 'Portuguese egg tarts at Lord Stow\'s in Coloane and the ruins of St Paul\'s at night. The bridge bus takes under an hour.'],
    ],
  },
  {
    title: 'Fenghuang: a night by the Tuojiang River',
    caption: 'Fenghuang',
    sections: [
      ['Stilt houses and lanterns', 'Fenghuang is most beautiful at night, when the stilt houses are reflected in the river. Stay on the north bank for the view.'],
      ['Miao silver', 'The silversmiths on Huilong Pavilion street still hammer by hand. We bought a bracelet and watched it being made.'],
    ],
  },
  {
    title: 'Qingdao: beer, beaches and German streets',
    caption: 'Qingdao',
    sections: [
      ['Badaguan', 'Each street in this old villa quarter is lined with a different tree. Walk it in spring, when the cherry blossoms come out.'],
      ['Beer in a bag', 'Locals buy fresh Tsingtao by the bag from street taps. The brewery museum ends with a tasting that is more generous than expected.'],
    ],
  },
  {
    title: 'Mount Emei and the Leshan Giant Buddha',
    caption: 'Leshan Buddha',
    sections: [
      ['The Buddha from below', 'Queue for the narrow staircase down the cliff beside the Buddha. The boat trip shows its full 71 metres, but the stairs let you feel its size.'],
      ['Golden Summit', 'Take the bus and cable car to the top of Emei Shan for sunrise over the clouds. Watch your snacks: the monkeys are bold.'],
    ],
  },
  {
    title: 'Pingyao: sleeping in a Qing dynasty bank town',
    caption: 'Pingyao',
    sections: [
      ['Inside the walls', 'Our courtyard hotel had a kang bed heated from below. The Rishengchang exchange house is where Chinese banking began.'],
      ['The city wall at dawn', 'Walk the six kilometres of wall before breakfast; the rooftops of grey tiles glow when the sun comes up.'],
    ],
  },
  {
    title: 'Xiamen and the island of pianos',
    caption: 'Gulangyu',
    sections: [
      ['Gulangyu', 'No cars, colonial villas, and music drifting from open windows. Book the ferry online days ahead: tickets sell out.'],
      ['Tulou roundhouses', 'A day trip to the Hakka earth buildings of Yongding. Some are still lived in by a hundred people of one family.'],
    ],
  },
  {
    title: 'Chongqing: the 8D mountain city',
    caption: 'Chongqing',
    sections: [
      ['Hongyadong and the cable car', 'The Yangtze River cable car is a commuter line with the best view in town. Hongyadong looks like a film set when its lights come on.'],
      ['Spicy, spicier', 'Chongqing noodles for breakfast, hotpot for dinner. Bring antacids and no regrets.'],
    ],
  },
  {
    title: 'Guangzhou morning tea: a beginner\'s guide to yum cha',
    caption: 'Guangzhou dim sum',
    sections: [
      ['How it works', 'Rinse your cups with the first pour of tea, tick dishes on the order sheet, and tap two fingers on the table to thank whoever refills your pot.'],
      ['Must-order dishes', 'Har gow, cheung fun with shrimp, char siu bao and egg tarts. Our favourite was Panxi Restaurant by Liwan Lake.'],
    ],
  },
  {
    title: 'Wuyuan in spring: yellow fields and white villages',
    caption: 'Wuyuan',
    sections: [
      ['Rapeseed season', 'In March the valleys around Jiangling turn bright yellow. The classic view is from the Jiangling viewing platform at sunrise.'],
      ['Huizhou architecture', 'Likeng and Sixi villages have white walls, black tiles and carved wooden doors. Stay overnight to see them without tour groups.'],
    ],
  },
];
