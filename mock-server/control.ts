import { http, HttpResponse } from 'msw';
import { endpointNames } from '../src/api/contract';
import { ErrorCode } from '../src/api/error-codes';
import { route } from './kit';
import { EVERY_ENDPOINT, isMockPreset, MOCK_PRESETS } from '../src/api/mock-contract';
import { addScenario, clearScenarios, type Scenario } from './scenarios';
import { PRESETS, startPreset } from './presets';
import { clearCalls, recentCalls } from './call-log';
import { commitWorld, currentWorld, resetWorld } from './world';
import { fileStore } from './files';
import { drawnPicture, PICTURE_HEADERS } from './media';

/** Mock-only endpoints under `__mock/` (not part of the product contract) and the generated media. */

const ok = (data: unknown = null) => HttpResponse.json({ code: ErrorCode.success, msg: 'success', data });
const bad = (msg: string) => HttpResponse.json({ code: ErrorCode.badInput, msg });

function isScenario(value: unknown): value is Scenario {
  if (typeof value !== 'object' || value === null) return false;
  const { endpoint } = value as Scenario;
  return endpoint === EVERY_ENDPOINT || endpointNames.includes(endpoint);
}

function bearer(request: Request): string | null {
  return request.headers.get('authorization')?.replace(/^Bearer\s+/i, '').trim() || null;
}

export const controlHandlers = [
  http.get(route('__mock/mailbox'), ({ request }) => {
    const to = new URL(request.url).searchParams.get('email')?.toLowerCase();
    return ok(currentWorld().mailbox.filter((mail) => !to || mail.to === to));
  }),
  http.post(route('__mock/scenario'), async ({ request }) => {
    const body = (await request.json().catch(() => null)) as unknown;
    if (!isScenario(body)) return bad('Give an endpoint from the contract (or "*" for every one), and optionally code, msg, delayMs, network, failStreamAfter, times, untilCleared');
    addScenario(body);
    return ok(currentWorld().scenarios);
  }),
  http.get(route('__mock/scenario'), () => ok(currentWorld().scenarios)),
  http.delete(route('__mock/scenario'), () => {
    clearScenarios();
    return ok([]);
  }),
  http.post(route('__mock/settings'), async ({ request }) => {
    const body = (await request.json().catch(() => ({}))) as { pace?: string; advanceClockMs?: number };
    const world = currentWorld();
    if (body.pace === 'fast' || body.pace === 'realistic') world.settings.pace = body.pace;
    if (typeof body.advanceClockMs === 'number') world.settings.clockOffsetMs += body.advanceClockMs;
    commitWorld();
    return ok(world.settings);
  }),
  http.get(route('__mock/settings'), () => ok(currentWorld().settings)),
  http.post(route('__mock/reset'), async () => {
    await fileStore().clear();
    resetWorld();
    return ok();
  }),
  http.get(route('__mock/presets'), () => ok(MOCK_PRESETS.map((name) => ({ name, summary: PRESETS[name].summary })))),
  http.post(route('__mock/preset'), async ({ request }) => {
    const body = (await request.json().catch(() => ({}))) as { preset?: string };
    if (!isMockPreset(body.preset)) return bad(`Give a preset: ${MOCK_PRESETS.join(', ')}`);
    if (PRESETS[body.preset].resetsFiles) await fileStore().clear();
    return ok(startPreset(body.preset, { token: bearer(request), deviceNo: request.headers.get('device-no') ?? 'mock-panel' }));
  }),
  http.get(route('__mock/calls'), () => ok(recentCalls())),
  http.delete(route('__mock/calls'), () => {
    clearCalls();
    return ok([]);
  }),
  http.get(route('__mock/world'), () => ok(currentWorld())),
  http.get(route('__mock/ip'), () => ok({ country: 'Germany', countryCode: 'DE' })),
  http.get(route('media/upload/:id'), async ({ params }) => {
    const file = await fileStore().get(String(params.id));
    if (!file) return new HttpResponse(null, { status: 404 });
    return new HttpResponse(file.bytes, { headers: { 'content-type': file.type, 'cache-control': 'max-age=86400' } });
  }),
  http.get(route('media/:kind/:key'), ({ params, request }) => {
    const picture = drawnPicture(String(params.kind), String(params.key), new URL(request.url).searchParams);
    return picture === null ? new HttpResponse(null, { status: 404 }) : new HttpResponse(picture, { headers: PICTURE_HEADERS });
  }),
];
