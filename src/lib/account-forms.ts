import { isValidEmail, isValidPassword } from './validation';

/** Keys of the `account` namespace shown under a field. */
export type FieldError =
  | 'emailRequired'
  | 'emailInvalid'
  | 'newEmailRequired'
  | 'passwordRequired'
  | 'passwordRule'
  | 'agreementRequired'
  | 'resetEmailRequired'
  | 'resetPasswordRequired';

export type CredentialField = 'email' | 'password';
export type FieldErrors = Partial<Record<CredentialField | 'agreement', FieldError>>;

interface Credentials {
  email: string;
  password: string;
}

/** The spec checks the e-mail format on blur, and only when something was typed. */
export function emailFormatError(email: string): FieldError | undefined {
  return email.trim() !== '' && !isValidEmail(email) ? 'emailInvalid' : undefined;
}

function passwordRuleError(password: string, required: FieldError): FieldError | undefined {
  if (password === '') return required;
  return isValidPassword(password) ? undefined : 'passwordRule';
}

function emailError(email: string, required: FieldError): FieldError | undefined {
  return email.trim() === '' ? required : emailFormatError(email);
}

function compact(errors: FieldErrors): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([, value]) => value !== undefined));
}

/** The format message shown on blur stays on submit: a malformed address is not sent to the server. */
export function loginErrors({ email, password }: Credentials): FieldErrors {
  return compact({ email: emailError(email, 'emailRequired'), password: password === '' ? 'passwordRequired' : undefined });
}

export function registerErrors({ email, password, agreed }: Credentials & { agreed: boolean }): FieldErrors {
  return compact({
    email: emailError(email, 'emailRequired'),
    password: passwordRuleError(password, 'passwordRequired'),
    agreement: agreed ? undefined : 'agreementRequired',
  });
}

export function newPasswordErrors({ email, password }: Credentials): FieldErrors {
  return compact({ email: emailError(email, 'emailRequired'), password: passwordRuleError(password, 'passwordRequired') });
}

/** The account-settings password dialog: its required messages are the spec's Chinese ones. */
export function resetPasswordErrors({ email, password }: Credentials): FieldErrors {
  return compact({ email: emailError(email, 'resetEmailRequired'), password: passwordRuleError(password, 'resetPasswordRequired') });
}

export function newEmailErrors({ email }: Pick<Credentials, 'email'>): FieldErrors {
  return compact({ email: emailError(email, 'newEmailRequired') });
}

export const hasErrors = (errors: FieldErrors) => Object.keys(errors).length > 0;
