import type { EndpointName } from '../src/api/contract';
import { EVERY_ENDPOINT, type MockScenario } from '../src/api/mock-contract';
import { commitWorld, currentWorld } from './world';

/** A forced outcome for the next call(s) of one endpoint: the shape the control endpoint takes. */
export type Scenario = MockScenario;

export function addScenario(scenario: Scenario): void {
  currentWorld().scenarios.push({ ...scenario, times: scenario.times ?? 1 });
  commitWorld();
}

export function clearScenarios(): void {
  currentWorld().scenarios = [];
  commitWorld();
}

/** The first pending scenario for this endpoint, one for every endpoint after those; used up unless it holds until cleared. */
export function takeScenario(endpoint: EndpointName): Scenario | null {
  const world = currentWorld();
  const own = world.scenarios.findIndex((s) => s.endpoint === endpoint);
  const index = own >= 0 ? own : world.scenarios.findIndex((s) => s.endpoint === EVERY_ENDPOINT);
  if (index < 0) return null;
  const scenario = world.scenarios[index];
  if (scenario.untilCleared) return scenario;
  scenario.times = (scenario.times ?? 1) - 1;
  if (scenario.times <= 0) world.scenarios.splice(index, 1);
  commitWorld();
  return scenario;
}
