import type { Itinerary, ItineraryDay, StreamEvent, Travellers } from '../../api/types/planner';
import { readJson } from '../../lib/storage';

/** The longest chat question or change request to a plan; a longer one is refused with a message, never cut. */
export const MAX_REQUEST_LENGTH = 1000;

export type Rating = 'liked' | 'trampled' | null;

/** What the user asked for, with display names, so the bubble can be shown in any language. */
export interface TripSummary {
  departure: string;
  destinations: string[];
  days: number;
  startDate: string | null;
  travellers: Travellers;
  budget: string;
  requirements: string;
}

export interface UserMessage {
  id: string;
  role: 'user';
  text: string;
  trip: TripSummary | null;
}

export interface StreamProgress {
  step: string;
  progress: number;
  day?: number;
  totalDays?: number;
  city?: string;
}

/**
 * A streamed reply. Finished paragraphs are sealed into `paragraphs` (a new array only when one
 * finishes) and the text still arriving grows `openParagraph`, so a chunk costs the same at any length.
 */
export interface AssistantMessage {
  id: string;
  role: 'assistant';
  kind: 'itinerary' | 'answer';
  paragraphs: string[];
  openParagraph: string;
  days: ItineraryDay[];
  itinerary: Itinerary | null;
  replyId: string | null;
  /** interrupted: the page closed or reloaded while the reply was streaming; what had arrived is kept */
  status: 'streaming' | 'done' | 'stopped' | 'failed' | 'interrupted';
  failure: 'stream' | 'generate' | null;
  progress: StreamProgress | null;
  rating: Rating;
  savedTripId: number | null;
}

export type ChatMessage = UserMessage | AssistantMessage;

const PARAGRAPH_BREAK = '\n\n';

export function newAssistantMessage(id: string, kind: AssistantMessage['kind']): AssistantMessage {
  return {
    id, role: 'assistant', kind, paragraphs: [], openParagraph: '', days: [], itinerary: null, replyId: null,
    status: 'streaming', failure: null, progress: null, rating: null, savedTripId: null,
  };
}

function appendText(message: AssistantMessage, text: string): AssistantMessage {
  const open = message.openParagraph + text;
  if (!text.includes('\n')) return { ...message, openParagraph: open };
  const parts = open.split(PARAGRAPH_BREAK);
  if (parts.length === 1) return { ...message, openParagraph: open };
  const finished = parts.slice(0, -1).filter((part) => part.trim() !== '');
  return { ...message, paragraphs: [...message.paragraphs, ...finished], openParagraph: parts[parts.length - 1] };
}

export function appendStreamEvent(message: AssistantMessage, event: StreamEvent): AssistantMessage {
  switch (event.type) {
    case 'delta':
      return appendText(message, event.text);
    case 'status':
      return { ...message, progress: { step: event.step, progress: event.progress, day: event.day, totalDays: event.totalDays, city: event.city } };
    case 'day':
      return { ...message, days: [...message.days, event.day] };
    case 'done':
      return { ...message, replyId: event.replyId, itinerary: event.itinerary, days: event.itinerary?.days ?? message.days };
    default:
      return message;
  }
}

/** Ends a reply: the open paragraph is sealed so the stored conversation is plain paragraphs. */
export function settleMessage(message: AssistantMessage, status: AssistantMessage['status'], failure: AssistantMessage['failure']): AssistantMessage {
  const paragraphs = message.openParagraph.trim() ? [...message.paragraphs, message.openParagraph] : message.paragraphs;
  return { ...message, paragraphs, openParagraph: '', status, failure };
}

export function withRating(message: AssistantMessage, rating: Rating): AssistantMessage {
  return { ...message, rating };
}

/** A reply that was still streaming when the page closed is shown as interrupted, with the text that had arrived. */
function restoreMessages(stored: ChatMessage[] | null): ChatMessage[] {
  if (!Array.isArray(stored)) return [];
  return stored.map((m) => (m.role === 'assistant' && m.status === 'streaming' ? settleMessage(m, 'interrupted', null) : m));
}

/** The conversation kept from the last visit (the generation machine writes it). */
export const keptMessages = () => restoreMessages(readJson<ChatMessage[]>('chatMessages'));

/** The newest reply: while it streams, its `days` grow as `day` events arrive; once done, `itinerary` is the finished plan. */
export function latestReply(messages: readonly ChatMessage[]): AssistantMessage | null {
  const last = messages[messages.length - 1];
  return last?.role === 'assistant' ? last : null;
}

/** Whether a reply has any text or day yet (a stop before the first word says so instead of claiming to keep something). */
export function hasContent(message: AssistantMessage): boolean {
  return message.paragraphs.length > 0 || message.openParagraph.trim() !== '' || message.days.length > 0;
}
