import type { ColumnDataType, CreateTableBuilder } from 'kysely';
import type { Engine } from '../database';

/** Column types that differ between the two engines, named once for every migration. */
export function columnTypes(engine: Engine) {
  const pg = engine === 'postgres';
  return {
    timestamp: (pg ? 'timestamptz' : 'text') as ColumnDataType,
    boolean: (pg ? 'boolean' : 'integer') as ColumnDataType,
    double: (pg ? 'double precision' : 'real') as ColumnDataType,
    falseValue: pg ? 'false' : '0',
  };
}

/** An auto-numbered integer primary key. */
export function addSerialKey<T extends string, C extends string>(
  table: CreateTableBuilder<T, never>,
  engine: Engine,
  column: C,
): CreateTableBuilder<T, C> {
  return engine === 'postgres'
    ? table.addColumn(column, 'serial', (col) => col.primaryKey())
    : table.addColumn(column, 'integer', (col) => col.primaryKey().autoIncrement());
}

/** An auto-numbered `id` primary key (taxonomy rows). */
export const addSerialId = <T extends string>(
  table: CreateTableBuilder<T, never>,
  engine: Engine,
) => addSerialKey(table, engine, 'id');
