import { SessionContext } from '../../session-context';

/** The session's children: the login dialog while signed out, the settings dialogs while signed in. */
export const useLoginDialogRef = () => SessionContext.useSelector((s) => s.children.loginDialog);
export const useNicknameRef = () => SessionContext.useSelector((s) => s.children.nickname);
export const useAvatarRef = () => SessionContext.useSelector((s) => s.children.avatar);
export const usePasswordChangeRef = () => SessionContext.useSelector((s) => s.children.passwordChange);
export const useEmailChangeRef = () => SessionContext.useSelector((s) => s.children.emailChange);
export const useFeedbackRef = () => SessionContext.useSelector((s) => s.children.feedback);
