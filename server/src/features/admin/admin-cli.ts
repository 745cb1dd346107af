// `npm run admin -- grant <email>` / `npm run admin -- revoke <email>`: an operator's way to
// name admins besides ADMIN_EMAILS (which re-grants its accounts at every start).
// `npm run admin -- list`: who is an admin now, to check after an upgrade past the security
// review's fix (before it, anyone could take an ADMIN_EMAILS address on a server without SMTP).
import { normalizeEmail } from '@core/rules';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';

const USAGE = 'Usage: npm run admin -- grant <email> | revoke <email> | list';

/** One line an admin: the address, when it was confirmed and when the account was made. */
async function listAdmins(): Promise<string> {
  const config = loadConfig();
  const handle = openDatabase(config);
  try {
    await migrateToLatest(handle);
    const admins = await handle.db
      .selectFrom('users')
      .select(['email', 'username', 'email_confirmed_at', 'created_at'])
      .where('is_admin', '=', true)
      .orderBy('created_at')
      .execute();
    if (admins.length === 0) return 'No admins.';
    return admins
      .map((admin) => {
        const confirmed = admin.email_confirmed_at
          ? `confirmed ${admin.email_confirmed_at}`
          : 'not confirmed';
        const listed = config.adminEmails.includes(admin.email ?? '') ? ', in ADMIN_EMAILS' : '';
        return `${admin.email ?? admin.username}  (${confirmed}, signed up ${admin.created_at}${listed})`;
      })
      .join('\n');
  } finally {
    await handle.close();
  }
}

export async function setAdmin(action: string | undefined, emailArg: string | undefined) {
  if (action === 'list') return listAdmins();
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
