/**
 * Opening rules of every sight the city data names, keyed by sight id: the days it is shut, its hours and last
 * entry (peak-season hours, local time), whether tickets are real-name (passport) and how far ahead they must be
 * booked, and what kind of visit it is (for the requirement and pacing checks). Names in Chinese with pinyin and the
 * Chinese address are what a driver needs.
 */
export const source = 'Official ticketing pages and WeChat booking notices of each sight (e.g. Palace Museum gugong.org.cn, Shaanxi History Museum, Dunhuang Academy mgk.org.cn), checked against their 2026 peak-season announcements';
export const asOf = '2026-11-20';
/** The street addresses are a table of their own, checked on another day against other sources. */
export const addressSource = 'The address each sight publishes (official site, visitor and booking notices); a house number only where one is published and known for certain, otherwise the district and road, or the district alone; not yet checked one by one in a map app';
export const addressAsOf = '2026-11-24';

/** 0 = Sunday … 6 = Saturday, as Date.getUTCDay() counts */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;
const SUN: Weekday = 0;
const MON: Weekday = 1;

export type SightTag = 'museum' | 'panda' | 'food' | 'hiking' | 'nature' | 'family' | 'strenuous';

export interface SightFacts {
  city: string;
  nameZh: string;
  pinyin: string;
  /** in Chinese, from the province down to the house number where one is published (what a driver types into a map) */
  address: string;
  /** the sight lies in another town, a long ride from the plan's city (a city taxi may not go) */
  outsideCity: boolean;
  /** "HH:MM"; null when the place is an open street, square or lakeside */
  opens: string | null;
  closes: string | null;
  lastEntry: string | null;
  closedWeekdays: readonly Weekday[];
  /** open only on these weekdays (a Sunday market), or null */
  onlyWeekdays: readonly Weekday[] | null;
  /** a closed weekday that falls in a public holiday opens anyway (the Palace Museum rule) */
  opensOnHolidays: boolean;
  /** open only between these "MM-DD" dates (wrapping the new year), or null */
  season: { from: string; to: string } | null;
  /** 0 = buy at the gate; otherwise book this many days ahead (real-name tickets sell out) */
  bookAheadDays: number;
  passport: boolean;
  permit: 'tibet' | null;
  tags: readonly SightTag[];
}

const ALWAYS = null;

interface Extra {
  closed?: readonly Weekday[];
  only?: readonly Weekday[];
  book?: number;
  passport?: boolean;
  permit?: 'tibet';
  season?: { from: string; to: string };
  away?: true;
}

/** hours as "08:30-17:00/16:00" (opens-closes/last entry) or ALWAYS */
function sight(city: string, nameZh: string, pinyin: string, address: string, hours: string | null, tags: readonly SightTag[], extra: Extra = {}): SightFacts {
  const match = hours === null ? null : /^(\d\d:\d\d)-(\d\d:\d\d)\/(\d\d:\d\d)$/.exec(hours);
  if (hours !== null && !match) throw new Error(`Bad hours for ${nameZh}: ${hours}`);
  return {
    city, nameZh, pinyin, address, outsideCity: extra.away ?? false,
    opens: match?.[1] ?? null, closes: match?.[2] ?? null, lastEntry: match?.[3] ?? null,
    closedWeekdays: extra.closed ?? [],
    onlyWeekdays: extra.only ?? null,
    opensOnHolidays: (extra.closed ?? []).length > 0,
    season: extra.season ?? null,
    bookAheadDays: extra.book ?? 0,
    passport: extra.passport ?? (extra.book ?? 0) > 0,
    permit: extra.permit ?? null,
    tags,
  };
}

export const SIGHTS: Readonly<Record<string, SightFacts>> = {
  // Beijing
  'beijing-forbidden-city': sight('beijing', '故宫博物院', 'gù gōng bó wù yuàn', '北京市东城区景山前街4号', '08:30-17:00/16:00', ['museum'], { closed: [MON], book: 7, passport: true }),
  'beijing-mutianyu-great-wall': sight('beijing', '慕田峪长城', 'mù tián yù cháng chéng', '北京市怀柔区渤海镇慕田峪村', '07:30-18:00/17:00', ['hiking', 'strenuous']),
  'beijing-temple-of-heaven': sight('beijing', '天坛', 'tiān tán', '北京市东城区天坛路', '08:00-17:00/16:30', [], { book: 1, passport: true }),
  'beijing-summer-palace': sight('beijing', '颐和园', 'yí hé yuán', '北京市海淀区新建宫门路19号', '06:30-18:00/17:00', [], { book: 1, passport: true }),
  'beijing-shichahai-hutongs': sight('beijing', '什刹海胡同', 'shí chà hǎi hú tòng', '北京市西城区烟袋斜街', ALWAYS, []),
  // Shanghai
  'shanghai-the-bund': sight('shanghai', '外滩', 'wài tān', '上海市黄浦区中山东一路', ALWAYS, []),
  'shanghai-yu-garden': sight('shanghai', '豫园', 'yù yuán', '上海市黄浦区安仁街', '09:00-16:30/16:00', []),
  'shanghai-museum': sight('shanghai', '上海博物馆', 'shàng hǎi bó wù guǎn', '上海市黄浦区人民大道201号', '09:00-17:00/16:00', ['museum'], { closed: [MON], book: 1, passport: true }),
  'shanghai-tower': sight('shanghai', '上海中心大厦', 'shàng hǎi zhōng xīn dà shà', '上海市浦东新区银城中路501号', '08:30-22:00/21:30', []),
  'shanghai-french-concession': sight('shanghai', '武康路', 'wǔ kāng lù', '上海市徐汇区武康路', ALWAYS, []),
  // Xi'an
  'xian-terracotta-army': sight('xian', '秦始皇帝陵博物院', 'qín shǐ huáng dì líng bó wù yuàn', '陕西省西安市临潼区秦陵北路', '08:30-18:00/17:00', ['museum'], { book: 1, passport: true }),
  'xian-city-wall': sight('xian', '西安城墙', 'xī ān chéng qiáng', '陕西省西安市碑林区永宁门（南门）', '08:00-22:00/21:30', []),
  'xian-big-wild-goose-pagoda': sight('xian', '大雁塔', 'dà yàn tǎ', '陕西省西安市雁塔区大慈恩寺内', '08:00-22:00/21:30', []),
  'xian-muslim-quarter': sight('xian', '回民街', 'huí mín jiē', '陕西省西安市莲湖区北院门', ALWAYS, ['food']),
  'xian-shaanxi-history-museum': sight('xian', '陕西历史博物馆', 'shǎn xī lì shǐ bó wù guǎn', '陕西省西安市雁塔区小寨东路91号', '09:00-17:30/16:00', ['museum'], { closed: [MON], book: 7, passport: true }),
  // Chengdu
  'chengdu-panda-base': sight('chengdu', '成都大熊猫繁育研究基地', 'chéng dū dà xióng māo fán yù yán jiū jī dì', '四川省成都市成华区熊猫大道1375号', '07:30-18:00/17:00', ['panda', 'family'], { book: 1, passport: true }),
  'chengdu-kuanzhai-alley': sight('chengdu', '宽窄巷子', 'kuān zhǎi xiàng zi', '四川省成都市青羊区宽巷子', ALWAYS, ['food']),
  'chengdu-wuhou-shrine': sight('chengdu', '武侯祠·锦里', 'wǔ hóu cí jǐn lǐ', '四川省成都市武侯区武侯祠大街231号', '08:00-18:00/17:30', []),
  'chengdu-peoples-park': sight('chengdu', '人民公园鹤鸣茶社', 'rén mín gōng yuán hè míng chá shè', '四川省成都市青羊区少城路12号', '06:00-22:00/21:30', []),
  'chengdu-leshan-giant-buddha': sight('chengdu', '乐山大佛', 'lè shān dà fó', '四川省乐山市市中区凌云路2435号', '08:00-18:30/17:30', ['strenuous'], { book: 1, passport: true, away: true }),
  // Tianjin
  'tianjin-eye': sight('tianjin', '天津之眼', 'tiān jīn zhī yǎn', '天津市三岔河口永乐桥', '09:30-21:30/21:00', ['family']),
  'tianjin-five-great-avenues': sight('tianjin', '五大道', 'wǔ dà dào', '天津市和平区马场道', ALWAYS, []),
  'tianjin-italian-style-town': sight('tianjin', '意式风情区', 'yì shì fēng qíng qū', '天津市河北区', ALWAYS, []),
  'tianjin-ancient-culture-street': sight('tianjin', '古文化街', 'gǔ wén huà jiē', '天津市南开区古文化街', '09:00-20:00/19:30', []),
  'tianjin-porcelain-house': sight('tianjin', '瓷房子', 'cí fáng zi', '天津市和平区赤峰道72号', '09:00-18:00/17:30', []),
  // Datong
  'datong-yungang-grottoes': sight('datong', '云冈石窟', 'yún gāng shí kū', '山西省大同市云冈区云冈镇', '08:30-17:30/16:50', [], { passport: true }),
  'datong-hanging-temple': sight('datong', '悬空寺', 'xuán kōng sì', '山西省大同市浑源县恒山金龙峡', '08:00-18:00/17:00', ['strenuous'], { book: 1, passport: true }),
  'datong-huayan-temple': sight('datong', '华严寺', 'huá yán sì', '山西省大同市平城区', '08:00-18:00/17:30', []),
  'datong-city-wall': sight('datong', '大同古城墙', 'dà tóng gǔ chéng qiáng', '山西省大同市平城区永泰门（南门）', '08:00-22:00/21:30', []),
  'datong-nine-dragon-screen': sight('datong', '九龙壁', 'jiǔ lóng bì', '山西省大同市平城区和阳街', '08:00-18:00/17:30', []),
  // Pingyao
  'pingyao-city-wall': sight('pingyao', '平遥古城墙', 'píng yáo gǔ chéng qiáng', '山西省晋中市平遥县平遥古城', '08:00-18:30/18:00', []),
  'pingyao-rishengchang': sight('pingyao', '日升昌票号', 'rì shēng chāng piào hào', '山西省晋中市平遥县西大街38号', '08:00-18:30/18:00', []),
  'pingyao-ming-qing-street': sight('pingyao', '明清街', 'míng qīng jiē', '山西省晋中市平遥县南大街', ALWAYS, ['food']),
  'pingyao-shuanglin-temple': sight('pingyao', '双林寺', 'shuāng lín sì', '山西省晋中市平遥县中都乡桥头村', '08:00-18:30/18:00', []),
  'pingyao-wang-family-compound': sight('pingyao', '王家大院', 'wáng jiā dà yuàn', '山西省晋中市灵石县静升镇', '08:00-18:30/17:30', [], { away: true }),
  // Chengde
  'chengde-mountain-resort': sight('chengde', '避暑山庄', 'bì shǔ shān zhuāng', '河北省承德市双桥区丽正门大街', '07:30-17:30/17:00', []),
  'chengde-puning-temple': sight('chengde', '普宁寺', 'pǔ níng sì', '河北省承德市双桥区', '08:00-17:30/17:00', []),
  'chengde-putuo-zongcheng': sight('chengde', '普陀宗乘之庙', 'pǔ tuó zōng chéng zhī miào', '河北省承德市双桥区', '08:00-17:30/17:00', []),
  'chengde-jinshanling-great-wall': sight('chengde', '金山岭长城', 'jīn shān lǐng cháng chéng', '河北省承德市滦平县巴克什营镇', '06:00-18:00/17:00', ['hiking', 'strenuous', 'nature']),
  'chengde-qingchui-peak': sight('chengde', '磬锤峰', 'qìng chuí fēng', '河北省承德市双桥区', '07:00-19:00/18:00', ['hiking', 'nature']),
  // Harbin
  'harbin-ice-and-snow-world': sight('harbin', '哈尔滨冰雪大世界', 'hā ěr bīn bīng xuě dà shì jiè', '黑龙江省哈尔滨市松北区太阳岛西侧', '11:00-21:30/21:00', ['family'], { season: { from: '12-18', to: '02-28' } }),
  'harbin-central-street': sight('harbin', '中央大街', 'zhōng yāng dà jiē', '黑龙江省哈尔滨市道里区中央大街', ALWAYS, ['food']),
  'harbin-st-sophia-cathedral': sight('harbin', '圣索菲亚教堂', 'shèng suǒ fēi yà jiào táng', '黑龙江省哈尔滨市道里区透笼街88号', ALWAYS, []),
  'harbin-siberian-tiger-park': sight('harbin', '东北虎林园', 'dōng běi hǔ lín yuán', '黑龙江省哈尔滨市松北区松北街88号', '08:30-16:30/16:00', ['family']),
  'harbin-unit-731-museum': sight('harbin', '侵华日军第七三一部队罪证陈列馆', 'qīn huá rì jūn dì qī sān yī bù duì zuì zhèng chén liè guǎn', '黑龙江省哈尔滨市平房区新疆大街47号', '09:00-16:30/15:30', ['museum'], { closed: [MON], book: 1, passport: true }),
  // Shenyang
  'shenyang-imperial-palace': sight('shenyang', '沈阳故宫', 'shěn yáng gù gōng', '辽宁省沈阳市沈河区沈阳路171号', '08:30-17:30/16:45', ['museum'], { closed: [MON], book: 1, passport: true }),
  'shenyang-zhangs-mansion': sight('shenyang', '张氏帅府', 'zhāng shì shuài fǔ', '辽宁省沈阳市沈河区朝阳街少帅府巷46号', '08:30-17:00/16:20', []),
  'shenyang-zhaoling-tomb': sight('shenyang', '清昭陵', 'qīng zhāo líng', '辽宁省沈阳市皇姑区泰山路12号（北陵公园）', '06:00-18:00/17:00', []),
  'shenyang-918-museum': sight('shenyang', '九·一八历史博物馆', 'jiǔ yī bā lì shǐ bó wù guǎn', '辽宁省沈阳市大东区望花南街46号', '09:00-16:30/16:00', ['museum'], { closed: [MON], passport: true }),
  'shenyang-zhongjie': sight('shenyang', '中街', 'zhōng jiē', '辽宁省沈阳市沈河区中街路', ALWAYS, ['food']),
  // Dalian
  'dalian-xinghai-square': sight('dalian', '星海广场', 'xīng hǎi guǎng chǎng', '辽宁省大连市沙河口区中央大道', ALWAYS, []),
  'dalian-laohutan-ocean-park': sight('dalian', '老虎滩海洋公园', 'lǎo hǔ tān hǎi yáng gōng yuán', '辽宁省大连市中山区滨海中路9号', '08:30-17:00/16:30', ['family']),
  'dalian-lushun-prison': sight('dalian', '旅顺日俄监狱旧址', 'lǚ shùn rì é jiān yù jiù zhǐ', '辽宁省大连市旅顺口区向阳街139号', '09:00-16:30/16:00', ['museum'], { closed: [MON] }),
  'dalian-russian-street': sight('dalian', '俄罗斯风情街', 'é luó sī fēng qíng jiē', '辽宁省大连市西岗区团结街', ALWAYS, []),
  'dalian-zhongshan-square': sight('dalian', '中山广场', 'zhōng shān guǎng chǎng', '辽宁省大连市中山区中山广场', ALWAYS, []),
  // Hangzhou
  'hangzhou-west-lake': sight('hangzhou', '西湖', 'xī hú', '浙江省杭州市西湖区龙井路1号', ALWAYS, ['nature']),
  'hangzhou-lingyin-temple': sight('hangzhou', '灵隐寺', 'líng yǐn sì', '浙江省杭州市西湖区法云弄1号', '07:00-18:00/17:15', []),
  'hangzhou-longjing-village': sight('hangzhou', '龙井村', 'lóng jǐng cūn', '浙江省杭州市西湖区龙井路', ALWAYS, ['food']),
  'hangzhou-leifeng-pagoda': sight('hangzhou', '雷峰塔', 'léi fēng tǎ', '浙江省杭州市西湖区南山路15号', '08:00-20:00/19:30', []),
  'hangzhou-xixi-wetland': sight('hangzhou', '西溪湿地', 'xī xī shī dì', '浙江省杭州市西湖区天目山路518号', '08:00-17:30/17:00', ['nature']),
  // Suzhou
  'suzhou-humble-administrators-garden': sight('suzhou', '拙政园', 'zhuō zhèng yuán', '江苏省苏州市姑苏区东北街178号', '07:30-17:30/17:00', [], { book: 1, passport: true }),
  'suzhou-lingering-garden': sight('suzhou', '留园', 'liú yuán', '江苏省苏州市姑苏区留园路338号', '07:30-17:30/17:00', []),
  'suzhou-master-of-the-nets-garden': sight('suzhou', '网师园', 'wǎng shī yuán', '江苏省苏州市姑苏区带城桥路阔家头巷11号', '07:30-22:00/21:00', []),
  'suzhou-pingjiang-road': sight('suzhou', '平江路', 'píng jiāng lù', '江苏省苏州市姑苏区平江路', ALWAYS, ['food']),
  'suzhou-tiger-hill': sight('suzhou', '虎丘', 'hǔ qiū', '江苏省苏州市姑苏区虎丘山门内8号', '07:30-17:30/17:00', []),
  // Nanjing
  'nanjing-sun-yat-sen-mausoleum': sight('nanjing', '中山陵', 'zhōng shān líng', '江苏省南京市玄武区石象路7号', '08:30-17:00/16:30', [], { closed: [MON], book: 1, passport: true }),
  'nanjing-ming-xiaoling': sight('nanjing', '明孝陵', 'míng xiào líng', '江苏省南京市玄武区石象路', '06:30-18:00/17:00', []),
  'nanjing-massacre-memorial': sight('nanjing', '侵华日军南京大屠杀遇难同胞纪念馆', 'qīn huá rì jūn nán jīng dà tú shā yù nàn tóng bāo jì niàn guǎn', '江苏省南京市建邺区水西门大街418号', '08:30-17:00/16:00', ['museum'], { closed: [MON], book: 1, passport: true }),
  'nanjing-confucius-temple': sight('nanjing', '夫子庙秦淮河', 'fū zǐ miào qín huái hé', '江苏省南京市秦淮区贡院街152号', ALWAYS, ['food']),
  'nanjing-museum': sight('nanjing', '南京博物院', 'nán jīng bó wù yuàn', '江苏省南京市玄武区中山东路321号', '09:00-17:00/16:00', ['museum'], { closed: [MON], book: 1, passport: true }),
  // Huangshan
  'huangshan-yellow-mountain': sight('huangshan', '黄山风景区', 'huáng shān fēng jǐng qū', '安徽省黄山市黄山区汤口镇', '06:00-17:30/16:00', ['hiking', 'strenuous', 'nature'], { passport: true }),
  'huangshan-hongcun': sight('huangshan', '宏村', 'hóng cūn', '安徽省黄山市黟县宏村镇', '07:30-17:30/17:00', []),
  'huangshan-xidi': sight('huangshan', '西递', 'xī dì', '安徽省黄山市黟县西递镇', '07:30-17:30/17:00', []),
  'huangshan-tunxi-old-street': sight('huangshan', '屯溪老街', 'tún xī lǎo jiē', '安徽省黄山市屯溪区老街', ALWAYS, ['food']),
  // Xiamen
  'xiamen-gulangyu': sight('xiamen', '鼓浪屿', 'gǔ làng yǔ', '福建省厦门市思明区鼓浪屿（渡轮在湖里区东渡邮轮中心厦鼓码头）', '07:00-22:00/21:00', [], { book: 3, passport: true }),
  'xiamen-nanputuo-temple': sight('xiamen', '南普陀寺', 'nán pǔ tuó sì', '福建省厦门市思明区思明南路515号', '08:00-18:00/17:30', [], { book: 1, passport: true }),
  'xiamen-university': sight('xiamen', '厦门大学', 'xià mén dà xué', '福建省厦门市思明区思明南路422号', '08:00-17:00/16:00', [], { book: 1, passport: true }),
  'xiamen-zengcuoan': sight('xiamen', '曾厝垵', 'céng cuò ān', '福建省厦门市思明区环岛南路', ALWAYS, ['food']),
  'xiamen-tianluokeng-tulou': sight('xiamen', '田螺坑土楼群', 'tián luó kēng tǔ lóu qún', '福建省漳州市南靖县书洋镇田螺坑村', '08:00-17:30/16:30', [], { away: true }),
  // Qingdao
  'qingdao-tsingtao-beer-museum': sight('qingdao', '青岛啤酒博物馆', 'qīng dǎo pí jiǔ bó wù guǎn', '山东省青岛市市北区登州路56号', '08:30-17:30/17:00', ['museum', 'food']),
  'qingdao-zhanqiao-pier': sight('qingdao', '栈桥', 'zhàn qiáo', '山东省青岛市市南区太平路', ALWAYS, []),
  'qingdao-badaguan': sight('qingdao', '八大关', 'bā dà guān', '山东省青岛市市南区八大关', ALWAYS, []),
  'qingdao-st-michaels-cathedral': sight('qingdao', '天主教堂', 'tiān zhǔ jiào táng', '山东省青岛市市南区浙江路15号', '08:30-17:00/16:30', []),
  'qingdao-laoshan': sight('qingdao', '崂山', 'láo shān', '山东省青岛市崂山区', '06:30-17:30/16:30', ['hiking', 'strenuous', 'nature']),
  // Luoyang
  'luoyang-longmen-grottoes': sight('luoyang', '龙门石窟', 'lóng mén shí kū', '河南省洛阳市洛龙区龙门镇', '08:00-18:00/17:00', []),
  'luoyang-white-horse-temple': sight('luoyang', '白马寺', 'bái mǎ sì', '河南省洛阳市洛龙区白马寺镇', '07:30-18:00/17:30', []),
  'luoyang-shaolin-temple': sight('luoyang', '少林寺', 'shǎo lín sì', '河南省郑州市登封市嵩山', '08:00-17:30/16:30', [], { away: true }),
  'luoyang-museum': sight('luoyang', '洛阳博物馆', 'luò yáng bó wù guǎn', '河南省洛阳市洛龙区聂泰路', '09:00-17:00/16:00', ['museum'], { closed: [MON] }),
  'luoyang-luoyi-ancient-city': sight('luoyang', '洛邑古城', 'luò yì gǔ chéng', '河南省洛阳市老城区', ALWAYS, ['food']),
  // Wuhan
  'wuhan-yellow-crane-tower': sight('wuhan', '黄鹤楼', 'huáng hè lóu', '湖北省武汉市武昌区蛇山西山坡特1号', '08:00-18:00/17:30', []),
  'wuhan-hubei-provincial-museum': sight('wuhan', '湖北省博物馆', 'hú běi shěng bó wù guǎn', '湖北省武汉市武昌区东湖路160号', '09:00-17:00/16:00', ['museum'], { closed: [MON], book: 1, passport: true }),
  'wuhan-east-lake': sight('wuhan', '东湖', 'dōng hú', '湖北省武汉市武昌区沿湖大道', ALWAYS, ['nature']),
  'wuhan-hubu-alley': sight('wuhan', '户部巷', 'hù bù xiàng', '湖北省武汉市武昌区户部巷', ALWAYS, ['food']),
  'wuhan-hankou-riverside': sight('wuhan', '汉口江滩', 'hàn kǒu jiāng tān', '湖北省武汉市江岸区沿江大道', ALWAYS, []),
  // Changsha
  'changsha-hunan-museum': sight('changsha', '湖南博物院', 'hú nán bó wù yuàn', '湖南省长沙市开福区东风路50号', '09:00-17:00/16:00', ['museum'], { closed: [MON], book: 1, passport: true }),
  'changsha-yuelu-academy': sight('changsha', '岳麓山·岳麓书院', 'yuè lù shān yuè lù shū yuàn', '湖南省长沙市岳麓区麓山南路', '08:00-17:30/17:00', ['hiking']),
  'changsha-orange-isle': sight('changsha', '橘子洲', 'jú zǐ zhōu', '湖南省长沙市岳麓区橘子洲', '07:00-22:00/21:30', ['nature']),
  'changsha-pozi-street': sight('changsha', '坡子街', 'pō zǐ jiē', '湖南省长沙市天心区坡子街', ALWAYS, ['food']),
  'changsha-super-wenheyou': sight('changsha', '超级文和友', 'chāo jí wén hé yǒu', '湖南省长沙市天心区湘江中路（海信广场）', '11:00-23:59/23:00', ['food']),
  // Zhangjiajie
  'zhangjiajie-forest-park': sight('zhangjiajie', '张家界国家森林公园', 'zhāng jiā jiè guó jiā sēn lín gōng yuán', '湖南省张家界市武陵源区', '07:00-18:00/16:00', ['hiking', 'strenuous', 'nature'], { book: 1, passport: true }),
  'zhangjiajie-tianmen-mountain': sight('zhangjiajie', '天门山', 'tiān mén shān', '湖南省张家界市永定区', '08:00-17:00/15:00', ['hiking', 'strenuous', 'nature'], { book: 1, passport: true }),
  'zhangjiajie-grand-canyon-glass-bridge': sight('zhangjiajie', '张家界大峡谷玻璃桥', 'zhāng jiā jiè dà xiá gǔ bō lí qiáo', '湖南省张家界市慈利县三官寺乡', '08:00-17:00/16:00', [], { book: 1, passport: true }),
  'zhangjiajie-yellow-dragon-cave': sight('zhangjiajie', '黄龙洞', 'huáng lóng dòng', '湖南省张家界市武陵源区', '08:00-17:30/16:30', ['nature']),
  // Guangzhou
  'guangzhou-canton-tower': sight('guangzhou', '广州塔', 'guǎng zhōu tǎ', '广东省广州市海珠区阅江西路222号', '09:30-22:30/22:00', []),
  'guangzhou-chen-clan-ancestral-hall': sight('guangzhou', '陈家祠', 'chén jiā cí', '广东省广州市荔湾区中山七路恩龙里34号', '09:00-17:30/17:00', ['museum']),
  'guangzhou-shamian-island': sight('guangzhou', '沙面', 'shā miàn', '广东省广州市荔湾区沙面大街', ALWAYS, []),
  'guangzhou-yuexiu-park': sight('guangzhou', '越秀公园', 'yuè xiù gōng yuán', '广东省广州市越秀区解放北路988号', '06:00-22:00/21:30', ['nature']),
  'guangzhou-sacred-heart-cathedral': sight('guangzhou', '石室圣心大教堂', 'shí shì shèng xīn dà jiào táng', '广东省广州市越秀区一德路旧部前56号', '08:30-17:30/17:00', []),
  // Shenzhen
  'shenzhen-window-of-the-world': sight('shenzhen', '世界之窗', 'shì jiè zhī chuāng', '广东省深圳市南山区深南大道9037号', '10:00-22:00/21:00', ['family']),
  'shenzhen-huaqiangbei': sight('shenzhen', '华强北', 'huá qiáng běi', '广东省深圳市福田区华强北路', '10:00-20:00/19:00', []),
  'shenzhen-dafen-oil-painting-village': sight('shenzhen', '大芬油画村', 'dà fēn yóu huà cūn', '广东省深圳市龙岗区布吉街道大芬村', '09:00-18:00/17:30', []),
  'shenzhen-lianhuashan-park': sight('shenzhen', '莲花山公园', 'lián huā shān gōng yuán', '广东省深圳市福田区红荔路6030号', '06:00-23:00/22:30', ['nature']),
  'shenzhen-bay-park': sight('shenzhen', '深圳湾公园', 'shēn zhèn wān gōng yuán', '广东省深圳市南山区滨海大道', ALWAYS, ['nature']),
  // Hong Kong
  'hong-kong-victoria-peak': sight('hong-kong', '太平山顶', 'tài píng shān dǐng', '香港中西区山顶道128号（凌霄阁）', '07:30-23:00/22:00', ['nature']),
  'hong-kong-star-ferry': sight('hong-kong', '天星小轮', 'tiān xīng xiǎo lún', '香港九龙尖沙咀天星码头', '06:30-23:30/23:00', []),
  'hong-kong-tian-tan-buddha': sight('hong-kong', '天坛大佛', 'tiān tán dà fó', '香港新界大屿山昂坪', '10:00-17:30/17:15', ['strenuous']),
  'hong-kong-temple-street-night-market': sight('hong-kong', '庙街夜市', 'miào jiē yè shì', '香港九龙油麻地庙街', '16:00-23:59/23:00', ['food']),
  'hong-kong-m-plus': sight('hong-kong', 'M+博物馆', 'M+ bó wù guǎn', '香港九龙西九文化区博物馆道38号', '10:00-18:00/17:30', ['museum'], { closed: [MON] }),
  // Macau
  'macau-ruins-of-st-pauls': sight('macau', '大三巴牌坊', 'dà sān bā pái fāng', '澳门大三巴街', ALWAYS, []),
  'macau-senado-square': sight('macau', '议事亭前地', 'yì shì tíng qián dì', '澳门议事亭前地', ALWAYS, []),
  'macau-a-ma-temple': sight('macau', '妈阁庙', 'mā gé miào', '澳门妈阁庙前地', '07:00-18:00/17:30', []),
  'macau-tower': sight('macau', '澳门旅游塔', 'ào mén lǚ yóu tǎ', '澳门观光塔前地', '10:00-21:00/20:30', []),
  'macau-taipa-village': sight('macau', '氹仔旧城区', 'dàng zǎi jiù chéng qū', '澳门氹仔官也街', ALWAYS, ['food']),
  // Guilin
  'guilin-li-river-cruise': sight('guilin', '漓江游船', 'lí jiāng yóu chuán', '广西壮族自治区桂林市雁山区磨盘山码头', '08:00-16:00/10:30', ['nature'], { book: 2, passport: true }),
  'guilin-elephant-trunk-hill': sight('guilin', '象鼻山', 'xiàng bí shān', '广西壮族自治区桂林市象山区', '06:30-22:00/21:30', ['nature']),
  'guilin-reed-flute-cave': sight('guilin', '芦笛岩', 'lú dí yán', '广西壮族自治区桂林市秀峰区芦笛路1号', '08:00-17:30/17:00', ['nature']),
  'guilin-longji-rice-terraces': sight('guilin', '龙脊梯田', 'lóng jǐ tī tián', '广西壮族自治区桂林市龙胜各族自治县龙脊镇', '07:00-18:00/17:00', ['hiking', 'strenuous', 'nature']),
  'guilin-sun-and-moon-pagodas': sight('guilin', '日月双塔', 'rì yuè shuāng tǎ', '广西壮族自治区桂林市杉湖', '08:00-22:30/22:00', []),
  // Yangshuo
  'yangshuo-yulong-river-rafting': sight('yangshuo', '遇龙河竹筏', 'yù lóng hé zhú fá', '广西壮族自治区桂林市阳朔县白沙镇遇龙河', '08:00-18:00/16:30', ['nature'], { passport: true }),
  'yangshuo-xingping': sight('yangshuo', '兴坪古镇', 'xīng píng gǔ zhèn', '广西壮族自治区桂林市阳朔县兴坪镇', ALWAYS, ['nature']),
  'yangshuo-moon-hill': sight('yangshuo', '月亮山', 'yuè liàng shān', '广西壮族自治区桂林市阳朔县高田镇', '08:00-18:00/17:00', ['hiking', 'strenuous', 'nature']),
  'yangshuo-west-street': sight('yangshuo', '西街', 'xī jiē', '广西壮族自治区桂林市阳朔县阳朔镇西街', ALWAYS, ['food']),
  'yangshuo-impression-liu-sanjie': sight('yangshuo', '印象·刘三姐', 'yìn xiàng liú sān jiě', '广西壮族自治区桂林市阳朔县阳朔镇滨江路', '19:30-22:00/20:30', []),
  // Sanya
  'sanya-yalong-bay': sight('sanya', '亚龙湾', 'yà lóng wān', '海南省三亚市吉阳区亚龙湾', ALWAYS, ['nature']),
  'sanya-nanshan': sight('sanya', '南山文化旅游区', 'nán shān wén huà lǚ yóu qū', '海南省三亚市崖州区', '08:00-17:30/17:00', []),
  'sanya-tianya-haijiao': sight('sanya', '天涯海角', 'tiān yá hǎi jiǎo', '海南省三亚市天涯区', '07:30-18:00/17:30', ['nature']),
  'sanya-wuzhizhou-island': sight('sanya', '蜈支洲岛', 'wú zhī zhōu dǎo', '海南省三亚市海棠区（蜈支洲岛码头）', '08:00-17:00/15:30', ['nature'], { book: 1, passport: true }),
  'sanya-first-market': sight('sanya', '第一市场', 'dì yī shì chǎng', '海南省三亚市天涯区新建街', ALWAYS, ['food']),
  // Chongqing
  'chongqing-hongyadong': sight('chongqing', '洪崖洞', 'hóng yá dòng', '重庆市渝中区嘉陵江滨江路88号', ALWAYS, []),
  'chongqing-yangtze-cable-car': sight('chongqing', '长江索道', 'cháng jiāng suǒ dào', '重庆市渝中区新华路151号', '07:30-22:00/21:30', []),
  'chongqing-liziba-station': sight('chongqing', '李子坝轻轨站', 'lǐ zǐ bà qīng guǐ zhàn', '重庆市渝中区李子坝正街', '06:30-22:30/22:00', []),
  'chongqing-ciqikou': sight('chongqing', '磁器口古镇', 'cí qì kǒu gǔ zhèn', '重庆市沙坪坝区磁器口', '09:00-21:00/20:30', ['food']),
  'chongqing-three-gorges-museum': sight('chongqing', '重庆中国三峡博物馆', 'chóng qìng zhōng guó sān xiá bó wù guǎn', '重庆市渝中区人民路236号', '09:00-17:00/16:00', ['museum'], { closed: [MON], book: 1, passport: true }),
  // Kunming
  'kunming-stone-forest': sight('kunming', '石林', 'shí lín', '云南省昆明市石林彝族自治县', '08:30-18:00/17:00', ['nature']),
  'kunming-green-lake-park': sight('kunming', '翠湖公园', 'cuì hú gōng yuán', '云南省昆明市五华区翠湖南路', '06:00-22:00/21:30', ['nature']),
  'kunming-western-hills': sight('kunming', '西山龙门', 'xī shān lóng mén', '云南省昆明市西山区', '08:30-17:30/17:00', ['hiking', 'nature']),
  'kunming-yuantong-temple': sight('kunming', '圆通寺', 'yuán tōng sì', '云南省昆明市五华区圆通街30号', '08:00-17:30/17:00', []),
  'kunming-dounan-flower-market': sight('kunming', '斗南花卉市场', 'dòu nán huā huì shì chǎng', '云南省昆明市呈贡区斗南街道', '10:00-23:59/23:00', []),
  // Dali
  'dali-old-town': sight('dali', '大理古城', 'dà lǐ gǔ chéng', '云南省大理白族自治州大理市大理古城', ALWAYS, ['food']),
  'dali-three-pagodas': sight('dali', '崇圣寺三塔', 'chóng shèng sì sān tǎ', '云南省大理白族自治州大理市', '07:00-19:00/18:30', []),
  'dali-erhai-lake': sight('dali', '洱海', 'ěr hǎi', '云南省大理白族自治州大理市', ALWAYS, ['nature']),
  'dali-cangshan': sight('dali', '苍山', 'cāng shān', '云南省大理白族自治州大理市', '08:00-17:00/16:00', ['hiking', 'strenuous', 'nature']),
  'dali-xizhou': sight('dali', '喜洲古镇', 'xǐ zhōu gǔ zhèn', '云南省大理白族自治州大理市喜洲镇', ALWAYS, ['food']),
  // Lijiang
  'lijiang-old-town': sight('lijiang', '丽江古城', 'lì jiāng gǔ chéng', '云南省丽江市古城区', ALWAYS, []),
  'lijiang-jade-dragon-snow-mountain': sight('lijiang', '玉龙雪山', 'yù lóng xuě shān', '云南省丽江市玉龙纳西族自治县', '07:00-17:00/14:30', ['hiking', 'strenuous', 'nature'], { book: 1, passport: true }),
  'lijiang-black-dragon-pool': sight('lijiang', '黑龙潭', 'hēi lóng tán', '云南省丽江市古城区', '07:00-20:00/19:30', ['nature']),
  'lijiang-shuhe': sight('lijiang', '束河古镇', 'shù hé gǔ zhèn', '云南省丽江市古城区束河街道', ALWAYS, []),
  'lijiang-tiger-leaping-gorge': sight('lijiang', '虎跳峡', 'hǔ tiào xiá', '云南省迪庆藏族自治州香格里拉市虎跳峡镇', '08:00-18:00/16:00', ['hiking', 'strenuous', 'nature'], { away: true }),
  // Shangri-La
  'shangri-la-songzanlin-monastery': sight('shangri-la', '松赞林寺', 'sōng zàn lín sì', '云南省迪庆藏族自治州香格里拉市', '08:00-18:00/17:30', []),
  'shangri-la-dukezong-old-town': sight('shangri-la', '独克宗古城', 'dú kè zōng gǔ chéng', '云南省迪庆藏族自治州香格里拉市建塘镇', ALWAYS, []),
  'shangri-la-pudacuo-national-park': sight('shangri-la', '普达措国家公园', 'pǔ dá cuò guó jiā gōng yuán', '云南省迪庆藏族自治州香格里拉市', '08:00-17:00/15:00', ['nature']),
  'shangri-la-napa-lake': sight('shangri-la', '纳帕海', 'nà pà hǎi', '云南省迪庆藏族自治州香格里拉市', ALWAYS, ['nature']),
  // Lhasa
  'lhasa-potala-palace': sight('lhasa', '布达拉宫', 'bù dá lā gōng', '西藏自治区拉萨市城关区北京中路35号', '09:00-16:30/15:00', ['strenuous'], { book: 1, passport: true, permit: 'tibet' }),
  'lhasa-jokhang-temple': sight('lhasa', '大昭寺', 'dà zhāo sì', '西藏自治区拉萨市城关区八廓街', '11:30-18:00/17:30', [], { permit: 'tibet' }),
  'lhasa-barkhor-street': sight('lhasa', '八廓街', 'bā kuò jiē', '西藏自治区拉萨市城关区八廓街', ALWAYS, [], { permit: 'tibet' }),
  'lhasa-sera-monastery': sight('lhasa', '色拉寺', 'sè lā sì', '西藏自治区拉萨市城关区色拉路', '09:00-17:00/16:30', [], { permit: 'tibet' }),
  'lhasa-drepung-monastery': sight('lhasa', '哲蚌寺', 'zhé bàng sì', '西藏自治区拉萨市西郊根培乌孜山', '09:00-17:00/16:30', [], { permit: 'tibet' }),
  // Dunhuang
  'dunhuang-mogao-caves': sight('dunhuang', '莫高窟', 'mò gāo kū', '甘肃省酒泉市敦煌市（先到莫高窟数字展示中心）', '08:00-18:00/16:00', ['museum'], { book: 7, passport: true }),
  'dunhuang-mingsha-crescent-lake': sight('dunhuang', '鸣沙山月牙泉', 'míng shā shān yuè yá quán', '甘肃省酒泉市敦煌市', '06:00-21:00/20:00', ['hiking', 'strenuous', 'nature']),
  'dunhuang-yumen-pass': sight('dunhuang', '玉门关', 'yù mén guān', '甘肃省酒泉市敦煌市', '08:30-18:00/17:00', []),
  'dunhuang-museum': sight('dunhuang', '敦煌博物馆', 'dūn huáng bó wù guǎn', '甘肃省酒泉市敦煌市阳关中路', '09:00-17:30/16:30', ['museum'], { closed: [MON] }),
  'dunhuang-shazhou-night-market': sight('dunhuang', '沙州夜市', 'shā zhōu yè shì', '甘肃省酒泉市敦煌市', ALWAYS, ['food']),
  // Urumqi
  'urumqi-xinjiang-museum': sight('urumqi', '新疆维吾尔自治区博物馆', 'xīn jiāng wéi wú ěr zì zhì qū bó wù guǎn', '新疆维吾尔自治区乌鲁木齐市沙依巴克区西北路581号', '10:00-18:00/17:00', ['museum'], { closed: [MON], book: 1, passport: true }),
  'urumqi-grand-bazaar': sight('urumqi', '新疆国际大巴扎', 'xīn jiāng guó jì dà bā zhā', '新疆维吾尔自治区乌鲁木齐市天山区解放南路', ALWAYS, ['food']),
  'urumqi-tianchi-heavenly-lake': sight('urumqi', '天山天池', 'tiān shān tiān chí', '新疆维吾尔自治区昌吉回族自治州阜康市', '09:00-19:00/17:00', ['hiking', 'nature'], { away: true }),
  'urumqi-red-hill-park': sight('urumqi', '红山公园', 'hóng shān gōng yuán', '新疆维吾尔自治区乌鲁木齐市红山路', '08:00-22:00/21:30', ['nature']),
  // Kashgar
  'kashgar-id-kah-mosque': sight('kashgar', '艾提尕尔清真寺', 'ài tí gǎ ěr qīng zhēn sì', '新疆维吾尔自治区喀什地区喀什市艾提尕尔广场', '09:00-21:00/20:30', []),
  'kashgar-old-city': sight('kashgar', '喀什古城', 'kā shén gǔ chéng', '新疆维吾尔自治区喀什地区喀什市', ALWAYS, ['food']),
  'kashgar-livestock-market': sight('kashgar', '喀什牲畜交易市场', 'kā shén shēng chù jiāo yì shì chǎng', '新疆维吾尔自治区喀什地区喀什市', '10:00-18:00/16:00', [], { only: [SUN] }),
  'kashgar-apak-khoja-tomb': sight('kashgar', '香妃墓', 'xiāng fēi mù', '新疆维吾尔自治区喀什地区喀什市浩罕乡', '10:00-20:00/19:30', []),
  'kashgar-grand-bazaar': sight('kashgar', '喀什大巴扎', 'kā shén dà bā zhā', '新疆维吾尔自治区喀什地区喀什市', ALWAYS, []),
};

export const sightFacts = (sightId: string): SightFacts | undefined => SIGHTS[sightId];
