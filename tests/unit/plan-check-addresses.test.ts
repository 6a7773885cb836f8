import { describe, expect, it } from 'vitest';
import { SIGHTS } from '../../src/lib/travel-facts/sights';
import { CITY_FACTS } from '../../src/lib/travel-facts/cities';
import { FACT_TABLES } from '../../src/lib/travel-facts';

/** How each province-level region of the city data starts an address written in Chinese. */
const PROVINCE_ZH: Record<string, string> = {
  Beijing: '北京市', Shanghai: '上海市', Tianjin: '天津市', Chongqing: '重庆市', Shaanxi: '陕西省', Sichuan: '四川省', Shanxi: '山西省',
  Hebei: '河北省', Heilongjiang: '黑龙江省', Liaoning: '辽宁省', Zhejiang: '浙江省', Jiangsu: '江苏省', Anhui: '安徽省', Fujian: '福建省',
  Shandong: '山东省', Henan: '河南省', Hubei: '湖北省', Hunan: '湖南省', Guangdong: '广东省', 'Hong Kong SAR': '香港', 'Macau SAR': '澳门',
  Guangxi: '广西壮族自治区', Hainan: '海南省', Yunnan: '云南省', Tibet: '西藏自治区', Gansu: '甘肃省', Xinjiang: '新疆维吾尔自治区',
};

describe('the street address of every sight, for the driver', () => {
  const sights = Object.entries(SIGHTS);

  it.each(sights)('%s has an address in Chinese characters that starts with its province', (_, sight) => {
    expect(sight.address).toMatch(/^[\p{Script=Han}0-9（）]+$/u);
    expect(sight.address.startsWith(PROVINCE_ZH[CITY_FACTS[sight.city].province])).toBe(true);
  });

  it.each(sights)('%s names its city in its address, or is marked as lying outside it', (_, sight) => {
    const city = CITY_FACTS[sight.city].nameZh;
    expect(sight.address.includes(city)).toBe(!sight.outsideCity);
  });

  it('gives a house number only as digits followed by 号, never a bare number', () => {
    for (const [id, sight] of sights) expect(sight.address.replace(/[0-9]+号/g, ''), id).not.toMatch(/[0-9]/);
  });

  it('lists the address table with its own source and date among the fact tables', () => {
    const addresses = FACT_TABLES.find((table) => table.id === 'addresses');
    expect(addresses?.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(addresses?.source).toContain('house number only where one is published');
  });
});
