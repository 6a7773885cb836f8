import { callable } from './client';

export const fetchTripStrategyPage = callable('tripStrategy/page');
export const fetchTripStrategy = callable('tripStrategy/view');
export const fetchBudgetList = callable('tripStrategy/budgetList');
export const fetchAccessCities = callable('tripStrategy/accessCity');
export const fetchTripDetail = callable('tripStrategy/tripDetail');
export const fetchTripCondition = callable('tripStrategy/tripCondition');
export const fetchHistoryDepartures = callable('tripStrategy/historyDeparture');
export const planTrip = callable('tripStrategy/planTrip');
export const saveTrip = callable('tripStrategy/save');
export const fetchAreaList = callable('tripStrategy/areaList');
export const fetchSavedTripPage = callable('clientTripStrategy/myPage');
export const fetchSavedTripResult = callable('clientTripStrategy/viewStrategyResult');
export const removeSavedTrip = callable('clientTripStrategy/remove');
