import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../src/api/client';
import { ErrorCode } from '../../src/api/error-codes';
import { fetchClientInfo, login, register, sendRegisterCode, updateAvatar } from '../../src/api/account';
import { fetchLanguages, uploadPrivateFile, uploadPublicFile } from '../../src/api/site';
import { isValidEmail } from '../../src/lib/validation';
import { addScenario } from '../../mock-server/scenarios';
import { currentWorld } from '../../mock-server/world';
import { DEMO_ACCOUNT } from '../../mock-server/shared/demo-account';
import { verifyPassword } from '../../mock-server/passwords';
import { lastMailedCode, signIn } from '../support/node-api';

const API = 'http://mock.test/api';

async function envelope(path: string, init: RequestInit = {}): Promise<{ code: number; msg: string; data?: unknown }> {
  return (await (await fetch(`${API}/${path}`, init)).json()) as { code: number; msg: string; data?: unknown };
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(() => null, (error: unknown) => error);
}

const namesOf = (data: unknown) => (data as { name: string }[]).map((row) => row.name);

describe('a hostile Language-Code header', () => {
  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', '', 'xx'])('"%s" answers English names', async (header) => {
    const english = await envelope('city/topCityList', { headers: { 'Language-Code': 'en' } });
    const hostile = await envelope('city/topCityList', { headers: { 'Language-Code': header } });
    expect(hostile.code).toBe(ErrorCode.success);
    expect(namesOf(hostile.data)).toEqual(namesOf(english.data));
    const cities = await envelope('tripStrategy/accessCity', { headers: { 'Language-Code': header } });
    expect(cities.code).toBe(ErrorCode.success);
    expect(namesOf(cities.data).every((name) => typeof name === 'string' && name.length > 0)).toBe(true);
    const questions = await envelope('aiQuestion/list', { headers: { 'Language-Code': header } });
    expect(questions.code).toBe(ErrorCode.success);
  });

  it('a regional tag such as zh-CN selects its language', async () => {
    const chinese = await envelope('city/topCityList', { headers: { 'Language-Code': 'zh' } });
    const regional = await envelope('city/topCityList', { headers: { 'Language-Code': 'zh-CN' } });
    expect(namesOf(regional.data)).toEqual(namesOf(chinese.data));
    expect(namesOf(chinese.data)).toContain('北京');
  });
});

describe('a broken escape in a path id', () => {
  it.each(['%', '%E0%A4%A', '%zz'])('"%s" answers a 400 envelope naming the parameter', async (id) => {
    const token = await signIn();
    const answer = await envelope(`appeal/remove/${id}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
    expect(answer).toMatchObject({ code: ErrorCode.badInput, msg: expect.stringContaining('"id"') });
    const notification = await envelope(`clientNotification/remove/${id}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
    expect(notification.code).toBe(ErrorCode.badInput);
  });
});

describe('input lengths are bounded before any pattern runs', () => {
  const huge = `${'a'.repeat(40_000)}@example`;

  it('a 40,000-character e-mail is refused as not valid', async () => {
    expect(isValidEmail(huge)).toBe(false);
    expect(isValidEmail(`a@${'b'.repeat(40_000)}`)).toBe(false);
    const refused = await rejection(sendRegisterCode({ email: huge }, { silent: true }));
    expect(refused).toMatchObject({ code: ErrorCode.badInput, msg: expect.stringMatching(/e-mail/i) });
    const login = await envelope('login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: huge, password: 'x', deviceNo: 'd' }),
    });
    expect(login.code).toBe(ErrorCode.badInput);
  });

  it('still accepts ordinary addresses and refuses malformed ones', () => {
    expect(isValidEmail('ana.maria@mail.example.cn')).toBe(true);
    expect(isValidEmail('ana@example')).toBe(false);
    expect(isValidEmail('ana@@example.com')).toBe(false);
    expect(isValidEmail('ana@example..com')).toBe(false);
  });

  it('a body over the limit is refused before it is parsed', async () => {
    const answer = await envelope('feedback/submit', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ content: 'x'.repeat(1_100_000) }),
    });
    expect(answer).toMatchObject({ code: ErrorCode.badInput, msg: expect.stringMatching(/too large/) });
  });
});

describe('the network failure scenario', () => {
  it('fails the connection instead of answering', async () => {
    addScenario({ endpoint: 'language/list', network: true });
    const error = await rejection(fetchLanguages({ silent: true }));
    expect(error).toBeInstanceOf(NetworkError);
    await expect(fetchLanguages()).resolves.toEqual(expect.any(Array));
  });
});

describe('avatars', () => {
  it.each([
    'javascript:alert(1)',
    'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>',
    'https://tracker.example/pixel.png',
    '//tracker.example/pixel.png',
    'media/upload/../../etc/passwd',
    'media/cover/city-beijing',
    'media/upload/private-abc.png',
  ])('refuses %s with a clear message', async (avatar) => {
    await signIn();
    const error = await rejection(updateAvatar({ avatar }, { silent: true }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: ErrorCode.badInput, msg: expect.stringMatching(/uploaded to this site/) });
    expect((await fetchClientInfo()).avatar).toBe('');
  });

  it('accepts a picture uploaded to this site, not a private attachment', async () => {
    await signIn();
    const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    const { filePath } = await uploadPublicFile(png());
    await expect(updateAvatar({ avatar: filePath })).resolves.toMatchObject({ avatar: filePath });
    const attachment = await uploadPrivateFile(png());
    await expect(updateAvatar({ avatar: attachment.filePath }, { silent: true })).rejects.toMatchObject({ code: ErrorCode.badInput });
  });
});

describe('stored passwords', () => {
  it('the world keeps a salted hash, never the password', async () => {
    const password = 'Lanterns!2026';
    await sendRegisterCode({ email: 'ana@example.com' });
    await register({ email: 'ana@example.com', password, verificationCode: lastMailedCode('ana@example.com'), deviceNo: 'd1' });
    const stored = JSON.stringify(currentWorld());
    expect(stored).not.toContain(password);
    expect(stored).not.toContain(DEMO_ACCOUNT.password);
    const [demo, ana] = [DEMO_ACCOUNT.email, 'ana@example.com'].map((email) => currentWorld().accounts.find((a) => a.email === email));
    expect(Object.keys(ana ?? {})).not.toContain('password');
    expect(ana?.passwordHash.salt).not.toBe(demo?.passwordHash.salt);
    expect(await verifyPassword(DEMO_ACCOUNT.password, demo!.passwordHash)).toBe(true);
    await expect(login({ email: 'ana@example.com', password, deviceNo: 'd2' })).resolves.toMatchObject({ clientInfo: { email: 'ana@example.com' } });
    await expect(login({ email: 'ana@example.com', password: `${password}x`, deviceNo: 'd2' }, { silent: true })).rejects.toMatchObject({ code: ErrorCode.wrongPassword });
  });
});
