import type { ModerationItemData } from '@drishti/contracts/community';

export type CommunityAction = 'hide' | 'restore' | 'dismiss';

/** The admin API path of an action on a post or reply. */
export function communityActionPath(
  item: Pick<ModerationItemData, 'targetType' | 'id'>,
  action: CommunityAction,
): string {
  return `/api/admin/community/${item.targetType === 'post' ? 'posts' : 'comments'}/${item.id}/${action}`;
}
