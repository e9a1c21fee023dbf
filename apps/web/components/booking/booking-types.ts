/** The astrologer a booking form is for. */
export interface BookingAstrologer {
  id: string;
  slug: string;
  /** The name in the page's language. */
  name: string;
  pricePerMinute: number;
}

/** A read the booking form waits for. */
export type Load<T> =
  | { status: 'loading' }
  | { status: 'error'; message: string | null }
  | { status: 'ready'; data: T };

/** Where sending the booking stands. */
export type Submit =
  | { status: 'idle' }
  | { status: 'submitting' }
  | { status: 'redirecting' }
  | { status: 'error'; message: string; canPayOnline: boolean };
