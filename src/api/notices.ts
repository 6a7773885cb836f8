import { callable } from './client';

export const fetchLatestNotice = callable('entryChinaNotice/last');
export const fetchNoticePage = callable('entryChinaNotice/list');
export const fetchNotice = callable('entryChinaNotice/view');
export const shareNotice = callable('entryChinaNotice/share');
export const sendNoticeFeedback = callable('entryChinaNotice/feedback');
export const likeNotice = callable('entryChinaNotice/like');
export const trampleNotice = callable('entryChinaNotice/trample');
