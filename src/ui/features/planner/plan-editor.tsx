import { useEffect, useRef, useState, type FormEvent, type PointerEvent } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { DaySlot, Itinerary, ItineraryActivity, ItineraryDay } from '../../../api/types/planner';
import {
  currentPlan, hasUnsavedEdits, undoable, type PlanVersion, type PlanVersionsActor, type PlanVersionsEvent, type Problem,
} from '../../../machines/planner/plan-versions.machine';
import { changedDays, type DragItem, type PlanEdit } from '../../../machines/planner/plan-edits';
import { planDragMachine, type DropTarget } from '../../../machines/planner/plan-drag.machine';
import { changedDaysText, formatCny } from './format';
import { SaveControl } from './save-control';
import './plan-editor.css';
import { DayFacts, TransferLine } from './itinerary-view';
import { DayChecks, PlanCheckProvider, PlanTakeAlong } from './plan-check/plan-check-context';
import { dateTimeFormat } from '../../../lib/intl-formatters';

type T = (key: string, values?: Record<string, unknown>) => string;
const SLOTS: DaySlot[] = ['morning', 'afternoon', 'evening'];

/** Sends an event and says whether the machine took it (no problem reported), so a form keeps what was typed when it did not. */
function sendAccepted(actor: PlanVersionsActor, event: PlanVersionsEvent): boolean {
  actor.send(event);
  return actor.getSnapshot().context.problem === null;
}

function stopTitle(plan: Itinerary, day: number, stop: number): string {
  return plan.days[day - 1]?.activities[stop]?.title ?? '';
}

/** What a version did, in the reader's language: the request that refined it or the hand edit that made it. */
function describeVersion(version: PlanVersion, versions: readonly PlanVersion[], t: T): string {
  if (version.origin === 'generated') return t('planner:versions.origin.generated');
  if (version.origin === 'refined') return t('planner:versions.origin.refined', { request: version.request ?? '' });
  const edit = version.edit as PlanEdit;
  const base = versions[version.basedOn ?? 0].plan;
  switch (edit.kind) {
    case 'moveDay': return t('planner:versions.origin.moveDay', { day: edit.day, to: edit.to });
    case 'moveStop': return t('planner:versions.origin.moveStop', { title: stopTitle(base, edit.day, edit.stop), day: edit.day });
    case 'moveStopToDay': return t('planner:versions.origin.moveStopToDay', { title: stopTitle(base, edit.day, edit.stop), day: edit.toDay });
    case 'removeStop': return t('planner:versions.origin.removeStop', { title: stopTitle(base, edit.day, edit.stop), day: edit.day });
    case 'addStop': return t('planner:versions.origin.addStop', { title: edit.title.trim(), day: edit.day });
    case 'noteDay': return t('planner:versions.origin.noteDay', { day: edit.day });
  }
}

function ProblemText({ problem, onDismiss }: { problem: Problem; onDismiss: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="plan-problem" role="alert">
      <span className="pi pi-exclamation-triangle" aria-hidden="true" />
      <span>{t(problem.key, problem.values)}</span>
      <button type="button" className="link-button" onClick={onDismiss}>{t('planner:versions.dismiss')}</button>
    </div>
  );
}

/** Within this distance (px) of the window's top or bottom edge a drag scrolls the page (past the sticky bars), faster nearer the edge. */
const EDGE_PX = 96;
const MAX_STEP_PX = 12;

function edgeStep(y: number): number {
  const depth = y < EDGE_PX ? -(EDGE_PX - y) : y > window.innerHeight - EDGE_PX ? y - (window.innerHeight - EDGE_PX) : 0;
  return Math.round((Math.max(-EDGE_PX, Math.min(EDGE_PX, depth)) / EDGE_PX) * MAX_STEP_PX);
}

function dropTargetAt(x: number, y: number): DropTarget | null {
  const element = document.elementFromPoint(x, y);
  const dayElement = element?.closest<HTMLElement>('[data-drop-day]');
  if (!dayElement) return null;
  const stopElement = element?.closest<HTMLElement>('[data-drop-stop]');
  return { day: Number(dayElement.dataset.dropDay), stop: stopElement ? Number(stopElement.dataset.dropStop) : null };
}

const sameTarget = (a: DropTarget | null, b: DropTarget | null) => a?.day === b?.day && a?.stop === b?.stop;
const isItem = (item: DragItem | null, day: number, stop: number | null) =>
  item !== null && item.day === day && (item.kind === 'day' ? stop === null : item.stop === stop);

/**
 * Drag and drop by a handle with pointer events (mouse, finger and pen alike; the statechart decides).
 * This gives it what lies under the pointer, cancels on Escape, and scrolls the page while a drag
 * rests near the window's edge, so a day far down a phone's screen can be reached.
 */
function useDragging(versions: PlanVersionsActor) {
  const drag = useActorRef(planDragMachine, { input: { versions } });
  const dragging = useSelector(drag, (snapshot) => (snapshot.hasTag('dragging') ? snapshot.context.item : null));
  const over = useSelector(drag, (snapshot) => snapshot.context.over, sameTarget);
  const pointer = useRef<{ x: number; y: number } | null>(null);

  useEffect(() => {
    if (!dragging) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') drag.send({ type: 'CANCEL' });
    };
    let frame = requestAnimationFrame(function scrollNearEdge() {
      const at = pointer.current;
      const step = at ? edgeStep(at.y) : 0;
      if (at && step !== 0) {
        const before = window.scrollY;
        window.scrollBy(0, step);
        if (window.scrollY !== before) drag.send({ type: 'MOVE', ...at, target: dropTargetAt(at.x, at.y) });
      }
      frame = requestAnimationFrame(scrollNearEdge);
    });
    window.addEventListener('keydown', onKey);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('keydown', onKey);
    };
  }, [drag, dragging]);

  const handle = (item: DragItem) => ({
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (!event.isPrimary || event.button !== 0) return;
      // no text selection and no native drag: the pointer belongs to this handle until it is released
      event.preventDefault();
      event.currentTarget.setPointerCapture(event.pointerId);
      pointer.current = { x: event.clientX, y: event.clientY };
      drag.send({ type: 'PRESS', item, x: event.clientX, y: event.clientY });
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      if (!event.isPrimary || drag.getSnapshot().matches('idle')) return;
      pointer.current = { x: event.clientX, y: event.clientY };
      drag.send({ type: 'MOVE', x: event.clientX, y: event.clientY, target: dropTargetAt(event.clientX, event.clientY) });
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      if (!event.isPrimary) return;
      pointer.current = null;
      drag.send({ type: 'RELEASE', target: dropTargetAt(event.clientX, event.clientY) });
    },
    onPointerCancel: () => drag.send({ type: 'CANCEL' }),
    onLostPointerCapture: () => drag.send({ type: 'CANCEL' }),
  });
  const dropZone = (day: number, stop: number | null) => ({
    'data-drop-day': day,
    ...(stop === null ? {} : { 'data-drop-stop': stop }),
    'data-drop-over': dragging && sameTarget(over, { day, stop }) ? 'true' : undefined,
    'data-dragged': isItem(dragging, day, stop) ? 'true' : undefined,
  });
  return { drag, dragging, handle, dropZone };
}

/** What is being moved, following the pointer (the finger hides the handle it holds). */
function DragLabel({ actor, plan }: { actor: ReturnType<typeof useDragging>['drag']; plan: Itinerary }) {
  const { t, i18n } = useTranslation();
  const at = useSelector(actor, (snapshot) => (snapshot.hasTag('dragging') ? snapshot.context.at : null));
  const item = useSelector(actor, (snapshot) => snapshot.context.item);
  if (!at || !item) return null;
  const day = plan.days[item.day - 1];
  const text = item.kind === 'day' ? t('planner:itinerary.dayTitle', { day: item.day, city: day?.city ?? '' }) : stopTitle(plan, item.day, item.stop);
  return (
    // beside the pointer on the side the line reads towards: right of it, or left of it in Arabic (the handles are at the right)
    <div className="plan-drag-label" aria-hidden="true"
      style={{ transform: i18n.dir() === 'rtl' ? `translate(${at.x - 14}px, ${at.y + 14}px) translateX(-100%)` : `translate(${at.x + 14}px, ${at.y + 14}px)` }}>
      <span className="pi pi-arrows-v" /> {text}
    </div>
  );
}

type Dragging = ReturnType<typeof useDragging>;

function IconButton({ icon, label, onClick }: { icon: string; label: string; onClick: () => void }) {
  return (
    <button type="button" className="icon-button plan-tool" aria-label={label} title={label} onClick={onClick}>
      <span className={`pi ${icon}`} aria-hidden="true" />
    </button>
  );
}

function Stop({ day, index, activity, days, edit, drag }: {
  day: number; index: number; activity: ItineraryActivity; days: number; edit: (edit: PlanEdit) => void; drag: Dragging;
}) {
  const { t, i18n } = useTranslation();
  const [choosingDay, setChoosingDay] = useState(false);
  const title = activity.title;
  return (
    <li className={`day-card__activity day-card__activity--${activity.slot} plan-stop`} {...drag.dropZone(day, index)}>
      <span className="plan-handle" aria-hidden="true" title={t('planner:versions.dragStop', { title })} {...drag.handle({ kind: 'stop', day, stop: index })}>
        <span className="pi pi-bars" />
      </span>
      <span className="day-card__slot">{t(`planner:itinerary.${activity.slot}`)}</span>
      <div className="plan-stop__body">
        <p className="day-card__activity-title">{title}</p>
        <p className="day-card__meta">
          {t('planner:itinerary.hours', { count: activity.hours })}
          {activity.sightId ? ` · ${activity.costCny > 0 ? formatCny(activity.costCny, i18n.language) : t('planner:itinerary.free')}` : ''}
        </p>
        {activity.note ? <p className="day-card__note">{activity.note}</p> : null}
        {choosingDay ? (
          <div className="plan-stop__days" role="group" aria-label={t('planner:versions.moveStopToDayGroup', { title })}>
            {Array.from({ length: days }, (_, i) => i + 1).filter((target) => target !== day).map((target) => (
              <button key={target} type="button" className="chip" onClick={() => { setChoosingDay(false); edit({ kind: 'moveStopToDay', day, stop: index, toDay: target }); }}>
                <span className="visually-hidden">{t('planner:versions.moveStopToDay', { title, day: target })}</span>
                <span aria-hidden="true">{t('planner:versions.dayNumber', { day: target })}</span>
              </button>
            ))}
          </div>
        ) : null}
      </div>
      <div className="plan-tools" role="group" aria-label={t('planner:versions.stopTools', { title })}>
        <IconButton icon="pi-arrow-up" label={t('planner:versions.moveStopEarlier', { title })} onClick={() => edit({ kind: 'moveStop', day, stop: index, to: index - 1 })} />
        <IconButton icon="pi-arrow-down" label={t('planner:versions.moveStopLater', { title })} onClick={() => edit({ kind: 'moveStop', day, stop: index, to: index + 1 })} />
        <button type="button" className="icon-button plan-tool" aria-expanded={choosingDay} aria-label={t('planner:versions.moveStopToAnotherDay', { title })}
          title={t('planner:versions.moveStopToAnotherDay', { title })} onClick={() => setChoosingDay(!choosingDay)}>
          <span className="pi pi-calendar" aria-hidden="true" />
        </button>
        <IconButton icon="pi-trash" label={t('planner:versions.removeStop', { title })} onClick={() => edit({ kind: 'removeStop', day, stop: index })} />
      </div>
    </li>
  );
}

function AddStop({ day, actor }: { day: number; actor: PlanVersionsActor }) {
  const { t } = useTranslation();
  const [title, setTitle] = useState('');
  const [slot, setSlot] = useState<DaySlot>('afternoon');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sendAccepted(actor, { type: 'EDIT', edit: { kind: 'addStop', day, title, slot } })) setTitle('');
  };
  return (
    <form className="plan-form" onSubmit={submit} noValidate>
      <label className="plan-form__field">
        <span>{t('planner:versions.newStop', { day })}</span>
        <input type="text" value={title} onChange={(event) => setTitle(event.target.value)} placeholder={t('planner:versions.newStopPlaceholder')} />
      </label>
      <label className="plan-form__field plan-form__field--slot">
        <span>{t('planner:versions.slot')}</span>
        <select value={slot} onChange={(event) => setSlot(event.target.value as DaySlot)}>
          {SLOTS.map((value) => <option key={value} value={value}>{t(`planner:itinerary.${value}`)}</option>)}
        </select>
      </label>
      <button type="submit" className="button button--small button--primary">{t('planner:versions.addStop')}</button>
    </form>
  );
}

function DayNote({ day, note, actor }: { day: number; note: string; actor: PlanVersionsActor }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(note);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sendAccepted(actor, { type: 'EDIT', edit: { kind: 'noteDay', day, note: text } })) setOpen(false);
  };
  if (!open) {
    return (
      <button type="button" className="link-button" onClick={() => { setText(note); setOpen(true); }}>
        <span className="pi pi-pencil" aria-hidden="true" /> {t(note ? 'planner:versions.editNote' : 'planner:versions.addNote', { day })}
      </button>
    );
  }
  return (
    <form className="plan-form" onSubmit={submit} noValidate>
      <label className="plan-form__field plan-form__field--wide">
        <span>{t('planner:versions.noteLabel', { day })}</span>
        <textarea rows={2} value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <button type="submit" className="button button--small button--primary">{t('planner:versions.saveNote', { day })}</button>
      <button type="button" className="button button--small button--quiet" onClick={() => setOpen(false)}>{t('planner:versions.cancel')}</button>
    </form>
  );
}

function EditableDay({ day, days, changed, problem, actor, drag }: {
  day: ItineraryDay; days: number; changed: boolean; problem: Problem | null; actor: PlanVersionsActor; drag: Dragging;
}) {
  const { t, i18n } = useTranslation();
  const [adding, setAdding] = useState(false);
  const cny = (amount: number) => formatCny(amount, i18n.language);
  const edit = (change: PlanEdit) => actor.send({ type: 'EDIT', edit: change });
  const titleId = `plan-day-${day.day}-title`;
  return (
    <article className={`day-card plan-day${changed ? ' plan-day--changed' : ''}`} aria-labelledby={titleId} {...drag.dropZone(day.day, null)}>
      <header className="day-card__header">
        <span className="plan-handle" aria-hidden="true" title={t('planner:versions.dragDay', { day: day.day })} {...drag.handle({ kind: 'day', day: day.day })}>
          <span className="pi pi-bars" />
        </span>
        <span className="day-card__number" aria-hidden="true">{day.day}</span>
        <div>
          <h3 className="day-card__title" id={titleId} tabIndex={-1}>{t('planner:itinerary.dayTitle', { day: day.day, city: day.city })}</h3>
          {day.date ? <p className="day-card__date">{dateTimeFormat(i18n.language, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${day.date}T00:00:00Z`))}</p> : null}
          {changed ? <p className="plan-day__changed"><span className="pi pi-sync" aria-hidden="true" /> {t('planner:versions.changedDay')}</p> : null}
        </div>
        <span className="day-card__cost">{t('planner:itinerary.costToday', { cost: cny(day.costCny) })}</span>
        <div className="plan-tools" role="group" aria-label={t('planner:versions.dayTools', { day: day.day })}>
          <IconButton icon="pi-arrow-up" label={t('planner:versions.moveDayEarlier', { day: day.day })} onClick={() => edit({ kind: 'moveDay', day: day.day, to: day.day - 1 })} />
          <IconButton icon="pi-arrow-down" label={t('planner:versions.moveDayLater', { day: day.day })} onClick={() => edit({ kind: 'moveDay', day: day.day, to: day.day + 1 })} />
        </div>
      </header>
      {problem ? <ProblemText problem={problem} onDismiss={() => actor.send({ type: 'DISMISS' })} /> : null}
      {day.transfer ? <TransferLine transfer={day.transfer} /> : null}
      {day.note ? <p className="plan-day__note"><span className="pi pi-bookmark" aria-hidden="true" /> <span>{day.note}</span></p> : null}
      <ol className="day-card__plan">
        {day.activities.map((activity, index) => (
          <Stop key={`${index}-${activity.title}`} day={day.day} index={index} activity={activity} days={days} edit={edit} drag={drag} />
        ))}
      </ol>
      {day.activities.length === 0 ? <p className="plan-day__empty">{t('planner:versions.noStops')}</p> : null}
      <div className="plan-day__actions">
        <button type="button" className="link-button" aria-expanded={adding} onClick={() => setAdding(!adding)}>
          <span className="pi pi-plus" aria-hidden="true" /> {t('planner:versions.addStopOpen', { day: day.day })}
        </button>
        <DayNote key={day.note ?? ''} day={day.day} note={day.note ?? ''} actor={actor} />
      </div>
      {adding ? <AddStop day={day.day} actor={actor} /> : null}
      <DayFacts day={day} />
      <DayChecks day={day.day} />
    </article>
  );
}

function VersionList({ actor }: { actor: PlanVersionsActor }) {
  const { t, i18n } = useTranslation();
  const history = useSelector(actor, (snapshot) => snapshot.context.history);
  const comparing = useSelector(actor, (snapshot) => snapshot.context.comparing);
  if (!history) return null;
  const days = (list: number[]) => changedDaysText(list, i18n.language, t);
  return (
    <ol className="plan-versions__list" aria-label={t('planner:versions.listLabel')}>
      {history.versions.map((version, index) => {
        const number = index + 1;
        const current = index === history.current;
        return (
          <li key={index} className={`plan-version${current ? ' plan-version--current' : ''}`} aria-current={current ? 'true' : undefined}>
            <div className="plan-version__text">
              <p className="plan-version__title">
                <strong>{t('planner:versions.versionNumber', { number })}</strong>
                {current ? <span className="plan-version__badge">{t('planner:versions.current')}</span> : null}
              </p>
              <p><bdi>{describeVersion(version, history.versions, t)}</bdi></p>
              {version.basedOn !== null ? <p className="plan-version__days">{days(version.changedDays)}</p> : null}
              {version.reply ? <p className="plan-version__reply">{version.reply}</p> : null}
            </div>
            {current ? null : (
              <div className="plan-version__actions">
                <button type="button" className="button button--small button--quiet" aria-pressed={comparing === index}
                  onClick={() => actor.send({ type: 'COMPARE', version: comparing === index ? null : index })}>
                  {t('planner:versions.compare', { number })}
                </button>
                <button type="button" className="button button--small button--quiet" onClick={() => actor.send({ type: 'RESTORE', version: index })}>
                  {t('planner:versions.restore', { number })}
                </button>
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
}

/**
 * The plan the traveller keeps, editable by hand: its versions (compare, restore), undo, saving,
 * and each day with buttons and drag and drop to move days and stops, remove or add a stop and
 * write a note. Each day ends with the reality check's findings for it.
 */
export function PlanEditor({ actor }: { actor: PlanVersionsActor }) {
  const { t, i18n } = useTranslation();
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const [showVersions, setShowVersions] = useState(false);
  const drag = useDragging(actor);
  const plan = currentPlan(context);
  const history = context.history;
  if (!plan || !history) return null;
  const version = history.versions[history.current];
  const compared = context.comparing === null ? null : history.versions[context.comparing];
  const marked = new Set(compared ? changedDays(compared.plan, plan) : version.changedDays);
  const problem = context.problem?.about === 'plan' ? context.problem : null;
  const dayOfProblem = problem && typeof problem.values?.day === 'number' && plan.days[problem.values.day - 1] ? problem.values.day : null;
  return (
    <section className="plan-editor" aria-labelledby="plan-editor-title">
      <header className="plan-editor__bar">
        <h3 id="plan-editor-title" className="plan-editor__title">
          {t('planner:versions.title')}{' '}
          <span className="plan-editor__version">{t('planner:versions.versionOf', { number: history.current + 1, total: history.versions.length })}</span>
        </h3>
        <div className="plan-editor__actions">
          <button type="button" className="button button--small button--quiet" aria-expanded={showVersions} aria-controls="plan-versions" onClick={() => setShowVersions(!showVersions)}>
            <span className="pi pi-history" aria-hidden="true" /> {t('planner:versions.show', { total: history.versions.length })}
          </button>
          <button type="button" className="button button--small button--quiet" onClick={() => actor.send({ type: 'UNDO' })}
            aria-label={undoable(context) ? t('planner:versions.undoNamed', { edit: describeVersion(version, history.versions, t) }) : t('planner:versions.undo')}>
            <span className="pi pi-undo" aria-hidden="true" /> {t('planner:versions.undo')}
          </button>
          <SaveControl actor={actor} />
        </div>
      </header>
      {context.signedIn && hasUnsavedEdits(context) && history.savedTripId === null ? (
        <p className="plan-editor__offer" role="status">{t('planner:versions.offerSave')}</p>
      ) : null}
      {problem && dayOfProblem === null ? <ProblemText problem={problem} onDismiss={() => actor.send({ type: 'DISMISS' })} /> : null}
      {showVersions ? <div id="plan-versions"><VersionList actor={actor} /></div> : null}
      {compared ? (
        <p className="plan-editor__comparing" role="status">
          {t('planner:versions.comparing', { number: (context.comparing ?? 0) + 1 })}{' '}
          {changedDaysText([...marked], i18n.language, t)}{' '}
          <button type="button" className="link-button" onClick={() => actor.send({ type: 'COMPARE', version: null })}>{t('planner:versions.stopComparing')}</button>
        </p>
      ) : null}
      <p className="plan-editor__hint">{t('planner:versions.hint')}</p>
      <PlanCheckProvider plan={plan}>
        <div className={`plan-editor__days${drag.dragging ? ' plan-editor__days--dragging' : ''}`}>
          {plan.days.map((day) => (
            <EditableDay key={day.day} day={day} days={plan.days.length} changed={marked.has(day.day)} problem={dayOfProblem === day.day ? problem : null}
              actor={actor} drag={drag} />
          ))}
        </div>
        <PlanTakeAlong />
      </PlanCheckProvider>
      <DragLabel actor={drag.drag} plan={plan} />
    </section>
  );
}
