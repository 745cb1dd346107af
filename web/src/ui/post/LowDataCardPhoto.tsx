import { useState } from 'react';
import { PhotoPlaceholder } from '../../features/low-data/PhotoPlaceholder';
import { PostImage } from './PostImage';
import type { PostCardData } from './types';

/** A grid card's photo in low-data mode: the category's icon until tapped, then the photo. */
export function LowDataCardPhoto({ post, path }: { post: PostCardData; path: string }) {
  const [shown, setShown] = useState(false);
  if (shown) {
    return <PostImage path={path} photo={post.photos?.[0]} title={post.title} eager smallest />;
  }
  return (
    <PhotoPlaceholder title={post.title} familyId={post.family_id} onShow={() => setShown(true)} />
  );
}
