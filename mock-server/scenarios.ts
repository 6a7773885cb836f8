import type { EndpointName } from '../src/api/contract';
import type { MockScenario } from '../src/api/mock-control';
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

export function takeScenario(endpoint: EndpointName): Scenario | null {
  const world = currentWorld();
  const index = world.scenarios.findIndex((s) => s.endpoint === endpoint);
  if (index < 0) return null;
  const scenario = world.scenarios[index];
  scenario.times = (scenario.times ?? 1) - 1;
  if (scenario.times <= 0) world.scenarios.splice(index, 1);
  commitWorld();
  return scenario;
}
