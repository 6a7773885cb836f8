import { describe, expect, it } from 'vitest';
import { afterArrival } from '../../src/lib/first-paint';

describe('afterArrival', () => {
  it('lets each caller go on in a task of its own, so what waits for the arrival is not one long task', async () => {
    let firstStillRunning = false;
    const first = afterArrival().then(() => {
      firstStillRunning = true;
      // a microtask of the first caller's: done before any other task starts
      queueMicrotask(() => (firstStillRunning = false));
    });
    const second = afterArrival().then(() => firstStillRunning);
    // the visitor's first press counts as arrival
    window.dispatchEvent(new Event('pointerdown'));
    await first;
    expect(await second).toBe(false);
  });
});
