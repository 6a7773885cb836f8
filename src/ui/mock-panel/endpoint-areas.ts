import { endpointNames, type EndpointName } from '../../api/contract';

const MOCK_AREAS = ['account', 'planner', 'cities', 'stories', 'packages', 'notices', 'support', 'notifications', 'site'] as const;
type MockArea = (typeof MOCK_AREAS)[number];

/** Where each endpoint belongs, for the mock panel's grouped list (the type checker wants every endpoint here). */
const AREA_OF: Record<EndpointName, MockArea> = {
  sendRegisterCode: 'account', sendChangePwdCode: 'account', login: 'account', register: 'account', logout: 'account',
  changePwd: 'account', clientInfo: 'account', 'client/updateAvatar': 'account', 'client/updateNickName': 'account',
  'client/updateEmail': 'account', 'client/changeLanguage': 'account', 'common/minio/upload': 'account',
  'common/oss/private/upload': 'account',
  'clientNotification/myPage': 'notifications', 'clientNotification/remove/{id}': 'notifications',
  'clientNotification/markRead': 'notifications', 'clientNotification/clean': 'notifications',
  'clientTrails/page': 'stories', 'clientTrails/myPage': 'stories', 'clientTrails/view': 'stories', 'clientTrails/myCollect': 'stories',
  'clientTrails/add': 'stories', 'clientTrails/edit': 'stories', 'clientTrails/collect': 'stories', 'clientTrails/cancelCollect': 'stories',
  'clientTrails/giveLike': 'stories', 'clientTrails/cancelLike': 'stories', 'clientTrails/remove/{id}': 'stories',
  'trailsComment/comment': 'stories', 'trailsComment/giveLike': 'stories', 'trailsComment/cancelLike': 'stories',
  'trailsComment/trample': 'stories', 'trailsComment/cancelTrample': 'stories', 'trailsComment/firstComment': 'stories',
  'trailsComment/secondComment': 'stories',
  'tripStrategy/page': 'planner', 'tripStrategy/view': 'planner', 'tripStrategy/budgetList': 'planner', 'tripStrategy/accessCity': 'planner',
  'tripStrategy/tripDetail': 'planner', 'tripStrategy/tripCondition': 'planner', 'tripStrategy/historyDeparture': 'planner',
  'tripStrategy/planTrip': 'planner', 'tripStrategy/save': 'planner', 'tripStrategy/areaList': 'planner',
  'clientTripStrategy/myPage': 'planner', 'clientTripStrategy/viewStrategyResult': 'planner', 'clientTripStrategy/remove': 'planner',
  'ai/reply': 'planner', 'ai/city': 'cities', 'ai/like': 'planner', 'ai/trample': 'planner', 'ai/cancelLike': 'planner',
  'ai/cancelTrample': 'planner', 'ai/stream': 'planner', 'ai/cityStream': 'cities', 'ai/trip': 'planner', 'aiQuestion/list': 'planner',
  'cityCombo/list': 'packages', 'cityCombo/view': 'packages', 'cityCombo/book': 'packages',
  'appeal/page': 'support', 'appeal/view': 'support', 'appeal/add': 'support', 'appeal/remove/{id}': 'support',
  'zxQuestionAnswer/myPage': 'support', 'zxQuestionAnswer/add': 'support', 'feedback/myPage': 'support', 'feedback/submit': 'support',
  'customerService/info': 'support', 'customerService/record': 'support',
  'entryChinaNotice/last': 'notices', 'entryChinaNotice/list': 'notices', 'entryChinaNotice/view': 'notices',
  'entryChinaNotice/share': 'notices', 'entryChinaNotice/feedback': 'notices', 'entryChinaNotice/like': 'notices',
  'entryChinaNotice/trample': 'notices',
  'city/cityList': 'cities', 'city/topCityList': 'cities', 'city/allCity': 'cities', 'city/detail': 'cities', 'city/firstComment': 'cities',
  'city/secondComment': 'cities', 'city/nameList': 'cities', 'city/giveLike': 'cities', 'city/cancelLike': 'cities', 'city/comment': 'cities',
  'comment/giveLike': 'cities', 'comment/cancelLike': 'cities', 'comment/trample': 'cities', 'comment/cancelTrample': 'cities',
  'language/list': 'site', 'common/enum': 'site', 'enums/allDict': 'site', 'sys/role/list': 'site',
};

export interface EndpointGroup {
  area: MockArea;
  endpoints: EndpointName[];
}

/** The endpoints by area, in area order, keeping those whose human name or path contains the query (any case). */
export function groupEndpoints(query: string, nameOf: (endpoint: EndpointName) => string): EndpointGroup[] {
  const needle = query.trim().toLowerCase();
  const matches = (endpoint: EndpointName) => !needle || endpoint.toLowerCase().includes(needle) || nameOf(endpoint).toLowerCase().includes(needle);
  return MOCK_AREAS.map((area) => ({ area, endpoints: endpointNames.filter((e) => AREA_OF[e] === area && matches(e)) })).filter(
    (group) => group.endpoints.length > 0,
  );
}
