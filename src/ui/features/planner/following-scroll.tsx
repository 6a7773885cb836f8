import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { followMachine } from '../../../machines/planner/follow.machine';

/** How close to the end (px) still counts as reading the newest line. */
const END_SLACK = 24;

/**
 * The conversation's scroll box: follows the newest line while text arrives, pauses when the reader scrolls
 * up (then "Jump to latest" shows) and brings a new turn into view. The statechart decides; this gives it the DOM.
 */
export function FollowingScroll({ turns, conversationRef, children }: {
  turns: number;
  conversationRef: RefObject<HTMLElement | null>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const scrollRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  /** where following last put the view: a scroll above it is the reader's own */
  const placedAt = useRef(0);
  // the actions read the refs when the machine runs them, after render
  // eslint-disable-next-line react-hooks/refs
  const [logic] = useState(() =>
    followMachine.provide({
      actions: {
        scrollToLatest: () => {
          const box = scrollRef.current;
          if (!box) return;
          box.scrollTop = box.scrollHeight;
          placedAt.current = box.scrollTop;
        },
        revealConversation: () => conversationRef.current?.scrollIntoView({ block: 'nearest' }),
      },
    }),
  );
  const [snapshot, send] = useMachine(logic, { input: { turns } });
  const paused = snapshot.hasTag('paused');

  useEffect(() => send({ type: 'TURNS', count: turns }), [send, turns]);
  useEffect(() => {
    const content = contentRef.current;
    if (!content) return undefined;
    const observer = new ResizeObserver(() => send({ type: 'RESIZED' }));
    observer.observe(content);
    return () => observer.disconnect();
  }, [send]);

  const onScroll = () => {
    const box = scrollRef.current;
    if (!box) return;
    send({ type: 'SCROLLED', movedUp: box.scrollTop < placedAt.current - 1, atEnd: box.scrollHeight - box.scrollTop - box.clientHeight <= END_SLACK });
  };

  return (
    <div className="conversation__viewport">
      {/* focusable, so a keyboard user can scroll the conversation (axe: scrollable-region-focusable) */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="conversation__scroll" ref={scrollRef} onScroll={onScroll} tabIndex={0} role="group" aria-labelledby="conversation-title">
        <div ref={contentRef}>{children}</div>
      </div>
      {paused ? (
        <button type="button" className="button button--small conversation__jump" onClick={() => send({ type: 'JUMP' })}>
          <span className="pi pi-arrow-down" aria-hidden="true" /> {t('planner:chat.jumpToLatest')}
        </button>
      ) : null}
    </div>
  );
}
