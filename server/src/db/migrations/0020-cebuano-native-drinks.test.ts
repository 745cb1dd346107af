import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { freshDatabasePerTest, migrate } from '../../test/migration-db';
import { testEngines } from '../../test/test-app';
import { migrationsBefore } from '../migrate';
import { cebuanoNativeDrinksMigration, NATIVE_DRINKS } from './0020-cebuano-native-drinks';

// A database seeded with 'Lumad nga ilimnon' reads 'Tradisyonal nga ilimnon' afterwards; a
// name an operator chose stays.

describe.each(testEngines)('migration 0020 on %s', (engine) => {
  const openFresh = freshDatabasePerTest(engine);
  const name = '0020-cebuano-native-drinks';

  async function seededWith(nameCeb: string) {
    const handle = await openFresh();
    const before = migrationsBefore(engine, name);
    expect((await migrate(handle, before)).error).toBeUndefined();
    await sql`update families set name_ceb = ${nameCeb} where slug = ${NATIVE_DRINKS.slug}`.execute(
      handle.db,
    );
    expect(
      (await migrate(handle, { ...before, [name]: cebuanoNativeDrinksMigration() })).error,
    ).toBeUndefined();
    const row = await handle.db
      .selectFrom('families')
      .select('name_ceb')
      .where('slug', '=', NATIVE_DRINKS.slug)
      .executeTakeFirstOrThrow();
    return row.name_ceb;
  }

  it('renames the old Cebuano name of native drinks', async () => {
    expect(await seededWith(NATIVE_DRINKS.before)).toBe('Tradisyonal nga ilimnon');
  });

  it('keeps a name the operator chose', async () => {
    expect(await seededWith('Ilimnon sa karaan')).toBe('Ilimnon sa karaan');
  });
});
