import { describe, expect, it } from 'vitest';
import { filtersFromParams, paramsFromFilters, THREAD_SEARCH_MAX } from './threadFilters';

describe('thread list filters in the URL', () => {
  it('defaults to All with no search', () => {
    expect(filtersFromParams(new URLSearchParams())).toEqual({ tab: 'all', search: '' });
    expect(paramsFromFilters({ tab: 'all', search: '' }).toString()).toBe('');
  });

  it('round-trips a tab and a search', () => {
    const params = paramsFromFilters({ tab: 'unread', search: 'itlog' });
    expect(params.toString()).toBe('tab=unread&q=itlog');
    expect(filtersFromParams(params)).toEqual({ tab: 'unread', search: 'itlog' });
  });

  it('ignores an unknown tab and trims and caps the search', () => {
    const long = 'x'.repeat(THREAD_SEARCH_MAX + 20);
    expect(filtersFromParams(new URLSearchParams(`tab=archived&q=${long}`))).toEqual({
      tab: 'all',
      search: 'x'.repeat(THREAD_SEARCH_MAX),
    });
    expect(filtersFromParams(new URLSearchParams('q=%20%20eggs%20')).search).toBe('eggs');
  });
});
