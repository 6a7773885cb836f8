import type { Travellers } from '../api/types/planner';

export interface TripFormValues {
  departure: string;
  destinations: string[];
  days: number;
  startDate: string | null;
  travellers: Travellers;
  budgetId: number | null;
  requirements: string;
}

type TripFormField = 'departure' | 'destinations' | 'budget';
/** i18n keys under chat:errors */
type TripFormProblem = 'departureRequired' | 'destinationRequired' | 'destinationIsDeparture' | 'budgetRequired';
export type TripFormErrors = Partial<Record<TripFormField, TripFormProblem>>;

export const MIN_DAYS = 1;
export const MAX_DAYS = 30;
export const MAX_DESTINATIONS = 6;
export const REQUIREMENTS_MAX = 500;

export function tripFormErrors(form: TripFormValues): TripFormErrors {
  const errors: TripFormErrors = {};
  if (!form.departure) errors.departure = 'departureRequired';
  if (form.destinations.length === 0) errors.destinations = 'destinationRequired';
  else if (form.departure && form.destinations.includes(form.departure)) errors.destinations = 'destinationIsDeparture';
  if (form.budgetId === null) errors.budget = 'budgetRequired';
  return errors;
}

export const hasErrors = (errors: object): boolean => Object.keys(errors).length > 0;
