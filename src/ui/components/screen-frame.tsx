import type { ReactNode } from 'react';

/** The common frame of a screen: a real heading (the page's h1) and its content. */
export function ScreenFrame({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <section className="screen">
      <header className="screen__header">
        <h1 className="screen__title">{title}</h1>
        {actions ? <div className="screen__actions">{actions}</div> : null}
      </header>
      {children}
    </section>
  );
}
