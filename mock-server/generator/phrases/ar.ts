import type { Phrases } from './types';
import { groupDigits, isolate } from './types';

/** Digits stay Western, as the site shows them; each number, price, code or date is isolated inside the right-to-left text. */
const num = (value: number): string => isolate(groupDigits(value, 'en-US'));
const money = (cny: number): string => `${num(cny)} يوان`;
const hours = (h: number): string => (h === 1 ? 'ساعة واحدة' : h === 2 ? 'ساعتان' : `${num(h)} ${h > 2 && h <= 10 && Number.isInteger(h) ? 'ساعات' : 'ساعة'}`);

/** Arabic counted nouns: one, two, three to ten (plural) and eleven on (singular accusative). */
function count(n: number, one: string, two: string, few: string, many: string): string {
  if (n === 1) return one;
  if (n === 2) return two;
  return `${num(n)} ${n >= 3 && n <= 10 ? few : many}`;
}
const days = (n: number): string => count(n, 'يوم واحد', 'يومان', 'أيام', 'يومًا');
const cities = (n: number): string => count(n, 'مدينة واحدة', 'مدينتان', 'مدن', 'مدينة');
const dayWord = (day: number | null): string => (day === null ? 'كل يوم' : `اليوم ${num(day)}`);

const TIERS = { luxury: 'فندق خمس نجوم', mid: 'فندق مريح من أربع نجوم أو فندق بوتيك', budget: 'فندق اقتصادي نظيف وحسن التقييم' };
const KINDS = { history: 'معلم تاريخي بارز.', nature: 'مشهد طبيعي خلاب.', culture: 'حي ثقافي ممتع للتجول.', modern: 'معلم حديث.', food: 'وجهة للأكل المحلي.', family: 'مكان ممتع للعائلة كلها.' };
const INTERESTS = {
  food: 'مزيدًا من الأكل المحلي: شارع طعام أو سوق في كل مدينة مع الأطباق التي تستحق الطلب',
  pandas: 'الباندا العملاقة: قاعدة تربية الباندا في تشنغدو في الصباح الباكر حين تكون نشيطة',
  hiking: 'مزيدًا من المشي في الطبيعة: الجبال والمسارات أولًا مع وقت كافٍ للسير',
  museums: 'مزيدًا من المتاحف: المجموعات الكبرى أولًا (ومعظمها يغلق يوم الاثنين)',
  kids: 'مراعاة الأطفال: أيام أقصر ومعالم تناسب العائلة ووقت للراحة',
  accessibility: 'مراعاة سهولة الوصول: زيارتان في اليوم وطرق بلا درج ولا صعود طويل',
};

export const ar: Phrases = {
  list: (items) => (items.length > 1 ? `${items.slice(0, -1).join('، ')} و${items[items.length - 1]}` : (items[0] ?? '')),
  sentences: (parts) => parts.join(' '),
  hours,
  money,
  keep: isolate,
  withChinese: (name, chinese) => `${name} (${isolate(chinese)})`,

  title: (n, list) => `${days(n)}: ${list}`,
  transferTitle: (leg) => `${{ flight: 'الطيران', bus: 'الحافلة', 'high-speed rail': 'القطار السريع' }[leg.mode]} من ${leg.from} إلى ${leg.to}`,
  legNote: (leg) =>
    leg.mode === 'flight'
      ? `رحلة ${isolate(`${leg.fromAirport}–${leg.toAirport}`)} تستغرق نحو ${hours(leg.hours)}؛ كن في المطار قبل ساعتين`
      : leg.mode === 'bus'
        ? `من ${isolate(leg.departZh)} إلى ${isolate(leg.arriveZh)} في نحو ${hours(leg.hours)}؛ اشترِ تذكرة الحافلة من المحطة أو عبر ${isolate('Trip.com')} بجواز سفرك وكن في المحطة قبل ${num(30)} دقيقة`
        : `من ${isolate(leg.departZh)} إلى ${isolate(leg.arriveZh)} في نحو ${hours(leg.hours)}؛ احجز على ${isolate('12306')} بجواز سفرك وكن في المحطة قبل ${num(30)} دقيقة`,
  arrival: (note, district) => `${note}. سجّل الوصول في ${district} عند وصولك.`,
  railInsteadOfFlight: 'يوم طويل بالقطار بدلًا من الطائرة كما طلبت: احجز مقعدًا في الدرجة الثانية أو الأولى على ⁨12306⁩ وخذ معك وجبات خفيفة',
  sightNote: (kind) => KINDS[kind],
  ticket: (cny) => `التذاكر نحو ${money(cny)}؛ احجز مسبقًا برقم جواز سفرك.`,
  freeEntry: 'الدخول مجاني.',
  photoMorning: 'تعال عند الافتتاح لضوء ناعم وأماكن خالية.',
  photoEvening: 'ابقَ حتى الساعة الزرقاء: تضاء الأنوار بعد الغروب بنحو ⁨20⁩ دقيقة.',
  gentleNote: 'في الجوار مقاعد كثيرة ومقهى للاستراحة.',
  wanderTitle: (district) => `تجوّل في ${district}`,
  wanderNote: 'وقت بلا تخطيط للمقاهي والأزقة وقيلولة: هنا تحدث أجمل الاكتشافات.',
  relaxedTitle: (district) => `بعد ظهر حر حول ${district}`,
  relaxedNote: 'لا حجوزات: استرح في الفندق أو اجلس في بيت شاي أو تمشَّ في الجوار على مهل.',
  dinnerTitle: (dish) => `العشاء: ${dish}`,
  dishNote: () => 'طبق محلي شهير تجده في مطعم مزدحم بأهل المدينة قرب فندقك.',
  vegDinnerTitle: (district) => `عشاء نباتي قرب ${district}`,
  vegOrderNote: 'اعرض عبارة ⁨我吃素，不吃肉⁩ (أنا نباتي، لا آكل اللحم) عند الطلب.',
  noMeat: (dish) => `${dish}، بلا لحم (قل ⁨不要肉⁩)`,
  templeVegetarian: 'مطاعم المعابد البوذية النباتية (⁨素菜馆⁩)',
  stayNote: (tier, district, cny) => `${TIERS[tier]} في ${district}، نحو ${money(cny)} للغرفة في الليلة.`,
  checkoutNote: 'غادر الفندق بعد الإفطار واترك حقائبك في الاستقبال حتى موعد انطلاقك.',

  notes: {
    entry: 'الدخول: يمكن لمواطني دول كثيرة الآن زيارة الصين دون تأشيرة حتى ⁨30⁩ يومًا، ويسري العبور دون تأشيرة لمدة ⁨240⁩ ساعة في معظم المطارات الكبرى؛ راجع القائمة الحالية لجواز سفرك قبل الحجز.',
    payment: 'الدفع: اربط بطاقتك الأجنبية بتطبيق ⁨Alipay⁩ أو ⁨WeChat Pay⁩ قبل السفر؛ تقبلهما كل المتاجر وسيارات الأجرة وشبابيك التذاكر تقريبًا. احمل بعض النقود للأكشاك الصغيرة.',
    trains: 'القطارات: احجز القطار السريع على ⁨12306⁩ (التطبيق الرسمي، وفيه الإنجليزية) أو عبر وكيل موثوق قبل ⁨15⁩ يومًا كحد أقصى؛ التذكرة مرتبطة بجواز سفرك الذي تبرزه عند البوابة.',
    sights: 'المعالم: تنفد تذاكر كثير من المتاحف والقصور، ويلزم الحجز بالاسم ورقم الجواز قبل أيام.',
    home: (airport, departure) => `العودة: سافر من مطار ${isolate(airport)}، أو عد إلى ${departure} إن كانت رحلتك تقلع منها.`,
    gentle: 'وتيرة أهدأ: زيارتان في اليوم مع غداء طويل.',
    stepFree: 'تنقّل بلا درج: اطلب في المحطات طرقًا بلا درج ومصاعد (يساعدك الموظفون في الأمتعة).',
    children: 'الأطفال دون ⁨1.2⁩ متر يدخلون معظم المعالم مجانًا ويركبون القطار بنصف السعر؛ أحضر جوازات سفرهم أيضًا.',
    vegetarian: 'الطعام النباتي: في كل مدينة مطاعم نباتية بوذية (⁨素菜馆⁩)؛ قل ⁨我吃素⁩ وتأكد أن المرق ليس من اللحم.',
    noFlights: 'بلا طيران: كل المراحل بالقطار السريع؛ اجلس بجانب النافذة (المقعد ⁨A⁩ أو ⁨F⁩) لتستمتع بالمناظر.',
    photography: 'التصوير: تحتاج الطائرات المسيّرة إلى تصاريح قرب المدن والمعالم، ولا يُسمح بالحوامل الثلاثية في معظم المتاحف.',
    overBudget: (cost, limit) => `تكلف هذه الرحلة نحو ${money(cost)} للشخص، أي أكثر من ميزانيتك البالغة ${money(limit)}: احذف مدينة أو يومًا لتناسبها.`,
    pandasElsewhere: 'الباندا: تعيش الباندا العملاقة في تشنغدو، وهي ليست على هذا المسار؛ اطلب مني إضافة تشنغدو وسأخطط لصباح في قاعدة التربية.',
    food: 'الطعام: كُل حيث يصطف أهل المدينة، واطلب طبقًا لكل شخص مع الأرز، وقل ⁨不要太辣⁩ إن أردت طعامًا أقل حرارة.',
    hiking: 'المشي في الطبيعة: البس حذاءً مريحًا مجرّبًا وابدأ باكرًا واحمل الماء وملابس المطر؛ يتغير طقس الجبال بسرعة وتتوقف التلفريكات عند اشتداد الرياح.',
    museums: 'المتاحف: يغلق معظمها يوم الاثنين ويتوقف الدخول قبل الإغلاق بساعة؛ احجز التذاكر المجانية قبل أيام.',
    notFitted: (what) => `${what}: لا يتسع أي يوم في هذا المسار له كما هو مخطط؛ أضف يومًا ثم اطلب مني مجددًا.`,
  },

  travellers: ({ adults, children, elders }) =>
    [
      adults ? count(adults, 'بالغ واحد', 'بالغان', 'بالغين', 'بالغًا') : '',
      children ? count(children, 'طفل واحد', 'طفلان', 'أطفال', 'طفلًا') : '',
      elders ? count(elders, 'مسن واحد', 'مسنان', 'مسنين', 'مسنًا') : '',
    ].filter(Boolean).join('، '),
  intro: (n, travellers, route, limit) =>
    `إليك خطة من ${days(n)} لـ${travellers}: ${route}. أبقيت الوجهات بترتيبك، ووافقت كل يوم مع ما هو مفتوح وأفضل وقت للزيارة، ` +
    `وحسبت كل التكاليف للشخص الواحد مقارنة بميزانيتك البالغة ${money(limit)}.`,
  dayHeading: (day, city, date) => `## اليوم ${num(day)} · ${city}${date ? ` · ${isolate(date)}` : ''}`,
  slot: (slot) => ({ morning: 'الصباح', afternoon: 'بعد الظهر', evening: 'المساء' })[slot],
  activityLine: (slot, title, h) => `- ${ar.slot(slot)}: ${title}، نحو ${hours(h)}.`,
  sleepIn: (district) => `المبيت في ${district}.`,
  checkoutLine: 'غادر الفندق وعد إلى بلدك أو تابع رحلتك.',
  tryFood: (dishes) => `جرّب ${dishes}.`,
  costToday: (cny) => `نحو ${money(cny)} للشخص اليوم.`,
  budget: { heading: 'الميزانية للشخص', transport: 'التنقل داخل الصين', hotels: 'الفنادق', tickets: 'التذاكر', food: 'الطعام', total: 'المجموع' },
  goodToKnow: 'معلومات مفيدة',

  changed: (change) => {
    switch (change.kind) {
      case 'pace': return change.pace === 'relaxed' ? `تم: صار ${dayWord(change.day)} أخف، بزيارة واحدة ووقت حر.` : `تم: صار ${dayWord(change.day)} أغنى، بنشاط في كل فترة من اليوم.`;
      case 'addCity': return `تم: أضفت ${change.city} لمدة ${days(change.days)} في أنسب موضع من المسار؛ صارت الرحلة ${days(change.total)}.`;
      case 'dropCity': return `تم: حذفت ${change.city} ووزعت أيامها على المدن الأخرى؛ تبقى الرحلة ${days(change.total)}.`;
      case 'swapCity': return `تم: حلّت ${change.to} محل ${change.from} في الأيام نفسها.`;
      case 'reorder': return `تم: تبادلت ${change.a} و${change.b} مكانيهما في المسار.`;
      case 'days': return `تم: صارت الرحلة ${days(change.total)}، موزعة على المدن بحسب ما في كل منها من معالم.`;
      case 'interest': return `تم: صارت الخطة تشمل ${INTERESTS[change.interest]}.${change.detail ? ` ${change.detail}` : ''}`;
      case 'budget': return `تم: صارت الميزانية ${isolate(change.label)} للشخص، وتغيرت الفنادق والأسعار تبعًا لها.`;
    }
  },
  refused: (refusal) => {
    switch (refusal.kind) {
      case 'unknown': return 'لا أستطيع تغيير ذلك هنا، لذا تبقى خطتك كما هي.';
      case 'lastCity': return `${refusal.city} هي الوجهة الوحيدة، فلا يمكن حذفها: تحتاج الخطة إلى مدينة واحدة على الأقل. يمكنك استبدالها بمدينة أخرى.`;
      case 'notInPlan': return `${refusal.city} ليست في هذه الخطة، فلا شيء يُحذف أو يُستبدل.`;
      case 'alreadyInPlan': return `${refusal.city} موجودة بالفعل في هذه الخطة.`;
      case 'noSuchDay': return `هذه الخطة من ${days(refusal.total)}، فلا يوجد اليوم ${num(refusal.day)}.`;
      case 'daysOutOfRange': return `يمكن أن تمتد الخطة هنا من ${num(refusal.min)} إلى ${num(refusal.max)} يومًا، بيوم واحد على الأقل لكل مدينة.`;
      case 'tooManyCities': return `زيارة ${cities(refusal.cities)} في ${days(refusal.days)} تعني قطارًا أو طائرة كل يوم تقريبًا دون وقت لرؤية أي شيء. تحتاج كل مدينة إلى يومين تقريبًا: هذا المسار يحتاج إلى ${days(refusal.needed)}.`;
      case 'budgetEdge': return refusal.direction === 'up' ? 'الخطة في أعلى مستوى للميزانية بالفعل.' : 'الخطة في أدنى مستوى للميزانية بالفعل: احذف مدينة أو يومًا لتنفق أقل.';
      case 'paceEdge': return refusal.pace === 'relaxed' ? `${dayWord(refusal.day)} خفيف بالفعل قدر الإمكان: إنه يوم سفر أو فيه زيارة واحدة.` : `${dayWord(refusal.day)} ممتلئ بالفعل: لا شيء يستحق الإضافة دون استعجال.`;
    }
  },
  canDo: 'أستطيع أن أجعل يومًا أهدأ أو أغنى، وأن أضيف مدينة أو أحذفها أو أستبدلها، وأن أغير عدد الأيام، وأن أضيف اهتمامًا (الطعام، الباندا، المشي في الطبيعة، المتاحف، الأطفال، سهولة الوصول)، وأن أغير مستوى الميزانية.',
  lighter: (kept, left, n) => `خطة أخف تنجح فعلًا: ${kept} في ${days(n)}. تركت ${left}؛ أضف أيامًا ثم اطلب مني إعادتها.`,
  questionEmpty: 'يرجى كتابة ما تريد تغييره.',
  questionTooLong: (max) => `يرجى ألا تتجاوز رسالتك ${count(max, 'حرفًا واحدًا', 'حرفين', 'أحرف', 'حرفًا')}.`,
  planUnreadable: 'تعذرت قراءة هذه الخطة. يرجى إنشاء خطة جديدة من نموذج الرحلة.',

  answer: {
    cityHeading: (city) => `## ${city}`,
    cityIntro: () => '',
    sightsHeading: (city) => `## ماذا ترى في ${city}`,
    sightLine: (name, h, cny) => `- ${name}: خصص نحو ${hours(h)}؛ ${cny > 0 ? `التذاكر نحو ${money(cny)}` : 'مجانًا'}.`,
    dishLine: (name) => `- ${name}`,
    popularLine: (city) => `- ${city}`,
    foodHeading: '## ماذا تأكل',
    foodBudget: (cny) => `خصص نحو ${money(cny)} في اليوم للشخص للطعام.`,
    seasonHeading: '## أفضل وقت للزيارة',
    season: () => 'الربيع (أبريل ومايو) والخريف (سبتمبر وأكتوبر) هما الأكثر اعتدالًا في معظم الصين؛ الصيف حار ممطر، والشتاء في الشمال شديد البرودة.',
    transportHeading: '## الوصول والتنقل',
    transport: (airport) => `سافر جوًا إلى مطار ${isolate(airport)} أو استقل القطار السريع؛ وفي المدينة استخدم المترو و⁨DiDi⁩ وادفع عبر ⁨Alipay⁩ أو ⁨WeChat Pay⁩.`,
    stayHeading: '## أين تقيم',
    stay: (district, budget, mid, luxury) => `${district}: نحو ${money(budget)} (اقتصادي) أو ${money(mid)} (متوسط) أو ${money(luxury)} (فاخر) في الليلة.`,
    payment:
      '## الدفع في الصين\n\nتعتمد الصين على الدفع بالهاتف. قبل السفر ثبّت ⁨Alipay⁩ و⁨WeChat Pay⁩ واربط بطاقة ⁨Visa⁩ أو ⁨Mastercard⁩: يقبل التطبيقان البطاقات الأجنبية ويعملان بالإنجليزية.\n\n- تقبل المتاجر وسيارات الأجرة والمترو وشبابيك التذاكر الدفع برمز ⁨QR⁩.\n- احتفظ ببضع مئات من اليوانات نقدًا للأكشاك الصغيرة والأرياف.\n- ما زالت الفنادق الكبرى والسلاسل العالمية تقبل البطاقات مباشرة.',
    visa:
      '## الدخول إلى الصين\n\nيمكن لمواطني كثير من دول أوروبا وآسيا وأمريكا اللاتينية الزيارة دون تأشيرة حتى ⁨30⁩ يومًا، ويتيح العبور دون تأشيرة لمدة ⁨240⁩ ساعة لمسافري أكثر من ⁨50⁩ دولة البقاء حتى عشرة أيام في طريقهم إلى بلد ثالث.\n\n- راجع القائمة الحالية لجواز سفرك قبل الحجز.\n- يجب أن يكون جوازك صالحًا ستة أشهر وفيه صفحة فارغة.\n- املأ بطاقة الوصول واحتفظ بعنوان فندقك.',
    trains:
      '## التنقل في الصين\n\nيربط القطار السريع كل مدن هذا الموقع تقريبًا، وكثيرًا ما يكون أسرع من الطائرة إذا حسبت وقت المطار.\n\n- احجز على ⁨12306⁩، تطبيق السكك الحديدية الرسمي وفيه الإنجليزية، قبل ⁨15⁩ يومًا كحد أقصى؛ التذكرة مرتبطة بجواز سفرك.\n- كن في المحطة قبل ⁨30⁩ دقيقة: هناك تفتيش أمني وتغلق البوابات قبل الانطلاق بخمس دقائق.\n- للمسافات الطويلة (من بكين إلى كونمينغ، ومن شنغهاي إلى أورومتشي) سافر جوًا.\n- المترو في المدن رخيص وعليه لافتات بالإنجليزية ويُدفع عبر ⁨Alipay⁩ أو ⁨WeChat Pay⁩.',
    welcome: 'يسعدني أن أساعدك في رحلتك إلى الصين. أجيب عن أسئلة المدن والمعالم والطعام والمواسم والقطارات والدفع وقواعد الدخول، أو أبني لك برنامجًا كاملًا يومًا بيوم من نموذج الرحلة.',
    popular: '## وجهات شائعة للبداية',
    tryAsking: 'جرّب أن تسأل مثلًا: «ماذا آكل في تشنغدو؟» أو «كيف أدفع في الصين؟»',
  },
};
