import { describe, expect, it } from 'vitest';
import { recordAppEvents } from '../support/app-events';
import { createActor, fromPromise } from 'xstate';
import { feedbackMachine, FEEDBACK_IMAGES_MAX } from '../../src/machines/account/feedback.machine';
import type { Feedback } from '../../src/api/types/account';

const picture = (name: string, bytes = 1024) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });


describe('the feedback form', () => {
  const machine = feedbackMachine.provide({ actors: { loadHistory: fromPromise(() => Promise.resolve<Feedback[]>([])) } });

  it(`keeps at most ${FEEDBACK_IMAGES_MAX} pictures and says why it refused each of the others`, () => {
    const events = recordAppEvents();
    const actor = createActor(machine).start();
    actor.send({ type: 'OPEN', email: 'mei@example.com' });
    const picked = Array.from({ length: FEEDBACK_IMAGES_MAX + 1 }, (_, index) => picture(`photo-${index}.png`));
    actor.send({ type: 'IMAGES.ADD', files: [...picked, new File(['%PDF'], 'ticket.pdf', { type: 'application/pdf' })] });
    expect(actor.getSnapshot().context.images.map((file) => file.name)).toEqual(picked.slice(0, FEEDBACK_IMAGES_MAX).map((file) => file.name));
    expect(events.filter((event) => event.type === 'toast').map((event) => (event as { key: string }).key)).toEqual(['account:maxImages', 'account:maxImages']);
    actor.stop();
  });

  it('refuses a file that is not a picture and keeps the pictures picked with it', () => {
    const events = recordAppEvents();
    const actor = createActor(machine).start();
    actor.send({ type: 'OPEN', email: 'mei@example.com' });
    actor.send({ type: 'IMAGES.ADD', files: [new File(['%PDF'], 'ticket.pdf', { type: 'application/pdf' }), picture('bund.png')] });
    expect(actor.getSnapshot().context.images.map((file) => file.name)).toEqual(['bund.png']);
    expect(events.filter((event) => event.type === 'toast').map((event) => (event as { key: string }).key)).toEqual(['account:fileTypeIncorrect']);
    actor.stop();
  });
});
