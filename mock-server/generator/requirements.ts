/** What the generator understands of the free-text requirements, in any of the six languages. */
export interface RequirementFlags {
  vegetarian: boolean;
  noFlights: boolean;
  photography: boolean;
  thrifty: boolean;
  accessible: boolean;
}

const KEYWORDS: Record<keyof RequirementFlags, readonly string[]> = {
  vegetarian: ['vegetarian', 'vegan', 'no meat', '素食', '吃素', 'ベジタリアン', '菜食', '채식', 'نباتي', 'vegetariano', 'vegano'],
  noFlights: ['no flight', 'no flying', 'no plane', 'train only', 'rail only', 'by train', '不坐飞机', '不要飞机', '高铁', '飛行機なし', '電車', '비행기 없이', '기차', 'بدون طيران', 'بالقطار', 'sin vuelos', 'en tren'],
  photography: ['photo', 'camera', 'sunrise', 'sunset', '摄影', '拍照', '写真', '사진', 'تصوير', 'fotograf'],
  thrifty: ['cheap', 'save money', 'low cost', 'backpack', '省钱', '便宜', '節約', '저렴', 'رخيص', 'barato', 'económico'],
  accessible: ['wheelchair', 'accessible', 'mobility', 'slow pace', 'relaxed', '轮椅', '慢节奏', '車椅子', 'ゆっくり', '휠체어', '여유', 'كرسي متحرك', 'silla de ruedas', 'tranquilo'],
};

export function readRequirements(text: string): RequirementFlags {
  const lower = text.toLowerCase();
  const has = (key: keyof RequirementFlags) => KEYWORDS[key].some((word) => lower.includes(word));
  return {
    vegetarian: has('vegetarian'),
    noFlights: has('noFlights'),
    photography: has('photography'),
    thrifty: has('thrifty'),
    accessible: has('accessible'),
  };
}
