import { assign, setup } from 'xstate';
import { formatPlainNumber, parseLocaleNumber } from '../../lib/locale-number';

/** Indicative value of one unit in Chinese yuan, November 2026: for planning, not for paying. */
const YUAN_PER_UNIT = {
  CNY: 1,
  USD: 7.12,
  EUR: 8.24,
  GBP: 9.41,
  JPY: 0.047,
  KRW: 0.0051,
  AED: 1.94,
} as const;

export type Currency = keyof typeof YUAN_PER_UNIT;
export const CURRENCIES = Object.keys(YUAN_PER_UNIT) as Currency[];

export interface ConverterContext {
  amount: string;
  from: Currency;
  to: Currency;
  celsius: string;
  fahrenheit: string;
}

export type ConverterEvent =
  | { type: 'AMOUNT'; value: string }
  | { type: 'FROM'; currency: Currency }
  | { type: 'TO'; currency: Currency }
  | { type: 'SWAP' }
  /** a reading typed in `language`, which is also how the other scale's reading is written */
  | { type: 'CELSIUS'; value: string; language: string }
  | { type: 'FAHRENHEIT'; value: string; language: string };

const roundTo = (value: number, digits: number) => Number(value.toFixed(digits));

export function convertCurrency(amount: number, from: Currency, to: Currency): number {
  return roundTo((amount * YUAN_PER_UNIT[from]) / YUAN_PER_UNIT[to], 2);
}

/** The other scale's reading in the reader's way of writing numbers, or '' while the typed one is not a number. */
function otherScale(value: string, language: string, convert: (degrees: number) => number): string {
  const degrees = parseLocaleNumber(value, language);
  return degrees === null ? '' : formatPlainNumber(convert(degrees), language, 1);
}

/**
 * The traveller's converter: money at indicative rates and temperature in both directions. What is typed
 * is kept as typed (an unreadable amount stays in its field beside the message saying so); numbers are
 * read the way the page language writes them.
 */
export const converterMachine = setup({
  types: { context: {} as ConverterContext, events: {} as ConverterEvent },
}).createMachine({
  id: 'converter',
  context: { amount: '100', from: 'USD', to: 'CNY', celsius: '25', fahrenheit: '77' },
  on: {
    AMOUNT: { actions: assign({ amount: ({ event }) => event.value }) },
    FROM: { actions: assign({ from: ({ event }) => event.currency }) },
    TO: { actions: assign({ to: ({ event }) => event.currency }) },
    SWAP: { actions: assign(({ context }) => ({ from: context.to, to: context.from })) },
    CELSIUS: { actions: assign(({ event }) => ({ celsius: event.value, fahrenheit: otherScale(event.value, event.language, (c) => (c * 9) / 5 + 32) })) },
    FAHRENHEIT: { actions: assign(({ event }) => ({ fahrenheit: event.value, celsius: otherScale(event.value, event.language, (f) => ((f - 32) * 5) / 9) })) },
  },
});
