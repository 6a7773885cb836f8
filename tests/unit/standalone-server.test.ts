import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../../src/api/error-codes';
import { mockServer } from '../../mock-server/node';
import { startStandaloneMock } from '../../mock-server/server';

let server: Awaited<ReturnType<typeof startStandaloneMock>>;
const base = () => `http://127.0.0.1:${server.port}`;

// over real HTTP: the in-process interception of the other Node tests is switched off here
beforeAll(async () => {
  mockServer.close();
  server = await startStandaloneMock({ port: 0 });
});
afterAll(async () => {
  await server.close();
  mockServer.listen({ onUnhandledRequest: 'error' });
});

const post = (path: string, body: unknown) =>
  fetch(`${base()}/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('the standalone mock server', () => {
  it('drops the connection for a forced network failure, then answers again', async () => {
    await post('__mock/scenario', { endpoint: 'language/list', network: true });
    await expect(fetch(`${base()}/language/list`)).rejects.toThrow(TypeError);
    const again = (await (await fetch(`${base()}/language/list`)).json()) as { code: number };
    expect(again.code).toBe(ErrorCode.success);
  });

  it('answers a broken escape in a path with a 400 envelope naming the parameter', async () => {
    const answer = (await (await fetch(`${base()}/appeal/remove/%`, { method: 'DELETE' })).json()) as { code: number; msg: string };
    // the id is read before the sign-in check, as the parameter is malformed whoever sends it
    expect(answer).toMatchObject({ code: ErrorCode.badInput, msg: expect.stringContaining('"id"') });
  });

  it('answers English names for a __proto__ Language-Code', async () => {
    const answer = (await (await fetch(`${base()}/city/topCityList`, { headers: { 'Language-Code': '__proto__' } })).json()) as { code: number; data: { name: string }[] };
    expect(answer.code).toBe(ErrorCode.success);
    expect(answer.data.map((city) => city.name)).toContain('Beijing');
  });
});
