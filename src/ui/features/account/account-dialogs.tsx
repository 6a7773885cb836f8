/** Mount point for the login dialog, the session-kick modal and the account-settings dialogs. */
export function AccountDialogs() {
  return null;
}
