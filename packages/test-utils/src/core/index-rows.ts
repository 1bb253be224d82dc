import type { IndexRow } from '../../../core/src/search/row-index.js';

/** A row as a `RowIndex` reads it: row `i` of list `l`, no texts or flags, `i` followers, unless `fields` say otherwise. */
export function indexRow(i: number, fields: Partial<IndexRow> = {}): IndexRow {
  return {
    id: `id-${i}`,
    username: `u${i}`,
    full_name: null,
    biography: null,
    followers_count: i,
    posts_count: null,
    profile_pic_url: null,
    is_business_account: false,
    is_business: false,
    is_verified: false,
    is_private: false,
    search_list_id: 'l',
    ...fields,
  };
}
