import { http, HttpResponse } from 'msw';
import { endpointNames, type EndpointName } from '../src/api/contract';
import { addScenario, clearScenarios, type Scenario } from './scenarios';
import { commitWorld, currentWorld, resetWorld } from './world';
import { fileStore } from './files';
import { avatarSvg, flagSvg, landscapeSvg, qrSvg } from './media';

/** Mock-only endpoints under `__mock/` (not part of the product contract) and the generated media. */

const ok = (data: unknown = null) => HttpResponse.json({ code: 200, msg: 'success', data });
const bad = (msg: string) => HttpResponse.json({ code: 400, msg });

function svg(body: string): Response {
  return new HttpResponse(body, { headers: { 'content-type': 'image/svg+xml', 'cache-control': 'max-age=86400' } });
}

function isScenario(value: unknown): value is Scenario {
  return typeof value === 'object' && value !== null && endpointNames.includes((value as Scenario).endpoint as EndpointName);
}

export const controlHandlers = [
  http.get('*/__mock/mailbox', ({ request }) => {
    const to = new URL(request.url).searchParams.get('email')?.toLowerCase();
    return ok(currentWorld().mailbox.filter((mail) => !to || mail.to === to));
  }),
  http.post('*/__mock/scenario', async ({ request }) => {
    const body = (await request.json().catch(() => null)) as unknown;
    if (!isScenario(body)) return bad('Give an endpoint from the contract, and optionally code, msg, delayMs, network, failStreamAfter, times');
    addScenario(body);
    return ok(currentWorld().scenarios);
  }),
  http.get('*/__mock/scenario', () => ok(currentWorld().scenarios)),
  http.delete('*/__mock/scenario', () => {
    clearScenarios();
    return ok([]);
  }),
  http.post('*/__mock/settings', async ({ request }) => {
    const body = (await request.json().catch(() => ({}))) as { pace?: string; advanceClockMs?: number };
    const world = currentWorld();
    if (body.pace === 'fast' || body.pace === 'realistic') world.settings.pace = body.pace;
    if (typeof body.advanceClockMs === 'number') world.settings.clockOffsetMs += body.advanceClockMs;
    commitWorld();
    return ok(world.settings);
  }),
  http.get('*/__mock/settings', () => ok(currentWorld().settings)),
  http.post('*/__mock/reset', async () => {
    await fileStore().clear();
    resetWorld();
    return ok();
  }),
  http.get('*/__mock/world', () => ok(currentWorld())),
  http.get('*/__mock/ip', () => ok({ country: 'Germany', countryCode: 'DE' })),
  http.get('*/media/upload/:id', async ({ params }) => {
    const file = await fileStore().get(String(params.id));
    if (!file) return new HttpResponse(null, { status: 404 });
    return new HttpResponse(file.bytes, { headers: { 'content-type': file.type, 'cache-control': 'max-age=86400' } });
  }),
  http.get('*/media/flag/:code', ({ params }) => svg(flagSvg(String(params.code).replace('.svg', '')))),
  http.get('*/media/qr/:key', ({ params }) => svg(qrSvg(String(params.key)))),
  http.get('*/media/avatar/:key', ({ params, request }) =>
    svg(avatarSvg(String(params.key), new URL(request.url).searchParams.get('name') ?? String(params.key)))),
  http.get('*/media/:kind/:key', ({ params, request }) => {
    const url = new URL(request.url);
    const width = Number(url.searchParams.get('w')) || (params.kind === 'vertical' ? 600 : 1350);
    const height = Number(url.searchParams.get('h')) || (params.kind === 'vertical' ? 900 : 600);
    return svg(landscapeSvg(`${String(params.kind)}/${String(params.key)}`, width, height, url.searchParams.get('caption') ?? ''));
  }),
];
