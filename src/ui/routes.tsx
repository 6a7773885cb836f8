import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { isMobileDevice } from '../lib/device';
import { downloadOnce } from '../lib/download-once';
import { loadStrings, type Namespace } from '../i18n';
import { loadCheckParts } from './features/planner/plan-check/check-parts-loader';

export type RouteName =
  | 'home' | 'cityList' | 'cityInfo' | 'explorList' | 'explorInfo' | 'explorAdd' | 'myPublish'
  | 'travelItinerary' | 'itineraryDetails' | 'commobInfo' | 'comboDetail' | 'policy' | 'service' | 'guides'
  | 'aboutUs' | 'contact' | 'fqa' | 'transform' | 'loginout' | 'profile'
  | 'notifications' | 'notices' | 'noticeInfo' | 'appeals' | 'questions' | 'tripStrategies' | 'savedTrips' | 'sharedPlan';

export interface RouteDef {
  name: RouteName;
  path: string;
  screen: Screen;
  /** the header tab this route lights up */
  menu: 'home' | 'cityList' | 'explorList' | 'travelItinerary' | null;
  /** on a phone this route keeps its own screen instead of the mobile landing page */
  ownScreenOnMobile: boolean;
}

type ScreenModule = { default: ComponentType };
/** A screen whose code loads when it is first shown, or before with `load()`. */
type Screen = LazyExoticComponent<ComponentType> & { load: () => Promise<unknown> };

/**
 * A screen's code, the strings of the namespaces it uses beyond the shell's (`SHELL_NAMESPACES`) and, with
 * `alongside`, code its first render shows that the screen itself loads on demand (given the screen's code on its way,
 * for a screen whose own code says what that is).
 */
const screen = <M extends ScreenModule>(load: () => Promise<M>, strings: readonly Namespace[] = [], alongside?: (module: Promise<M>) => Promise<unknown>): Screen => {
  const code = downloadOnce<ScreenModule>(() => {
    const module = load();
    // without what comes alongside the screen still opens, like a plan without its check
    return Promise.all([module, loadStrings(strings), alongside?.(module).catch(() => undefined)]).then(([arrived]) => arrived);
  });
  // Once its code is in, a screen renders in the same pass: React reads a thenable that calls back at once as
  // resolved, where a promise, even a settled one, would show the Suspense fallback first and the screen up
  // to 300 ms later (React throttles what replaces a fallback).
  const settled = (module: ScreenModule) => ({ then: (resolve: (value: ScreenModule) => void) => resolve(module) });
  const component = lazy(() => {
    const arrived = code.loaded();
    return arrived ? (settled(arrived) as unknown as Promise<ScreenModule>) : code.load();
  });
  return Object.assign(component, { load: code.load });
};

/** The planner opens showing the conversation kept from the last visit: what that needs comes with the screen (its own code says what). */
const plannerKeptConversation = (planner: Promise<typeof import('./features/planner/travel-itinerary-screen')>) => planner.then((module) => module.loadKeptConversation());

export const ROUTES: readonly RouteDef[] = [
  { name: 'home', path: '/home', screen: screen(() => import('./features/home/home-screen'), ['pages', 'notices']), menu: 'home', ownScreenOnMobile: false },
  { name: 'cityList', path: '/cityList', screen: screen(() => import('./features/cities/city-list-screen'), ['cities']), menu: 'cityList', ownScreenOnMobile: true },
  { name: 'cityInfo', path: '/cityInfo', screen: screen(() => import('./features/cities/city-info-screen'), ['cities', 'comments', 'planner']), menu: 'cityList', ownScreenOnMobile: true },
  { name: 'explorList', path: '/explorList', screen: screen(() => import('./features/stories/story-list-screen'), ['stories']), menu: 'explorList', ownScreenOnMobile: true },
  { name: 'explorInfo', path: '/explorInfo', screen: screen(() => import('./features/stories/story-reader-screen'), ['stories', 'comments']), menu: 'explorList', ownScreenOnMobile: true },
  { name: 'explorAdd', path: '/explorAdd', screen: screen(() => import('./features/stories/story-editor-screen'), ['stories']), menu: 'explorList', ownScreenOnMobile: false },
  { name: 'myPublish', path: '/myPublish', screen: screen(() => import('./features/stories/my-publish-screen'), ['stories']), menu: 'explorList', ownScreenOnMobile: true },
  { name: 'travelItinerary', path: '/travelItinerary', screen: screen(() => import('./features/planner/travel-itinerary-screen'), ['planner', 'cities'], plannerKeptConversation), menu: 'travelItinerary', ownScreenOnMobile: true },
  { name: 'itineraryDetails', path: '/itineraryDetails', screen: screen(() => import('./features/planner/itinerary-details-screen'), ['planner', 'plan-check', 'cities'], loadCheckParts), menu: 'travelItinerary', ownScreenOnMobile: true },
  { name: 'sharedPlan', path: '/sharedPlan', screen: screen(() => import('./features/planner/shared-plan-screen'), ['planner', 'plan-check', 'cities'], loadCheckParts), menu: 'travelItinerary', ownScreenOnMobile: true },
  { name: 'savedTrips', path: '/savedTrips', screen: screen(() => import('./features/planner/saved-trips-screen'), ['planner']), menu: 'travelItinerary', ownScreenOnMobile: true },
  { name: 'tripStrategies', path: '/tripStrategies', screen: screen(() => import('./features/planner/trip-strategies-screen'), ['planner', 'cities']), menu: 'home', ownScreenOnMobile: true },
  { name: 'commobInfo', path: '/commobInfo', screen: screen(() => import('./features/packages/combo-list-screen')), menu: 'home', ownScreenOnMobile: false },
  { name: 'comboDetail', path: '/comboDetail', screen: screen(() => import('./features/packages/combo-detail-screen')), menu: 'home', ownScreenOnMobile: true },
  { name: 'notices', path: '/notices', screen: screen(() => import('./features/notices/notice-list-screen'), ['notices']), menu: 'home', ownScreenOnMobile: true },
  { name: 'noticeInfo', path: '/noticeInfo', screen: screen(() => import('./features/notices/notice-info-screen'), ['notices']), menu: 'home', ownScreenOnMobile: true },
  { name: 'appeals', path: '/appeals', screen: screen(() => import('./features/support/appeals-screen'), ['support']), menu: null, ownScreenOnMobile: true },
  { name: 'questions', path: '/questions', screen: screen(() => import('./features/support/questions-screen'), ['support']), menu: null, ownScreenOnMobile: true },
  { name: 'notifications', path: '/notifications', screen: screen(() => import('./features/notifications/notification-centre-screen')), menu: null, ownScreenOnMobile: true },
  { name: 'policy', path: '/policy', screen: screen(() => import('./features/pages/policy-screen'), ['pages']), menu: null, ownScreenOnMobile: true },
  { name: 'service', path: '/service', screen: screen(() => import('./features/pages/service-screen'), ['pages']), menu: null, ownScreenOnMobile: true },
  { name: 'guides', path: '/guides', screen: screen(() => import('./features/pages/guides-screen'), ['pages']), menu: null, ownScreenOnMobile: true },
  { name: 'aboutUs', path: '/aboutUs', screen: screen(() => import('./features/pages/about-us-screen'), ['pages']), menu: null, ownScreenOnMobile: true },
  { name: 'contact', path: '/contact', screen: screen(() => import('./features/pages/contact-screen'), ['pages']), menu: null, ownScreenOnMobile: true },
  { name: 'fqa', path: '/fqa', screen: screen(() => import('./features/pages/fqa-screen'), ['pages']), menu: null, ownScreenOnMobile: true },
  { name: 'transform', path: '/transform', screen: screen(() => import('./features/pages/transform-screen'), ['pages']), menu: null, ownScreenOnMobile: true },
  { name: 'loginout', path: '/loginout', screen: screen(() => import('./features/account/profile-screen')), menu: null, ownScreenOnMobile: true },
  { name: 'profile', path: '/profile', screen: screen(() => import('./features/account/profile-screen')), menu: null, ownScreenOnMobile: true },
];

/** What a phone shows instead of a route without a screen of its own (`ownScreenOnMobile: false`), the home's included. */
export const MOBILE_LANDING = screen(() => import('./layout/mobile-landing'));

export const routeByName = (name: RouteName): RouteDef => ROUTES.find((r) => r.name === name) as RouteDef;
export const routeByPath = (path: string): RouteDef | undefined => ROUTES.find((r) => r.path === path);

/**
 * The code and strings of the screen the address opens (preloaded by index.html beside the entry), so that the first
 * render shows it rather than a placeholder. On a phone a route without a screen of its own shows the landing page
 * instead. A failure is left to the screen's error page.
 */
export function loadScreenAt(pathname: string): Promise<void> {
  const route = routeByPath(pathname);
  const phone = isMobileDevice(window.innerWidth, navigator.userAgent);
  const shown = phone && route?.ownScreenOnMobile === false ? MOBILE_LANDING : route?.screen;
  return shown ? shown.load().then(() => undefined, () => undefined) : Promise.resolve();
}
