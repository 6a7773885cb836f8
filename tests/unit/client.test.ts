import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { recordAppEvents } from '../support/app-events';
import { firstValueFrom, toArray } from 'rxjs';
import { http, HttpResponse } from 'msw';
import { mockServer } from '../../mock-server/node';
import { ApiError, NetworkError, timeLimit } from '../../src/api/client';
import { config } from '../../src/config';
import { fetchClientInfo, login } from '../../src/api/account';
import { fetchLanguages } from '../../src/api/site';
import { signIn } from '../support/node-api';

describe('the API client against the mock', () => {
  it('returns data on 200', async () => {
    const languages = await fetchLanguages();
    expect(languages.map((l) => l.code)).toEqual(['en', 'zh', 'ja', 'ko', 'ar', 'es']);
  });

  it('sends the language code and device number headers and the bearer token', async () => {
    const seen: Record<string, string | null> = {};
    mockServer.events.on('request:start', ({ request }) => {
      seen.language = request.headers.get('language-code');
      seen.device = request.headers.get('device-no');
      seen.auth = request.headers.get('authorization');
    });
    await signIn();
    await fetchClientInfo();
    mockServer.events.removeAllListeners();
    expect(seen.language).toBe('en');
    expect(seen.device).toBe('test-device');
    expect(seen.auth).toMatch(/^Bearer tok_/);
  });

  it('turns a business error into ApiError and a 3-second warning toast with the localized message of its code', async () => {
    const events = recordAppEvents();
    const error = await login({ email: 'nobody@example.com', password: 'x', deviceNo: 'd' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(601);
    expect(events).toContainEqual({ type: 'toast', severity: 'warn', key: 'common:errors.accountNotFound', life: 3000 });
  });

  it("shows the server's own text only for a code the table does not know", async () => {
    const events = recordAppEvents();
    mockServer.use(http.get('*/language/list', () => HttpResponse.json({ code: 777, msg: 'Something only the server knows' })));
    await expect(fetchLanguages()).rejects.toMatchObject({ code: 777 });
    expect(events).toContainEqual({ type: 'toast', severity: 'warn', text: 'Something only the server knows', life: 3000 });
  });

  it('gives up on a call that gets no answer within its time limit, as a timeout, not as offline', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const events = recordAppEvents();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockServer.use(http.get('*/language/list', () => new Promise<Response>(() => undefined)));
    const pending = fetchLanguages().catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(config.requestTimeoutMs + 1);
    const error = await pending;
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).noAnswer).toBe('timeout');
    expect(events).toContainEqual(expect.objectContaining({ type: 'toast', severity: 'error', key: 'common:errors.timeout' }));
  });

  it("stops a call when the caller's signal aborts, silently", async () => {
    const events = recordAppEvents();
    mockServer.use(http.get('*/language/list', () => new Promise<Response>(() => undefined)));
    const controller = new AbortController();
    const pending = fetchLanguages({ signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    expect(await pending).toMatchObject({ noAnswer: 'aborted' });
    expect(events.filter((e) => e.type === 'toast')).toEqual([]);
  });

  it('shows no toast when the caller suppresses it', async () => {
    const events = recordAppEvents();
    await expect(login({ email: 'nobody@example.com', password: 'x', deviceNo: 'd' }, { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(events.filter((e) => e.type === 'toast')).toEqual([]);
  });

  it('publishes session.kicked on 401 and 418, but not for logout', async () => {
    const events = recordAppEvents();
    await expect(fetchClientInfo()).rejects.toMatchObject({ code: 401 });
    const firstToken = await signIn(undefined, undefined, 'device-a');
    await signIn(undefined, undefined, 'device-b');
    localStorage.setItem('ctp.token', firstToken);
    await expect(fetchClientInfo()).rejects.toMatchObject({ code: 418 });
    const { logout } = await import('../../src/api/account');
    await expect(logout()).rejects.toMatchObject({ code: 418 });
    const kicks = events.filter((e) => e.type === 'session.kicked');
    expect(kicks.map((e) => (e as { code: number }).code)).toEqual([401, 418]);
  });

  it('rejects a network failure as NetworkError and logs it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockServer.use(http.get('*/language/list', () => HttpResponse.error()));
    const events = recordAppEvents();
    await expect(fetchLanguages()).rejects.toMatchObject({ noAnswer: 'offline' });
    expect(warn).toHaveBeenCalled();
    expect(events).toContainEqual(expect.objectContaining({ type: 'toast', severity: 'error', key: 'common:errors.offline' }));
    warn.mockRestore();
  });
});

describe('streams', () => {
  it('emits typed events and stops the server side when unsubscribed', async () => {
    let serverSawAbort = false;
    mockServer.use(
      http.post('*/ai/stream', ({ request }) => {
        request.signal.addEventListener('abort', () => (serverSawAbort = true));
        const encoder = new TextEncoder();
        let n = 0;
        return new HttpResponse(
          new ReadableStream({
            async pull(controller) {
              await new Promise((r) => setTimeout(r, 10));
              n += 1;
              controller.enqueue(encoder.encode(`event: delta\ndata: {"type":"delta","text":"part ${n} "}\n\n`));
            },
          }),
          { headers: { 'content-type': 'text/event-stream' } },
        );
      }),
    );
    const { streamChatAnswer } = await import('../../src/api/planner');
    const { take } = await import('rxjs');
    const events = await firstValueFrom(streamChatAnswer({ question: 'Best time for Beijing?' }).pipe(take(3), toArray()));
    expect(events).toEqual([
      { type: 'delta', text: 'part 1 ' },
      { type: 'delta', text: 'part 2 ' },
      { type: 'delta', text: 'part 3 ' },
    ]);
    await new Promise((r) => setTimeout(r, 50));
    expect(serverSawAbort).toBe(true);
  });

  it("a stream's time limit is a quiet period: each chunk starts the clock again, silence ends it as a timeout", () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const quiet = timeLimit(config.streamQuietTimeoutMs);
    for (let chunk = 0; chunk < 10; chunk += 1) {
      vi.advanceTimersByTime(config.streamQuietTimeoutMs - 1);
      quiet.restart();
    }
    expect(quiet.signal.aborted).toBe(false);
    vi.advanceTimersByTime(config.streamQuietTimeoutMs);
    expect(quiet.signal.aborted).toBe(true);
    expect(quiet.expired()).toBe(true);
  });

  it("a caller's abort is not a timeout", () => {
    const caller = new AbortController();
    const limit = timeLimit(config.requestTimeoutMs, caller.signal);
    caller.abort();
    expect(limit.signal.aborted).toBe(true);
    expect(limit.expired()).toBe(false);
    limit.clear();
  });
});
