import { astrologerListResponse } from '@drishti/contracts/astrologers';
import { blogListResponse } from '@drishti/contracts/blog';
import { describe, expect, it } from 'vitest';
import { astrologerItems, avatarColours, blogItems, initials, isLive } from './api-guards';

const astrologer = {
  id: 'a1',
  slug: 'meera-iyer',
  name: 'Meera Iyer',
  nameHi: 'मीरा अय्यर',
  gender: 'female',
  profileImage: null,
  skills: ['kp-astrology', 'tarot'],
  languages: ['english', 'tamil'],
  specializations: ['career'],
  experienceYears: 11,
  price: { perMinute: 35, currency: 'INR' },
  rating: null,
  reviewCount: 2,
  problemSolved: 14,
  isOnline: true,
  sessionsStatus: { isChatLive: true, isVoiceLive: false, isVideoLive: false },
};

const post = {
  id: 'p1',
  contentType: 'blog',
  slug: 'what-is-a-kundali',
  category: 'astrology',
  title: { en: 'What is a kundali?', hi: 'कुंडली क्या है?' },
  serpDescription: { en: 'A short guide.', hi: 'एक छोटी मार्गदर्शिका।' },
  banner: '/images/blog/what-is-a-kundali.svg',
  createdAt: '2026-11-20T10:00:00.000Z',
};

describe('astrologerItems', () => {
  it('accepts what the contract accepts', () => {
    const data = { items: [astrologer, { ...astrologer, id: 'a2', rating: 4.6, profileImage: '/p.jpg' }], total: 2 };
    expect(astrologerListResponse.safeParse({ success: true, data }).success).toBe(true);
    expect(astrologerItems(data)).toHaveLength(2);
  });

  it('drops cards the contract refuses and refuses other shapes', () => {
    const broken = { ...astrologer, price: 35 };
    expect(astrologerListResponse.safeParse({ success: true, data: { items: [broken], total: 1 } }).success).toBe(
      false,
    );
    expect(astrologerItems({ items: [broken, astrologer], total: 2 })).toEqual([astrologer]);
    expect(astrologerItems({ data: [] })).toBeNull();
    expect(astrologerItems(null)).toBeNull();
  });

  it('shows the green dot for any live session type', () => {
    const off = { ...astrologer, sessionsStatus: { isChatLive: false, isVoiceLive: false, isVideoLive: false } };
    expect(isLive(off as never)).toBe(false);
    expect(isLive({ ...off, sessionsStatus: { ...off.sessionsStatus, isVideoLive: true } } as never)).toBe(true);
  });
});

describe('blogItems', () => {
  it('accepts what the contract accepts and reads data.data', () => {
    const data = { data: [post], total: 1 };
    expect(blogListResponse.safeParse({ success: true, data }).success).toBe(true);
    expect(blogItems(data)).toEqual([post]);
  });

  it('drops posts without both languages or a date', () => {
    const noHindi = { ...post, title: { en: 'x' } };
    expect(blogListResponse.safeParse({ success: true, data: { data: [noHindi] } }).success).toBe(false);
    expect(blogItems({ data: [noHindi, { ...post, createdAt: 'soon' }] })).toEqual([]);
    expect(blogItems({ items: [post] })).toBeNull();
  });
});

describe('avatars', () => {
  it('takes the first letters of the first and last words, in any script', () => {
    expect(initials('Acharya Raghav Shastri')).toBe('AS');
    expect(initials('meera')).toBe('M');
    expect(initials('मीरा अय्यर')).toBe('मअ');
    expect(initials('  ')).toBe('?');
  });

  it('gives one name always the same colours', () => {
    expect(avatarColours('Meera Iyer')).toEqual(avatarColours('Meera Iyer'));
    expect(avatarColours('Meera Iyer')).toHaveLength(2);
  });
});
