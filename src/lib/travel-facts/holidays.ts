/**
 * China's public holidays with their days off (放假调休) as the State Council announces them each November.
 * 2027's notice had not been published on the as-of date: its rows are the festival dates from the lunar calendar
 * and the 2025-2026 pattern, marked 'expected'.
 */
export const source = 'State Council General Office notices on holiday arrangements: 国办发明电〔2024〕12号 (2025, 12 Nov 2024) and the 2026 notice of 4 Nov 2025 (gov.cn)';
export const asOf = '2026-11-20';

export type HolidayName = 'newYear' | 'springFestival' | 'qingming' | 'labourDay' | 'dragonBoat' | 'midAutumn' | 'nationalDay';

export interface Holiday {
  name: HolidayName;
  /** first and last day off, inclusive, "YYYY-MM-DD" */
  from: string;
  to: string;
  /** weekend days that become working days to make up for the break */
  makeUpWorkdays: readonly string[];
  status: 'official' | 'expected';
}

/** Golden weeks and the Spring Festival rush: trains sell out, sights cap visitors, prices rise. */
export const CROWDED_HOLIDAYS: ReadonlySet<HolidayName> = new Set(['springFestival', 'labourDay', 'nationalDay']);

const h = (name: HolidayName, from: string, to: string, makeUpWorkdays: readonly string[] = [], status: Holiday['status'] = 'official'): Holiday =>
  ({ name, from, to, makeUpWorkdays, status });

export const HOLIDAYS: readonly Holiday[] = [
  h('newYear', '2025-01-01', '2025-01-01'),
  h('springFestival', '2025-01-28', '2025-02-04', ['2025-01-26', '2025-02-08']),
  h('qingming', '2025-04-04', '2025-04-06'),
  h('labourDay', '2025-05-01', '2025-05-05', ['2025-04-27']),
  h('dragonBoat', '2025-05-31', '2025-06-02'),
  h('nationalDay', '2025-10-01', '2025-10-08', ['2025-09-28', '2025-10-11']),
  h('newYear', '2026-01-01', '2026-01-03', ['2026-01-04']),
  h('springFestival', '2026-02-15', '2026-02-23', ['2026-02-14', '2026-02-28']),
  h('qingming', '2026-04-04', '2026-04-06'),
  h('labourDay', '2026-05-01', '2026-05-05', ['2026-05-09']),
  h('dragonBoat', '2026-06-19', '2026-06-21'),
  h('midAutumn', '2026-09-25', '2026-09-27'),
  h('nationalDay', '2026-10-01', '2026-10-07', ['2026-09-20', '2026-10-10']),
  h('newYear', '2027-01-01', '2027-01-03', [], 'expected'),
  h('springFestival', '2027-02-05', '2027-02-13', [], 'expected'),
  h('qingming', '2027-04-03', '2027-04-05', [], 'expected'),
  h('labourDay', '2027-05-01', '2027-05-05', [], 'expected'),
  h('dragonBoat', '2027-06-09', '2027-06-09', [], 'expected'),
  h('midAutumn', '2027-09-15', '2027-09-15', [], 'expected'),
  h('nationalDay', '2027-10-01', '2027-10-07', [], 'expected'),
];

/** The years the table covers; a trip outside them gets a "holidays unknown" note, not silence. */
export const HOLIDAY_YEARS: readonly number[] = [2025, 2026, 2027];

export const holidayOn = (date: string): Holiday | undefined => HOLIDAYS.find((holiday) => holiday.from <= date && date <= holiday.to);
