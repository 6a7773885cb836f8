import { describe, expect, it } from 'vitest';
import type { Itinerary, ItineraryActivity, ItineraryDay } from '../../src/api/types/planner';
import { applyEdit, changedDays, editForDrop, MAX_DAY_NOTE, MAX_STOP_TITLE, type EditResult } from '../../src/machines/planner/plan-edits';

const stop = (title: string, costCny = 0, sightId: string | null = costCny ? title.toLowerCase() : null): ItineraryActivity => ({
  slot: 'morning', sightId, title, hours: 2, note: '', costCny,
});

const transfer = (from: string, to: string, priceCny: number) => ({ from, to, mode: 'high-speed rail' as const, hours: 4.5, priceCny, note: '' });

function day(number: number, city: string, activities: ItineraryActivity[], extra: Partial<ItineraryDay> = {}): ItineraryDay {
  const tickets = activities.reduce((sum, a) => sum + (a.sightId ? a.costCny : 0), 0);
  return {
    day: number, date: `2026-05-0${number}`, city, citySlug: city.toLowerCase(), transfer: null, activities,
    stay: { area: 'Centre', note: '', priceCny: 400 }, food: [], costCny: 400 + tickets + (extra.transfer?.priceCny ?? 0), ...extra,
  };
}

const PLAN: Itinerary = {
  id: 'plan-1', title: 'Beijing and Xi’an', departure: 'Shanghai', destinations: ['Beijing', 'Xi’an'], startDate: '2026-05-01',
  travellers: { adults: 2, children: 0, elders: 0 }, notes: [], createTime: '2026-04-01T00:00:00Z',
  days: [
    day(1, 'Beijing', [stop('Forbidden City', 60), stop('Jingshan Park', 2)], { transfer: transfer('Shanghai', 'Beijing', 550) }),
    day(2, 'Beijing', [stop('Great Wall', 40), stop('Hutong walk')]),
    day(3, 'Xi’an', [stop('Terracotta Army', 120)], { transfer: transfer('Beijing', 'Xi’an', 515) }),
  ],
  budget: { perPersonCny: 3000, limitCny: 5000, transportCny: 1065, stayCny: 1200, ticketsCny: 222, foodCny: 513 },
};

function plan(result: EditResult): Itinerary {
  if (!result.ok) throw new Error(`refused: ${result.error}`);
  return result.plan;
}

describe('hand edits of a plan', () => {
  it('moves a day earlier: the days swap places, keep their dates by position and are numbered again', () => {
    const next = plan(applyEdit(PLAN, { kind: 'moveDay', day: 2, to: 1 }));
    expect(next.days.map((d) => [d.day, d.date, d.activities[0].title])).toEqual([
      [1, '2026-05-01', 'Great Wall'], [2, '2026-05-02', 'Forbidden City'], [3, '2026-05-03', 'Terracotta Army'],
    ]);
    expect(PLAN.days[0].activities[0].title).toBe('Forbidden City');
  });

  it('drops a transfer that no longer leads from the day before and takes its price out of the day and the budget', () => {
    const next = plan(applyEdit(PLAN, { kind: 'moveDay', day: 3, to: 2 }));
    expect(next.days.map((d) => d.city)).toEqual(['Beijing', 'Xi’an', 'Beijing']);
    // Beijing -> Xi'an still holds for the new day 2; nothing leads back to Beijing on day 3
    expect(next.days[1].transfer).toMatchObject({ from: 'Beijing', to: 'Xi’an' });
    expect(next.days[2].transfer).toBeNull();
    const back = plan(applyEdit(PLAN, { kind: 'moveDay', day: 1, to: 2 }));
    expect(back.days[1].transfer).toBeNull();
    expect(back.days[1].costCny).toBe(PLAN.days[0].costCny - 550);
    expect(back.budget).toMatchObject({ transportCny: 1065 - 550, perPersonCny: 3000 - 550 });
  });

  it('refuses to move the first day earlier or the last day later, and leaves the plan as it was', () => {
    expect(applyEdit(PLAN, { kind: 'moveDay', day: 1, to: 0 })).toEqual({ ok: false, error: 'pastStart' });
    expect(applyEdit(PLAN, { kind: 'moveDay', day: 3, to: 4 })).toEqual({ ok: false, error: 'pastEnd' });
    expect(applyEdit(PLAN, { kind: 'moveDay', day: 4, to: 3 })).toEqual({ ok: false, error: 'noSuchDay' });
    expect(applyEdit(PLAN, { kind: 'moveStop', day: 1, stop: 0, to: -1 })).toEqual({ ok: false, error: 'pastStart' });
    expect(applyEdit(PLAN, { kind: 'moveStop', day: 1, stop: 1, to: 2 })).toEqual({ ok: false, error: 'pastEnd' });
    expect(applyEdit(PLAN, { kind: 'removeStop', day: 3, stop: 5 })).toEqual({ ok: false, error: 'noSuchStop' });
    expect(applyEdit(PLAN, { kind: 'moveDay', day: 2, to: 2 })).toEqual({ ok: false, error: 'samePlace' });
  });

  it('moves a day several places at once (a drag): it lands there and the days between shift by one', () => {
    const next = plan(applyEdit(PLAN, { kind: 'moveDay', day: 3, to: 1 }));
    expect(next.days.map((d) => d.activities[0].title)).toEqual(['Terracotta Army', 'Forbidden City', 'Great Wall']);
    expect(next.days.map((d) => d.day)).toEqual([1, 2, 3]);
  });

  it('moves a stop within its day', () => {
    const next = plan(applyEdit(PLAN, { kind: 'moveStop', day: 1, stop: 1, to: 0 }));
    expect(next.days[0].activities.map((a) => a.title)).toEqual(['Jingshan Park', 'Forbidden City']);
    expect(next.budget).toEqual(PLAN.budget);
  });

  it('moves a stop to another day with its ticket, which the budget still counts once', () => {
    const next = plan(applyEdit(PLAN, { kind: 'moveStopToDay', day: 1, stop: 0, toDay: 3 }));
    expect(next.days[0].activities.map((a) => a.title)).toEqual(['Jingshan Park']);
    expect(next.days[2].activities.map((a) => a.title)).toEqual(['Terracotta Army', 'Forbidden City']);
    expect(next.days[0].costCny).toBe(PLAN.days[0].costCny - 60);
    expect(next.days[2].costCny).toBe(PLAN.days[2].costCny + 60);
    expect(next.budget).toEqual(PLAN.budget);
    expect(applyEdit(PLAN, { kind: 'moveStopToDay', day: 1, stop: 0, toDay: 1 })).toEqual({ ok: false, error: 'sameDay' });
    expect(applyEdit(PLAN, { kind: 'moveStopToDay', day: 1, stop: 0, toDay: 9 })).toEqual({ ok: false, error: 'noSuchDay' });
  });

  it('removes a stop and its ticket from the day and the per-person budget', () => {
    const next = plan(applyEdit(PLAN, { kind: 'removeStop', day: 3, stop: 0 }));
    expect(next.days[2].activities).toEqual([]);
    expect(next.days[2].costCny).toBe(PLAN.days[2].costCny - 120);
    expect(next.budget).toMatchObject({ ticketsCny: 102, perPersonCny: 2880 });
  });

  it('adds a stop the traveller names, trimmed, at no cost; refuses an empty or too long name', () => {
    const next = plan(applyEdit(PLAN, { kind: 'addStop', day: 2, title: '  Summer Palace ', slot: 'afternoon' }));
    expect(next.days[1].activities.at(-1)).toMatchObject({ title: 'Summer Palace', slot: 'afternoon', sightId: null, costCny: 0 });
    expect(next.budget).toEqual(PLAN.budget);
    expect(applyEdit(PLAN, { kind: 'addStop', day: 2, title: '   ', slot: 'morning' })).toEqual({ ok: false, error: 'stopTitleRequired' });
    expect(applyEdit(PLAN, { kind: 'addStop', day: 2, title: 'x'.repeat(MAX_STOP_TITLE + 1), slot: 'morning' })).toEqual({ ok: false, error: 'stopTitleTooLong' });
  });

  it('sets, replaces and clears a day note; refuses one over the limit', () => {
    const noted = plan(applyEdit(PLAN, { kind: 'noteDay', day: 2, note: ' Book the Mutianyu cable car ' }));
    expect(noted.days[1].note).toBe('Book the Mutianyu cable car');
    const cleared = plan(applyEdit(noted, { kind: 'noteDay', day: 2, note: '  ' }));
    expect(cleared.days[1]).not.toHaveProperty('note');
    expect(applyEdit(PLAN, { kind: 'noteDay', day: 2, note: 'x'.repeat(MAX_DAY_NOTE + 1) })).toEqual({ ok: false, error: 'noteTooLong' });
  });
});

describe('changed days', () => {
  it('names the days whose content differs at the same place, not those that only kept their date', () => {
    expect(changedDays(PLAN, PLAN)).toEqual([]);
    expect(changedDays(PLAN, plan(applyEdit(PLAN, { kind: 'moveDay', day: 2, to: 1 })))).toEqual([1, 2]);
    expect(changedDays(PLAN, plan(applyEdit(PLAN, { kind: 'noteDay', day: 3, note: 'Early start' })))).toEqual([3]);
    expect(changedDays({ ...PLAN, days: PLAN.days.slice(0, 2) }, PLAN)).toEqual([3]);
  });
});

describe('drops', () => {
  it('turn a dropped day or stop into the edit it means, and a drop on itself into none', () => {
    expect(editForDrop({ kind: 'day', day: 3 }, 1, null)).toEqual({ kind: 'moveDay', day: 3, to: 1 });
    expect(editForDrop({ kind: 'day', day: 2 }, 2, 0)).toBeNull();
    expect(editForDrop({ kind: 'stop', day: 1, stop: 0 }, 1, 1)).toEqual({ kind: 'moveStop', day: 1, stop: 0, to: 1 });
    expect(editForDrop({ kind: 'stop', day: 1, stop: 0 }, 1, 0)).toBeNull();
    expect(editForDrop({ kind: 'stop', day: 1, stop: 0 }, 1, null)).toBeNull();
    expect(editForDrop({ kind: 'stop', day: 1, stop: 0 }, 3, 0)).toEqual({ kind: 'moveStopToDay', day: 1, stop: 0, toDay: 3 });
  });
});
