import { COMMUNITY_LIMITS, cleanCommunityText } from '@drishti/contracts/community';

/** What is wrong with a post's text once cleaned (as the server measures it), or null. */
export function postTextError(text: string): 'short' | 'long' | null {
  const n = [...cleanCommunityText(text)].length;
  if (n < COMMUNITY_LIMITS.postMin) return 'short';
  if (n > COMMUNITY_LIMITS.postMax) return 'long';
  return null;
}

/** What is wrong with a reply's text once cleaned, or null. */
export function commentTextError(text: string): 'empty' | 'long' | null {
  const n = [...cleanCommunityText(text)].length;
  if (n < COMMUNITY_LIMITS.commentMin) return 'empty';
  if (n > COMMUNITY_LIMITS.commentMax) return 'long';
  return null;
}
