import { readJson } from '../../lib/storage';
import type { ChatMessage } from './chat-messages';

/** The conversation kept from an earlier visit holds a finished plan: the planner opens showing it (read before the generation machine's code is in). */
export function keptConversationHasPlan(): boolean {
  const kept = readJson<ChatMessage[]>('chatMessages');
  return Array.isArray(kept) && kept.some((message) => message.role === 'assistant' && message.itinerary !== null);
}
