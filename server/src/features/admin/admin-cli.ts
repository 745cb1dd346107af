// `npm run admin -- grant <email>` / `npm run admin -- revoke <email>`: an operator's way to
// name admins besides ADMIN_EMAILS (which re-grants its accounts at every start).
import { normalizeEmail } from '@core/rules';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';

const USAGE = 'Usage: npm run admin -- grant <email> | revoke <email>';

export async function setAdmin(action: string | undefined, emailArg: string | undefined) {
  if ((action !== 'grant' && action !== 'revoke') || !emailArg) throw new Error(USAGE);
  const email = normalizeEmail(emailArg);
  const config = loadConfig();
  const handle = openDatabase(config);
  try {
    await migrateToLatest(handle);
    const result = await handle.db
      .updateTable('users')
      .set({ is_admin: action === 'grant' })
      .where('email', '=', email)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw new Error(`No account with the email ${email}.`);
    const note =
      action === 'revoke' && config.adminEmails.includes(email)
        ? ' (it is also in ADMIN_EMAILS, which grants it again at the next start)'
        : '';
    return `${email} is ${action === 'grant' ? 'now' : 'no longer'} an admin${note}.`;
  } finally {
    await handle.close();
  }
}

const isMain = process.argv[1]?.endsWith('admin-cli.ts');
if (isMain) {
  setAdmin(process.argv[2], process.argv[3]).then(
    (message) => console.log(message),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
