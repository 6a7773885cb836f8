/**
 * Passwords are kept as a salted PBKDF2-SHA-256 hash (Web Crypto, the same in the browser and in Node),
 * as a real server would: the in-browser world lives in localStorage, and a product owner may type a
 * password they use elsewhere.
 */
export interface PasswordHash {
  /** base64 */
  salt: string;
  /** base64 of 32 derived bytes */
  hash: string;
  iterations: number;
}

const PASSWORD_ITERATIONS = 100_000;
const SALT_BYTES = 16;

function toBase64(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes));
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  return new Uint8Array(await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, 256));
}

export async function hashPassword(password: string): Promise<PasswordHash> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  return { salt: toBase64(salt), hash: toBase64(await derive(password, salt, PASSWORD_ITERATIONS)), iterations: PASSWORD_ITERATIONS };
}

export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  const derived = await derive(password, fromBase64(stored.salt), stored.iterations);
  const expected = fromBase64(stored.hash);
  // compare every byte, so the time taken does not tell how much of the hash matched
  let difference = derived.length ^ expected.length;
  for (let i = 0; i < expected.length; i += 1) difference |= (derived[i] ?? 0) ^ expected[i];
  return difference === 0;
}
