import { describe, expect, it } from 'vitest';
import {
  adminListRequest,
  adminSearchParams,
  changeAdminParams,
  parseAdminParams,
} from './adminParams';

describe('admin params', () => {
  it('reads the defaults from a bare URL', () => {
    expect(parseAdminParams(new URLSearchParams())).toEqual({
      tab: 'reports',
      status: 'all',
      search: '',
      page: 1,
    });
  });

  it('drops a filter the tab does not have', () => {
    const params = parseAdminParams(new URLSearchParams('tab=users&status=new&q=ana&page=2'));
    expect(params).toEqual({ tab: 'users', status: 'all', search: 'ana', page: 2 });
    expect(adminSearchParams(params).toString()).toBe('tab=users&q=ana&page=2');
  });

  it('sends the search only from 3 characters', () => {
    const short = parseAdminParams(new URLSearchParams('tab=posts&q=ab'));
    expect(adminListRequest(short)).toEqual({
      page: 1,
      pageSize: 10,
      authorStatus: 'all',
      search: undefined,
    });
    const long = parseAdminParams(new URLSearchParams('tab=posts&q=abc&status=banned'));
    expect(adminListRequest(long)).toMatchObject({ authorStatus: 'banned', search: 'abc' });
  });

  it('starts a new tab clean and a new filter at page 1', () => {
    const current = parseAdminParams(new URLSearchParams('tab=users&status=banned&q=ana&page=3'));
    expect(changeAdminParams(current, { tab: 'log' })).toEqual({
      tab: 'log',
      status: 'all',
      search: '',
      page: 1,
    });
    expect(changeAdminParams(current, { status: 'active' }).page).toBe(1);
    expect(changeAdminParams(current, { page: 2 }).search).toBe('ana');
  });

  it('drops a late search on a tab that has none', () => {
    const log = parseAdminParams(new URLSearchParams('tab=log'));
    expect(changeAdminParams(log, { search: 'ana' })).toEqual({
      tab: 'log',
      status: 'all',
      search: '',
      page: 1,
    });
  });
});
