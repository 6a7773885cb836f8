import { callable } from './client';

export const sendRegisterCode = callable('sendRegisterCode');
export const sendChangePasswordCode = callable('sendChangePwdCode');
export const login = callable('login');
export const register = callable('register');
export const logout = callable('logout');
export const changePassword = callable('changePwd');
export const fetchClientInfo = callable('clientInfo');
export const updateAvatar = callable('client/updateAvatar');
export const updateNickName = callable('client/updateNickName');
export const updateEmail = callable('client/updateEmail');
export const changeLanguage = callable('client/changeLanguage');
export const fetchFeedbackPage = callable('feedback/myPage');
export const submitFeedback = callable('feedback/submit');
