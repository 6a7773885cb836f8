import { describe, expect, it, vi } from 'vitest';
import { sleep } from '../../mock-server/kit';

describe('the mock server sleep', () => {
  it('takes its abort listener off the signal when the wait ends, so a long stream does not pile them up', async () => {
    const controller = new AbortController();
    const added = vi.spyOn(controller.signal, 'addEventListener');
    const removed = vi.spyOn(controller.signal, 'removeEventListener');
    for (let i = 0; i < 20; i += 1) await sleep(0, controller.signal);
    expect(added).toHaveBeenCalledTimes(20);
    expect(removed.mock.calls.map(([type, listener]) => [type, listener])).toEqual(added.mock.calls.map(([type, listener]) => [type, listener]));
  });

  it('rejects when the signal aborts during the wait, and at once when it already has', async () => {
    const controller = new AbortController();
    const waiting = sleep(60_000, controller.signal);
    controller.abort();
    await expect(waiting).rejects.toThrow('aborted');
    await expect(sleep(0, controller.signal)).rejects.toThrow('aborted');
  });
});
