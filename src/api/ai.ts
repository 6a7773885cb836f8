import { callable } from './client';
import { streamable } from './stream';

export const fetchAiReply = callable('ai/reply');
export const fetchAiCityGuide = callable('ai/city');
export const likeAiReply = callable('ai/like');
export const trampleAiReply = callable('ai/trample');
export const cancelLikeAiReply = callable('ai/cancelLike');
export const cancelTrampleAiReply = callable('ai/cancelTrample');
export const fetchAiQuestions = callable('aiQuestion/list');

export const streamChatAnswer = streamable('ai/stream');
export const streamCityGuide = streamable('ai/cityStream');
export const streamItinerary = streamable('ai/trip');
