import type {
  Area, ChatStreamPayload, CityOption, Itinerary, PlanTripPayload, SavedTrip, StreamEvent,
} from '../../src/api/types/planner';
import type { LanguageCode } from '../../src/api/types/common';
import { ErrorCode } from '../../src/api/error-codes';
import type { World } from '../world';
import type { PlannerSlice, StoredReply, TripPlan } from '../world-slices';
import type { SeedContext } from '../seed-context';
import { BAD_INPUT, fail, handle, handleStream, isoTime, NOT_FOUND, nextId, paginate, type MockContext } from '../kit';
import { CITIES, cityBySlug, cityNamesIn, type CityBasics } from '../data/china';
import { cityId } from '../data/city-ids';
import { BUDGETS, budgetById } from '../generator/budgets';
import { generateItinerary, itineraryTitle, type ItineraryRequest } from '../generator/itinerary';
import { narrateItinerary, type Narrative } from '../generator/narrative';
import { toPieces } from '../generator/pieces';
import { answerQuestion, longAnswer } from '../generator/answerer';
import { languageOf, phrasesFor } from '../generator/phrases';
import { fitRoute } from '../generator/route-fit';
import { lighterWords, refinePlan } from '../generator/refine';
import { readyMadeDetail, readyMadeItinerary, readyMadeSummaries, READY_MADE_DAYS } from '../generator/ready-made';
import { suggestedQuestions } from '../generator/questions';
import { cityName } from '../generator/names';
import { collator } from '../../src/lib/intl-formatters';

const MAX_DESTINATIONS = 6;
const MAX_DAYS = 30;
/** A chat question, and a change request, is at most this long. */
const MAX_QUESTION = 2_000;
/** A realistic generation takes about a minute; the pace setting shortens every sleep in tests. */
const REALISTIC_GENERATION_MS = 60_000;
const REALISTIC_ANSWER_MS = 8_000;
const PLANNING_MS = 1_200;

function requestOf(plan: Pick<TripPlan, 'request' | 'paces'>): ItineraryRequest {
  return { ...plan.request, budget: budgetById(plan.request.budgetId) ?? BUDGETS[BUDGETS.length - 1], paces: plan.paces };
}

function payloadOf(request: ItineraryRequest): PlanTripPayload {
  const { departure, destinations, days, startDate, travellers, budget, requirements } = request;
  return { departure, destinations: [...destinations], days, startDate, travellers, budgetId: budget.id, requirements };
}

/** A plan as written for the reader: a route with more cities than its days can hold becomes the lighter route. */
function itineraryOfPlan(plan: TripPlan, language: string): Itinerary {
  return generateItinerary(fitRoute(requestOf(plan)).request, { id: plan.id, createTime: isoTime(plan.createdAt) }, languageOf(language));
}

/** The plan's prose; when the route asked for could not work, the intro says so and names the lighter route. */
function narrationOf(plan: TripPlan, itinerary: Itinerary, language: string): Narrative {
  const narrative = narrateItinerary(itinerary, languageOf(language));
  const fit = fitRoute(requestOf(plan));
  if (fit.left.length === 0) return narrative;
  const pushback = lighterWords(requestOf(plan), fit.request, fit.left, fit.needed, languageOf(language));
  return { ...narrative, intro: phrasesFor(languageOf(language)).sentences([pushback, narrative.intro]) };
}

function cityOption(city: CityBasics, languageCode: LanguageCode): CityOption {
  return { id: cityId(city.slug), slug: city.slug, name: cityName(city, languageCode), region: city.region };
}

function tripSummary(id: number, itinerary: Itinerary, createdAt: number, versions = 1): SavedTrip {
  return {
    id, itineraryId: itinerary.id, title: itinerary.title, days: itinerary.days.length, cities: itinerary.destinations, createTime: isoTime(createdAt),
    startDate: itinerary.startDate, travellers: itinerary.travellers, versions,
  };
}

const MAX_SAVED_VERSIONS = 1000;

/** The traveller's own version of a plan sent with a save: the same itinerary id, whole days, notes within bounds. */
function validOwnVersion(plan: Itinerary | undefined, itineraryId: string): Itinerary | undefined {
  if (!plan) return undefined;
  if (plan.id !== itineraryId) fail(BAD_INPUT, 'itinerary must be the plan with the id itineraryId');
  if (plan.days.length === 0 || plan.days.length > MAX_DAYS) fail(BAD_INPUT, `itinerary must have 1 to ${MAX_DAYS} days`);
  if (plan.days.some((day) => (day.note ?? '').length > 500)) fail(BAD_INPUT, 'a day note must be at most 500 characters');
  return plan;
}

/** The saved trip as its owner reads it: their own version as they saved it, or the generated plan in the reader's language. */
function savedTripIn(world: World, saved: PlannerSlice['savedTrips'][number], language: string): { summary: SavedTrip; itinerary: Itinerary } {
  const itinerary = saved.itinerary ?? findItinerary(world, saved.itineraryId, language) ?? fail(NOT_FOUND, 'This itinerary does not exist');
  // stored before trips kept their versions: one version, as generated
  return { summary: tripSummary(saved.id, itinerary, Date.parse(saved.createTime), saved.versions ?? 1), itinerary };
}

export function seedPlanner(ctx: SeedContext): PlannerSlice {
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
    savedTrips: first ? [{ ...tripSummary(1, itineraryOfPlan(first, 'en'), first.createdAt + 60_000), accountId: demo.id }] : [],
    streamRehearsal: null,
  };
}

function knownCity(slug: string, label: string): string {
  if (!cityBySlug(slug)) fail(BAD_INPUT, `${label} "${slug}" is not a city we plan trips to`);
  return slug;
}

/** The rules of a trip request beyond its shape (the contract's schema has checked that). */
function validPlanRequest(request: PlanTripPayload): PlanTripPayload {
  const { departure, destinations, days, travellers, budgetId } = request;
  knownCity(departure, 'Departure city');
  if (destinations.length === 0) fail(BAD_INPUT, 'Choose at least one destination');
  if (destinations.length > MAX_DESTINATIONS) fail(BAD_INPUT, `Choose at most ${MAX_DESTINATIONS} destinations`);
  destinations.forEach((slug) => knownCity(slug, 'Destination'));
  if (destinations.includes(departure)) fail(BAD_INPUT, 'Destinations must differ from the departure city');
  if (new Set(destinations).size !== destinations.length) fail(BAD_INPUT, 'Each destination can appear only once');
  if (days > MAX_DAYS) fail(BAD_INPUT, `days must be at most ${MAX_DAYS}`);
  if (days < destinations.length) fail(BAD_INPUT, 'Allow at least one day for each destination');
  const startDate = request.startDate || null;
  if (startDate && !/^\d{4}-\d{2}-\d{2}$/.test(startDate)) fail(BAD_INPUT, 'The start date must look like 2026-05-01');
  if (!budgetById(budgetId)) fail(BAD_INPUT, 'Choose a budget from the list');
  if (travellers.adults + travellers.elders < 1) fail(BAD_INPUT, 'At least one adult or senior must travel');
  return { ...request, startDate };
}

function ownPlan(world: World, accountId: number, planId: string): TripPlan {
  const plan = world.tripPlans.find((p) => p.id === planId && p.accountId === accountId);
  return plan ?? fail(NOT_FOUND, 'This trip plan does not exist, please fill the form again');
}

/** A generated itinerary (any account: ids are unguessable) or a ready-made one, written in `language`. */
function findItinerary(world: World, itineraryId: string, language: string): Itinerary | null {
  const plan = world.tripPlans.find((p) => p.id === itineraryId && p.generatedAt !== null);
  return plan ? itineraryOfPlan(plan, language) : readyMadeItinerary(itineraryId, languageOf(language));
}

function ownReply(ctx: MockContext<'ai/like' | 'ai/trample' | 'ai/cancelLike' | 'ai/cancelTrample'>): StoredReply {
  ctx.requireAccount();
  const replyId = ctx.payload.replyId;
  return ctx.world.aiReplies.find((r) => r.id === replyId) ?? fail(NOT_FOUND, 'This reply no longer exists');
}

function newReply(ctx: MockContext<'ai/trip' | 'ai/stream'>, planId: string | null, content: string): StoredReply {
  const reply: StoredReply = { id: `reply-${nextId(ctx.world)}`, accountId: ctx.account?.id ?? null, planId, content, liked: false, trampled: false, createdAt: ctx.now() };
  ctx.world.aiReplies.push(reply);
  return reply;
}

function replyContent(world: World, reply: StoredReply, language: string): string {
  const plan = reply.planId ? world.tripPlans.find((p) => p.id === reply.planId) : undefined;
  if (!plan) return reply.content;
  const narrative = narrationOf(plan, itineraryOfPlan(plan, language), language);
  return [narrative.intro, ...narrative.days, narrative.closing].join('\n\n');
}

async function* streamText(ctx: MockContext<'ai/trip' | 'ai/stream'>, pieces: readonly string[], msPerPiece: number): AsyncGenerator<StreamEvent> {
  for (const text of pieces) {
    await ctx.sleep(msPerPiece);
    yield { type: 'delta', text };
  }
}

const paragraphBreak = (pieces: string[]): string[] => [...pieces.slice(0, -1), `${pieces[pieces.length - 1] ?? ''}\n\n`];

interface Telling {
  itinerary: Itinerary;
  narrative: Narrative;
  /** what the stream says before the plan's own intro (a change made, a route made lighter) */
  lead: string | null;
}

/** The plan streamed as the protocol says: reading, routing, the intro, each day's prose and data, the budget, done. */
async function* tellPlan(ctx: MockContext<'ai/trip' | 'ai/stream'>, telling: Telling, planId: string | null): AsyncGenerator<StreamEvent> {
  const { itinerary, narrative, lead } = telling;
  const total = itinerary.days.length;
  const intro = paragraphBreak(toPieces(lead ? `${lead}\n\n${narrative.intro}` : narrative.intro));
  const dayPieces = narrative.days.map((text) => paragraphBreak(toPieces(text)));
  const closing = toPieces(narrative.closing);
  const count = intro.length + closing.length + dayPieces.reduce((sum, p) => sum + p.length, 0) + total + 4;
  const pace = Math.round(REALISTIC_GENERATION_MS / count);
  yield { type: 'status', step: 'reading', progress: 0 };
  await ctx.sleep(pace * 3);
  yield { type: 'status', step: 'routing', progress: 0.03 };
  yield* streamText(ctx, intro, pace);
  for (const day of itinerary.days) {
    yield { type: 'status', step: 'day', progress: 0.05 + (0.85 * (day.day - 1)) / total, day: day.day, totalDays: total, city: day.city };
    yield* streamText(ctx, dayPieces[day.day - 1], pace);
    yield { type: 'day', day };
  }
  yield { type: 'status', step: 'budget', progress: 0.92 };
  yield* streamText(ctx, closing, pace);
  const text = planId ? '' : [intro.join(''), ...dayPieces.map((pieces) => pieces.join('')), closing.join('')].join('').trim();
  const reply = newReply(ctx, planId, text);
  yield { type: 'status', step: 'done', progress: 1 };
  yield { type: 'done', replyId: reply.id, itinerary };
}

async function* itineraryStream(ctx: MockContext<'ai/trip'>): AsyncGenerator<StreamEvent> {
  const account = ctx.requireAccount();
  const plan = ownPlan(ctx.world, account.id, ctx.payload.planId);
  const itinerary = itineraryOfPlan(plan, ctx.languageCode);
  const narrative = narrationOf(plan, itinerary, ctx.languageCode);
  for await (const event of tellPlan(ctx, { itinerary, narrative, lead: null }, plan.id)) {
    if (event.type === 'done') plan.generatedAt = ctx.now();
    yield event;
  }
}

/** The question, bounded: an empty or overlong one is refused in the reader's language before anything streams. */
function readQuestion(ctx: MockContext<'ai/stream'>): string {
  const p = phrasesFor(languageOf(ctx.languageCode));
  const raw = (ctx.payload as Partial<ChatStreamPayload> | null)?.question;
  const question = typeof raw === 'string' ? raw.trim() : '';
  if (!question) fail(BAD_INPUT, p.questionEmpty);
  if (question.length > MAX_QUESTION) fail(BAD_INPUT, p.questionTooLong(MAX_QUESTION));
  return question;
}

async function* answerText(ctx: MockContext<'ai/stream'>, answer: string, msPerPiece: number | null, wordsPerPiece = 3): AsyncGenerator<StreamEvent> {
  const pieces = toPieces(answer, wordsPerPiece);
  yield { type: 'status', step: 'answering', progress: 0 };
  yield* streamText(ctx, pieces, msPerPiece ?? REALISTIC_ANSWER_MS / pieces.length);
  const reply = newReply(ctx, null, answer);
  yield { type: 'done', replyId: reply.id, itinerary: null };
}

/**
 * A change request: the plan read back, the change applied and the revised plan streamed like a new
 * one (with a new id, kept so it can be saved), or an honest answer and no plan when it cannot be done.
 */
async function* changeStream(ctx: MockContext<'ai/stream'>, question: string, plan: Itinerary): AsyncGenerator<StreamEvent> {
  const language = languageOf(ctx.languageCode);
  const refinement = refinePlan(plan, question, language) ?? fail(BAD_INPUT, phrasesFor(language).planUnreadable);
  if (refinement.kind === 'refused') {
    yield* answerText(ctx, refinement.said, null);
    return;
  }
  const revision: TripPlan = {
    id: `plan-${nextId(ctx.world)}-${ctx.now().toString(36)}`, accountId: ctx.account?.id ?? 0, request: payloadOf(refinement.request),
    paces: refinement.request.paces, revision: true, title: itineraryTitle(refinement.request), createdAt: ctx.now(), generatedAt: null,
  };
  const itinerary = generateItinerary(refinement.request, { id: revision.id, createTime: isoTime(revision.createdAt) }, language);
  ctx.world.tripPlans.push(revision);
  for await (const event of tellPlan(ctx, { itinerary, narrative: narrateItinerary(itinerary, language), lead: refinement.said }, null)) {
    if (event.type === 'done') revision.generatedAt = ctx.now();
    yield event;
  }
}

async function* answerStream(ctx: MockContext<'ai/stream'>): AsyncGenerator<StreamEvent> {
  const question = readQuestion(ctx);
  const plan = (ctx.payload as Partial<ChatStreamPayload>).plan;
  if (plan) {
    yield* changeStream(ctx, question, plan);
    return;
  }
  const rehearsal = ctx.world.streamRehearsal;
  if (rehearsal) {
    const answer = longAnswer(rehearsal.words);
    yield* answerText(ctx, answer, rehearsal.durationMs / toPieces(answer, 2).length, 2);
    return;
  }
  yield* answerText(ctx, answerQuestion(question, languageOf(ctx.languageCode)), null);
}

/** A saved trip's cities and title in the reader's language. */
function tripIn<T extends SavedTrip>(world: World, trip: T, language: string): T {
  const title = findItinerary(world, trip.itineraryId, language)?.title ?? trip.title;
  return { ...trip, title, cities: cityNamesIn(trip.cities, language) };
}

function setRating(reply: StoredReply, rating: { liked: boolean; trampled: boolean }): null {
  Object.assign(reply, rating);
  return null;
}

export const plannerHandlers = [
  handle('tripStrategy/page', (ctx) => {
    const page = ctx.payload;
    const theme = ctx.payload.theme;
    const region = ctx.payload.region;
    const days = ctx.payload.days;
    const rows = readyMadeSummaries(languageOf(ctx.languageCode)).filter((s) => (!theme || s.theme === theme) && (!region || s.region === region) && (days === undefined || s.days === days));
    return paginate(rows, page);
  }),
  handle('tripStrategy/view', (ctx) => {
    return readyMadeDetail(ctx.payload.id, languageOf(ctx.languageCode)) ?? fail(NOT_FOUND, 'This trip plan does not exist');
  }),
  handle('tripStrategy/budgetList', () => [...BUDGETS]),
  handle('tripStrategy/accessCity', (ctx) => {
    const order = collator(ctx.languageCode);
    return CITIES.map((city) => cityOption(city, ctx.languageCode)).sort((a, b) => order.compare(a.name, b.name));
  }),
  handle('tripStrategy/areaList', (ctx): Area[] => {
    const regions = ctx.world.dicts.region ?? [];
    return regions.map((region) => ({
      region: region.value,
      label: region.label,
      cities: CITIES.filter((city) => city.region === region.value).map((city) => cityOption(city, ctx.languageCode)),
    }));
  }),
  handle('tripStrategy/tripDetail', (ctx) =>
    findItinerary(ctx.world, ctx.payload.id, ctx.languageCode) ?? fail(NOT_FOUND, 'This itinerary does not exist')),
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
    const request = validPlanRequest(ctx.payload);
    await ctx.sleep(PLANNING_MS);
    const plan: TripPlan = { id: `plan-${nextId(ctx.world)}-${ctx.now().toString(36)}`, accountId: account.id, request, title: itineraryTitle(request), createdAt: ctx.now(), generatedAt: null };
    ctx.world.tripPlans.push(plan);
    return { planId: plan.id, title: plan.title };
  }),
  handle('tripStrategy/save', (ctx) => {
    const account = ctx.requireAccount();
    const itineraryId = ctx.payload.itineraryId;
    const generated = findItinerary(ctx.world, itineraryId, 'en') ?? fail(NOT_FOUND, 'This itinerary does not exist');
    const own = validOwnVersion(ctx.payload.itinerary, itineraryId);
    const versions = ctx.payload.versions ?? 1;
    if (versions < 1 || versions > MAX_SAVED_VERSIONS) fail(BAD_INPUT, `versions must be between 1 and ${MAX_SAVED_VERSIONS}`);
    const existing = ctx.world.savedTrips.find((t) => t.accountId === account.id && t.itineraryId === itineraryId);
    // saving again is how a saved trip keeps the traveller's later changes; without a version of their own it is a repeat
    if (existing && !own) fail(ErrorCode.alreadySaved, 'You have already saved the itinerary');
    const saved = existing ?? { ...tripSummary(nextId(ctx.world), generated, ctx.now()), accountId: account.id };
    if (own) Object.assign(saved, { itinerary: own, versions });
    if (!existing) ctx.world.savedTrips.push(saved);
    return tripIn(ctx.world, savedTripIn(ctx.world, saved, ctx.languageCode).summary, ctx.languageCode);
  }),
  handle('clientTripStrategy/myPage', (ctx) => {
    const account = ctx.requireAccount();
    const page = ctx.payload;
    const source = ctx.payload.source || 'saved';
    if (source !== 'saved' && source !== 'history') fail(BAD_INPUT, 'source must be saved or history');
    if (source === 'saved') {
      const rows = ctx.world.savedTrips.filter((t) => t.accountId === account.id).sort((a, b) => b.createTime.localeCompare(a.createTime));
      const { rows: shown, total } = paginate(rows, page);
      return { rows: shown.map((trip) => tripIn(ctx.world, savedTripIn(ctx.world, trip, ctx.languageCode).summary, ctx.languageCode)), total };
    }
    const plans = ctx.world.tripPlans.filter((p) => p.accountId === account.id && p.generatedAt !== null && !p.revision).sort((a, b) => (b.generatedAt ?? 0) - (a.generatedAt ?? 0));
    const { rows, total } = paginate(plans, page);
    return {
      rows: rows.map((plan, index) =>
        tripSummary((page.pageNum - 1) * page.pageSize + index + 1, itineraryOfPlan(plan, ctx.languageCode), plan.generatedAt ?? plan.createdAt)),
      total,
    };
  }),
  handle('clientTripStrategy/viewStrategyResult', (ctx) => {
    const account = ctx.requireAccount();
    const id = ctx.payload.id;
    const saved = ctx.world.savedTrips.find((t) => t.id === id && t.accountId === account.id) ?? fail(NOT_FOUND, 'This saved trip does not exist');
    return savedTripIn(ctx.world, saved, ctx.languageCode).itinerary;
  }),
  handle('clientTripStrategy/remove', (ctx) => {
    const account = ctx.requireAccount();
    const id = ctx.payload.id;
    const before = ctx.world.savedTrips.length;
    ctx.world.savedTrips = ctx.world.savedTrips.filter((t) => !(t.id === id && t.accountId === account.id));
    if (ctx.world.savedTrips.length === before) fail(NOT_FOUND, 'This saved trip does not exist');
    return null;
  }),
  handle('ai/reply', (ctx) => {
    const reply = ctx.world.aiReplies.find((r) => r.id === ctx.payload.id) ?? fail(NOT_FOUND, 'This reply no longer exists');
    return { id: reply.id, content: replyContent(ctx.world, reply, ctx.languageCode), liked: reply.liked, trampled: reply.trampled, createTime: isoTime(reply.createdAt) };
  }),
  handle('ai/like', (ctx) => setRating(ownReply(ctx), { liked: true, trampled: false })),
  handle('ai/trample', (ctx) => setRating(ownReply(ctx), { liked: false, trampled: true })),
  handle('ai/cancelLike', (ctx) => setRating(ownReply(ctx), { liked: false, trampled: ownReply(ctx).trampled })),
  handle('ai/cancelTrample', (ctx) => setRating(ownReply(ctx), { liked: ownReply(ctx).liked, trampled: false })),
  handle('aiQuestion/list', (ctx) => suggestedQuestions(ctx.languageCode)),
  handleStream('ai/trip', itineraryStream),
  handleStream('ai/stream', answerStream),
];
