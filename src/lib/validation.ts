/** Validation rules shared by the forms and the mock backend. */
const PASSWORD_MIN = 8;
/** Bounds checked before any pattern runs, so no input can make a check slow. */
export const PASSWORD_MAX = 128;
export const EMAIL_MAX = 254;
export const NICKNAME_MAX = 20;
export const FEEDBACK_MAX = 500;
export const CODE_LENGTH = 6;

/** Linear: the local part stops at the one `@`, and domain labels contain no dot, so nothing backtracks. */
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= EMAIL_MAX && EMAIL.test(email);
}

/** At least 8 characters, at least one non-alphanumeric character, no whitespace. */
export function isValidPassword(value: string): boolean {
  return value.length >= PASSWORD_MIN && value.length <= PASSWORD_MAX && /[^\p{L}\p{N}]/u.test(value) && !/\s/.test(value);
}

export function hasMinLength(value: string): boolean {
  return value.length >= PASSWORD_MIN;
}

export function hasSpecialCharacter(value: string): boolean {
  return /[^\p{L}\p{N}\s]/u.test(value);
}

/** Letters of any script, digits and single spaces; no special symbols. */
export function isValidNickName(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length > 0 && trimmed.length <= NICKNAME_MAX && /^[\p{L}\p{N}]+(?: [\p{L}\p{N}]+)*$/u.test(trimmed);
}

export const IMAGE_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/gif'];
export const IMAGE_EXTENSIONS: readonly string[] = ['png', 'jpg', 'jpeg', 'gif'];

export function isAllowedImage(file: { name: string; type: string }): boolean {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return IMAGE_EXTENSIONS.includes(extension) && (file.type === '' || IMAGE_TYPES.includes(file.type));
}

export const MB = 1024 * 1024;
