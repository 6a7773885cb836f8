import { createContext, startTransition, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom, AnyActorLogic, AnyActorRef, EventFrom, InputFrom, SnapshotFrom } from 'xstate';
import type { Observable } from 'rxjs';
import { downloadOnce } from '../lib/download-once';

interface LazyActor<TLogic extends AnyActorLogic> {
  actor: ActorRefFrom<TLogic> | undefined;
  /** sends to the actor, downloading it first if nobody asked for it yet: a press before it arrived is not lost */
  send: (event: EventFrom<TLogic>) => void;
  /** starts the actor now (`useStartedActor`, for a screen that shows it) */
  start: () => void;
}

interface ProviderProps<TLogic extends AnyActorLogic> {
  input: InputFrom<TLogic>;
  /** when to download the logic if no event asked for it before */
  loadWhen: () => Promise<unknown>;
  children: ReactNode;
}

/**
 * An app-wide actor whose code is not in the first download, for what nobody sees on arrival (a dialog, a widget,
 * a reply that only streams once the planner is open). The provider downloads the logic when `loadWhen` settles
 * or at the first `send`, whichever comes first, and starts one actor as `createActorContext` would. Until then
 * `useSelector` reads `undefined` and events wait for the actor. The tree under the provider stays the same when
 * the actor arrives, so nothing below it mounts again; when a screen's own code offers the logic (`offer`, which also
 * makes index.html preload it with the screen) before the provider renders, the actor is there before the first paint.
 */
export function createLazyActorContext<TLogic extends AnyActorLogic>(
  download: () => Promise<TLogic>,
  options: {
    systemId?: string;
    /** what, happening before the actor is there, is sent to it once it is (and downloads it now) */
    wakeOn?: Observable<EventFrom<TLogic>>;
  } = {},
) {
  const logic = downloadOnce(download);
  const Context = createContext<LazyActor<TLogic> | null>(null);

  function Starter({ logic: loaded, input, onStart }: { logic: TLogic; input: InputFrom<TLogic>; onStart: (actor: ActorRefFrom<TLogic>) => void }) {
    const actor = useActorRef(loaded, { input, systemId: options.systemId }) as ActorRefFrom<TLogic>;
    // before the browser paints: with logic there at the first render, a screen that needs the actor never shows a frame without it
    useLayoutEffect(() => onStart(actor), [actor, onStart]);
    return null;
  }

  function Provider({ input, loadWhen, children }: ProviderProps<TLogic>) {
    const [loaded, setLoaded] = useState(logic.loaded);
    // logic there at the first render starts before the first paint; logic that arrives later renders what it
    // changes as a transition, in slices, not in one long task beside the first screen's own work
    const [arrivesLater] = useState(() => loaded === null);
    const [actor, setActor] = useState<ActorRefFrom<TLogic>>();
    const started = useRef<ActorRefFrom<TLogic>>(undefined);
    const waiting = useRef<EventFrom<TLogic>[]>([]);
    const arrive = useCallback(() => {
      void logic.load().then((arrived) => startTransition(() => setLoaded(() => arrived)), () => undefined);
    }, []);
    const start = useCallback(
      (actorStarted: ActorRefFrom<TLogic>) => {
        // an unstarted actor keeps what it is sent until it starts
        waiting.current.splice(0).forEach((event) => (actorStarted as AnyActorRef).send(event));
        started.current = actorStarted;
        if (arrivesLater) startTransition(() => setActor(actorStarted));
        else setActor(actorStarted);
      },
      [arrivesLater],
    );
    /** to the actor once it started (even before the render that shows it), else kept for it and its download asked for */
    const deliver = useCallback(
      (event: EventFrom<TLogic>) => {
        if (started.current) return (started.current as AnyActorRef).send(event);
        waiting.current.push(event);
        arrive();
      },
      [arrive],
    );
    useEffect(() => {
      void loadWhen().then(arrive);
    }, [loadWhen, arrive]);
    useEffect(() => {
      if (actor || !options.wakeOn) return;
      const subscription = options.wakeOn.subscribe(deliver);
      return () => subscription.unsubscribe();
    }, [actor, deliver]);
    const value = useMemo(() => ({ actor, send: deliver, start: arrive }), [actor, deliver, arrive]);
    return (
      <Context.Provider value={value}>
        {loaded ? <Starter logic={loaded} input={input} onStart={start} /> : null}
        {children}
      </Context.Provider>
    );
  }

  const useLazyActor = (): LazyActor<TLogic> => {
    const value = useContext(Context);
    if (!value) throw new Error('A lazy actor was read outside its provider');
    return value;
  };

  /** The actor for a screen that shows it: started now if nothing started it yet, undefined until it is. */
  const useStartedActor = (): ActorRefFrom<TLogic> | undefined => {
    const { actor, start } = useLazyActor();
    useEffect(() => {
      if (!actor) start();
    }, [actor, start]);
    return actor;
  };

  /** The actor, in a view shown only once it is there (below a check of `useActor().actor`). */
  const useLoadedActor = (): ActorRefFrom<TLogic> => {
    const { actor } = useLazyActor();
    if (!actor) throw new Error('A view that needs a lazy actor rendered before it arrived');
    return actor;
  };

  return {
    Provider,
    offer: logic.offer,
    useActor: useLazyActor,
    useStartedActor,
    useSelector: <T,>(selector: (snapshot: SnapshotFrom<TLogic> | undefined) => T, compare?: (a: T, b: T) => boolean): T =>
      useSelector(useLazyActor().actor as AnyActorRef | undefined, (snapshot) => selector(snapshot as SnapshotFrom<TLogic> | undefined), compare),
    useLoadedActor,
    useLoadedSelector: <T,>(selector: (snapshot: SnapshotFrom<TLogic>) => T, compare?: (a: T, b: T) => boolean): T =>
      useSelector(useLoadedActor() as AnyActorRef, (snapshot) => selector(snapshot as SnapshotFrom<TLogic>), compare),
  };
}
