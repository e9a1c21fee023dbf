import { COMMUNITY_TOPICS } from '@drishti/contracts/community';
import { describe, expect, it } from 'vitest';
import { communityActionPath } from '../admin/community-model';
import { formatWhen, topicFromParam } from './format';
import { commentTextError, postTextError } from './text-checks';

describe('community form checks', () => {
  it('measures posts and replies after cleaning, as the server does', () => {
    expect(postTextError('   short   ')).toBe('short');
    expect(postTextError('\u0000\u0000\u0000\u0000\u0000\u0000\u0000\u0000\u0000\u0000abc')).toBe('short');
    expect(postTextError('ten chars!')).toBeNull();
    expect(postTextError('x'.repeat(2001))).toBe('long');
    expect(commentTextError('  \u0007 ')).toBe('empty');
    expect(commentTextError('ok')).toBeNull();
    expect(commentTextError('y'.repeat(1001))).toBe('long');
  });
});

describe('community helpers', () => {
  it('accepts only our topics from the URL', () => {
    expect(topicFromParam('exam', COMMUNITY_TOPICS)).toBe('exam');
    expect(topicFromParam('post', COMMUNITY_TOPICS)).toBeNull();
    expect(topicFromParam(undefined, COMMUNITY_TOPICS)).toBeNull();
  });

  it('formats times in Indian time with Latin digits in Hindi', () => {
    expect(formatWhen('2026-03-02T06:00:00Z', 'en')).toMatch(/2 Mar 2026, 11:30\s?am/i);
    expect(formatWhen('2026-03-02T06:00:00Z', 'hi')).toMatch(/2026/);
    expect(formatWhen('nonsense', 'en')).toBe('nonsense');
  });

  it('builds the admin action paths', () => {
    expect(communityActionPath({ targetType: 'post', id: 'a' }, 'hide')).toBe('/api/admin/community/posts/a/hide');
    expect(communityActionPath({ targetType: 'comment', id: 'b' }, 'dismiss')).toBe(
      '/api/admin/community/comments/b/dismiss',
    );
  });
});
