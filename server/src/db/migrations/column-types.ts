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

/** An auto-numbered integer primary key (taxonomy rows). */
export function addSerialId<T extends string>(
  table: CreateTableBuilder<T, never>,
  engine: Engine,
): CreateTableBuilder<T, 'id'> {
  return engine === 'postgres'
    ? table.addColumn('id', 'serial', (col) => col.primaryKey())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}
