/** True for a unique-constraint violation on either engine (SQLite or PostgreSQL 23505). */
export function isUniqueViolation(error: unknown, constraintHint?: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, constraint } = error as {
    code?: string;
    message?: string;
    constraint?: string;
  };
  const unique = code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
  if (!unique || !constraintHint) return unique;
  return `${constraint ?? ''} ${message ?? ''}`.includes(constraintHint);
}
