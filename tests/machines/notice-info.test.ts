import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { feedbackProblem, noticeInfoMachine, type NoticeInfoContext, type NoticeInfoEvent } from '../../src/machines/notices/notice-info.machine';
import type { Notice, NoticeDetail } from '../../src/api/types/notices';
import { appEvents, type AppEvent } from '../../src/lib/app-events';
import { writeRaw } from '../../src/lib/storage';
import { currentWorld } from '../../mock-server/world';
import { trackCoverage, walkShortestPaths } from '../support/model-coverage';

const pending = () => fromPromise(() => new Promise<never>(() => undefined));
/** What like and trample answer: the notice without its body. */
const summary: Notice = {
  id: 9, title: 'Arrival card can now be filled in online before you land', summary: 'Pre-fill it online.', category: 'arrival',
  publishedAt: '2025-11-20', likeCount: 10, trampleCount: 1, myReaction: null,
};
const notice: NoticeDetail = { ...summary, body: ['Paragraph one.'] };

/** The real statechart with the server and the clipboard replaced: every outcome arrives as a synthetic event. */
const model = noticeInfoMachine.provide({
  actors: { loadNotice: pending(), react: pending(), share: pending(), copy: pending(), sendFeedback: pending() } as never,
});

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as unknown as NoticeInfoEvent;
const failed = (id: string) => ({ type: `xstate.error.actor.${id}`, error: new Error('500') }) as unknown as NoticeInfoEvent;

const events: NoticeInfoEvent[] = [
  { type: 'RETRY' },
  { type: 'LIKE' },
  { type: 'TRAMPLE' },
  { type: 'SHARE' },
  { type: 'COPY' },
  { type: 'SHARE.CLOSE' },
  { type: 'FEEDBACK.OPEN' },
  { type: 'FEEDBACK.CHANGE', value: 'Which airports have the e-gates?' },
  { type: 'FEEDBACK.SEND' },
  { type: 'FEEDBACK.CLOSE' },
  done('notice', notice), failed('notice'),
  done('reaction', { ...summary, likeCount: 11, myReaction: 'like' }), failed('reaction'),
  done('shareLink', { url: 'http://mock.test/noticeInfo?id=9' }), failed('shareLink'),
  done('copy', undefined), failed('copy'),
  done('noticeFeedback', null), failed('noticeFeedback'),
];

describe('notice statechart', () => {
  const inspect = trackCoverage('noticeInfo', noticeInfoMachine);

  walkShortestPaths(model, {
    events,
    input: { id: 9 },
    inspect,
    // whether the feedback may be sent decides FEEDBACK.SEND
    contextKey: (context: NoticeInfoContext) => feedbackProblem(context.feedback),
  });

  it('keeps the body when a reaction answers, says whether the copy worked, and thanks for feedback', () => {
    const published: AppEvent[] = [];
    const subscription = appEvents.subscribe((event) => published.push(event));
    const actor = createActor(model, { input: { id: 9 } }).start();
    actor.send(done('notice', notice));
    actor.send({ type: 'LIKE' });
    actor.send(done('reaction', { ...summary, likeCount: 11, myReaction: 'like' }));
    expect(actor.getSnapshot().context.notice).toMatchObject({ likeCount: 11, myReaction: 'like', body: ['Paragraph one.'] });
    actor.send({ type: 'SHARE' });
    actor.send(done('shareLink', { url: 'http://mock.test/noticeInfo?id=9' }));
    actor.send({ type: 'COPY' });
    actor.send(failed('copy'));
    expect(actor.getSnapshot().context.copyResult).toBe('failed');
    actor.send({ type: 'FEEDBACK.OPEN' });
    actor.send({ type: 'FEEDBACK.SEND' });
    expect(actor.getSnapshot().context.showFeedbackError).toBe(true);
    actor.send({ type: 'FEEDBACK.CHANGE', value: 'Add the e-gate airports, please.' });
    actor.send({ type: 'FEEDBACK.SEND' });
    actor.send(done('noticeFeedback', null));
    expect(published).toContainEqual({ type: 'toast', severity: 'success', key: 'notices:feedbackThanks' });
    subscription.unsubscribe();
    actor.stop();
  });

  it('likes a notice on the mock backend for this device', async () => {
    writeRaw('deviceNo', 'machine-test-device');
    const before = currentWorld().notices.find((n) => n.id === 9)?.likeCount ?? 0;
    const actor = createActor(noticeInfoMachine, { input: { id: 9 } }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'LIKE' });
    const liked = await waitFor(actor, (s) => s.context.notice?.myReaction === 'like');
    expect(liked.context.notice?.likeCount).toBe(before + 1);
    expect(liked.context.notice?.body.length).toBeGreaterThan(1);
    actor.stop();
  });
});
