import * as v from 'valibot';
import type { EndpointName, RequestOf, ResponseOf } from './contract';
import type { StreamEvent } from './types/planner';
import { LANGUAGE_CODES } from './types/common';
import {
  id, idPayload, int, nothing, nullableString, nullAnswer, oneOf, option, optionalInt, optionalText, page, pageQuery,
  pageQueryPayload, text,
} from './schema-parts';
import { EMAIL_MAX, FEEDBACK_MAX, NICKNAME_MAX, PASSWORD_MAX } from '../lib/validation';
import { MEDIA_PATH_MAX } from '../lib/media-paths';
import { STORY_HEADING_MAX, STORY_TITLE_MAX } from '../lib/story-rules';
import { REQUIREMENTS_MAX } from '../lib/trip-rules';
import {
  APPEAL_ATTACHMENTS_MAX, APPEAL_CONTENT_MAX, APPEAL_TITLE_MAX, NAME_MAX, NOTE_MAX, NOTICE_FEEDBACK_MAX, QUESTION_MAX, TRAVELLERS_MAX, TRAVELLERS_MIN,
} from '../lib/catalogue-validation';

/**
 * The request and the answer of every endpoint of the contract as valibot schemas. The mapped type
 * makes the table complete and keeps each schema in step with the contract's TypeScript types. The
 * mock parses every request with them; the client checks answers from a real API (see
 * docs/decisions.md). Business rules (a valid e-mail, a strong password, a story's cover) stay in
 * src/lib and the mock's domains.
 */
export type ContractSchemas = {
  [N in EndpointName]: {
    request: v.GenericSchema<unknown, RequestOf<N>>;
    response: v.GenericSchema<unknown, ResponseOf<N>>;
  };
};

const COMMENT_MAX = 1000;
const TEXT_BLOCK_MAX = 5000;
const BLOCKS_MAX = 1000;

// requests
const email = text('E-mail', EMAIL_MAX);
const password = text('Password', PASSWORD_MAX);
const deviceNo = text('Device number', 200);
const verificationCode = text('Verification code', 20);
const emailPayload = v.object({ email });
const commentIdPayload = v.object({ commentId: int('commentId', { min: 1 }) });
const cityIdPayload = v.object({ cityId: int('cityId', { min: 1 }) });
const replyPayload = v.object({ replyId: text('replyId', 100) });
const firstCommentQuery = v.object({ ...pageQuery, targetId: int('targetId', { min: 1 }), sort: v.optional(oneOf('sort', ['latest', 'popular']), 'latest') });
const secondCommentQuery = v.object({ ...pageQuery, parentId: int('parentId', { min: 1 }) });
const commentPayload = v.object({
  targetId: int('targetId', { min: 1 }),
  content: text('Comment', COMMENT_MAX),
  parentId: optionalInt('parentId', { min: 1 }),
  replyToId: optionalInt('replyToId', { min: 1 }),
});
const block = v.variant('type', [
  v.object({ type: v.literal('text'), text: v.pipe(v.string(), v.maxLength(TEXT_BLOCK_MAX, `A text block must be at most ${TEXT_BLOCK_MAX} characters`)) }),
  v.object({ type: v.literal('heading'), text: v.pipe(v.string(), v.maxLength(STORY_HEADING_MAX * 4, 'A paragraph title is too long')) }),
  v.object({
    type: v.literal('image'),
    url: v.pipe(v.string(), v.maxLength(MEDIA_PATH_MAX, 'An image path is too long')),
    width: int('width', { min: 1, max: 20_000 }),
    height: int('height', { min: 1, max: 20_000 }),
    caption: v.optional(v.pipe(v.string(), v.maxLength(200, 'A caption must be at most 200 characters'))),
  }),
], 'content blocks must be text, heading or image');
const story = {
  title: optionalText('Title', STORY_TITLE_MAX * 4),
  cover: optionalText('Cover', MEDIA_PATH_MAX),
  content: v.optional(v.pipe(v.array(block, 'content must be a list of blocks'), v.maxLength(BLOCKS_MAX, `A story holds at most ${BLOCKS_MAX} blocks`)), []),
  tripId: v.optional(v.nullable(int('tripId', { min: 1 }))),
  tripTitle: v.optional(v.nullable(optionalText('Trip title', STORY_TITLE_MAX * 4))),
};
const travellers = v.object({
  adults: int('adults', { min: 0, max: 20 }),
  children: int('children', { min: 0, max: 20 }),
  elders: int('elders', { min: 0, max: 20 }),
});
const languageCode = oneOf('languageCode', LANGUAGE_CODES as ['en', 'zh', 'ja', 'ko', 'ar', 'es']);
const upload = v.custom<File | Blob>(
  (value) => typeof value === 'object' && value !== null && typeof (value as Blob).arrayBuffer === 'function',
  'Attach the file in the form field "file"',
);

// answers
const languageAnswer = v.picklist(LANGUAGE_CODES as ['en', 'zh', 'ja', 'ko', 'ar', 'es']);
const clientInfo = v.object({ id: v.number(), nickName: v.string(), email: v.string(), avatar: v.string(), sex: v.number(), languageCode: languageAnswer });
const authResult = v.object({ token: v.string(), clientInfo });
const notification = v.object({
  id: v.number(), title: v.string(), content: v.string(),
  // a server that words its notifications itself sends no kind: the title and content then show as sent
  message: v.optional(v.nullable(v.object({ kind: v.string(), params: v.record(v.string(), v.union([v.string(), v.number()])) })), null),
  createTime: v.string(), haveRead: v.picklist([0, 1]),
  notificationType: v.picklist([1, 2, 3]), targetType: v.picklist(['trail', 'city', 'notice', 'none']), targetId: v.number(),
});
const trailSummary = {
  id: v.number(), title: v.string(), cover: v.string(), excerpt: v.string(), authorId: v.number(), authorName: v.string(),
  authorAvatar: v.string(), likeCount: v.number(), collectCount: v.number(), commentCount: v.number(), createTime: v.string(),
  liked: v.boolean(), collected: v.boolean(),
};
const trailBlockAnswer = v.variant('type', [
  v.object({ type: v.literal('text'), text: v.string() }),
  v.object({ type: v.literal('heading'), text: v.string() }),
  v.object({ type: v.literal('image'), url: v.string(), width: v.number(), height: v.number(), caption: v.optional(v.string()) }),
]);
const trailDetail = v.object({ ...trailSummary, content: v.array(trailBlockAnswer), tripId: v.nullable(v.number()), tripTitle: nullableString });
const reaction = v.nullable(v.picklist(['like', 'trample']));
const comment = v.object({
  id: v.number(), targetId: v.number(), parentId: v.nullable(v.number()), authorId: v.number(), authorName: v.string(),
  authorAvatar: v.string(), content: v.string(), createTime: v.string(), likeCount: v.number(), trampleCount: v.number(),
  myReaction: reaction, replyCount: v.number(), replyToName: nullableString,
});
const cityOption = v.object({ id: v.number(), slug: v.string(), name: v.string(), region: v.string() });
const itineraryDay = v.object({
  day: v.number(), date: nullableString, city: v.string(), citySlug: v.string(),
  transfer: v.nullable(v.object({ from: v.string(), to: v.string(), mode: v.picklist(['high-speed rail', 'flight', 'bus']), hours: v.number(), priceCny: v.number(), note: v.string() })),
  activities: v.array(v.object({
    slot: v.picklist(['morning', 'afternoon', 'evening']), sightId: nullableString, title: v.string(), hours: v.number(), note: v.string(), costCny: v.number(),
  })),
  stay: v.object({ area: v.string(), note: v.string(), priceCny: v.number() }),
  food: v.array(v.string()),
  costCny: v.number(),
  note: v.optional(v.string()),
});
const travellersAnswer = v.object({ adults: v.number(), children: v.number(), elders: v.number() });
const itinerary = v.object({
  id: v.string(), title: v.string(), departure: v.string(), destinations: v.array(v.string()), startDate: nullableString,
  travellers: travellersAnswer, days: v.array(itineraryDay),
  budget: v.object({ perPersonCny: v.number(), limitCny: v.number(), transportCny: v.number(), stayCny: v.number(), ticketsCny: v.number(), foodCny: v.number() }),
  notes: v.array(v.string()), createTime: v.string(), requirements: v.optional(v.string()), budgetId: v.optional(v.number()),
});
const strategySummary = {
  id: v.number(), title: v.string(), cover: v.string(), days: v.number(), cities: v.array(v.string()), theme: v.string(), region: v.string(), summary: v.string(),
};
const savedTrip = v.object({
  id: v.number(), itineraryId: v.string(), title: v.string(), days: v.number(), cities: v.array(v.string()), createTime: v.string(),
  startDate: nullableString, travellers: travellersAnswer, versions: v.number(),
});
const aiReply = v.object({ id: v.string(), content: v.string(), liked: v.boolean(), trampled: v.boolean(), createTime: v.string() });
const combo = {
  id: v.number(), title: v.string(), coverVertical: v.string(), cover: v.string(), days: v.number(), cities: v.array(v.string()), priceCny: v.number(), summary: v.string(),
};
const appeal = v.object({
  id: v.number(), type: v.string(), title: v.string(), content: v.string(), attachments: v.array(v.string()),
  status: v.picklist(['pending', 'processing', 'resolved']), reply: nullableString, createTime: v.string(), updateTime: v.string(),
});
const notice = {
  id: v.number(), title: v.string(), summary: v.string(),
  category: v.picklist(['entry', 'transit', 'arrival', 'payment', 'transport', 'connectivity']),
  publishedAt: v.string(), likeCount: v.number(), trampleCount: v.number(), myReaction: reaction,
};
const citySummary = {
  id: v.number(), slug: v.string(), name: v.string(), names: v.record(v.string(), v.string()), province: v.string(), region: v.string(),
  cover: v.string(), tagline: v.string(), hot: v.boolean(), likeCount: v.number(),
};
const cityDetail = v.object({
  ...citySummary,
  summary: v.string(), bestTime: v.string(), gettingThere: v.string(), gettingAround: v.string(), practical: v.string(), stayArea: v.string(),
  hotelPerNightCny: v.object({ budget: v.number(), mid: v.number(), luxury: v.number() }), dailyFoodCny: v.number(),
  dishes: v.array(v.object({ name: v.string(), nameZh: v.string(), note: v.string() })),
  sights: v.array(v.object({ id: v.string(), name: v.string(), nameZh: v.string(), kind: v.string(), hours: v.number(), priceCny: v.number(), blurb: v.string() })),
  liked: v.boolean(), commentCount: v.number(),
});
const feedback = v.object({
  id: v.number(), createTime: v.string(), reply: nullableString, feedbackChannel: v.literal(3), feedbackType: v.picklist([1, 2]),
  content: v.string(), email: v.string(), imagePath: v.string(),
});
const questionAnswer = v.object({ id: v.number(), question: v.string(), answer: nullableString, createTime: v.string(), answerTime: nullableString });
const uploadResult = v.object({ filePath: v.string(), fileName: v.string(), size: v.number() });

/**
 * One event of a streamed answer (docs/stream-protocol.md).
 * @public read through the lazily imported module in stream.ts, which knip cannot follow
 */
export const streamEventSchema: v.GenericSchema<unknown, StreamEvent> = v.variant('type', [
  v.object({ type: v.literal('status'), step: v.string(), progress: v.number(), day: v.optional(v.number()), totalDays: v.optional(v.number()), city: v.optional(v.string()) }),
  v.object({ type: v.literal('delta'), text: v.string() }),
  v.object({ type: v.literal('day'), day: itineraryDay }),
  v.object({ type: v.literal('done'), replyId: v.string(), itinerary: v.nullable(itinerary) }),
  v.object({ type: v.literal('error'), code: v.number(), msg: v.string() }),
]);

const none = { request: nothing, response: nullAnswer };
const commentReaction = { request: commentIdPayload, response: nullAnswer };
const trailAction = { request: idPayload, response: nullAnswer };
const aiRating = { request: replyPayload, response: nullAnswer };
const cityLike = { request: cityIdPayload, response: nullAnswer };
const firstComments = { request: firstCommentQuery, response: page(comment) };
const secondComments = { request: secondCommentQuery, response: page(comment) };
const uploadCall = { request: upload, response: uploadResult };
const trailPage = { request: pageQueryPayload, response: page(v.object(trailSummary)) };

export const contractSchemas: ContractSchemas = {
  sendRegisterCode: { request: emailPayload, response: nullAnswer },
  sendChangePwdCode: { request: emailPayload, response: nullAnswer },
  login: { request: v.object({ email, password, deviceNo }), response: authResult },
  register: { request: v.object({ email, password, verificationCode, deviceNo }), response: authResult },
  logout: none,
  changePwd: { request: v.object({ email, password, verificationCode }), response: nullAnswer },
  clientInfo: { request: nothing, response: clientInfo },
  'client/updateAvatar': { request: v.object({ avatar: text('Avatar', MEDIA_PATH_MAX) }), response: clientInfo },
  'client/updateNickName': { request: v.object({ nickName: text('Nickname', NICKNAME_MAX) }), response: clientInfo },
  'client/updateEmail': { request: v.object({ email, verificationCode }), response: clientInfo },
  'client/changeLanguage': { request: v.object({ languageCode: text('Language', 20) }), response: clientInfo },
  'clientNotification/myPage': {
    request: v.object({ ...pageQuery, notificationType: v.optional(v.pipe(int('notificationType'), v.picklist([1, 2, 3], 'notificationType must be 1, 2 or 3'))) }),
    response: v.object({ rows: v.array(notification), total: v.number(), unreadCount: v.number() }),
  },
  'clientNotification/remove/{id}': { request: idPayload, response: nullAnswer },
  'clientNotification/markRead': { request: v.object({ id: optionalInt('id', { min: 1 }) }), response: nullAnswer },
  'clientNotification/clean': none,
  'clientTrails/page': {
    request: v.object({ ...pageQuery, sort: v.optional(oneOf('sort', ['latest', 'popular'])), keyword: v.optional(optionalText('Search text', 100)) }),
    response: page(v.object(trailSummary)),
  },
  'clientTrails/myPage': trailPage,
  'clientTrails/view': { request: idPayload, response: trailDetail },
  'clientTrails/myCollect': trailPage,
  'clientTrails/add': { request: v.object(story), response: trailDetail },
  'clientTrails/edit': { request: v.object({ ...story, id }), response: trailDetail },
  'clientTrails/collect': trailAction,
  'clientTrails/cancelCollect': trailAction,
  'clientTrails/giveLike': trailAction,
  'clientTrails/cancelLike': trailAction,
  'clientTrails/remove/{id}': trailAction,
  'trailsComment/comment': { request: commentPayload, response: comment },
  'trailsComment/giveLike': commentReaction,
  'trailsComment/cancelLike': commentReaction,
  'trailsComment/trample': commentReaction,
  'trailsComment/cancelTrample': commentReaction,
  'trailsComment/firstComment': firstComments,
  'trailsComment/secondComment': secondComments,
  'tripStrategy/page': {
    request: v.object({ ...pageQuery, theme: v.optional(optionalText('theme', 50)), region: v.optional(optionalText('region', 50)), days: optionalInt('days', { min: 1, max: 60 }) }),
    response: page(v.object(strategySummary)),
  },
  'tripStrategy/view': { request: idPayload, response: v.object({ ...strategySummary, itinerary }) },
  'tripStrategy/budgetList': { request: nothing, response: v.array(v.object({ id: v.number(), label: v.string(), minCny: v.number(), maxCny: v.number() })) },
  'tripStrategy/accessCity': { request: nothing, response: v.array(cityOption) },
  'tripStrategy/tripDetail': { request: v.object({ id: text('id', 100) }), response: itinerary },
  'tripStrategy/tripCondition': { request: nothing, response: v.object({ themes: v.array(option), days: v.array(v.number()), regions: v.array(option) }) },
  'tripStrategy/historyDeparture': { request: nothing, response: v.array(cityOption) },
  'tripStrategy/planTrip': {
    request: v.object({
      departure: text('Departure', 100),
      destinations: v.pipe(v.array(text('Destination', 100), 'destinations must be a list of cities'), v.maxLength(30, 'At most 30 destinations')),
      days: int('days', { min: 1, max: 60 }),
      startDate: v.nullable(optionalText('Start date', 10), null),
      travellers,
      budgetId: int('budgetId'),
      requirements: optionalText('Requirements', REQUIREMENTS_MAX),
    }),
    response: v.object({ planId: v.string(), title: v.string() }),
  },
  'tripStrategy/save': { request: v.object({ itineraryId: text('itineraryId', 100), itinerary: v.optional(itinerary), versions: v.optional(v.number()) }), response: savedTrip },
  'tripStrategy/areaList': { request: nothing, response: v.array(v.object({ region: v.string(), label: v.string(), cities: v.array(cityOption) })) },
  'clientTripStrategy/myPage': { request: v.object({ ...pageQuery, source: v.optional(oneOf('source', ['saved', 'history'])) }), response: page(savedTrip) },
  'clientTripStrategy/viewStrategyResult': { request: idPayload, response: itinerary },
  'clientTripStrategy/remove': trailAction,
  'cityCombo/list': { request: nothing, response: v.array(v.object(combo)) },
  'cityCombo/view': {
    request: idPayload,
    response: v.object({
      ...combo, bestSeason: v.string(), highlights: v.array(v.string()),
      schedule: v.array(v.object({ day: v.number(), title: v.string(), description: v.string() })), includes: v.array(v.string()), excludes: v.array(v.string()),
    }),
  },
  'cityCombo/book': {
    request: v.object({
      comboId: int('comboId', { min: 1 }), name: text('Name', NAME_MAX * 4), email, phone: text('Phone', 40), travelDate: text('Travel date', 10),
      travellers: int('travellers', { min: TRAVELLERS_MIN, max: TRAVELLERS_MAX }), note: optionalText('Note', NOTE_MAX * 4),
    }),
    response: v.object({
      bookingId: v.number(), comboId: v.number(), comboTitle: v.string(), status: v.literal('confirmed'), name: v.string(), email: v.string(),
      phone: v.string(), travelDate: v.string(), travellers: v.number(), totalCny: v.number(), createTime: v.string(),
    }),
  },
  'appeal/page': { request: pageQueryPayload, response: page(appeal) },
  'appeal/view': { request: idPayload, response: appeal },
  'appeal/add': {
    request: v.object({
      type: text('Appeal type', 50), title: text('Title', APPEAL_TITLE_MAX * 4), content: text('Description', APPEAL_CONTENT_MAX * 4),
      attachments: v.optional(v.pipe(v.array(v.pipe(v.string(), v.maxLength(MEDIA_PATH_MAX))), v.maxLength(APPEAL_ATTACHMENTS_MAX, `At most ${APPEAL_ATTACHMENTS_MAX} attachments`)), []),
    }),
    response: appeal,
  },
  'appeal/remove/{id}': { request: idPayload, response: nullAnswer },
  'entryChinaNotice/last': { request: nothing, response: v.object(notice) },
  'entryChinaNotice/list': { request: pageQueryPayload, response: page(v.object(notice)) },
  'entryChinaNotice/view': { request: idPayload, response: v.object({ ...notice, body: v.array(v.string()) }) },
  'entryChinaNotice/share': { request: idPayload, response: v.object({ url: v.string() }) },
  'entryChinaNotice/feedback': { request: v.object({ id, content: text('Feedback', NOTICE_FEEDBACK_MAX) }), response: nullAnswer },
  'entryChinaNotice/like': { request: idPayload, response: v.object(notice) },
  'entryChinaNotice/trample': { request: idPayload, response: v.object(notice) },
  'customerService/info': { request: v.object({ languageCode }), response: v.object({ id: v.number(), url: v.string() }) },
  'customerService/record': { request: v.object({ customerServiceId: int('customerServiceId', { min: 1 }) }), response: nullAnswer },
  'ai/reply': { request: v.object({ id: text('id', 100) }), response: aiReply },
  'ai/city': { request: cityIdPayload, response: aiReply },
  'ai/like': aiRating,
  'ai/trample': aiRating,
  'ai/cancelLike': aiRating,
  'ai/cancelTrample': aiRating,
  // the planner answers an empty or overlong question itself, in the asker's language
  'ai/stream': { request: v.object({ question: optionalText('Your question'), plan: v.optional(itinerary) }), response: nullAnswer },
  'ai/cityStream': { request: cityIdPayload, response: nullAnswer },
  'ai/trip': { request: v.object({ planId: text('planId', 100) }), response: nullAnswer },
  'city/cityList': { request: v.object({ ...pageQuery, region: v.optional(optionalText('region', 50)) }), response: page(v.object(citySummary)) },
  'city/topCityList': { request: nothing, response: v.array(v.object(citySummary)) },
  'city/allCity': { request: nothing, response: v.array(v.object(citySummary)) },
  'city/detail': { request: idPayload, response: cityDetail },
  'city/firstComment': firstComments,
  'city/secondComment': secondComments,
  'city/nameList': { request: v.object({ keyword: text('Search text', 50) }), response: v.array(v.object(citySummary)) },
  'city/giveLike': cityLike,
  'city/cancelLike': cityLike,
  'city/comment': { request: commentPayload, response: comment },
  'comment/giveLike': commentReaction,
  'comment/cancelLike': commentReaction,
  'comment/trample': commentReaction,
  'comment/cancelTrample': commentReaction,
  'language/list': { request: nothing, response: v.array(v.object({ code: v.string(), nameSelf: v.string(), icon: v.string() })) },
  'aiQuestion/list': { request: nothing, response: v.array(v.object({ id: v.number(), question: v.string() })) },
  'feedback/myPage': { request: pageQueryPayload, response: page(feedback) },
  'feedback/submit': {
    request: v.object({
      feedbackChannel: v.pipe(int('feedbackChannel'), v.literal(3, 'feedbackChannel must be 3')),
      feedbackType: v.pipe(int('feedbackType'), v.picklist([1, 2], 'feedbackType must be 1 or 2')),
      content: text('Content', FEEDBACK_MAX), email, imagePath: optionalText('imagePath', MEDIA_PATH_MAX * 4),
    }),
    response: feedback,
  },
  'zxQuestionAnswer/myPage': { request: pageQueryPayload, response: page(questionAnswer) },
  'zxQuestionAnswer/add': { request: v.object({ question: text('Question', QUESTION_MAX) }), response: questionAnswer },
  'common/enum': {
    request: nothing,
    response: v.object({
      pageConfig: v.object({ principalPhone: v.string(), principal: v.string(), schoolAddress: v.string(), supportCompany: v.string(), mobileLearnQrCode: v.string() }),
      feedbackTypes: v.array(option), appealTypes: v.array(option), sexes: v.array(option),
    }),
  },
  'enums/allDict': { request: nothing, response: v.record(v.string(), v.array(v.object({ value: v.string(), label: v.string(), sort: v.number() }))) },
  'sys/role/list': { request: nothing, response: v.array(v.object({ id: v.number(), roleKey: v.string(), roleName: v.string() })) },
  'common/minio/upload': uploadCall,
  'common/oss/private/upload': uploadCall,
};
