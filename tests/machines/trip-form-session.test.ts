import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { tripFormMachine, type TripFormOptions } from '../../src/machines/planner/trip-form.machine';
import type { SessionInput } from '../../src/machines/account/session-facts';

const NO_OPTIONS: TripFormOptions = { cities: [], areas: [], budgets: [], recentDepartures: [], questions: [] };

describe('the trip form follows the session', () => {
  it('asks for past departures only for a signed-in traveller, and knows a sign-in that comes later', async () => {
    const asked: SessionInput[] = [];
    const machine = tripFormMachine.provide({
      actors: {
        loadOptions: fromPromise<TripFormOptions, SessionInput>(({ input }) => {
          asked.push(input);
          return asked.length === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(NO_OPTIONS);
        }),
      },
    });
    const actor = createActor(machine, { input: { signedIn: false } }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    actor.send({ type: 'SESSION', signedIn: true });
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(asked).toEqual([{ signedIn: false }, { signedIn: true }]);
    actor.stop();
  });
});
