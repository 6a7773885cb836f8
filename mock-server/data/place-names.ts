/**
 * Names of provinces and trip packages in the languages the datasets do not spell out (the names of
 * sights, dishes and neighbourhoods are in local-names.ts). Japanese, Korean, Arabic and Spanish come in
 * that order, using the names travellers of each language know (guidebook and Wikipedia usage).
 */
export type OtherNames = readonly [ja: string, ko: string, ar: string, es: string];

/** Provinces and regions by their English name, as [zh, ja, ko, ar, es]: a city's place is named in the reader's language too. */
export const PROVINCE_NAMES: Readonly<Record<string, readonly [zh: string, ...others: OtherNames]>> = {
  Beijing: ['北京', '北京', '베이징', 'بكين', 'Pekín'],
  Shanghai: ['上海', '上海', '상하이', 'شانغهاي', 'Shanghái'],
  Tianjin: ['天津', '天津', '톈진', 'تيانجين', 'Tianjin'],
  Chongqing: ['重庆', '重慶', '충칭', 'تشونغتشينغ', 'Chongqing'],
  Shaanxi: ['陕西', '陝西省', '산시성', 'شنشي', 'Shaanxi'],
  Shanxi: ['山西', '山西省', '산시성(山西)', 'شانشي', 'Shanxi'],
  Sichuan: ['四川', '四川省', '쓰촨성', 'سيتشوان', 'Sichuan'],
  Hebei: ['河北', '河北省', '허베이성', 'خبي', 'Hebei'],
  Heilongjiang: ['黑龙江', '黒竜江省', '헤이룽장성', 'هيلونغجيانغ', 'Heilongjiang'],
  Liaoning: ['辽宁', '遼寧省', '랴오닝성', 'لياونينغ', 'Liaoning'],
  Zhejiang: ['浙江', '浙江省', '저장성', 'تشجيانغ', 'Zhejiang'],
  Jiangsu: ['江苏', '江蘇省', '장쑤성', 'جيانغسو', 'Jiangsu'],
  Anhui: ['安徽', '安徽省', '안후이성', 'آنهوي', 'Anhui'],
  Fujian: ['福建', '福建省', '푸젠성', 'فوجيان', 'Fujian'],
  Shandong: ['山东', '山東省', '산둥성', 'شاندونغ', 'Shandong'],
  Henan: ['河南', '河南省', '허난성', 'خنان', 'Henan'],
  Hubei: ['湖北', '湖北省', '후베이성', 'هوبي', 'Hubei'],
  Hunan: ['湖南', '湖南省', '후난성', 'هونان', 'Hunan'],
  Guangdong: ['广东', '広東省', '광둥성', 'قوانغدونغ', 'Cantón (Guangdong)'],
  'Hong Kong SAR': ['香港特别行政区', '香港特別行政区', '홍콩 특별행정구', 'منطقة هونغ كونغ الإدارية الخاصة', 'RAE de Hong Kong'],
  'Macau SAR': ['澳门特别行政区', 'マカオ特別行政区', '마카오 특별행정구', 'منطقة ماكاو الإدارية الخاصة', 'RAE de Macao'],
  Guangxi: ['广西', '広西チワン族自治区', '광시 좡족 자치구', 'قوانغشي', 'Guangxi'],
  Hainan: ['海南', '海南省', '하이난성', 'هاينان', 'Hainan'],
  Yunnan: ['云南', '雲南省', '윈난성', 'يونان', 'Yunnan'],
  Tibet: ['西藏', 'チベット自治区', '티베트 자치구', 'التبت', 'Tíbet'],
  Gansu: ['甘肃', '甘粛省', '간쑤성', 'قانسو', 'Gansu'],
  Xinjiang: ['新疆', '新疆ウイグル自治区', '신장 위구르 자치구', 'شينجيانغ', 'Xinjiang'],
};

/** Trip packages' titles by their English title, as [zh, ja, ko, ar, es]: a package card names its cities in the reader's language. */
const COMBO_TITLES: Readonly<Record<string, readonly [zh: string, ...others: OtherNames]>> = {
  "Beijing & Xi'an in 6 days": ['北京与西安 6 日游', '北京と西安 6日間', '베이징과 시안 6일', 'بكين وشيآن في 6 أيام', "Pekín y Xi'an en 6 días"],
  'Shanghai, Suzhou & Hangzhou: gardens and water towns': ['上海、苏州、杭州：园林与水乡', '上海・蘇州・杭州：庭園と水郷', '상하이·쑤저우·항저우: 정원과 수향 마을', 'شانغهاي وسوتشو وهانغتشو: حدائق وبلدات مائية', 'Shanghái, Suzhou y Hangzhou: jardines y pueblos de agua'],
  'Guilin, Yangshuo & the Li River': ['桂林、阳朔与漓江', '桂林・陽朔と漓江', '구이린·양숴와 리강', 'قويلين ويانغشو ونهر لي', 'Guilin, Yangshuo y el río Li'],
  'Yunnan: Kunming, Dali, Lijiang': ['云南：昆明、大理、丽江', '雲南：昆明・大理・麗江', '윈난: 쿤밍, 다리, 리장', 'يونان: كونمينغ ودالي وليجيانغ', 'Yunnan: Kunming, Dali y Lijiang'],
  'Chengdu pandas & Chongqing nights': ['成都熊猫与重庆夜色', '成都のパンダと重慶の夜', '청두 판다와 충칭의 밤', 'باندا تشنغدو وليالي تشونغتشينغ', 'Pandas de Chengdu y noches de Chongqing'],
  'Zhangjiajie & Fenghuang: the floating mountains': ['张家界与凤凰：悬浮之山', '張家界と鳳凰：空に浮かぶ山々', '장자제와 펑황: 떠 있는 산', 'تشانغجياجيه وفنغهوانغ: الجبال المعلقة', 'Zhangjiajie y Fenghuang: las montañas flotantes'],
  'Classic China in 10 days': ['经典中国 10 日游', '王道の中国 10日間', '클래식 중국 10일', 'الصين الكلاسيكية في 10 أيام', 'China clásica en 10 días'],
  'Silk Road: Lanzhou, Zhangye & Dunhuang': ['丝绸之路：兰州、张掖与敦煌', 'シルクロード：蘭州・張掖・敦煌', '실크로드: 란저우, 장예, 둔황', 'طريق الحرير: لانتشو وتشانغيه ودونهوانغ', 'Ruta de la Seda: Lanzhou, Zhangye y Dunhuang'],
  'Harbin Ice Festival & Snow Town': ['哈尔滨冰雪节与雪乡', 'ハルビン氷祭りと雪郷', '하얼빈 빙설제와 쉐샹', 'مهرجان هاربين للجليد وبلدة الثلج', 'Festival del Hielo de Harbin y el Pueblo de la Nieve'],
};

const TITLE_INDEX: Partial<Record<string, number>> = { zh: 0, ja: 1, ko: 2, ar: 3, es: 4 };

/** A trip package's title in `language`, or as written when the table does not have it. */
export function comboTitleIn(englishTitle: string, language: string): string {
  const index = TITLE_INDEX[language];
  return index === undefined ? englishTitle : COMBO_TITLES[englishTitle]?.[index] ?? englishTitle;
}
