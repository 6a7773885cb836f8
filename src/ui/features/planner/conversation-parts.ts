/*
 * What only a conversation with messages shows: its messages, the plan's editor, the state of a change request
 * and the plan's versions. An empty planner's first screen does without them (issue 15): they download once it is
 * complete, or beside the screen when the kept conversation has messages (conversation-parts-loader.ts; index.html's
 * preload script asks for them then too, `KEPT_PARTS` in scripts/preload-screen.ts).
 */
export { MessageList } from './message-list';
export { PlanEditor } from './plan-editor';
export { RefinementStatus } from './refinement-status';
export { planVersionsMachine } from '../../../machines/planner/plan-versions.machine';
