import { createContext } from 'react';
import type { PostCardVariant } from '../../ui/post/types';

export type FeedView = PostCardVariant;

/**
 * The view the page was rendered in: the server reads the device's choice from its cookie
 * (core/page-cookies.ts), so a device that chose the list gets the list from the first paint
 * instead of the grid and then every card moving; hydration starts from the same. Apart from
 * useFeedView.ts so that every page's entry carries only this (the budgets: issue 22).
 */
export const FeedViewAtRender = createContext<FeedView>('grid');
