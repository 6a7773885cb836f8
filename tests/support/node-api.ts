import { login } from '../../src/api/account';
import { writeRaw } from '../../src/lib/storage';
import { currentWorld } from '../../mock-server/world';
import { DEMO_ACCOUNT } from '../../mock-server/shared/demo-account';
import { mockNow } from '../../mock-server/kit';

/** Signs in through the real client and stores the token as the session machine would. */
export async function signIn(email = DEMO_ACCOUNT.email, password = DEMO_ACCOUNT.password, deviceNo = 'test-device'): Promise<string> {
  writeRaw('deviceNo', deviceNo);
  const result = await login({ email, password, deviceNo });
  writeRaw('token', result.token);
  return result.token;
}

/** Moves the mock's clock forward (code lifetimes, lockouts). */
export function advanceMockClock(ms: number): void {
  currentWorld().settings.clockOffsetMs += ms;
}

export function mockTime(): number {
  return mockNow(currentWorld());
}

/** The newest code the mock e-mailed to an address. */
export function lastMailedCode(email: string): string {
  return currentWorld().mailbox.find((mail) => mail.to === email)?.code ?? '';
}
