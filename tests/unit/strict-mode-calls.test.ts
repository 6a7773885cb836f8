import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, createElement, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { useMachine } from '@xstate/react';
import { fromPromise, setup, type AnyActorLogic } from 'xstate';
import { fromAbortablePromise } from '../../src/machines/shared/abortable-promise';

/*
 * The dev server renders the site in React's strict mode, which stops and restarts every machine a view
 * starts. A list's call must then show its answer, not the stopped call's "aborted".
 */
const listMachine = (load: AnyActorLogic) =>
  setup({ actors: { load } }).createMachine({
    initial: 'loading',
    states: { loading: { invoke: { src: 'load', onDone: 'ready', onError: 'failed' } }, ready: {}, failed: {} },
  });

/** Like the API client: answers after a moment, and rejects as soon as its caller aborts. */
const call = ({ signal }: { signal: AbortSignal }) =>
  new Promise<string>((resolve, reject) => {
    const answer = setTimeout(() => resolve('cities'), 20);
    signal.addEventListener('abort', () => {
      clearTimeout(answer);
      reject(new DOMException('The call was aborted', 'AbortError'));
    });
  });

async function shownUnderStrictMode(machine: ReturnType<typeof listMachine>): Promise<string | null> {
  const container = document.createElement('div');
  const root = createRoot(container);
  function List() {
    const [snapshot] = useMachine(machine);
    return createElement('p', null, String(snapshot.value));
  }
  await act(async () => root.render(createElement(StrictMode, null, createElement(List))));
  await act(() => new Promise((resolve) => setTimeout(resolve, 80)));
  const shown = container.textContent;
  act(() => root.unmount());
  return shown;
}

describe('calls of machines started by views in React strict mode', () => {
  beforeAll(() => Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true }));
  afterAll(() => Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false }));

  it('a list shows its answer: the stopped call never answers the restarted machine', async () => {
    expect(await shownUnderStrictMode(listMachine(fromAbortablePromise(call)))).toBe('ready');
  });

  it('with xstate\'s own fromPromise the stopped call\'s rejection fails the restarted machine (why the machines do not use it)', async () => {
    expect(await shownUnderStrictMode(listMachine(fromPromise(call)))).toBe('failed');
  });
});
