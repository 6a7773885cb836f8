/**
 * Where each of the 37 cities is, its province (for the transit-area rule), its main high-speed rail station and
 * its airport: what transfer legs, the map and the entry check need. Slugs match the city data.
 */
export const source = 'China Railway 12306 station list; CAAC airport codes; coordinates of each city centre (GeoNames)';
export const asOf = '2026-11-20';

export interface Place {
  en: string;
  zh: string;
}

export interface CityFacts {
  nameZh: string;
  province: string;
  lat: number;
  lng: number;
  station: Place | null;
  airport: Place & { code: string };
}

const city = (nameZh: string, province: string, lat: number, lng: number, station: [string, string] | null, airport: [string, string, string]): CityFacts => ({
  nameZh, province, lat, lng,
  station: station ? { en: station[0], zh: station[1] } : null,
  airport: { code: airport[0], en: airport[1], zh: airport[2] },
});

export const CITY_FACTS: Readonly<Record<string, CityFacts>> = {
  beijing: city('北京', 'Beijing', 39.9, 116.4, ['Beijing South', '北京南站'], ['PEK', 'Beijing Capital Airport', '北京首都国际机场']),
  shanghai: city('上海', 'Shanghai', 31.23, 121.47, ['Shanghai Hongqiao', '上海虹桥站'], ['PVG', 'Shanghai Pudong Airport', '上海浦东国际机场']),
  xian: city('西安', 'Shaanxi', 34.34, 108.94, ['Xi\'an North', '西安北站'], ['XIY', 'Xi\'an Xianyang Airport', '西安咸阳国际机场']),
  chengdu: city('成都', 'Sichuan', 30.66, 104.07, ['Chengdu East', '成都东站'], ['TFU', 'Chengdu Tianfu Airport', '成都天府国际机场']),
  tianjin: city('天津', 'Tianjin', 39.13, 117.2, ['Tianjin', '天津站'], ['TSN', 'Tianjin Binhai Airport', '天津滨海国际机场']),
  datong: city('大同', 'Shanxi', 40.08, 113.3, ['Datong South', '大同南站'], ['DAT', 'Datong Yungang Airport', '大同云冈国际机场']),
  pingyao: city('平遥', 'Shanxi', 37.2, 112.18, ['Pingyao Ancient City', '平遥古城站'], ['TYN', 'Taiyuan Wusu Airport', '太原武宿国际机场']),
  chengde: city('承德', 'Hebei', 40.97, 117.94, ['Chengde South', '承德南站'], ['CDE', 'Chengde Puning Airport', '承德普宁机场']),
  harbin: city('哈尔滨', 'Heilongjiang', 45.8, 126.53, ['Harbin West', '哈尔滨西站'], ['HRB', 'Harbin Taiping Airport', '哈尔滨太平国际机场']),
  shenyang: city('沈阳', 'Liaoning', 41.8, 123.43, ['Shenyang North', '沈阳北站'], ['SHE', 'Shenyang Taoxian Airport', '沈阳桃仙国际机场']),
  dalian: city('大连', 'Liaoning', 38.91, 121.61, ['Dalian North', '大连北站'], ['DLC', 'Dalian Zhoushuizi Airport', '大连周水子国际机场']),
  hangzhou: city('杭州', 'Zhejiang', 30.27, 120.16, ['Hangzhou East', '杭州东站'], ['HGH', 'Hangzhou Xiaoshan Airport', '杭州萧山国际机场']),
  suzhou: city('苏州', 'Jiangsu', 31.3, 120.62, ['Suzhou', '苏州站'], ['SHA', 'Shanghai Hongqiao Airport', '上海虹桥国际机场']),
  nanjing: city('南京', 'Jiangsu', 32.06, 118.8, ['Nanjing South', '南京南站'], ['NKG', 'Nanjing Lukou Airport', '南京禄口国际机场']),
  huangshan: city('黄山', 'Anhui', 29.71, 118.32, ['Huangshan North', '黄山北站'], ['TXN', 'Huangshan Tunxi Airport', '黄山屯溪国际机场']),
  xiamen: city('厦门', 'Fujian', 24.48, 118.09, ['Xiamen North', '厦门北站'], ['XMN', 'Xiamen Gaoqi Airport', '厦门高崎国际机场']),
  qingdao: city('青岛', 'Shandong', 36.07, 120.38, ['Qingdao', '青岛站'], ['TAO', 'Qingdao Jiaodong Airport', '青岛胶东国际机场']),
  luoyang: city('洛阳', 'Henan', 34.62, 112.45, ['Luoyang Longmen', '洛阳龙门站'], ['LYA', 'Luoyang Beijiao Airport', '洛阳北郊机场']),
  wuhan: city('武汉', 'Hubei', 30.59, 114.3, ['Wuhan', '武汉站'], ['WUH', 'Wuhan Tianhe Airport', '武汉天河国际机场']),
  changsha: city('长沙', 'Hunan', 28.23, 112.94, ['Changsha South', '长沙南站'], ['CSX', 'Changsha Huanghua Airport', '长沙黄花国际机场']),
  zhangjiajie: city('张家界', 'Hunan', 29.12, 110.48, ['Zhangjiajie West', '张家界西站'], ['DYG', 'Zhangjiajie Hehua Airport', '张家界荷花国际机场']),
  guangzhou: city('广州', 'Guangdong', 23.13, 113.26, ['Guangzhou South', '广州南站'], ['CAN', 'Guangzhou Baiyun Airport', '广州白云国际机场']),
  shenzhen: city('深圳', 'Guangdong', 22.54, 114.06, ['Shenzhen North', '深圳北站'], ['SZX', 'Shenzhen Bao\'an Airport', '深圳宝安国际机场']),
  'hong-kong': city('香港', 'Hong Kong SAR', 22.3, 114.17, ['Hong Kong West Kowloon', '香港西九龙站'], ['HKG', 'Hong Kong International Airport', '香港国际机场']),
  macau: city('澳门', 'Macau SAR', 22.2, 113.55, ['Zhuhai (Gongbei border)', '珠海站（拱北口岸）'], ['MFM', 'Macau International Airport', '澳门国际机场']),
  guilin: city('桂林', 'Guangxi', 25.27, 110.29, ['Guilin North', '桂林北站'], ['KWL', 'Guilin Liangjiang Airport', '桂林两江国际机场']),
  yangshuo: city('阳朔', 'Guangxi', 24.78, 110.49, ['Yangshuo', '阳朔站'], ['KWL', 'Guilin Liangjiang Airport', '桂林两江国际机场']),
  sanya: city('三亚', 'Hainan', 18.25, 109.51, ['Sanya', '三亚站'], ['SYX', 'Sanya Phoenix Airport', '三亚凤凰国际机场']),
  chongqing: city('重庆', 'Chongqing', 29.56, 106.55, ['Chongqing Shapingba', '重庆沙坪坝站'], ['CKG', 'Chongqing Jiangbei Airport', '重庆江北国际机场']),
  kunming: city('昆明', 'Yunnan', 25.04, 102.71, ['Kunming South', '昆明南站'], ['KMG', 'Kunming Changshui Airport', '昆明长水国际机场']),
  dali: city('大理', 'Yunnan', 25.69, 100.16, ['Dali', '大理站'], ['DLU', 'Dali Airport', '大理机场']),
  lijiang: city('丽江', 'Yunnan', 26.87, 100.23, ['Lijiang', '丽江站'], ['LJG', 'Lijiang Sanyi Airport', '丽江三义国际机场']),
  'shangri-la': city('香格里拉', 'Yunnan', 27.83, 99.71, ['Shangri-La', '香格里拉站'], ['DIG', 'Diqing Shangri-La Airport', '迪庆香格里拉机场']),
  lhasa: city('拉萨', 'Tibet', 29.65, 91.12, null, ['LXA', 'Lhasa Gonggar Airport', '拉萨贡嘎国际机场']),
  dunhuang: city('敦煌', 'Gansu', 40.14, 94.66, null, ['DNH', 'Dunhuang Mogao Airport', '敦煌莫高国际机场']),
  urumqi: city('乌鲁木齐', 'Xinjiang', 43.83, 87.62, null, ['URC', 'Urumqi Tianshan Airport', '乌鲁木齐天山国际机场']),
  kashgar: city('喀什', 'Xinjiang', 39.47, 75.99, null, ['KHG', 'Kashgar Airport', '喀什徕宁国际机场']),
};

export const cityFacts = (slug: string): CityFacts | undefined => CITY_FACTS[slug];

export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const toRad = (deg: number): number => (deg * Math.PI) / 180;
  const dLat = toRad(b.lat - a.lat);
  const dLng = toRad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}
