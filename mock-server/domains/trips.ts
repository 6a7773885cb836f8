import type {
  Area, CityOption, Itinerary, ItineraryDay, PlanTripPayload, SavedTrip, StreamEvent, Travellers,
} from '../../src/api/types/trip';
import type { LanguageCode } from '../../src/api/types/common';
import type { SeedContext, World } from '../world';
import { BAD_INPUT, fail, handle, handleStream, isoTime, NOT_FOUND, nextId, paginate, read, type MockContext } from '../kit';
import { CITIES, cityBySlug, cityNameIn, cityNamesIn, type CityData } from '../data/china';
import { cityId } from '../data/city-ids';
import { BUDGETS, budgetById } from '../generator/budgets';
import { generateItinerary, itineraryTitle, type ItineraryRequest } from '../generator/itinerary';
import { narrateItinerary, toPieces } from '../generator/narrative';
import { answerQuestion, longAnswer } from '../generator/answerer';
import { readyMadeDetail, readyMadeItinerary, readyMadeSummaries, READY_MADE_DAYS } from '../generator/ready-made';
import { suggestedQuestions } from '../generator/questions';

export const ALREADY_SAVED = 409;
export const MAX_DESTINATIONS = 6;
export const MAX_DAYS = 30;
/** A realistic generation takes about a minute; the pace setting shortens every sleep in tests. */
const REALISTIC_GENERATION_MS = 60_000;
const REALISTIC_ANSWER_MS = 8_000;
const PLANNING_MS = 1_200;

export interface TripPlan {
  id: string;
  accountId: number;
  request: PlanTripPayload;
  title: string;
  createdAt: number;
  generatedAt: number | null;
}

export interface StoredReply {
  id: string;
  accountId: number | null;
  /** an itinerary reply keeps only its plan: the text is generated again from it */
  planId: string | null;
  content: string;
  liked: boolean;
  trampled: boolean;
  createdAt: number;
}

export interface TripsSlice {
  tripPlans: TripPlan[];
  aiReplies: StoredReply[];
  savedTrips: (SavedTrip & { accountId: number })[];
  /** set by the streaming benchmark: ai/stream then streams a long answer of `words` words over `durationMs` */
  streamRehearsal: { words: number; durationMs: number } | null;
}

function requestOf(payload: PlanTripPayload): ItineraryRequest {
  return { ...payload, budget: budgetById(payload.budgetId) ?? BUDGETS[BUDGETS.length - 1] };
}

function itineraryOfPlan(plan: TripPlan): Itinerary {
  return generateItinerary(requestOf(plan.request), { id: plan.id, createTime: isoTime(plan.createdAt) });
}

function cityName(city: CityData, languageCode: string): string {
  return city.names[languageCode as LanguageCode] || city.names.en;
}

function cityOption(city: CityData, languageCode: string): CityOption {
  return { id: cityId(city.slug), slug: city.slug, name: cityName(city, languageCode), region: city.region };
}

function tripSummary(id: number, itinerary: Itinerary, createdAt: number): SavedTrip {
  return { id, itineraryId: itinerary.id, title: itinerary.title, days: itinerary.days.length, cities: itinerary.destinations, createTime: isoTime(createdAt) };
}

export function seedTrips(ctx: SeedContext): TripsSlice {
  const day = 86_400_000;
  const demo = ctx.world.accounts[0];
  const plans: TripPlan[] = [
    {
      id: 'plan-seed-1', accountId: demo.id, title: '', createdAt: ctx.now - 21 * day, generatedAt: ctx.now - 21 * day,
      request: { departure: 'shanghai', destinations: ['beijing', 'xian'], days: 7, startDate: '2026-04-10', travellers: { adults: 2, children: 0, elders: 0 }, budgetId: 2, requirements: '' },
    },
    {
      id: 'plan-seed-2', accountId: demo.id, title: '', createdAt: ctx.now - 6 * day, generatedAt: ctx.now - 6 * day,
      request: { departure: 'guangzhou', destinations: ['guilin', 'chengdu'], days: 6, startDate: null, travellers: { adults: 2, children: 1, elders: 0 }, budgetId: 3, requirements: 'vegetarian' },
    },
  ].filter((plan) => [plan.request.departure, ...plan.request.destinations].every((slug) => cityBySlug(slug)));
  for (const plan of plans) plan.title = itineraryTitle(plan.request);
  const first = plans[0];
  return {
    tripPlans: plans,
    aiReplies: [],
    savedTrips: first ? [{ ...tripSummary(1, itineraryOfPlan(first), first.createdAt + 60_000), accountId: demo.id }] : [],
    streamRehearsal: null,
  };
}

function readCitySlug(value: unknown, label: string): string {
  const slug = typeof value === 'string' ? value.trim() : '';
  if (!slug) fail(BAD_INPUT, `${label} is required`);
  if (!cityBySlug(slug)) fail(BAD_INPUT, `${label} "${slug}" is not a city we plan trips to`);
  return slug;
}

function readTravellers(value: unknown): Travellers {
  const travellers = { adults: read.int(value, 'adults', { min: 0, max: 20 }), children: read.int(value, 'children', { min: 0, max: 20 }), elders: read.int(value, 'elders', { min: 0, max: 20 }) };
  if (travellers.adults + travellers.elders < 1) fail(BAD_INPUT, 'At least one adult or senior must travel');
  return travellers;
}

function readPlanPayload(payload: unknown): PlanTripPayload {
  const body = (payload ?? {}) as Record<string, unknown>;
  const departure = readCitySlug(body.departure, 'Departure city');
  if (!Array.isArray(body.destinations) || body.destinations.length === 0) fail(BAD_INPUT, 'Choose at least one destination');
  if (body.destinations.length > MAX_DESTINATIONS) fail(BAD_INPUT, `Choose at most ${MAX_DESTINATIONS} destinations`);
  const destinations = body.destinations.map((value) => readCitySlug(value, 'Destination'));
  if (destinations.includes(departure)) fail(BAD_INPUT, 'Destinations must differ from the departure city');
  if (new Set(destinations).size !== destinations.length) fail(BAD_INPUT, 'Each destination can appear only once');
  const days = read.int(body, 'days', { min: 1, max: MAX_DAYS });
  if (days < destinations.length) fail(BAD_INPUT, 'Allow at least one day for each destination');
  const startDate = read.optionalString(body, 'startDate') || null;
  if (startDate && !/^\d{4}-\d{2}-\d{2}$/.test(startDate)) fail(BAD_INPUT, 'The start date must look like 2026-05-01');
  const budgetId = read.int(body, 'budgetId');
  if (!budgetById(budgetId)) fail(BAD_INPUT, 'Choose a budget from the list');
  const requirements = typeof body.requirements === 'string' ? body.requirements.trim() : '';
  if (requirements.length > 500) fail(BAD_INPUT, 'Other requirements must be at most 500 characters');
  return { departure, destinations, days, startDate, travellers: readTravellers(body.travellers), budgetId, requirements };
}

function ownPlan(world: World, accountId: number, planId: string): TripPlan {
  const plan = world.tripPlans.find((p) => p.id === planId && p.accountId === accountId);
  return plan ?? fail(NOT_FOUND, 'This trip plan does not exist, please fill the form again');
}

/** A generated itinerary (any account: ids are unguessable) or a ready-made one. */
function findItinerary(world: World, itineraryId: string): Itinerary | null {
  const plan = world.tripPlans.find((p) => p.id === itineraryId && p.generatedAt !== null);
  return plan ? itineraryOfPlan(plan) : readyMadeItinerary(itineraryId);
}

function ownReply(ctx: MockContext<'ai/like' | 'ai/trample' | 'ai/cancelLike' | 'ai/cancelTrample'>): StoredReply {
  ctx.requireAccount();
  const replyId = read.string(ctx.payload, 'replyId');
  return ctx.world.aiReplies.find((r) => r.id === replyId) ?? fail(NOT_FOUND, 'This reply no longer exists');
}

function newReply(ctx: MockContext<'ai/trip' | 'ai/stream'>, planId: string | null, content: string): StoredReply {
  const reply: StoredReply = { id: `reply-${nextId(ctx.world)}`, accountId: ctx.account?.id ?? null, planId, content, liked: false, trampled: false, createdAt: ctx.now() };
  ctx.world.aiReplies.push(reply);
  return reply;
}

function replyContent(world: World, reply: StoredReply): string {
  const plan = reply.planId ? world.tripPlans.find((p) => p.id === reply.planId) : undefined;
  if (!plan) return reply.content;
  const narrative = narrateItinerary(itineraryOfPlan(plan));
  return [narrative.intro, ...narrative.days, narrative.closing].join('\n\n');
}

async function* streamText(ctx: MockContext<'ai/trip' | 'ai/stream'>, pieces: readonly string[], msPerPiece: number): AsyncGenerator<StreamEvent> {
  for (const text of pieces) {
    await ctx.sleep(msPerPiece);
    yield { type: 'delta', text };
  }
}

const paragraphBreak = (pieces: string[]): string[] => [...pieces.slice(0, -1), `${pieces[pieces.length - 1] ?? ''}\n\n`];

async function* itineraryStream(ctx: MockContext<'ai/trip'>): AsyncGenerator<StreamEvent> {
  const account = ctx.requireAccount();
  const plan = ownPlan(ctx.world, account.id, read.string(ctx.payload, 'planId'));
  const itinerary = itineraryOfPlan(plan);
  const narrative = narrateItinerary(itinerary);
  const total = itinerary.days.length;
  const intro = paragraphBreak(toPieces(narrative.intro));
  const dayPieces = narrative.days.map((text) => paragraphBreak(toPieces(text)));
  const closing = toPieces(narrative.closing);
  const count = intro.length + closing.length + dayPieces.reduce((sum, p) => sum + p.length, 0) + total + 4;
  const pace = Math.round(REALISTIC_GENERATION_MS / count);
  yield { type: 'status', step: 'reading', progress: 0 };
  await ctx.sleep(pace * 3);
  yield { type: 'status', step: 'routing', progress: 0.03 };
  yield* streamText(ctx, intro, pace);
  for (const day of itinerary.days) {
    yield { type: 'status', step: 'day', progress: 0.05 + (0.85 * (day.day - 1)) / total, day: day.day, totalDays: total, city: cityNameIn(day.city, ctx.languageCode) };
    yield* streamText(ctx, dayPieces[day.day - 1], pace);
    yield { type: 'day', day: dayIn(day, ctx.languageCode) };
  }
  yield { type: 'status', step: 'budget', progress: 0.92 };
  yield* streamText(ctx, closing, pace);
  plan.generatedAt = ctx.now();
  const reply = newReply(ctx, plan.id, '');
  yield { type: 'status', step: 'done', progress: 1 };
  yield { type: 'done', replyId: reply.id, itinerary: itineraryIn(itinerary, ctx.languageCode) };
}

async function* answerStream(ctx: MockContext<'ai/stream'>): AsyncGenerator<StreamEvent> {
  const question = read.string(ctx.payload, 'question', { max: 1000, label: 'Your question' });
  const rehearsal = ctx.world.streamRehearsal;
  const answer = rehearsal ? longAnswer(rehearsal.words) : answerQuestion(question);
  const pieces = toPieces(answer, rehearsal ? 2 : 3);
  yield { type: 'status', step: 'answering', progress: 0 };
  yield* streamText(ctx, pieces, (rehearsal?.durationMs ?? REALISTIC_ANSWER_MS) / pieces.length);
  const reply = newReply(ctx, null, answer);
  yield { type: 'done', replyId: reply.id, itinerary: null };
}

/** The cities of an itinerary named in the reader's language; the prose around them stays as written. */
function dayIn(day: ItineraryDay, language: string): ItineraryDay {
  const transfer = day.transfer && { ...day.transfer, from: cityNameIn(day.transfer.from, language), to: cityNameIn(day.transfer.to, language) };
  return { ...day, city: cityNameIn(day.city, language), transfer };
}

const tripIn = <T extends SavedTrip>(trip: T, language: string): T => ({ ...trip, cities: cityNamesIn(trip.cities, language) });

function itineraryIn(itinerary: Itinerary, language: string): Itinerary {
  return {
    ...itinerary,
    departure: cityNameIn(itinerary.departure, language),
    destinations: cityNamesIn(itinerary.destinations, language),
    days: itinerary.days.map((day) => dayIn(day, language)),
  };
}

function setRating(reply: StoredReply, rating: { liked: boolean; trampled: boolean }): null {
  Object.assign(reply, rating);
  return null;
}

export const tripsHandlers = [
  handle('tripStrategy/page', (ctx) => {
    const page = read.page(ctx.payload);
    const theme = read.optionalString(ctx.payload, 'theme');
    const region = read.optionalString(ctx.payload, 'region');
    const days = read.optionalInt(ctx.payload, 'days');
    const rows = readyMadeSummaries().filter((s) => (!theme || s.theme === theme) && (!region || s.region === region) && (days === undefined || s.days === days));
    return paginate(rows, page);
  }),
  handle('tripStrategy/view', (ctx) => {
    const detail = readyMadeDetail(read.int(ctx.payload, 'id')) ?? fail(NOT_FOUND, 'This trip plan does not exist');
    return { ...detail, itinerary: itineraryIn(detail.itinerary, ctx.languageCode) };
  }),
  handle('tripStrategy/budgetList', () => [...BUDGETS]),
  handle('tripStrategy/accessCity', (ctx) =>
    CITIES.map((city) => cityOption(city, ctx.languageCode)).sort((a, b) => a.name.localeCompare(b.name, ctx.languageCode))),
  handle('tripStrategy/areaList', (ctx): Area[] => {
    const regions = ctx.world.dicts.region ?? [];
    return regions.map((region) => ({
      region: region.value,
      label: region.label,
      cities: CITIES.filter((city) => city.region === region.value).map((city) => cityOption(city, ctx.languageCode)),
    }));
  }),
  handle('tripStrategy/tripDetail', (ctx) =>
    itineraryIn(findItinerary(ctx.world, read.string(ctx.payload, 'id')) ?? fail(NOT_FOUND, 'This itinerary does not exist'), ctx.languageCode)),
  handle('tripStrategy/tripCondition', (ctx) => ({
    themes: (ctx.world.dicts.tripTheme ?? []).map(({ value, label }) => ({ value, label })),
    days: [...READY_MADE_DAYS],
    regions: (ctx.world.dicts.region ?? []).map(({ value, label }) => ({ value, label })),
  })),
  handle('tripStrategy/historyDeparture', (ctx) => {
    const account = ctx.requireAccount();
    const slugs = ctx.world.tripPlans.filter((p) => p.accountId === account.id).sort((a, b) => b.createdAt - a.createdAt).map((p) => p.request.departure);
    return [...new Set(slugs)].flatMap((slug) => {
      const city = cityBySlug(slug);
      return city ? [cityOption(city, ctx.languageCode)] : [];
    });
  }),
  handle('tripStrategy/planTrip', async (ctx) => {
    const account = ctx.requireAccount();
    const request = readPlanPayload(ctx.payload);
    await ctx.sleep(PLANNING_MS);
    const plan: TripPlan = { id: `plan-${nextId(ctx.world)}-${ctx.now().toString(36)}`, accountId: account.id, request, title: itineraryTitle(request), createdAt: ctx.now(), generatedAt: null };
    ctx.world.tripPlans.push(plan);
    return { planId: plan.id, title: plan.title };
  }),
  handle('tripStrategy/save', (ctx) => {
    const account = ctx.requireAccount();
    const itineraryId = read.string(ctx.payload, 'itineraryId');
    const itinerary = findItinerary(ctx.world, itineraryId) ?? fail(NOT_FOUND, 'This itinerary does not exist');
    if (ctx.world.savedTrips.some((t) => t.accountId === account.id && t.itineraryId === itineraryId)) fail(ALREADY_SAVED, 'You have already saved the itinerary');
    const saved = { ...tripSummary(nextId(ctx.world), itinerary, ctx.now()), accountId: account.id };
    ctx.world.savedTrips.push(saved);
    return tripIn(tripSummary(saved.id, itinerary, ctx.now()), ctx.languageCode);
  }),
  handle('clientTripStrategy/myPage', (ctx) => {
    const account = ctx.requireAccount();
    const page = read.page(ctx.payload);
    const source = read.optionalString(ctx.payload, 'source') || 'saved';
    if (source !== 'saved' && source !== 'history') fail(BAD_INPUT, 'source must be saved or history');
    if (source === 'saved') {
      const rows = ctx.world.savedTrips.filter((t) => t.accountId === account.id).sort((a, b) => b.createTime.localeCompare(a.createTime));
      return paginate(rows.map(({ accountId: _, ...trip }) => tripIn(trip, ctx.languageCode)), page);
    }
    const plans = ctx.world.tripPlans.filter((p) => p.accountId === account.id && p.generatedAt !== null).sort((a, b) => (b.generatedAt ?? 0) - (a.generatedAt ?? 0));
    const { rows, total } = paginate(plans, page);
    return {
      rows: rows.map((plan, index) =>
        tripIn(tripSummary((page.pageNum - 1) * page.pageSize + index + 1, itineraryOfPlan(plan), plan.generatedAt ?? plan.createdAt), ctx.languageCode)),
      total,
    };
  }),
  handle('clientTripStrategy/viewStrategyResult', (ctx) => {
    const account = ctx.requireAccount();
    const id = read.int(ctx.payload, 'id');
    const saved = ctx.world.savedTrips.find((t) => t.id === id && t.accountId === account.id) ?? fail(NOT_FOUND, 'This saved trip does not exist');
    return itineraryIn(findItinerary(ctx.world, saved.itineraryId) ?? fail(NOT_FOUND, 'This itinerary does not exist'), ctx.languageCode);
  }),
  handle('clientTripStrategy/remove', (ctx) => {
    const account = ctx.requireAccount();
    const id = read.int(ctx.payload, 'id');
    const before = ctx.world.savedTrips.length;
    ctx.world.savedTrips = ctx.world.savedTrips.filter((t) => !(t.id === id && t.accountId === account.id));
    if (ctx.world.savedTrips.length === before) fail(NOT_FOUND, 'This saved trip does not exist');
    return null;
  }),
  handle('ai/reply', (ctx) => {
    const reply = ctx.world.aiReplies.find((r) => r.id === read.string(ctx.payload, 'id')) ?? fail(NOT_FOUND, 'This reply no longer exists');
    return { id: reply.id, content: replyContent(ctx.world, reply), liked: reply.liked, trampled: reply.trampled, createTime: isoTime(reply.createdAt) };
  }),
  handle('ai/like', (ctx) => setRating(ownReply(ctx), { liked: true, trampled: false })),
  handle('ai/trample', (ctx) => setRating(ownReply(ctx), { liked: false, trampled: true })),
  handle('ai/cancelLike', (ctx) => setRating(ownReply(ctx), { liked: false, trampled: ownReply(ctx).trampled })),
  handle('ai/cancelTrample', (ctx) => setRating(ownReply(ctx), { liked: ownReply(ctx).liked, trampled: false })),
  handle('aiQuestion/list', (ctx) => suggestedQuestions(ctx.languageCode)),
  handleStream('ai/trip', itineraryStream),
  handleStream('ai/stream', answerStream),
];
