import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ApiError, NetworkError } from '../../src/api/client';
import { BUSY_CODE, classifyFailure, CODE_MEANINGS } from '../../src/api/error-kinds';

describe('classifying a failed call', () => {
  it.each([
    [new NetworkError('city/cityList', 'Failed to fetch', 'offline'), 'offline', 'common:errors.offline'],
    [new NetworkError('city/cityList', 'no answer', 'timeout'), 'timeout', 'common:errors.timeout'],
    [new ApiError(BUSY_CODE, 'Current traffic is too high', 'city/cityList'), 'busy', 'common:errors.busy'],
    [new ApiError(404, 'City 999 does not exist', 'city/cityList'), 'notFound', 'common:errors.notFound'],
    [new ApiError(401, 'Please sign in first', 'city/cityList'), 'notAllowed', 'common:errors.signIn'],
    [new ApiError(403, 'Not yours', 'trailsComment/comment'), 'notAllowed', 'common:errors.forbidden'],
    [new ApiError(400, 'id must be a number', 'city/cityList'), 'invalidInput', 'common:errors.invalidInput'],
    [new ApiError(500, 'boom', 'city/cityList'), 'server', 'common:errors.server'],
    [new Error('response is not an envelope'), 'server', 'common:errors.server'],
  ])('%s is %s', (error, kind, key) => {
    expect(classifyFailure(error)).toMatchObject({ kind, key });
  });

  it("keeps the server's text only for a code it does not know", () => {
    expect(classifyFailure(new ApiError(404, 'City 999 does not exist', 'city/cityList')).serverText).toBeUndefined();
    expect(classifyFailure(new ApiError(777, 'Unheard of', 'city/cityList'))).toMatchObject({ kind: 'invalidInput', serverText: 'Unheard of' });
    expect(classifyFailure(new ApiError(599, 'Odd server', 'city/cityList'))).toMatchObject({ kind: 'server', serverText: 'Odd server' });
  });

  it('has an English message for every documented code (tests/unit/i18n.test.ts holds the other five languages to the English keys)', () => {
    const common = JSON.parse(readFileSync(join(process.cwd(), 'src/i18n/locales/en/common.json'), 'utf8')) as { errors: Record<string, string> };
    const keys = [...Object.values(CODE_MEANINGS).map((m) => m.key), 'common:errors.offline', 'common:errors.timeout', 'common:errors.server'];
    for (const key of keys) expect(common.errors[key.replace('common:errors.', '')], key).toMatch(/\w/);
  });
});
