import { describe, expect, it } from 'vitest';
import { createActor, fromEventObservable, fromPromise, waitFor } from 'xstate';
import { NEVER } from 'rxjs';
import { appealsMachine, type AppealsContext, type AppealsEvent } from '../../src/machines/support/appeals.machine';
import type { Appeal } from '../../src/api/types/support';
import { appealErrors } from '../../src/lib/catalogue-validation';
import { currentWorld } from '../../mock-server/world';
import { signIn } from '../support/node-api';
import { trackCoverage, walkShortestPaths } from '../support/model-coverage';

const pending = () => fromPromise(() => new Promise<never>(() => undefined));
const appeal: Appeal = {
  id: 7, type: 'booking', title: 'Wrong name on my ticket', content: 'The ticket shows my maiden name.', attachments: [],
  status: 'pending', reply: null, createTime: '2026-11-20T08:00:00.000Z', updateTime: '2026-11-20T08:00:00.000Z',
};
const upload = { filePath: 'media/upload/private-1.png', fileName: 'ticket.png', size: 68 };
const picture = new File([new Uint8Array([137, 80, 78, 71])], 'ticket.png', { type: 'image/png' });
const notPicture = new File(['notes'], 'notes.txt', { type: 'text/plain' });

/** The real statechart with the server replaced: every answer arrives as a synthetic event. */
const model = appealsMachine.provide({
  actors: {
    sessionChanges: fromEventObservable(() => NEVER),
    loadList: pending(), loadAppeal: pending(), upload: pending(), submit: pending(), remove: pending(),
  } as never,
});
const SIGNED_IN = { signedIn: true };
const VISITOR = { signedIn: false };

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as unknown as AppealsEvent;
const failed = (id: string) => ({ type: `xstate.error.actor.${id}`, error: new Error('500') }) as unknown as AppealsEvent;

const sessionAndList: AppealsEvent[] = [
  { type: 'SESSION', signedIn: false },
  { type: 'SESSION', signedIn: true },
  { type: 'SIGN_IN' },
  { type: 'RETRY' },
  done('appealList', { rows: [appeal], total: 1 }), failed('appealList'),
];

const browsing: AppealsEvent[] = [
  { type: 'VIEW', id: 7 },
  { type: 'DETAIL.CLOSE' },
  { type: 'REMOVE', id: 7 },
  { type: 'REMOVE.CONFIRM' },
  { type: 'REMOVE.CANCEL' },
  done('appeal', appeal), failed('appeal'),
  done('removeAppeal', null), failed('removeAppeal'),
];

const composing: AppealsEvent[] = [
  { type: 'COMPOSE' },
  { type: 'FIELD.CHANGE', field: 'type', value: 'booking' },
  { type: 'FIELD.CHANGE', field: 'title', value: 'Wrong name on my ticket' },
  { type: 'FIELD.CHANGE', field: 'content', value: 'The ticket shows my maiden name.' },
  // the label tells the two files apart when events are serialised (a File serialises to {})
  { type: 'ATTACH', file: picture, label: 'png' } as AppealsEvent,
  { type: 'ATTACH', file: notPicture, label: 'txt' } as AppealsEvent,
  { type: 'DETACH', filePath: upload.filePath },
  { type: 'SUBMIT' },
  { type: 'COMPOSE.CLOSE' },
  done('upload', upload), failed('upload'),
  done('submitAppeal', appeal), failed('submitAppeal'),
];

/** Which fields are still invalid and whether a file is attached decide the guards, so they tell states apart. */
const formKey = (context: AppealsContext) => [Object.keys(appealErrors(context.fields)).sort(), context.attachments.length > 0];

describe('appeals statechart', () => {
  const inspect = trackCoverage('appeals', appealsMachine);

  // the three parallel regions multiply; reading and removing is walked apart from filing to keep the graph small
  describe('reading and removing appeals', () => {
    walkShortestPaths(model, { input: SIGNED_IN, events: [...sessionAndList, ...browsing], inspect });
  });
  describe('filing an appeal', () => {
    walkShortestPaths(model, { input: SIGNED_IN, events: [...sessionAndList, ...composing], inspect, contextKey: formKey });
  });
  describe('as a visitor', () => {
    walkShortestPaths(model, { input: VISITOR, events: sessionAndList, inspect });
  });

  it('refuses a file that is not a picture without uploading it, and removes only the confirmed appeal', () => {
    const actor = createActor(model, { input: SIGNED_IN }).start();
    actor.send(done('appealList', { rows: [appeal, { ...appeal, id: 8 }], total: 2 }));
    actor.send({ type: 'COMPOSE' });
    actor.send({ type: 'ATTACH', file: notPicture });
    expect(actor.getSnapshot().context.attachmentError).toBe('type');
    expect(actor.getSnapshot().matches({ ready: { compose: 'editing' } })).toBe(true);
    actor.send({ type: 'REMOVE', id: 8 });
    actor.send({ type: 'REMOVE.CONFIRM' });
    actor.send(done('removeAppeal', null));
    expect(actor.getSnapshot().context.appeals.map((a) => a.id)).toEqual([7]);
    actor.stop();
  });

  it('files and removes an appeal through the mock backend', async () => {
    await signIn();
    const actor = createActor(appealsMachine, { input: SIGNED_IN }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'COMPOSE' });
    actor.send({ type: 'ATTACH', file: picture });
    await waitFor(actor, (s) => s.context.attachments.length === 1);
    actor.send({ type: 'FIELD.CHANGE', field: 'type', value: 'account' });
    actor.send({ type: 'FIELD.CHANGE', field: 'title', value: 'Locked out after a trip' });
    actor.send({ type: 'FIELD.CHANGE', field: 'content', value: 'I cannot sign in since I changed phones.' });
    actor.send({ type: 'SUBMIT' });
    const filed = await waitFor(actor, (s) => s.matches({ ready: { compose: 'closed' } }) && s.context.appeals.length === 2);
    const id = filed.context.appeals[0].id;
    expect(currentWorld().appeals.find((a) => a.id === id)?.attachments[0]).toMatch(/^media\/upload\/private-/);
    actor.send({ type: 'REMOVE', id });
    actor.send({ type: 'REMOVE.CONFIRM' });
    await waitFor(actor, (s) => s.context.appeals.length === 1);
    expect(currentWorld().appeals.map((a) => a.id)).toEqual([1]);
    actor.stop();
  });
});
