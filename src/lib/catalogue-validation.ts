/** Rules for trip-package bookings, appeals and questions, shared by the forms and the mock backend. */
import { isValidEmail } from './validation';

export const TRAVELLERS_MIN = 1;
export const TRAVELLERS_MAX = 20;
export const NAME_MAX = 60;
export const NOTE_MAX = 500;
const BOOKING_DAYS_AHEAD_MAX = 365;
export const APPEAL_TITLE_MAX = 80;
const APPEAL_CONTENT_MIN = 10;
export const APPEAL_CONTENT_MAX = 1000;
export const APPEAL_ATTACHMENTS_MAX = 3;
const QUESTION_MIN = 5;
export const QUESTION_MAX = 500;
export const NOTICE_FEEDBACK_MAX = 500;

const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** An international number: an optional +, then digits with spaces, dashes or brackets, 6 to 15 digits in all. */
function isValidPhone(value: string): boolean {
  const trimmed = value.trim();
  const digits = trimmed.replace(/\D/g, '').length;
  return /^\+?[\d\s()-]+$/.test(trimmed) && digits >= 6 && digits <= 15;
}

/** 'YYYY-MM-DD' of a moment, in UTC (the date a booking is made for, not a time). */
export function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export type TravelDateProblem = 'required' | 'invalid' | 'past' | 'tooFar';

/** A departure from tomorrow up to a year ahead. */
export function travelDateProblem(value: string, now: number): TravelDateProblem | null {
  if (!value) return 'required';
  if (!ISO_DATE.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`)) || isoDate(Date.parse(`${value}T00:00:00Z`)) !== value) return 'invalid';
  if (value <= isoDate(now)) return 'past';
  if (value > isoDate(now + BOOKING_DAYS_AHEAD_MAX * DAY_MS)) return 'tooFar';
  return null;
}

export interface BookingFields {
  name: string;
  email: string;
  phone: string;
  travelDate: string;
  travellers: number;
  note: string;
}

export type BookingErrors = Partial<Record<keyof BookingFields, string>>;

/** Error keys (packages:booking.errors.*) by field; empty when the booking may be sent. */
export function bookingErrors(fields: BookingFields, now: number): BookingErrors {
  const errors: BookingErrors = {};
  const name = fields.name.trim();
  if (!name) errors.name = 'nameRequired';
  else if (name.length > NAME_MAX) errors.name = 'nameTooLong';
  if (!fields.email.trim()) errors.email = 'emailRequired';
  else if (!isValidEmail(fields.email)) errors.email = 'emailInvalid';
  if (!fields.phone.trim()) errors.phone = 'phoneRequired';
  else if (!isValidPhone(fields.phone)) errors.phone = 'phoneInvalid';
  const dateProblem = travelDateProblem(fields.travelDate, now);
  if (dateProblem) errors.travelDate = `date.${dateProblem}`;
  if (!Number.isInteger(fields.travellers) || fields.travellers < TRAVELLERS_MIN || fields.travellers > TRAVELLERS_MAX) errors.travellers = 'travellersRange';
  if (fields.note.length > NOTE_MAX) errors.note = 'noteTooLong';
  return errors;
}

export interface AppealFields {
  type: string;
  title: string;
  content: string;
}

export type AppealErrors = Partial<Record<keyof AppealFields, string>>;

/** Error keys (support:appeals.errors.*) by field. */
export function appealErrors(fields: AppealFields): AppealErrors {
  const errors: AppealErrors = {};
  if (!fields.type) errors.type = 'typeRequired';
  const title = fields.title.trim();
  if (!title) errors.title = 'titleRequired';
  else if (title.length > APPEAL_TITLE_MAX) errors.title = 'titleTooLong';
  const content = fields.content.trim();
  if (content.length < APPEAL_CONTENT_MIN) errors.content = 'contentTooShort';
  else if (content.length > APPEAL_CONTENT_MAX) errors.content = 'contentTooLong';
  return errors;
}

/** An error key (support:questions.errors.*) or null. */
export function questionError(question: string): string | null {
  const text = question.trim();
  if (text.length < QUESTION_MIN) return 'tooShort';
  if (text.length > QUESTION_MAX) return 'tooLong';
  return null;
}

export const hasErrors = (errors: object): boolean => Object.keys(errors).length > 0;
