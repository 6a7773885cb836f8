import type { Phrases } from './types';
import { groupDigits } from './types';

const money = (cny: number): string => `¥${groupDigits(cny, 'en-US')}`;
const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;
const dayWord = (day: number | null): string => (day === null ? 'every day' : `day ${day}`);

const TIERS = { luxury: 'A five-star hotel', mid: 'A comfortable four-star or boutique hotel', budget: 'A clean, well-reviewed budget hotel' };
const INTERESTS = {
  food: 'more local food: a food street or market in each city and the dishes to order',
  pandas: 'the giant pandas: the breeding base in Chengdu, first thing in the morning when they are awake',
  hiking: 'more hiking: mountains and trails first, with time to walk them',
  museums: 'more museums: the big collections first (most close on Mondays)',
  kids: 'children in mind: shorter days, family-friendly sights and time to rest',
  accessibility: 'accessibility in mind: two visits a day, step-free routes and no long climbs',
};

export const en: Phrases = {
  list: (items) => (items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}` : (items[0] ?? '')),
  sentences: (parts) => parts.join(' '),
  hours: (hours) => `${hours} h`,
  money,
  keep: (text) => text,
  withChinese: (name, chinese) => `${name} (${chinese})`,

  title: (days, cities) => `${days} days: ${cities}`,
  transferTitle: (leg) => `${{ flight: 'Fly', bus: 'Take the bus', 'high-speed rail': 'Take the high-speed train' }[leg.mode]} from ${leg.from} to ${leg.to}`,
  legNote: (leg) => leg.englishNote,
  arrival: (note, district) => `${note}. Check in around ${district} on arrival.`,
  railInsteadOfFlight: 'A long rail day instead of a flight, as you asked: book a second-class or first-class seat on 12306 and bring snacks',
  sightNote: (_kind, blurb) => blurb,
  ticket: (cny) => `Tickets about ${money(cny)}; book ahead with your passport number.`,
  freeEntry: 'Free to enter.',
  photoMorning: 'Arrive at opening for soft light and empty frames.',
  photoEvening: 'Stay for blue hour: the lights come on about 20 minutes after sunset.',
  gentleNote: 'Plenty of benches and a café nearby for a pause.',
  wanderTitle: (district) => `Wander around ${district}`,
  wanderNote: 'Unplanned time for tea houses, side streets and a nap: the best discoveries happen here.',
  relaxedTitle: (district) => `Free afternoon around ${district}`,
  relaxedNote: 'Nothing booked: rest at the hotel, sit in a teahouse or stroll nearby at your own pace.',
  dinnerTitle: (dish) => `Dinner: ${dish}`,
  dishNote: (note) => note,
  vegDinnerTitle: (district) => `Vegetarian dinner near ${district}`,
  vegOrderNote: 'Show 我吃素，不吃肉 (I eat vegetarian, no meat) when ordering.',
  noMeat: (dish) => `${dish}, asked for without meat (不要肉)`,
  templeVegetarian: 'Buddhist temple vegetarian restaurants (素菜馆)',
  stayNote: (tier, district, cny) => `${TIERS[tier]} in ${district}, about ${money(cny)} a room per night.`,
  checkoutNote: 'Check out after breakfast; leave your bags at reception until you head off.',

  notes: {
    entry: 'Entry: citizens of many countries can now visit China visa-free for up to 30 days, and 240-hour visa-free transit applies at most big airports; check the current list for your passport before booking.',
    payment: 'Payment: link a foreign card to Alipay or WeChat Pay before you fly; almost every shop, taxi and ticket office takes them. Carry some cash for small stalls.',
    trains: 'Trains: book high-speed rail on 12306 (the official app, in English) or a trusted agent up to 15 days ahead; tickets are tied to your passport, which you show at the gate.',
    sights: 'Sights: many museums and palaces sell out and need real-name booking with a passport number a few days ahead.',
    home: (airport, departure) => `Going home: fly out from ${airport}, or return to ${departure} if your flight leaves from there.`,
    gentle: 'A gentler pace: two planned visits a day with long lunches.',
    stepFree: 'Step-free travel: ask for step-free routes and lifts at stations (staff will help with luggage).',
    children: 'Children under 1.2 m often enter sights free and ride trains at half price; bring their passports too.',
    vegetarian: 'Vegetarian: Buddhist vegetarian restaurants (素菜馆) exist in every city; say 我吃素 (wǒ chī sù) and check that stock is not meat-based.',
    noFlights: 'No flights: every leg is by high-speed rail; sit on the window side (seat A or F) for the views.',
    photography: 'Photography: drones need permits near cities and sights; tripods are not allowed in most museums.',
    overBudget: (cost, limit) => `This route costs about ${money(cost)} a person, above your budget of ${money(limit)}: drop a city or a day to fit.`,
    pandasElsewhere: 'Pandas: the giant pandas live in Chengdu, which is not on this route; ask me to add Chengdu and I will plan a morning at the breeding base.',
    food: 'Food: eat where the queue is local, order one dish per person plus rice, and say 不要太辣 (not too spicy) if you need to.',
    hiking: 'Hiking: wear broken-in shoes, start early, carry water and rain gear; mountain weather changes fast and cable cars stop in high wind.',
    museums: 'Museums: most close on Mondays and stop letting people in an hour before closing; book free tickets a few days ahead.',
    notFitted: (what) => `${what[0].toUpperCase()}${what.slice(1)}: no day of this route has time for it as planned; add a day and ask me again.`,
  },

  travellers: ({ adults, children, elders }) =>
    [adults ? plural(adults, 'adult', 'adults') : '', children ? plural(children, 'child', 'children') : '', elders ? plural(elders, 'senior', 'seniors') : '']
      .filter(Boolean).join(', '),
  intro: (days, travellers, route, limit) =>
    `Here is your ${days}-day plan for ${travellers}: ${route}. I kept the destinations in your order, matched each day to what is open and best at that time of day, ` +
    `and priced everything per person against your budget of ${money(limit)}.`,
  dayHeading: (day, city, date) => `## Day ${day} · ${city}${date ? ` · ${date}` : ''}`,
  slot: (slot) => ({ morning: 'Morning', afternoon: 'Afternoon', evening: 'Evening' })[slot],
  activityLine: (slot, title, hours) => `- ${en.slot(slot)}: ${title}, about ${hours} h.`,
  sleepIn: (district) => `Sleep in ${district}.`,
  checkoutLine: 'Check out and head home or onwards.',
  tryFood: (dishes) => `Try ${dishes}.`,
  costToday: (cny) => `About ${money(cny)} per person today.`,
  budget: { heading: 'Budget per person', transport: 'Transport in China', hotels: 'Hotels', tickets: 'Tickets', food: 'Food', total: 'Total' },
  goodToKnow: 'Good to know',

  changed: (change) => {
    switch (change.kind) {
      case 'pace': return change.pace === 'relaxed' ? `Done: ${dayWord(change.day)} is now lighter, with one planned visit and free time.` : `Done: ${dayWord(change.day)} is now fuller, with a visit in every part of the day.`;
      case 'addCity': return `Done: I added ${change.city} for ${plural(change.days, 'day', 'days')}, where it fits the route best; the trip is now ${change.total} days.`;
      case 'dropCity': return `Done: ${change.city} is out, and its days went to the other cities; the trip stays ${change.total} days.`;
      case 'swapCity': return `Done: ${change.to} replaces ${change.from}, on the same days.`;
      case 'reorder': return `Done: ${change.a} and ${change.b} have swapped places in the route.`;
      case 'days': return `Done: the trip is now ${change.total} days, shared among the cities by how much each has to see.`;
      case 'interest': return `Done: the plan now has ${INTERESTS[change.interest]}.${change.detail ? ` ${change.detail}` : ''}`;
      case 'budget': return `Done: the budget is now ${change.label} per person; hotels and prices follow.`;
    }
  },
  refused: (refusal) => {
    switch (refusal.kind) {
      case 'unknown': return 'I can\u2019t change that here, so your plan stays as it is.';
      case 'lastCity': return `${refusal.city} is the only destination, so I can\u2019t drop it: a plan needs at least one city. Swap it for another city instead.`;
      case 'notInPlan': return `${refusal.city} is not in this plan, so there is nothing to drop or replace.`;
      case 'alreadyInPlan': return `${refusal.city} is already in this plan.`;
      case 'noSuchDay': return `This plan has ${refusal.total} days, so there is no day ${refusal.day}.`;
      case 'daysOutOfRange': return `A plan here can be ${refusal.min} to ${refusal.max} days long, one day at least for each city.`;
      case 'tooManyCities': return `${refusal.cities} cities in ${refusal.days} days would mean a train or a flight almost every day and no time to see anything. Each city needs about two days: that route needs ${refusal.needed} days.`;
      case 'budgetEdge': return refusal.direction === 'up' ? 'The plan is already at the highest budget level.' : 'The plan is already at the lowest budget level: drop a city or a day to spend less.';
      case 'paceEdge': return refusal.pace === 'relaxed' ? `${dayWord(refusal.day)[0].toUpperCase()}${dayWord(refusal.day).slice(1)} is already as light as it can be: it is a travel day or has a single visit.` : `${dayWord(refusal.day)[0].toUpperCase()}${dayWord(refusal.day).slice(1)} is already full: there is nothing more worth adding without rushing.`;
    }
  },
  canDo: 'I can make a day more relaxed or fuller, add, drop or swap a city, change the number of days, add an interest (food, pandas, hiking, museums, children, accessibility) or change the budget level.',
  lighter: (kept, left, days) => `A lighter plan that works: ${kept} in ${days} days. I left out ${left}; add days and ask me to add them back.`,
  questionEmpty: 'Please write what you would like to change.',
  questionTooLong: (max) => `Please keep your message under ${groupDigits(max, 'en-US')} characters.`,
  planUnreadable: 'This plan could not be read. Please make a new plan with the trip form.',

  answer: {
    cityHeading: (city) => `## ${city}`,
    cityIntro: (english) => english,
    sightsHeading: (city) => `## What to see in ${city}`,
    sightLine: (name, hours, cny, blurb) => `- ${name}: ${blurb} Allow about ${hours} h; ${cny > 0 ? `tickets about ${money(cny)}` : 'free'}.`,
    dishLine: (name, note) => `- ${name}: ${note}`,
    popularLine: (city, tagline) => `- ${city}: ${tagline}`,
    foodHeading: '## What to eat',
    foodBudget: (cny) => `Budget about ${money(cny)} a day per person for food.`,
    seasonHeading: '## When to go',
    season: (english) => english,
    transportHeading: '## Getting there and around',
    transport: (_airport, english) => english,
    stayHeading: '## Where to stay',
    stay: (district, budget, mid, luxury) => `${district}: about ${money(budget)} (budget), ${money(mid)} (mid-range) or ${money(luxury)} (luxury) a night.`,
    payment:
      '## Paying in China\n\nChina runs on mobile payment. Before you fly, install Alipay and WeChat Pay and link your Visa or Mastercard: both apps accept foreign cards and work in English.\n\n- Shops, taxis, metros and ticket offices all take QR payments.\n- Keep a few hundred yuan in cash for small stalls and rural areas.\n- Big hotels and international chains still take cards directly.',
    visa:
      '## Entering China\n\nCitizens of many European, Asian and Latin American countries can visit visa-free for up to 30 days, and the 240-hour visa-free transit lets travellers from over 50 countries stay up to ten days when flying on to a third country.\n\n- Check the current list for your passport before booking.\n- Your passport needs six months of validity and a blank page.\n- Fill in the arrival card and keep your hotel address handy.',
    trains:
      '## Getting around China\n\nHigh-speed rail links almost every city on this site, often faster than flying once you count airport time.\n\n- Book on 12306, the official railway app, in English, up to 15 days ahead; tickets are tied to your passport.\n- Arrive 30 minutes early: there is a security check and the gates close five minutes before departure.\n- For long distances (Beijing to Kunming, Shanghai to Urumqi) fly instead.\n- In cities, the metro is cheap, signed in English and paid with Alipay or WeChat Pay.',
    welcome: 'Happy to help with your China trip. I can answer questions about cities, sights, food, seasons, trains, payment and entry rules, or build a full day-by-day itinerary with the trip form.',
    popular: '## Popular places to start',
    tryAsking: 'Try asking, for example, "What should I eat in Chengdu?" or "How do I pay in China?"',
  },
};
