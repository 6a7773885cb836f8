import { AccountDialogsContext } from './account-dialogs-context';

/** The account's dialogs: the login dialog while signed out, the settings dialogs while signed in; none before their code arrived. */
export const useLoginDialogRef = () => AccountDialogsContext.useSelector((s) => s?.children.loginDialog);
export const useNicknameRef = () => AccountDialogsContext.useSelector((s) => s?.children.nickname);
export const useAvatarRef = () => AccountDialogsContext.useSelector((s) => s?.children.avatar);
export const usePasswordChangeRef = () => AccountDialogsContext.useSelector((s) => s?.children.passwordChange);
export const useEmailChangeRef = () => AccountDialogsContext.useSelector((s) => s?.children.emailChange);
export const useFeedbackRef = () => AccountDialogsContext.useSelector((s) => s?.children.feedback);
