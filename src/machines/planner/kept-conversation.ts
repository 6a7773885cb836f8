import { readJson } from '../../lib/storage';
import type { ChatMessage } from './chat-messages';

/** What the conversation kept from an earlier visit shows when the planner opens (read before the planner's code is in): messages, and a finished plan among them. */
export function keptConversation(): { hasMessages: boolean; hasPlan: boolean } {
  const kept = readJson<ChatMessage[]>('chatMessages');
  const messages = Array.isArray(kept) ? kept : [];
  return { hasMessages: messages.length > 0, hasPlan: messages.some((message) => message.role === 'assistant' && message.itinerary !== null) };
}
