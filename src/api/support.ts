import { callable } from './client';

export const fetchAppealPage = callable('appeal/page');
export const fetchAppeal = callable('appeal/view');
export const addAppeal = callable('appeal/add');
export const removeAppeal = callable('appeal/remove/{id}');
export const fetchCustomerService = callable('customerService/info');
export const recordCustomerServiceContact = callable('customerService/record');
export const fetchQuestionPage = callable('zxQuestionAnswer/myPage');
export const askQuestion = callable('zxQuestionAnswer/add');
