import type { Page } from '../../api/types/common';
import { appendNewRows } from './append-rows';

/** A list shown page by page ("show more"): the rows so far, how many there are in all, the last page loaded. */
export interface PagedList<T> {
  rows: T[];
  total: number;
  pageNum: number;
}

/** The list as its first page shows it (a new filter, sort or search starts here). */
export const firstPage = <T>(page: Page<T>): PagedList<T> => ({ rows: page.rows, total: page.total, pageNum: 1 });

/** The list with the next page added below (rows already shown are not repeated). */
export const withNextPage = <T extends { id: number | string }>(list: PagedList<T>, page: Page<T>): PagedList<T> => ({
  rows: appendNewRows(list.rows, page.rows),
  total: page.total,
  pageNum: list.pageNum + 1,
});

/** Guard: more rows wait on the server than the list shows. */
export const hasMore = ({ context }: { context: PagedList<unknown> }) => context.rows.length < context.total;
