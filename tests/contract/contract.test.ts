import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contract, endpointNames } from '../../src/api/contract';
import * as api from '../../src/api';
import { mockedEndpoints, PLANNER_ENDPOINTS } from '../../mock-server/handlers';
import { plannerHandlers } from '../../mock-server/domains/planner';

interface DocumentedEndpoint {
  method: string;
  path: string;
  encoding: string;
  kind: string;
  auth: boolean;
}

function documentedEndpoints(): DocumentedEndpoint[] {
  const text = readFileSync('docs/api.md', 'utf8');
  const rows = [...text.matchAll(/^\| (GET|POST|DELETE) \| `([^`]+)` \| (\w+) \| (\w+) \| (yes|no) \|/gm)];
  return rows.map(([, method, path, encoding, kind, auth]) => ({ method, path, encoding, kind, auth: auth === 'yes' }));
}

function clientEndpoints(): string[] {
  return Object.values(api)
    .flatMap((module) => (typeof module === 'object' ? Object.values(module as Record<string, unknown>) : []))
    .map((fn) => (fn as { endpoint?: string }).endpoint)
    .filter((name): name is string => typeof name === 'string');
}

const sorted = (names: Iterable<string>) => [...names].sort();

describe('the contract', () => {
  const documented = documentedEndpoints();

  it('docs/api.md lists every endpoint of the contract table once, with the same method, encoding, kind and sign-in', () => {
    expect(documented.length).toBe(endpointNames.length);
    expect(sorted(documented.map((e) => e.path))).toEqual(sorted(endpointNames));
    for (const doc of documented) {
      const entry = contract[doc.path as keyof typeof contract];
      expect({ path: doc.path, method: entry.method, encoding: entry.encoding, kind: entry.kind, auth: entry.auth }).toEqual({
        path: doc.path,
        method: doc.method,
        encoding: doc.encoding,
        kind: doc.kind,
        auth: doc.auth,
      });
    }
  });

  it('the client has exactly one typed function for every documented endpoint', () => {
    const names = clientEndpoints();
    expect(sorted(names)).toEqual(sorted(documented.map((e) => e.path)));
  });

  it('the mock backend handles exactly every documented endpoint', () => {
    expect(sorted(mockedEndpoints)).toEqual(sorted(documented.map((e) => e.path)));
  });

  it('the planner endpoints routed before their code loads are exactly the ones that code answers', () => {
    expect(sorted(PLANNER_ENDPOINTS)).toEqual(sorted(plannerHandlers.map((h) => h.endpoint)));
  });

  it('no endpoint\'s path ends with another\'s of the same method, so the mock\'s route finds one endpoint for an address', () => {
    const endpoints = Object.values(contract);
    const clashes = endpoints.flatMap((a) =>
      endpoints.filter((b) => a !== b && a.method === b.method && b.path.endsWith(`/${a.path}`)).map((b) => `${a.method} ${a.path} / ${b.path}`),
    );
    expect(clashes).toEqual([]);
  });
});
