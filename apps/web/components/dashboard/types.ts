import type { astrologerListResponse } from '@drishti/contracts/astrologers';
import type { bookingView } from '@drishti/contracts/bookings';
import type { reviewView } from '@drishti/contracts/reviews';
import type { z } from 'zod';

export type Booking = z.infer<typeof bookingView>;
export type Review = z.infer<typeof reviewView>;
export type AstrologerList = z.infer<typeof astrologerListResponse>['data'];
