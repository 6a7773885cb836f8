import type { IdPayload, Page, PageQuery, UploadResult } from './types/common';
import type {
  AuthResult, ChangePasswordPayload, ClientInfo, EmailPayload, LoginPayload, RegisterPayload, UpdateEmailPayload,
} from './types/account';
import type { MarkReadPayload, NotificationPage, NotificationPageQuery } from './types/notifications';
import type { CommentIdPayload, CommentItem, CommentPayload, FirstCommentQuery, SecondCommentQuery } from './types/comments';
import type { TrailDetail, TrailEditPayload, TrailPageQuery, TrailPayload, TrailSummary } from './types/stories';
import type {
  AiQuestion, AiReply, AiReplyPayload, Area, BudgetOption, ChatStreamPayload, CityOption, CityStreamPayload, Itinerary,
  PlanTripPayload, PlanTripResult, SavedTrip, SavedTripPageQuery, SaveTripPayload, TripCondition, TripStrategyDetail, TripStrategyPageQuery,
  TripStrategySummary, TripStreamPayload,
} from './types/planner';
import type { CityDetail, CityIdPayload, CityNameQuery, CityPageQuery, CitySummary } from './types/cities';
import type { AllDicts, Language, Role, SiteEnums } from './types/site';
import type { Appeal, AppealPayload, CustomerService, CustomerServiceQuery, CustomerServiceRecord, QuestionAnswer, QuestionPayload } from './types/support';
import type { Booking, BookingPayload, Combo, ComboDetail } from './types/packages';
import type { Feedback, FeedbackPayload } from './types/account';
import type { Notice, NoticeDetail, NoticeFeedbackQuery, ShareResult } from './types/notices';

type HttpMethod = 'GET' | 'POST' | 'DELETE';
/** How the payload travels: query string, JSON body, form-encoded body, multipart, or only as `{id}` in the path. */
type Encoding = 'query' | 'json' | 'form' | 'multipart' | 'path';
/** call: one enveloped response; stream: text/event-stream of StreamEvent; cancellable: a call the caller may abort, warnings suppressed. */
export type EndpointKind = 'call' | 'stream' | 'cancellable';

export interface Endpoint<Req, Res, Kind extends EndpointKind = EndpointKind> {
  method: HttpMethod;
  path: string;
  encoding: Encoding;
  kind: Kind;
  /** the call needs a signed-in token; without one the server answers 401 */
  auth: boolean;
  /** false for calls that send nothing (their typed function takes only options) */
  payload: boolean;
  /** phantom: carries the payload and response types, never set at run time */
  readonly types?: { req: Req; res: Res };
}

function endpoint<Req = void, Res = null>(
  method: HttpMethod,
  path: string,
  encoding: Encoding,
  options: { auth?: boolean; kind?: Exclude<EndpointKind, 'stream'> } = {},
): Endpoint<Req, Res, Exclude<EndpointKind, 'stream'>> {
  return { method, path, encoding, kind: options.kind ?? 'call', auth: options.auth ?? false, payload: true };
}

/** An endpoint that takes no payload. */
function bare<Res = null>(
  method: HttpMethod,
  path: string,
  encoding: Encoding,
  options: { auth?: boolean } = {},
): Endpoint<void, Res, 'call'> {
  return { method, path, encoding, kind: 'call', auth: options.auth ?? false, payload: false };
}

function streamEndpoint<Req>(path: string, options: { auth?: boolean } = {}): Endpoint<Req, null, 'stream'> {
  return { method: 'POST', path, encoding: 'json', kind: 'stream', auth: options.auth ?? false, payload: true };
}

const signedIn = { auth: true } as const;

export const contract = {
  // auth
  sendRegisterCode: endpoint<EmailPayload>('POST', 'sendRegisterCode', 'form'),
  sendChangePwdCode: endpoint<EmailPayload>('POST', 'sendChangePwdCode', 'json'),
  login: endpoint<LoginPayload, AuthResult>('POST', 'login', 'json'),
  register: endpoint<RegisterPayload, AuthResult>('POST', 'register', 'json'),
  logout: bare('POST', 'logout', 'json', signedIn),
  changePwd: endpoint<ChangePasswordPayload>('POST', 'changePwd', 'json'),
  clientInfo: bare<ClientInfo>('GET', 'clientInfo', 'query', signedIn),
  // client
  'client/updateAvatar': endpoint<{ avatar: string }, ClientInfo>('POST', 'client/updateAvatar', 'json', signedIn),
  'client/updateNickName': endpoint<{ nickName: string }, ClientInfo>('POST', 'client/updateNickName', 'json', signedIn),
  'client/updateEmail': endpoint<UpdateEmailPayload, ClientInfo>('POST', 'client/updateEmail', 'json', signedIn),
  'client/changeLanguage': endpoint<{ languageCode: string }, ClientInfo>('POST', 'client/changeLanguage', 'json', signedIn),
  // notifications
  'clientNotification/myPage': endpoint<NotificationPageQuery, NotificationPage>('GET', 'clientNotification/myPage', 'query', signedIn),
  'clientNotification/remove/{id}': endpoint<IdPayload>('DELETE', 'clientNotification/remove/{id}', 'path', signedIn),
  'clientNotification/markRead': endpoint<MarkReadPayload>('POST', 'clientNotification/markRead', 'json', signedIn),
  'clientNotification/clean': bare('POST', 'clientNotification/clean', 'json', signedIn),
  // trails
  'clientTrails/page': endpoint<TrailPageQuery, Page<TrailSummary>>('GET', 'clientTrails/page', 'query'),
  'clientTrails/myPage': endpoint<PageQuery, Page<TrailSummary>>('GET', 'clientTrails/myPage', 'query', signedIn),
  'clientTrails/view': endpoint<IdPayload, TrailDetail>('GET', 'clientTrails/view', 'query'),
  'clientTrails/myCollect': endpoint<PageQuery, Page<TrailSummary>>('GET', 'clientTrails/myCollect', 'query', signedIn),
  'clientTrails/add': endpoint<TrailPayload, TrailDetail>('POST', 'clientTrails/add', 'json', signedIn),
  'clientTrails/edit': endpoint<TrailEditPayload, TrailDetail>('POST', 'clientTrails/edit', 'json', signedIn),
  'clientTrails/collect': endpoint<IdPayload>('POST', 'clientTrails/collect', 'json', signedIn),
  'clientTrails/cancelCollect': endpoint<IdPayload>('POST', 'clientTrails/cancelCollect', 'json', signedIn),
  'clientTrails/giveLike': endpoint<IdPayload>('POST', 'clientTrails/giveLike', 'json', signedIn),
  'clientTrails/cancelLike': endpoint<IdPayload>('POST', 'clientTrails/cancelLike', 'json', signedIn),
  'clientTrails/remove/{id}': endpoint<IdPayload>('DELETE', 'clientTrails/remove/{id}', 'path', signedIn),
  'trailsComment/comment': endpoint<CommentPayload, CommentItem>('POST', 'trailsComment/comment', 'json', signedIn),
  'trailsComment/giveLike': endpoint<CommentIdPayload>('POST', 'trailsComment/giveLike', 'json', signedIn),
  'trailsComment/cancelLike': endpoint<CommentIdPayload>('POST', 'trailsComment/cancelLike', 'json', signedIn),
  'trailsComment/trample': endpoint<CommentIdPayload>('POST', 'trailsComment/trample', 'json', signedIn),
  'trailsComment/cancelTrample': endpoint<CommentIdPayload>('POST', 'trailsComment/cancelTrample', 'json', signedIn),
  'trailsComment/firstComment': endpoint<FirstCommentQuery, Page<CommentItem>>('GET', 'trailsComment/firstComment', 'query'),
  'trailsComment/secondComment': endpoint<SecondCommentQuery, Page<CommentItem>>('GET', 'trailsComment/secondComment', 'query'),
  // trip strategy
  'tripStrategy/page': endpoint<TripStrategyPageQuery, Page<TripStrategySummary>>('GET', 'tripStrategy/page', 'query'),
  'tripStrategy/view': endpoint<IdPayload, TripStrategyDetail>('GET', 'tripStrategy/view', 'query'),
  'tripStrategy/budgetList': bare<BudgetOption[]>('GET', 'tripStrategy/budgetList', 'query'),
  'tripStrategy/accessCity': bare<CityOption[]>('GET', 'tripStrategy/accessCity', 'query'),
  'tripStrategy/tripDetail': endpoint<{ id: string }, Itinerary>('GET', 'tripStrategy/tripDetail', 'query'),
  'tripStrategy/tripCondition': bare<TripCondition>('GET', 'tripStrategy/tripCondition', 'query'),
  'tripStrategy/historyDeparture': bare<CityOption[]>('GET', 'tripStrategy/historyDeparture', 'query', signedIn),
  'tripStrategy/planTrip': endpoint<PlanTripPayload, PlanTripResult>('POST', 'tripStrategy/planTrip', 'json', { auth: true, kind: 'cancellable' }),
  'tripStrategy/save': endpoint<SaveTripPayload, SavedTrip>('POST', 'tripStrategy/save', 'json', signedIn),
  'tripStrategy/areaList': bare<Area[]>('POST', 'tripStrategy/areaList', 'json'),
  'clientTripStrategy/myPage': endpoint<SavedTripPageQuery, Page<SavedTrip>>('GET', 'clientTripStrategy/myPage', 'query', signedIn),
  'clientTripStrategy/viewStrategyResult': endpoint<IdPayload, Itinerary>('GET', 'clientTripStrategy/viewStrategyResult', 'query', signedIn),
  'clientTripStrategy/remove': endpoint<IdPayload>('POST', 'clientTripStrategy/remove', 'json', signedIn),
  // combos
  'cityCombo/list': bare<Combo[]>('GET', 'cityCombo/list', 'query'),
  'cityCombo/view': endpoint<IdPayload, ComboDetail>('GET', 'cityCombo/view', 'query'),
  'cityCombo/book': endpoint<BookingPayload, Booking>('POST', 'cityCombo/book', 'json', signedIn),
  // appeals
  'appeal/page': endpoint<PageQuery, Page<Appeal>>('GET', 'appeal/page', 'query', signedIn),
  'appeal/view': endpoint<IdPayload, Appeal>('GET', 'appeal/view', 'query', signedIn),
  'appeal/add': endpoint<AppealPayload, Appeal>('POST', 'appeal/add', 'json', signedIn),
  'appeal/remove/{id}': endpoint<IdPayload>('DELETE', 'appeal/remove/{id}', 'path', signedIn),
  // entry-China notices
  'entryChinaNotice/last': bare<Notice>('GET', 'entryChinaNotice/last', 'query'),
  'entryChinaNotice/list': endpoint<PageQuery, Page<Notice>>('GET', 'entryChinaNotice/list', 'query'),
  'entryChinaNotice/view': endpoint<IdPayload, NoticeDetail>('GET', 'entryChinaNotice/view', 'query'),
  'entryChinaNotice/share': endpoint<IdPayload, ShareResult>('GET', 'entryChinaNotice/share', 'query'),
  'entryChinaNotice/feedback': endpoint<NoticeFeedbackQuery>('GET', 'entryChinaNotice/feedback', 'query'),
  'entryChinaNotice/like': endpoint<IdPayload, Notice>('GET', 'entryChinaNotice/like', 'query'),
  'entryChinaNotice/trample': endpoint<IdPayload, Notice>('GET', 'entryChinaNotice/trample', 'query'),
  // customer service
  'customerService/info': endpoint<CustomerServiceQuery, CustomerService>('GET', 'customerService/info', 'query'),
  'customerService/record': endpoint<CustomerServiceRecord>('POST', 'customerService/record', 'json'),
  // AI
  'ai/reply': endpoint<{ id: string }, AiReply>('GET', 'ai/reply', 'query'),
  'ai/city': endpoint<CityStreamPayload, AiReply>('GET', 'ai/city', 'query'),
  'ai/like': endpoint<AiReplyPayload>('POST', 'ai/like', 'json', signedIn),
  'ai/trample': endpoint<AiReplyPayload>('POST', 'ai/trample', 'form', signedIn),
  'ai/cancelLike': endpoint<AiReplyPayload>('POST', 'ai/cancelLike', 'json', signedIn),
  'ai/cancelTrample': endpoint<AiReplyPayload>('POST', 'ai/cancelTrample', 'json', signedIn),
  'ai/stream': streamEndpoint<ChatStreamPayload>('ai/stream'),
  'ai/cityStream': streamEndpoint<CityStreamPayload>('ai/cityStream'),
  'ai/trip': streamEndpoint<TripStreamPayload>('ai/trip', signedIn),
  // city and comments
  'city/cityList': endpoint<CityPageQuery, Page<CitySummary>>('GET', 'city/cityList', 'query'),
  'city/topCityList': bare<CitySummary[]>('GET', 'city/topCityList', 'query'),
  'city/allCity': bare<CitySummary[]>('GET', 'city/allCity', 'query'),
  'city/detail': endpoint<{ id: number }, CityDetail>('GET', 'city/detail', 'query'),
  'city/firstComment': endpoint<FirstCommentQuery, Page<CommentItem>>('GET', 'city/firstComment', 'query'),
  'city/secondComment': endpoint<SecondCommentQuery, Page<CommentItem>>('GET', 'city/secondComment', 'query'),
  'city/nameList': endpoint<CityNameQuery, CitySummary[]>('GET', 'city/nameList', 'query'),
  'city/giveLike': endpoint<CityIdPayload>('POST', 'city/giveLike', 'form', signedIn),
  'city/cancelLike': endpoint<CityIdPayload>('POST', 'city/cancelLike', 'form', signedIn),
  'city/comment': endpoint<CommentPayload, CommentItem>('POST', 'city/comment', 'form', signedIn),
  'comment/giveLike': endpoint<CommentIdPayload>('POST', 'comment/giveLike', 'form', signedIn),
  'comment/cancelLike': endpoint<CommentIdPayload>('POST', 'comment/cancelLike', 'form', signedIn),
  'comment/trample': endpoint<CommentIdPayload>('POST', 'comment/trample', 'form', signedIn),
  'comment/cancelTrample': endpoint<CommentIdPayload>('POST', 'comment/cancelTrample', 'form', signedIn),
  // other
  'language/list': bare<Language[]>('GET', 'language/list', 'query'),
  'aiQuestion/list': bare<AiQuestion[]>('GET', 'aiQuestion/list', 'query'),
  'feedback/myPage': endpoint<PageQuery, Page<Feedback>>('GET', 'feedback/myPage', 'query', signedIn),
  'feedback/submit': endpoint<FeedbackPayload, Feedback>('POST', 'feedback/submit', 'json', signedIn),
  'zxQuestionAnswer/myPage': endpoint<PageQuery, Page<QuestionAnswer>>('GET', 'zxQuestionAnswer/myPage', 'query', signedIn),
  'zxQuestionAnswer/add': endpoint<QuestionPayload, QuestionAnswer>('POST', 'zxQuestionAnswer/add', 'json', signedIn),
  'common/enum': bare<SiteEnums>('GET', 'common/enum', 'query'),
  'enums/allDict': bare<AllDicts>('GET', 'enums/allDict', 'query'),
  'sys/role/list': bare<Role[]>('POST', 'sys/role/list', 'json'),
  'common/minio/upload': endpoint<File | Blob, UploadResult>('POST', 'common/minio/upload', 'multipart', signedIn),
  'common/oss/private/upload': endpoint<File | Blob, UploadResult>('POST', 'common/oss/private/upload', 'multipart', signedIn),
} as const;

type Contract = typeof contract;
export type EndpointName = keyof Contract;
export type RequestOf<N extends EndpointName> = NonNullable<Contract[N]['types']>['req'];
export type ResponseOf<N extends EndpointName> = NonNullable<Contract[N]['types']>['res'];
export type StreamEndpointName = { [N in EndpointName]: Contract[N]['kind'] extends 'stream' ? N : never }[EndpointName];
export type CallEndpointName = Exclude<EndpointName, StreamEndpointName>;

export const endpointNames = Object.keys(contract) as EndpointName[];
