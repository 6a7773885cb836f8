import type { ClientInfo } from '../../src/api/types/account';
import { ErrorCode } from '../../src/api/error-codes';
import { LANGUAGE_CODES, type LanguageCode } from '../../src/api/types/common';
import { isValidEmail, isValidNickName, isValidPassword, NICKNAME_MAX } from '../../src/lib/validation';
import type { Account, CodePurpose, World } from '../world';
import { hashPassword, verifyPassword } from '../passwords';
import { isPublicUploadPath } from '../../src/lib/media-paths';
import { BAD_INPUT, fail, handle, nextId, type MockContext } from '../kit';

const CODE_LENGTH = 6;
const CODE_VALID_MS = 30 * 60_000;
const CODE_COOLDOWN_MS = 60_000;
const MAX_FAILED_LOGINS = 5;
const LOCK_MS = 10 * 60_000;


export function toClientInfo(account: Account): ClientInfo {
  return {
    id: account.id,
    nickName: account.nickName,
    email: account.email,
    avatar: account.avatar,
    sex: account.sex,
    languageCode: account.languageCode,
  };
}

function validEmail(given: string): string {
  const email = given.toLowerCase();
  if (!isValidEmail(email)) fail(BAD_INPUT, 'The e-mail address is not valid');
  return email;
}

function validPassword(password: string): string {
  if (!isValidPassword(password)) fail(BAD_INPUT, 'The password should be at least 8 characters long and include a special symbol');
  return password;
}

function accountByEmail(world: World, email: string): Account | undefined {
  return world.accounts.find((a) => a.email === email);
}

function randomCode(): string {
  return Array.from({ length: CODE_LENGTH }, () => Math.floor(Math.random() * 10)).join('');
}

function sendCode(ctx: MockContext<'sendRegisterCode' | 'sendChangePwdCode'>, email: string, purpose: CodePurpose): void {
  const { world } = ctx;
  const now = ctx.now();
  const last = world.codes.find((c) => c.email === email && c.purpose === purpose);
  if (last && now - last.sentAt < CODE_COOLDOWN_MS) {
    const wait = Math.ceil((CODE_COOLDOWN_MS - (now - last.sentAt)) / 1000);
    fail(ErrorCode.codeTooSoon, `A code was sent to this address moments ago. Please wait ${wait} s before asking again`);
  }
  const code = randomCode();
  world.codes = world.codes.filter((c) => !(c.email === email && c.purpose === purpose));
  world.codes.push({ email, purpose, code, sentAt: now, expiresAt: now + CODE_VALID_MS });
  world.mailbox.unshift({
    id: nextId(world),
    to: email,
    subject: purpose === 'register' ? 'Your China Trip Planner sign-up code' : 'Your China Trip Planner password code',
    body: `Your verification code is ${code}. It is valid for 30 minutes. If you did not ask for it, ignore this e-mail.`,
    code,
    sentAt: now,
  });
}

function consumeCode(ctx: MockContext<'register' | 'changePwd' | 'client/updateEmail'>, email: string, purpose: CodePurpose): void {
  const code = ctx.payload.verificationCode;
  if (!/^\d{6}$/.test(code)) fail(BAD_INPUT, 'The verification code has 6 digits');
  const stored = ctx.world.codes.find((c) => c.email === email && c.purpose === purpose);
  if (!stored || stored.code !== code || stored.expiresAt < ctx.now()) fail(ErrorCode.wrongCode, 'The verification code is wrong or has expired');
  stored.expiresAt = 0;
}

/** One session per account: a sign-in on another device turns the older token into a 418. */
function openSession(ctx: MockContext<'login' | 'register'>, account: Account, deviceNo: string) {
  const { world } = ctx;
  for (const old of world.sessions.filter((s) => s.accountId === account.id)) {
    if (old.deviceNo !== deviceNo) world.revokedTokens.push(old.token);
  }
  world.sessions = world.sessions.filter((s) => s.accountId !== account.id);
  const token = `tok_${account.id}_${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`;
  world.sessions.push({ token, accountId: account.id, deviceNo, createdAt: ctx.now() });
  return { token, clientInfo: toClientInfo(account) };
}

export const accountHandlers = [
  handle('sendRegisterCode', (ctx) => {
    const email = validEmail(ctx.payload.email);
    if (accountByEmail(ctx.world, email)) fail(ErrorCode.emailTaken, 'This e-mail is already registered. Please sign in');
    sendCode(ctx, email, 'register');
    return null;
  }),
  handle('sendChangePwdCode', (ctx) => {
    const email = validEmail(ctx.payload.email);
    if (!accountByEmail(ctx.world, email)) fail(ErrorCode.accountNotFound, 'No account uses this e-mail');
    sendCode(ctx, email, 'password');
    return null;
  }),
  handle('login', async (ctx) => {
    const email = validEmail(ctx.payload.email);
    const password = ctx.payload.password;
    const deviceNo = ctx.payload.deviceNo;
    const account = accountByEmail(ctx.world, email) ?? fail(ErrorCode.accountNotFound, 'No account uses this e-mail. Create one to continue');
    const now = ctx.now();
    const lockedFor = () => Math.ceil((account.lockedUntil - now) / 60_000);
    if (account.lockedUntil > now) fail(ErrorCode.accountLocked, `Too many wrong passwords. Try again in ${lockedFor()} minutes or reset your password`);
    if (!(await verifyPassword(password, account.passwordHash))) {
      account.failedLogins += 1;
      if (account.failedLogins >= MAX_FAILED_LOGINS) {
        account.failedLogins = 0;
        account.lockedUntil = now + LOCK_MS;
        fail(ErrorCode.accountLocked, `Too many wrong passwords. Try again in ${lockedFor()} minutes or reset your password`);
      }
      fail(ErrorCode.wrongPassword, 'The password is wrong');
    }
    account.failedLogins = 0;
    account.lockedUntil = 0;
    return openSession(ctx, account, deviceNo);
  }),
  handle('register', async (ctx) => {
    const email = validEmail(ctx.payload.email);
    const password = validPassword(ctx.payload.password);
    const deviceNo = ctx.payload.deviceNo;
    if (accountByEmail(ctx.world, email)) fail(ErrorCode.emailTaken, 'This e-mail is already registered. Please sign in');
    consumeCode(ctx, email, 'register');
    const account: Account = {
      id: nextId(ctx.world),
      email,
      passwordHash: await hashPassword(password),
      nickName: email.split('@')[0].replace(/[^\p{L}\p{N}]/gu, '').slice(0, NICKNAME_MAX) || 'Traveller',
      avatar: '',
      sex: 0,
      languageCode: ctx.languageCode,
      failedLogins: 0,
      lockedUntil: 0,
      createdAt: ctx.now(),
    };
    ctx.world.accounts.push(account);
    return openSession(ctx, account, deviceNo);
  }),
  handle('logout', (ctx) => {
    const account = ctx.requireAccount();
    ctx.world.sessions = ctx.world.sessions.filter((s) => s.accountId !== account.id);
    return null;
  }),
  handle('changePwd', async (ctx) => {
    const email = validEmail(ctx.payload.email);
    const password = validPassword(ctx.payload.password);
    const account = accountByEmail(ctx.world, email) ?? fail(ErrorCode.accountNotFound, 'No account uses this e-mail');
    consumeCode(ctx, email, 'password');
    account.passwordHash = await hashPassword(password);
    account.failedLogins = 0;
    account.lockedUntil = 0;
    ctx.world.sessions = ctx.world.sessions.filter((s) => s.accountId !== account.id);
    return null;
  }),
  handle('clientInfo', (ctx) => toClientInfo(ctx.requireAccount())),
  handle('client/updateAvatar', (ctx) => {
    const account = ctx.requireAccount();
    const avatar = ctx.payload.avatar;
    if (!isPublicUploadPath(avatar)) fail(BAD_INPUT, 'The avatar must be a picture uploaded to this site (media/upload/…)');
    account.avatar = avatar;
    return toClientInfo(account);
  }),
  handle('client/updateNickName', (ctx) => {
    const account = ctx.requireAccount();
    const nickName = ctx.payload.nickName;
    if (!isValidNickName(nickName)) fail(BAD_INPUT, 'The nickname may only contain letters, numbers and spaces');
    account.nickName = nickName;
    return toClientInfo(account);
  }),
  handle('client/updateEmail', (ctx) => {
    const account = ctx.requireAccount();
    const email = validEmail(ctx.payload.email);
    if (accountByEmail(ctx.world, email)) fail(ErrorCode.emailTaken, 'This e-mail is already registered');
    consumeCode(ctx, email, 'register');
    account.email = email;
    return toClientInfo(account);
  }),
  handle('client/changeLanguage', (ctx) => {
    const account = ctx.requireAccount();
    const code = ctx.payload.languageCode;
    if (!(LANGUAGE_CODES as readonly string[]).includes(code)) fail(BAD_INPUT, 'This language is not available yet');
    account.languageCode = code as LanguageCode;
    return toClientInfo(account);
  }),
];
