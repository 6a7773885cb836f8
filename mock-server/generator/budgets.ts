import type { BudgetOption } from '../../src/api/types/planner';

/** Per-person budgets for the whole trip in CNY, international flights excluded. */
export const BUDGETS: readonly BudgetOption[] = [
  { id: 1, label: 'Under ¥5,000', minCny: 0, maxCny: 5_000 },
  { id: 2, label: '¥5,000 – ¥10,000', minCny: 5_000, maxCny: 10_000 },
  { id: 3, label: '¥10,000 – ¥20,000', minCny: 10_000, maxCny: 20_000 },
  { id: 4, label: 'Over ¥20,000', minCny: 20_000, maxCny: 60_000 },
];

export function budgetById(id: number): BudgetOption | undefined {
  return BUDGETS.find((budget) => budget.id === id);
}
