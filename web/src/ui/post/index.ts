export { PostCard, type PostCardProps } from './PostCard';
export { AllReservedBadge, Badge, ExpiryBadge, OwnPostBadge, StatusBadge } from './PostBadges';
export { PostCardSkeleton } from './PostCardSkeleton';
export type { PostAuthor, PostCardData, PostCardVariant, PostListItem, PostPage } from './types';
