/**
 * Entry-China notices served by the mock backend (entryChinaNotice/*).
 * English only. Ordered oldest to newest; the newest notice has the highest id.
 * Content reflects published policy as of late 2026 — every notice reminds readers
 * to verify with official sources, and none contains URLs.
 */

export interface NoticeSeed {
  id: number;
  title: string;
  summary: string;
  body: string[];
  /** 'YYYY-MM-DD' */
  publishedAt: string;
  category: 'entry' | 'transit' | 'arrival' | 'payment' | 'transport' | 'connectivity';
}

export const NOTICES: readonly NoticeSeed[] = [
  {
    id: 1,
    title: 'Visa-free stays extended to 30 days, Japan added to the list',
    summary:
      'Citizens of countries covered by China\'s unilateral visa-free policy can now stay up to 30 days per entry, and Japan and several European countries join the list from 30 November 2024.',
    body: [
      'China has extended the maximum stay under its unilateral visa-free policy from 15 to 30 days per entry. The change applies to ordinary passport holders from all countries covered by the policy.',
      'From 30 November 2024, the policy also covers Japan and a further group of European countries, including Bulgaria, Romania, Croatia, Malta, Estonia and Latvia. They join countries already on the list such as France, Germany, Italy, Spain, the Netherlands, Switzerland, Ireland, Australia and New Zealand.',
      'Visa-free entry covers tourism, business, visiting relatives and friends, exchange visits and transit. It does not cover work, study or journalism, which still require the appropriate visa.',
      'The policy runs for fixed periods and the list of countries changes. Before you book, confirm your eligibility and the current end date with the Chinese embassy or consulate in your country or with the National Immigration Administration.',
    ],
    publishedAt: '2024-11-22',
    category: 'entry',
  },
  {
    id: 2,
    title: '240-hour visa-free transit replaces the 72- and 144-hour schemes',
    summary:
      'Eligible travellers passing through China to a third country or region can now stay up to 240 hours (10 days) without a visa, with more ports and a wider travel area.',
    body: [
      'From 17 December 2024, the 72-hour and 144-hour transit schemes are merged into a single 240-hour (10-day) visa-free transit policy. At launch it covered 60 ports of entry in 24 provinces, and travellers may move between the permitted provinces during their stay.',
      'To qualify, you must hold a passport from an eligible country, including the United States, Canada, the United Kingdom and most European countries, and a confirmed onward ticket with a fixed date and seat to a third country or region. Hong Kong, Macau and Taiwan count as separate regions, so a trip such as Seoul – Beijing – Hong Kong qualifies, but a round trip back to where you came from does not.',
      'The 240 hours are counted from 00:00 on the day after you arrive. Tell your airline at check-in that you are using visa-free transit, and go to the dedicated transit lane or ask an officer when you reach immigration.',
      'Ports, regions and the list of eligible countries are adjusted from time to time. Check the current rules with the National Immigration Administration or your airline before you travel.',
    ],
    publishedAt: '2024-12-17',
    category: 'transit',
  },
  {
    id: 3,
    title: 'Paying with foreign cards in Alipay and WeChat Pay',
    summary:
      'Visitors can link a Visa or Mastercard to Alipay or WeChat Pay and pay by QR code almost everywhere. Small payments are free; larger ones carry a fee of about 3%.',
    body: [
      'Mobile payment is the norm in China, from metro tickets to street food. Both Alipay and WeChat Pay let visitors register with a foreign phone number and link an international Visa or Mastercard; some apps also accept other card networks.',
      'Payments of 200 CNY or less are normally free of service fees. Above 200 CNY the wallet charges a fee of about 3% per transaction, and your own bank may add a foreign-transaction fee. Per-transaction and annual limits apply.',
      'Set up the apps and verify your identity before you leave home, while you can still receive text messages on your usual number. Some overseas e-wallets that are linked to Alipay+ can also scan Chinese QR codes directly.',
      'Carry some cash as a backup: small shops, markets and rural areas may not accept foreign-linked wallets, and phones run out of battery. Check current fees and limits in the apps, as they change.',
    ],
    publishedAt: '2025-03-12',
    category: 'payment',
  },
  {
    id: 4,
    title: 'Departure tax refund: lower minimum purchase and instant refunds',
    summary:
      'Overseas visitors can reclaim part of the VAT on goods bought at tax-free stores. The minimum spend has been lowered to 200 CNY per store per day, and instant refunds are expanding.',
    body: [
      'Visitors who stay in mainland China for no more than 183 days can claim a departure tax refund on goods bought at designated stores displaying the "Tax Free" sign. The minimum purchase has been lowered from 500 CNY to 200 CNY in the same store on the same day.',
      'Ask the shop for a refund application form and the invoice, and keep the goods unused. When you leave, show your passport, the goods and the forms to customs at the departure port before check-in, then collect your refund from the refund agency counter. The goods must leave China within 90 days of purchase.',
      'An "instant refund" service, in which the store advances the refund at the time of purchase, is being rolled out across the country. The cash refund limit has been raised to 20,000 CNY; larger amounts are paid by bank transfer.',
      'Refund rates, participating stores and ports vary. Ask the store and check with customs or the local tax authority before you rely on a refund.',
    ],
    publishedAt: '2025-04-28',
    category: 'payment',
  },
  {
    id: 5,
    title: 'Visa-free entry trial for Brazil, Argentina, Chile, Peru, Uruguay and four Gulf states',
    summary:
      'Citizens of five Latin American countries can enter China visa-free for up to 30 days from 1 June 2025, followed by Saudi Arabia, Oman, Kuwait and Bahrain from 9 June 2025.',
    body: [
      'From 1 June 2025, ordinary passport holders from Brazil, Argentina, Chile, Peru and Uruguay can enter China without a visa for up to 30 days for tourism, business, visiting family and friends, exchanges or transit.',
      'From 9 June 2025, the same arrangement applies to citizens of Saudi Arabia, Oman, Kuwait and Bahrain.',
      'Both measures were introduced as one-year trials. Before booking, check with the Chinese embassy or consulate whether the arrangement has been extended for the dates of your trip.',
    ],
    publishedAt: '2025-06-01',
    category: 'entry',
  },
  {
    id: 6,
    title: 'Indonesia joins the 240-hour visa-free transit list: 55 countries now eligible',
    summary:
      'From 12 June 2025, Indonesian passport holders can use 240-hour visa-free transit, bringing the number of eligible countries to 55.',
    body: [
      'Indonesia has been added to the list of countries whose citizens can use China\'s 240-hour visa-free transit policy, effective 12 June 2025. A total of 55 countries are now eligible.',
      'The usual conditions apply: a confirmed onward ticket to a third country or region, entry and exit through designated ports, and staying within the permitted provinces.',
      'If your country is also covered by 30-day unilateral visa-free entry, that is usually the simpler option for a round trip. Confirm which rule applies to you with official sources before you fly.',
    ],
    publishedAt: '2025-06-12',
    category: 'transit',
  },
  {
    id: 7,
    title: 'Buying train tickets as a foreign visitor',
    summary:
      'Foreign visitors can book high-speed and conventional train tickets with a passport on the official 12306 app or website, which has an English version, or through Trip.com.',
    body: [
      'China\'s railway tickets are real-name: each ticket is tied to the passenger\'s passport number. Register on the official 12306 app or website with your passport details exactly as printed. Identity checks for new accounts can take some time, so register well before your first journey. Trip.com also sells train tickets in English.',
      'Tickets usually go on sale 15 days before departure and popular routes sell out quickly during holidays. If your train is full, the waitlist function may still get you a seat.',
      'Tickets are electronic. At many stations you can scan your passport at the automatic gates; if it does not work, use the staffed lane.',
      'Arrive 30-60 minutes before departure: there is a security check at the entrance, and boarding gates close a few minutes before the train leaves. Check the latest booking rules in the 12306 app.',
    ],
    publishedAt: '2025-07-15',
    category: 'transport',
  },
  {
    id: 8,
    title: 'Staying online in mainland China: roaming, eSIMs and Wi-Fi',
    summary:
      'Many foreign apps and websites are blocked in mainland China. Roaming and travel eSIMs usually keep your familiar apps working; plan your connection before you land.',
    body: [
      'Google services, WhatsApp, Instagram, Facebook, X and many foreign news sites cannot be reached from Chinese networks. Chinese apps such as WeChat, Alipay and Amap work normally.',
      'International roaming and most travel eSIMs route your data through your home or provider\'s network, so your usual apps generally keep working. Buy and install the eSIM before departure and check that your phone is unlocked and eSIM-compatible.',
      'Local SIM cards are sold at airports and carrier shops on presentation of your passport; they are cheaper for data but subject to the same restrictions as other Chinese networks.',
      'Hotels, cafés, airports and stations offer Wi-Fi, although some public networks ask for a Chinese phone number to log in. Download offline maps and translation packs before you travel.',
    ],
    publishedAt: '2025-09-05',
    category: 'connectivity',
  },
  {
    id: 9,
    title: 'Arrival card can now be filled in online before you land',
    summary:
      'Foreign travellers who must complete an arrival card can pre-fill it online through the National Immigration Administration\'s official channels instead of writing a paper card at the airport.',
    body: [
      'Many foreign nationals entering mainland China must complete an arrival card for immigration. The National Immigration Administration now offers an online pre-fill option through its official website, mobile app and WeChat mini program.',
      'You will need your passport, flight or train number, the purpose of your visit and your first address in China. Fill it in shortly before travel so the details are accurate.',
      'Paper arrival cards remain available in arrivals halls, and some travellers are exempt from filling in a card. Follow the instructions of immigration officers on arrival.',
      'Use only the official channels of the National Immigration Administration; the service is free of charge.',
    ],
    publishedAt: '2025-11-20',
    category: 'arrival',
  },
  {
    id: 10,
    title: 'Hong Kong and Macau have their own entry rules',
    summary:
      'Hong Kong and Macau run separate immigration systems from mainland China. Visiting them from the mainland means leaving and re-entering China, which affects visas and visa-free stays.',
    body: [
      'Hong Kong and Macau are Special Administrative Regions with their own immigration controls and visa policies. Many nationalities can visit them visa-free, but their lists differ from the mainland\'s.',
      'Travelling from Shenzhen to Hong Kong, or from Zhuhai to Macau, counts as leaving mainland China. A single-entry visa is used up when you leave, so you will need a double- or multiple-entry visa to return unless you qualify for visa-free entry.',
      'Under 30-day visa-free entry, each new entry into the mainland normally starts a new stay. Under 240-hour visa-free transit, Hong Kong and Macau count as a third region, so they can be the onward destination of your trip.',
      'Rules change, so check the requirements of the mainland, Hong Kong and Macau separately with their official immigration authorities before planning a multi-stop trip.',
    ],
    publishedAt: '2026-03-18',
    category: 'entry',
  },
  {
    id: 11,
    title: 'Planning a trip for 2027? Check visa-free end dates first',
    summary:
      'Several visa-free arrangements were announced with end dates around the end of 2026. Confirm whether the policy covering your passport has been extended before you book trips for next year.',
    body: [
      'China\'s unilateral visa-free entry for many countries has been granted for fixed periods, and several of the current arrangements were announced to run until 31 December 2026.',
      'Past periods have usually been extended before they expired, but an extension is never automatic. If you are booking flights for 2027, check the official announcement for your country before paying for non-refundable tickets.',
      'The 240-hour visa-free transit policy is a separate scheme with its own list of countries and ports. If you are not covered by visa-free entry, it may still let you visit China on the way to a third country or region.',
      'We update our guides as soon as new announcements are published, but the Chinese embassy or consulate in your country and the National Immigration Administration remain the authoritative sources.',
    ],
    publishedAt: '2026-11-10',
    category: 'entry',
  },
];
