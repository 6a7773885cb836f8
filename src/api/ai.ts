import { callable } from './client';
import type { ChatStreamPayload, CityStreamPayload, TripStreamPayload } from './types/trip';
import { streamCall } from './stream';

export const fetchAiReply = callable('ai/reply');
export const fetchAiCityGuide = callable('ai/city');
export const likeAiReply = callable('ai/like');
export const trampleAiReply = callable('ai/trample');
export const cancelLikeAiReply = callable('ai/cancelLike');
export const cancelTrampleAiReply = callable('ai/cancelTrample');
export const fetchAiQuestions = callable('aiQuestion/list');

export const streamChatAnswer = (payload: ChatStreamPayload) => streamCall('ai/stream', payload);
export const streamCityGuide = (payload: CityStreamPayload) => streamCall('ai/cityStream', payload);
export const streamItinerary = (payload: TripStreamPayload) => streamCall('ai/trip', payload);
