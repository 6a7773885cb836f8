import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, createElement, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { assign, setup } from 'xstate';
import { createLazyActorContext } from '../../src/ui/lazy-actor-context';

const counter = setup({ types: { context: {} as { count: number }, events: {} as { type: 'add' } } }).createMachine({
  context: { count: 0 },
  on: { add: { actions: assign({ count: ({ context }) => context.count + 1 }) } },
});

function counterContext(download: () => Promise<typeof counter>) {
  const Counter = createLazyActorContext(download);
  function Count() {
    return createElement('output', null, String(Counter.useSelector((snapshot) => snapshot?.context.count ?? 'not yet')));
  }
  function AddOnce() {
    const { send } = Counter.useActor();
    return createElement('button', { onClick: () => send({ type: 'add' }) }, 'Add');
  }
  const never = () => new Promise<never>(() => undefined);
  const tree = (children: ReactNode) => createElement(Counter.Provider, { input: {}, loadWhen: never, children });
  return { Counter, tree, Count, AddOnce };
}

async function mounted(element: ReturnType<typeof createElement>) {
  const container = document.createElement('div');
  const root = createRoot(container);
  await act(async () => root.render(element));
  return { container, unmount: () => act(() => root.unmount()) };
}

describe('an actor whose code is downloaded when needed', () => {
  beforeAll(() => Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true }));
  afterAll(() => Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false }));

  it('keeps a press made before its code arrived and shows its effect once the actor is there', async () => {
    let arrive: (logic: typeof counter) => void = () => undefined;
    const { tree, Count, AddOnce } = counterContext(() => new Promise((resolve) => (arrive = resolve)));
    const { container, unmount } = await mounted(tree([createElement(Count, { key: 'count' }), createElement(AddOnce, { key: 'add' })]));
    expect(container.querySelector('output')?.textContent).toBe('not yet');
    await act(async () => container.querySelector('button')?.click());
    expect(container.querySelector('output')?.textContent).toBe('not yet');
    await act(async () => arrive(counter));
    expect(container.querySelector('output')?.textContent).toBe('1');
    await act(async () => container.querySelector('button')?.click());
    expect(container.querySelector('output')?.textContent).toBe('2');
    unmount();
  });

  it('shows the actor in its first render when its code was offered before', async () => {
    const { Counter, tree, Count } = counterContext(() => new Promise<never>(() => undefined));
    Counter.offer(counter);
    const { container, unmount } = await mounted(tree(createElement(Count)));
    expect(container.querySelector('output')?.textContent).toBe('0');
    unmount();
  });
});
