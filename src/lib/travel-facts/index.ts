import * as sights from './sights';
import * as cities from './cities';
import * as transfers from './transfers';
import * as holidays from './holidays';
import * as entry from './entry';
import * as climate from './climate';
import * as outline from './outline';

export type FactTableId = 'sights' | 'addresses' | 'cities' | 'transfers' | 'holidays' | 'entry' | 'climate' | 'outline';

/** Every fact table with where it comes from and when it was last checked; the check shows these to the reader. */
export const FACT_TABLES: readonly { id: FactTableId; source: string; asOf: string }[] = (
  [['sights', sights], ['cities', cities], ['transfers', transfers], ['holidays', holidays], ['entry', entry], ['climate', climate], ['outline', outline]] as const
).flatMap(([id, table]) => [
  { id, source: table.source, asOf: table.asOf },
  ...(id === 'sights' ? [{ id: 'addresses' as const, source: sights.addressSource, asOf: sights.addressAsOf }] : []),
]);
