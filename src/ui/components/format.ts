import { formatMoney } from '../../lib/locale-number';
import { dateTimeFormat } from '../../lib/intl-formatters';

/** Prices and dates in the reader's language. Server dates are calendar dates ('YYYY-MM-DD') or ISO instants. */
export function formatCny(value: number, language: string): string {
  return formatMoney(value, 'CNY', language, { maximumFractionDigits: 0 });
}

export function formatDate(value: string, language: string): string {
  const instant = /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value;
  return dateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(instant));
}

export function formatDateTime(value: string, language: string): string {
  return dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value));
}
