import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TAXONOMY } from '@core/taxonomy';
import { unitsForCategory } from '@core/units';
import { createTestApp, testEngines, type TestApp } from '../../test/test-app';

interface Category {
  id: number;
  slug: string;
  name: string;
  name_tl: string;
  name_ceb: string;
}
interface Family extends Category {
  category_id: number;
}

describe.each(testEngines)('taxonomy API on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => t?.close());

  async function getJson<T>(url: string): Promise<{ status: number; body: T }> {
    const res = await t.app.inject({ method: 'GET', url });
    return { status: res.statusCode, body: res.json() as T };
  }

  it('lists the twelve seeded categories in order, in every language', async () => {
    const { status, body } = await getJson<{ data: Category[] }>('/api/categories');
    expect(status).toBe(200);
    expect(body.data).toHaveLength(12);
    expect(body.data.map((c) => c.slug)).toEqual(TAXONOMY.map((c) => c.slug));
    expect(body.data.map((c) => c.name_ceb)).toEqual(TAXONOMY.map((c) => c.name_ceb));
    for (const category of body.data) {
      expect(category.name_tl.length).toBeGreaterThan(0);
      expect(category.name_ceb.trim().length).toBeGreaterThan(0);
      // Every category gets its own row of the units table, never the default one.
      expect(unitsForCategory(category.name)).not.toEqual(['pc', 'kg', 'dozen']);
    }
  });

  it('lists at least three families for each category', async () => {
    const { body: categories } = await getJson<{ data: Category[] }>('/api/categories');
    for (const category of categories.data) {
      const { status, body } = await getJson<{ data: Family[] }>(
        `/api/families?categoryId=${category.id}`,
      );
      expect(status).toBe(200);
      expect(body.data.length).toBeGreaterThanOrEqual(3);
      expect(body.data.every((f) => f.category_id === category.id)).toBe(true);
    }
  });

  it('lists every family without a category filter, named in Cebuano too', async () => {
    const { body } = await getJson<{ data: Family[] }>('/api/families');
    const seeded = TAXONOMY.flatMap((c) => c.families);
    expect(body.data).toHaveLength(seeded.length);
    const cebuano = new Map(seeded.map((f) => [f.slug, f.name_ceb]));
    for (const family of body.data) expect(family.name_ceb).toBe(cebuano.get(family.slug));
  });

  it('answers an unknown category with an empty list', async () => {
    const { status, body } = await getJson<{ data: Family[] }>('/api/families?categoryId=99999');
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
  });

  it('refuses a category id that is not a number', async () => {
    const { status, body } = await getJson<{ code: string; fields: Record<string, string> }>(
      '/api/families?categoryId=abc',
    );
    expect(status).toBe(400);
    expect(body.code).toBe('validation_failed');
    expect(Object.keys(body.fields)).toContain('categoryId');
  });

  it('returns one family with its category', async () => {
    const { body: list } = await getJson<{ data: Family[] }>('/api/families');
    const family = list.data[0]!;
    const { body: categories } = await getJson<{ data: Category[] }>('/api/categories');
    const category = categories.data.find((c) => c.id === family.category_id)!;
    const { status, body } = await getJson<Family & { category: Omit<Category, 'slug'> }>(
      `/api/families/${family.id}`,
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: family.id,
      name: family.name,
      name_tl: family.name_tl,
      name_ceb: family.name_ceb,
    });
    expect(body.category).toEqual({
      id: family.category_id,
      name: category.name,
      name_tl: category.name_tl,
      name_ceb: category.name_ceb,
    });
    expect(body.category.name_ceb.trim()).not.toBe('');
  });

  it('answers a missing family with 404 and the error shape', async () => {
    const { status, body } = await getJson('/api/families/424242');
    expect(status).toBe(404);
    expect(body).toEqual({ error: 'Family not found.', code: 'not_found' });
  });

  it('reads the taxonomy once per process: it changes only with a migration', async () => {
    const before = await getJson<{ data: Category[] }>('/api/categories');
    const familiesBefore = await getJson<{ data: Family[] }>('/api/families');
    // A row written behind the server's back (no migration) is not seen until a restart: the
    // server reads categories and families once (features/taxonomy/repository.ts).
    const family = familiesBefore.body.data[0]!;
    const detailBefore = await getJson(`/api/families/${family.id}`);
    const db = t.app.database.db;
    await db
      .insertInto('categories')
      .values({ slug: 'read-once', name: 'Read once', name_tl: 'Minsan', sort_order: 99 })
      .execute();
    await db.updateTable('families').set({ name: 'Renamed' }).where('id', '=', family.id).execute();
    try {
      expect((await getJson<{ data: Category[] }>('/api/categories')).body).toEqual(before.body);
      expect((await getJson<{ data: Family[] }>('/api/families')).body).toEqual(
        familiesBefore.body,
      );
      // One family, with its category's names, comes from the same rows.
      expect((await getJson(`/api/families/${family.id}`)).body).toEqual(detailBefore.body);
    } finally {
      await db.deleteFrom('categories').where('slug', '=', 'read-once').execute();
      await db
        .updateTable('families')
        .set({ name: family.name })
        .where('id', '=', family.id)
        .execute();
    }
  });
});
