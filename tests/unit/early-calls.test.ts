import { runInThisContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Rollup } from 'vite';
import { earlyCalls, earlyCallsScript, firstCallUrls, seededAnswerFiles, type SeededAnswerFiles } from '../../scripts/early-calls';
import { EARLY_ANSWER_USABLE_MS, earlyLeadPicture, fetchOrEarlyAnswer, takeEarlyAnswer, type EarlyCall } from '../../src/api/early-answers';
import { IN_BROWSER_API_BASE } from '../../src/lib/api-base';
import { requestHeaders } from '../../src/api/client';
import { fetchCityPage, fetchTopCities } from '../../src/api/cities';
import { CITY_PAGE_SIZE } from '../../src/api/first-calls';
import { writeRaw, type StorageKey } from '../../src/lib/storage';
import { mediaUrl } from '../../src/lib/media';

const API = 'http://mock.test/api';

function earlyCall(url: string, headers: Record<string, string>, body: unknown = { code: 200, msg: 'ok', data: [] }): EarlyCall {
  return { url, headers, sentAt: performance.now(), answer: Promise.resolve(Response.json(body)) };
}

/** Runs index.html's early script at `address` with a fetch that only records (or gives every call `answer`), and returns what it left. */
function runEarlyScript(address: string, answer?: unknown): EarlyCall[] | undefined {
  window.history.replaceState(null, '', address);
  const sent = vi.fn(() => (answer === undefined ? new Promise<Response>(() => undefined) : Promise.resolve(Response.json(answer))));
  vi.stubGlobal('fetch', sent);
  runInThisContext(earlyCallsScript(firstCallUrls(API), ['/assets/checker.js'], API));
  return window.earlyCalls;
}

const picturePreloads = () => [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) => link.getAttribute('href'));

afterEach(() => {
  delete window.earlyCalls;
  delete window.leadPicture;
  delete window.leadPictureNamed;
  document.head.querySelectorAll('link[rel="modulepreload"], link[rel="preload"]').forEach((link) => link.remove());
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe("index.html's early calls (a build for a real API)", () => {
  it("asks for the opened address's lists with the API base and the screens' own page sizes", () => {
    expect(firstCallUrls(`${API}/`)['/cityList']).toEqual([
      `${API}/city/topCityList`,
      `${API}/city/allCity`,
      `${API}/city/cityList?pageNum=1&pageSize=${CITY_PAGE_SIZE}`,
    ]);
    expect(firstCallUrls(API)['/explorList']).toEqual([`${API}/clientTrails/page?pageNum=1&pageSize=12&sort=latest`]);
  });

  it('sends them with the headers the client sends: the stored language, the token and the device', () => {
    writeRaw('language', 'zh');
    writeRaw('token', 'tok_early');
    writeRaw('deviceNo', 'device-7');
    const calls = runEarlyScript('/cityList');
    expect(calls?.map((call) => call.url)).toEqual([...firstCallUrls(API)['/cityList'], ...firstCallUrls(API)['*']]);
    expect(calls?.[0].headers).toEqual(requestHeaders());
    expect(calls?.[0].headers).toMatchObject({ 'Language-Code': 'zh', Authorization: 'Bearer tok_early' });
  });

  it("sends the site's own calls after the address's, leaves an address's own with a query to the app, and sends nothing for an address without first calls", () => {
    const site = [`${API}/common/enum`, `${API}/enums/allDict`];
    expect(runEarlyScript('/cityList')?.map((call) => call.url)).toEqual([...firstCallUrls(API)['/cityList'], ...site]);
    expect(runEarlyScript('/cityList?region=north')?.map((call) => call.url)).toEqual(site);
    delete window.earlyCalls;
    expect(runEarlyScript('/profile')).toBeUndefined();
  });

  it("preloads the answer checker's code with the calls, and only then", () => {
    runEarlyScript('/profile');
    expect(document.querySelector('link[rel="modulepreload"][href="/assets/checker.js"]')).toBeNull();
    runEarlyScript('/explorList');
    expect(document.querySelector('link[rel="modulepreload"][href="/assets/checker.js"]')).not.toBeNull();
  });

  it("preloads the screen's lead picture once its answer is in, at the address the app shows it from", async () => {
    const cover = 'media/cover/trail-101?caption=Jinshanling';
    runEarlyScript('/explorList', { code: 200, msg: 'ok', data: { rows: [{ cover }, { cover: 'media/cover/trail-102' }] } });
    await vi.waitFor(() => expect(picturePreloads()).toEqual([mediaUrl(cover)]));
    expect(mediaUrl(cover)).toBe(`${API}/${cover}`);
    expect(document.head.querySelector('link[rel="preload"][as="image"]')?.hasAttribute('crossorigin')).toBe(false);
  });

  it('tells the app the lead picture once its answer names it, and that there is none when the answer fails', async () => {
    const cover = 'media/cover/trail-101?caption=Jinshanling';
    runEarlyScript('/explorList', { code: 200, msg: 'ok', data: { rows: [{ cover }] } });
    await expect(earlyLeadPicture()).resolves.toBe(mediaUrl(cover));
    Reflect.deleteProperty(window, 'leadPicture');
    runEarlyScript('/explorList', { code: 500, msg: 'busy', data: null });
    await expect(earlyLeadPicture()).resolves.toBeNull();
    Reflect.deleteProperty(window, 'leadPictureNamed');
    await expect(earlyLeadPicture()).resolves.toBeNull();
  });

  it('preloads no picture from another host, from a failed answer or for an address with a query, and the tall package cover only on a phone', async () => {
    runEarlyScript('/cityList', { code: 200, msg: 'ok', data: [{ cover: 'https://elsewhere.example/media/cover/x.png' }] });
    runEarlyScript('/explorList', { code: 500, msg: 'busy', data: null });
    runEarlyScript('/explorList?sort=hot', { code: 200, msg: 'ok', data: { rows: [{ cover: 'media/cover/trail-9' }] } });
    const packages = { code: 200, msg: 'ok', data: [{ cover: 'media/cover/combo-1', coverVertical: 'media/vertical/combo-1' }] };
    runEarlyScript('/home', packages);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(picturePreloads()).toEqual([]);
    vi.stubGlobal('innerWidth', 390);
    runEarlyScript('/home', packages);
    await vi.waitFor(() => expect(picturePreloads()).toEqual([`${API}/media/vertical/combo-1`]));
  });

  it('puts the script before the entry in a real-API build, naming the checker and the chunks it imports', () => {
    const bundle = {
      'assets/index.js': { type: 'chunk', fileName: 'assets/index.js', isEntry: true, facadeModuleId: `${process.cwd()}/index.html`, imports: [], moduleIds: [] },
      'assets/checker.js': { type: 'chunk', fileName: 'assets/checker.js', isEntry: false, imports: ['assets/valibot.js'], moduleIds: [`${process.cwd()}/src/api/checker-parts.ts`] },
      'assets/valibot.js': { type: 'chunk', fileName: 'assets/valibot.js', isEntry: false, imports: [], moduleIds: [] },
    } as unknown as Rollup.OutputBundle;
    const page = '<head><script type="module" src="/assets/index.js"></script></head>';
    const transform = (apiBase: string | undefined) => {
      const plugin = earlyCalls();
      (plugin.configResolved as (config: object) => void)({ env: apiBase ? { VITE_API_BASE: apiBase } : {}, base: '/', root: process.cwd() });
      const { handler } = plugin.transformIndexHtml as { handler: (html: string, context: { bundle: Rollup.OutputBundle }) => string };
      return handler(page, { bundle });
    };
    const html = transform(API);
    expect(html).toContain(earlyCallsScript(firstCallUrls(API), ['/assets/checker.js', '/assets/valibot.js'], API));
    expect(html.indexOf('window.earlyCalls')).toBeLessThan(html.indexOf('<script type="module"'));
  });

  it("puts the seeded answers' script in a mock-mode build, with a folder named after the answers it holds", async () => {
    const page = '<head><script type="module" src="/assets/index.js"></script></head>';
    const mockBuild = async () => {
      const plugin = earlyCalls();
      (plugin.configResolved as (config: object) => void)({ env: {}, base: '/', root: process.cwd() });
      await (plugin.buildStart as () => Promise<void>)();
      const { handler } = plugin.transformIndexHtml as { handler: (html: string, context: object) => string };
      return handler(page, {});
    };
    const html = await mockBuild();
    const folder = /"folder":"(\/first-answers\/[0-9a-f]{10}\/)"/.exec(html)?.[1];
    expect(folder).toBeDefined();
    expect(html).toContain(earlyCallsScript(firstCallUrls(MOCK), [], MOCK, { ...SEEDED, folder: folder! }));
    // the same answers give the same folder
    expect(await mockBuild()).toBe(html);
  });
});

describe('the early answers in the API client', () => {
  it("answers the screen's own call from the early answer, once, without asking the network again", async () => {
    const headers = requestHeaders();
    const served = (await (await fetch(`${API}/city/topCityList`, { headers })).json()) as { data: { name: string }[] };
    const renamed = { ...served, data: served.data.map((city, index) => (index === 0 ? { ...city, name: 'Asked for early' } : city)) };
    window.earlyCalls = [earlyCall(`${API}/city/topCityList`, headers, renamed)];
    const network = vi.fn(fetch);
    vi.stubGlobal('fetch', network);
    const cities = await fetchTopCities();
    expect(cities[0].name).toBe('Asked for early');
    expect(network).not.toHaveBeenCalled();
    await fetchTopCities().catch(() => undefined);
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('matches the address whatever the order of its query', () => {
    const headers = requestHeaders();
    window.earlyCalls = [earlyCall(`${API}/city/cityList?pageSize=12&pageNum=1`, headers)];
    expect(takeEarlyAnswer(`${API}/city/cityList?pageNum=1&pageSize=12`, { method: 'GET', headers })).not.toBeNull();
  });

  it('leaves it for another language, another account, another page, a POST, or after the first screen', () => {
    const headers = requestHeaders();
    const url = `${API}/city/cityList?pageNum=1&pageSize=12`;
    window.earlyCalls = [earlyCall(url, headers)];
    expect(takeEarlyAnswer(url, { headers: { ...headers, 'Language-Code': 'ar' } })).toBeNull();
    expect(takeEarlyAnswer(url, { headers: { ...headers, Authorization: 'Bearer someone-else' } })).toBeNull();
    expect(takeEarlyAnswer(`${API}/city/cityList?pageNum=2&pageSize=12`, { headers })).toBeNull();
    expect(takeEarlyAnswer(url, { method: 'POST', headers })).toBeNull();
    window.earlyCalls = [{ ...earlyCall(url, headers), sentAt: performance.now() - EARLY_ANSWER_USABLE_MS - 1 }];
    expect(takeEarlyAnswer(url, { headers })).toBeNull();
  });

  it("gives up waiting when the caller aborts, as the caller's own fetch would", async () => {
    const headers = requestHeaders();
    const url = `${API}/city/cityList?pageNum=1&pageSize=12`;
    window.earlyCalls = [{ url, headers, sentAt: performance.now(), answer: new Promise<Response>(() => undefined) }];
    const controller = new AbortController();
    const page = fetchCityPage({ pageNum: 1, pageSize: 12 }, { signal: controller.signal });
    controller.abort();
    await expect(page).rejects.toMatchObject({ noAnswer: 'aborted' });
  });
});

const MOCK = IN_BROWSER_API_BASE;
const SEEDED: SeededAnswerFiles = { files: seededAnswerFiles(firstCallUrls(MOCK), MOCK), folder: '/first-answers/', worker: '/mock-worker.js?api=%2Fapi%2F' };

/** A service worker container that controls the page or not, and whose `register` is recorded. */
function stubWorkers(controlled: boolean) {
  const container = Object.assign(new EventTarget(), {
    controller: controlled ? {} : null,
    register: vi.fn(() => Promise.resolve({ active: null })),
  });
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return container;
}

/** Runs a mock-mode build's early script at `address`; the build's files are `files` (by name, anything else is missing). */
function runSeededScript(address: string, files: Record<string, unknown> = {}) {
  window.history.replaceState(null, '', address);
  const asked = vi.fn((url: string) => {
    const name = url.replace(SEEDED.folder, '');
    return Promise.resolve(name in files ? Response.json(files[name]) : new Response('<!doctype html>', { status: 404 }));
  });
  vi.stubGlobal('fetch', asked);
  runInThisContext(earlyCallsScript(firstCallUrls(MOCK), [], MOCK, SEEDED));
  return { calls: window.earlyCalls, asked };
}

describe("index.html's early answers in a mock-mode build", () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    vi.useRealTimers();
  });

  it("names each first call's file after its endpoint, and refuses two calls of one endpoint", () => {
    expect(SEEDED.files).toMatchObject({ '/api/city/cityList?pageNum=1&pageSize=12': 'city.cityList.json', '/api/common/enum': 'common.enum.json' });
    expect(() => seededAnswerFiles({ '/a': ['/api/city/cityList?pageNum=1'], '/b': ['/api/city/cityList?pageNum=2'] }, MOCK)).toThrow(/would share city.cityList.json/);
  });

  it("answers a first visit from the build's files in the reader's language, once the mock's worker, which draws the pictures, controls the page", async () => {
    writeRaw('language', 'zh');
    const workers = stubWorkers(false);
    const answer = { code: 200, msg: 'success', data: [{ name: '北京' }] };
    const { calls, asked } = runSeededScript('/cityList', { 'zh/city.topCityList.json': answer });
    expect(calls?.map((call) => call.url)).toEqual([...firstCallUrls(MOCK)['/cityList'], ...firstCallUrls(MOCK)['*']]);
    expect(asked.mock.calls.map(([url]) => url)).toContain('/first-answers/zh/city.topCityList.json');
    expect(workers.register).toHaveBeenCalledWith(SEEDED.worker);
    let handedOver = false;
    void calls![0].answer.then(() => (handedOver = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(handedOver).toBe(false);
    workers.dispatchEvent(new Event('controllerchange'));
    const response = await calls![0].answer;
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.json()).toEqual(answer);
    // a file the host does not have is a failed answer, not its 404 page
    await expect(calls![1].answer).rejects.toThrow(/404/);
  });

  it("leaves the calls to the mock when its world was stored, for a preset in the address, a signed-in visitor, the standalone mock, or a browser without service workers", () => {
    stubWorkers(true);
    const leftToTheMock = (address: string, stored: Record<string, string>) => {
      localStorage.clear();
      for (const [key, value] of Object.entries(stored)) writeRaw(key as StorageKey, value);
      delete window.earlyCalls;
      return runSeededScript(address).calls;
    };
    expect(leftToTheMock('/cityList', {})).toHaveLength(5);
    expect(leftToTheMock('/cityList', { 'mock.world': '{}' })).toBeUndefined();
    expect(leftToTheMock('/cityList?mock=signed-in', {})).toBeUndefined();
    expect(leftToTheMock('/cityList', { token: 'tok_1' })).toBeUndefined();
    expect(leftToTheMock('/cityList', { 'mock.remote': 'http://127.0.0.1:8787/api' })).toBeUndefined();
    Reflect.deleteProperty(navigator, 'serviceWorker');
    expect(leftToTheMock('/cityList', {})).toBeUndefined();
  });

  it("answers the site's own calls from the build on an address without first calls of its own", () => {
    stubWorkers(true);
    Reflect.deleteProperty(window, 'leadPicture');
    const { calls, asked } = runSeededScript('/travelItinerary');
    expect(calls?.map((call) => call.url)).toEqual(firstCallUrls(MOCK)['*']);
    expect(asked.mock.calls.map(([url]) => url)).toEqual(['/first-answers/en/common.enum.json', '/first-answers/en/enums.allDict.json']);
    expect(window.leadPicture).toBeUndefined();
  });

  it('gives up on the early answers when the worker does not control the page within five seconds', async () => {
    vi.useFakeTimers();
    stubWorkers(false);
    const { calls } = runSeededScript('/explorList', { 'en/clientTrails.page.json': { code: 200, msg: 'success', data: { rows: [], total: 0 } } });
    const failed = expect(calls![0].answer).rejects.toThrow(/did not start/);
    await vi.advanceTimersByTimeAsync(5000);
    await failed;
  });

  it('asks the backend, once it is ready, for a call whose early answer failed', async () => {
    const headers = requestHeaders();
    window.earlyCalls = [{ url: `${API}/city/topCityList`, headers, sentAt: performance.now(), answer: Promise.reject(new Error('404 /first-answers/en/city.topCityList.json')) }];
    let ready = false;
    let becomeReady = () => undefined as void;
    const backend = new Promise<void>((resolve) => (becomeReady = resolve)).then(() => (ready = true));
    const network = vi.fn((..._: Parameters<typeof fetch>) => Promise.resolve(Response.json({ code: 200, msg: 'success', data: ready })));
    vi.stubGlobal('fetch', network);
    const answer = fetchOrEarlyAnswer(() => backend)(`${API}/city/topCityList`, { headers });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(network).not.toHaveBeenCalled();
    becomeReady();
    expect(await (await answer).json()).toMatchObject({ data: true });
    expect(network).toHaveBeenCalledTimes(1);
  });
});
