import type { AiQuestion } from '../../src/api/types/planner';
import type { LanguageCode } from '../../src/api/types/common';

const QUESTIONS: Record<LanguageCode, readonly string[]> = {
  en: [
    'What should I eat in Chengdu?',
    'When is the best time to visit Guilin?',
    'How do I pay in China as a foreigner?',
    'How do I book high-speed trains from Beijing to Xi\u2019an?',
    'Do I need a visa to visit Shanghai?',
    'What are the must-see sights in Beijing?',
  ],
  zh: ['成都有什么必吃的美食？', '什么时候去桂林最好？', '外国游客在中国怎么支付？', '从北京到西安的高铁怎么订？', '去上海需要签证吗？', '北京有哪些必去的景点？'],
  ja: ['成都では何を食べるべき？', '桂林を訪れるベストシーズンはいつ？', '外国人は中国でどうやって支払うの？', '北京から西安への高速鉄道はどう予約する？', '上海に行くのにビザは必要？', '北京で必見の観光地は？'],
  ko: ['청두에서 꼭 먹어야 할 음식은?', '구이린에 가기 좋은 계절은 언제인가요?', '외국인은 중국에서 어떻게 결제하나요?', '베이징에서 시안까지 고속철도는 어떻게 예약하나요?', '상하이에 가려면 비자가 필요한가요?', '베이징에서 꼭 봐야 할 명소는?'],
  ar: ['ماذا آكل في تشنغدو؟', 'ما أفضل وقت لزيارة قويلين؟', 'كيف أدفع في الصين كأجنبي؟', 'كيف أحجز القطار السريع من بكين إلى شيآن؟', 'هل أحتاج إلى تأشيرة لزيارة شنغهاي؟', 'ما المعالم التي يجب زيارتها في بكين؟'],
  es: ['¿Qué debo comer en Chengdu?', '¿Cuál es la mejor época para visitar Guilin?', '¿Cómo pago en China siendo extranjero?', '¿Cómo reservo el tren de alta velocidad de Pekín a Xi\u2019an?', '¿Necesito visado para visitar Shanghái?', '¿Qué lugares no me puedo perder en Pekín?'],
};

export function suggestedQuestions(languageCode: string): AiQuestion[] {
  const list = QUESTIONS[languageCode as LanguageCode] ?? QUESTIONS.en;
  return list.map((question, index) => ({ id: index + 1, question }));
}
