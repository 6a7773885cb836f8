// The reality check's rules, its travel facts and the panels that show them: one chunk, loaded when a plan is
// first shown (or before, see check-parts-loader.ts), so the planner's empty screen does not wait for them.
export { checkPlan } from '../../../../lib/plan-check';
export { DayFindings } from './findings-list';
export { TripCheckPanel } from './trip-check';
