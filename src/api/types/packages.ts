export interface Combo {
  id: number;
  title: string;
  coverVertical: string;
  cover: string;
  days: number;
  cities: string[];
  priceCny: number;
  summary: string;
}

export interface ComboDetail extends Combo {
  bestSeason: string;
  highlights: string[];
  schedule: { day: number; title: string; description: string }[];
  includes: string[];
  excludes: string[];
}

export interface BookingPayload {
  comboId: number;
  name: string;
  email: string;
  phone: string;
  travelDate: string;
  travellers: number;
  note: string;
}

export interface Booking {
  bookingId: number;
  comboId: number;
  comboTitle: string;
  status: 'confirmed';
  name: string;
  email: string;
  phone: string;
  /** 'YYYY-MM-DD' */
  travelDate: string;
  travellers: number;
  totalCny: number;
  createTime: string;
}
