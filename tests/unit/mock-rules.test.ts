import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/client';
import { changePassword, fetchClientInfo, login, register, sendChangePasswordCode, sendRegisterCode } from '../../src/api/account';
import { fetchLanguages, uploadPublicFile } from '../../src/api/site';
import { writeRaw } from '../../src/lib/storage';
import { addScenario } from '../../mock-server/scenarios';
import { DEMO_ACCOUNT } from '../../mock-server/shared/demo-account';
import { advanceMockClock, lastMailedCode, signIn } from '../support/node-api';

const API = 'http://mock.test/api';
const NEW_USER = { email: 'ana@example.com', password: 'Lanterns!2026', deviceNo: 'device-1' };

async function codeOf(promise: Promise<unknown>): Promise<number> {
  const error = await promise.then(() => null, (e: unknown) => e);
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error.code;
}

describe('registration and verification codes', () => {
  it('e-mails a 6-digit code that registers the account once', async () => {
    await sendRegisterCode({ email: NEW_USER.email });
    const code = lastMailedCode(NEW_USER.email);
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await codeOf(register({ ...NEW_USER, verificationCode: wrong }, { silent: true }))).toBe(607);
    const result = await register({ ...NEW_USER, verificationCode: code });
    expect(result.clientInfo.email).toBe(NEW_USER.email);
    expect(result.token).toBeTruthy();
    expect(await codeOf(register({ ...NEW_USER, verificationCode: code }, { silent: true }))).toBe(602);
    const again = await login({ email: NEW_USER.email, password: NEW_USER.password, deviceNo: 'device-2' });
    expect(again.clientInfo.id).toBe(result.clientInfo.id);
  });

  it('refuses a code older than 30 minutes', async () => {
    await sendRegisterCode({ email: NEW_USER.email });
    const code = lastMailedCode(NEW_USER.email);
    advanceMockClock(30 * 60_000 + 1_000);
    expect(await codeOf(register({ ...NEW_USER, verificationCode: code }, { silent: true }))).toBe(607);
  });

  it('will not send another code to the same address within 60 seconds', async () => {
    await sendRegisterCode({ email: NEW_USER.email });
    expect(await codeOf(sendRegisterCode({ email: NEW_USER.email }, { silent: true }))).toBe(603);
    advanceMockClock(59_000);
    expect(await codeOf(sendRegisterCode({ email: NEW_USER.email }, { silent: true }))).toBe(603);
    advanceMockClock(2_000);
    await expect(sendRegisterCode({ email: NEW_USER.email })).resolves.toBeNull();
  });

  it('refuses password-change codes sent too often, and changes the password with a valid code', async () => {
    await sendChangePasswordCode({ email: DEMO_ACCOUNT.email });
    expect(await codeOf(sendChangePasswordCode({ email: DEMO_ACCOUNT.email }, { silent: true }))).toBe(603);
    const code = lastMailedCode(DEMO_ACCOUNT.email);
    await changePassword({ email: DEMO_ACCOUNT.email, password: 'NewPass#2027', verificationCode: code });
    expect(await codeOf(login({ email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password, deviceNo: 'd' }, { silent: true }))).toBe(606);
    await expect(login({ email: DEMO_ACCOUNT.email, password: 'NewPass#2027', deviceNo: 'd' })).resolves.toMatchObject({ clientInfo: { email: DEMO_ACCOUNT.email } });
  });
});

describe('login rules', () => {
  const attempt = (password: string) => login({ email: DEMO_ACCOUNT.email, password, deviceNo: 'd' }, { silent: true });

  it('answers 601 for an unknown e-mail and 606 for a wrong password', async () => {
    expect(await codeOf(login({ email: 'nobody@example.com', password: 'whatever!1', deviceNo: 'd' }, { silent: true }))).toBe(601);
    expect(await codeOf(attempt('wrong-password!'))).toBe(606);
  });

  it('locks the account for 10 minutes after five wrong passwords in a row, with a message', async () => {
    for (let i = 0; i < 4; i += 1) expect(await codeOf(attempt('wrong-password!'))).toBe(606);
    const fifth = await attempt('wrong-password!').catch((e: ApiError) => e);
    expect(fifth).toMatchObject({ code: 605, msg: expect.stringMatching(/10 minutes/) });
    expect(await codeOf(attempt(DEMO_ACCOUNT.password))).toBe(605);
    advanceMockClock(10 * 60_000 + 1_000);
    await expect(attempt(DEMO_ACCOUNT.password)).resolves.toMatchObject({ token: expect.any(String) });
  });

  it('a right password resets the count of wrong ones', async () => {
    for (let i = 0; i < 4; i += 1) await codeOf(attempt('wrong-password!'));
    await attempt(DEMO_ACCOUNT.password);
    expect(await codeOf(attempt('wrong-password!'))).toBe(606);
  });
});

describe('sessions', () => {
  it('keeps one session per account: a sign-in on another device makes the older token answer 418', async () => {
    const older = await signIn(undefined, undefined, 'laptop');
    const newer = await signIn(undefined, undefined, 'phone');
    writeRaw('token', older);
    expect(await codeOf(fetchClientInfo({ silent: true }))).toBe(418);
    writeRaw('token', newer);
    await expect(fetchClientInfo()).resolves.toMatchObject({ email: DEMO_ACCOUNT.email });
  });

  it('answers 401 without a token or with an unknown one', async () => {
    expect(await codeOf(fetchClientInfo({ silent: true }))).toBe(401);
    writeRaw('token', 'tok_made_up');
    expect(await codeOf(fetchClientInfo({ silent: true }))).toBe(401);
  });
});

describe('uploads', () => {
  const png = (bytes: number, name = 'photo.png') => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

  it('stores an image and serves it back from the returned filePath', async () => {
    await signIn();
    const result = await uploadPublicFile(png(2048));
    expect(result.filePath).toMatch(/^media\/upload\/.+\.png$/);
    const served = await fetch(`${API}/${result.filePath}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect((await served.arrayBuffer()).byteLength).toBe(2048);
  });

  it('refuses other file types and files over the size limit', async () => {
    await signIn();
    await expect(uploadPublicFile(new File(['hello'], 'notes.txt', { type: 'text/plain' }), { silent: true })).rejects.toMatchObject({ code: 400, msg: expect.stringMatching(/File type incorrect/) });
    await expect(uploadPublicFile(png(30 * 1024 * 1024 + 1), { silent: true })).rejects.toMatchObject({ code: 400, msg: expect.stringMatching(/exceeds the limit of 30 MB/) });
  });

  it('needs a signed-in token', async () => {
    expect(await codeOf(uploadPublicFile(png(10), { silent: true }))).toBe(401);
  });
});

describe('input validation and unknown paths', () => {
  it('answers missing fields and broken JSON with an enveloped 400 that names the problem', async () => {
    const missing = await fetch(`${API}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(await missing.json()).toEqual({ code: 400, msg: 'E-mail is required' });
    const broken = await fetch(`${API}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{oops' });
    expect(await broken.json()).toEqual({ code: 400, msg: 'The request body is not valid JSON' });
  });
});

describe('forced scenarios', () => {
  it('forces the next answer of an endpoint, once', async () => {
    addScenario({ endpoint: 'language/list', code: 503, msg: 'Down for maintenance' });
    await expect(fetchLanguages({ silent: true })).rejects.toMatchObject({ code: 503, msg: 'Down for maintenance' });
    await expect(fetchLanguages()).resolves.toHaveLength(6);
  });

  it('forces a network failure', async () => {
    addScenario({ endpoint: 'language/list', network: true });
    await expect(fetchLanguages({ silent: true })).rejects.toMatchObject({ name: 'NetworkError' });
  });
});

describe('the standalone server', () => {
  it('keeps the world in its data file across a restart', async () => {
    const { startStandaloneMock } = await import('../../mock-server/server');
    const dataFile = join(mkdtempSync(join(tmpdir(), 'ctp-mock-')), 'world.json');
    const post = (base: string, path: string, body: unknown) =>
      fetch(`${base}/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.json());
    const first = await startStandaloneMock({ port: 0, dataFile });
    const firstBase = `http://127.0.0.1:${first.port}`;
    await fetch(`${firstBase}/sendRegisterCode`, { method: 'POST', body: new URLSearchParams({ email: NEW_USER.email }) });
    const mail = (await fetch(`${firstBase}/__mock/mailbox?email=${NEW_USER.email}`).then((r) => r.json())) as { data: { code: string }[] };
    const registered = await post(firstBase, 'register', { ...NEW_USER, verificationCode: mail.data[0].code });
    expect(registered.code).toBe(200);
    await first.close();

    const second = await startStandaloneMock({ port: 0, dataFile });
    const signedIn = await post(`http://127.0.0.1:${second.port}`, 'login', NEW_USER);
    await second.close();
    expect(signedIn).toMatchObject({ code: 200, data: { clientInfo: { email: NEW_USER.email } } });
  });
});
