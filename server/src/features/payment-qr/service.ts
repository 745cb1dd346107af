import { ERROR_HTTP_STATUS, type ErrorCode } from '@core/errors';
import { readQrPh } from '@core/qrph/read';
import {
  PAYMENT_QR_CHANGES_PER_DAY,
  PAYMENT_QR_CHANGES_WINDOW_MS,
  type PaymentQrBody,
  type PaymentQrReading,
} from '@core/schemas';
import { isBanned } from '../../platform/authenticate';
import { AppError } from '../../platform/errors';
import type { MailMessage } from '../../platform/mailer';
import { verifyPassword } from '../../platform/passwords';
import { accountEmail, asLocale, type Locale } from '../auth/emails';
import type { BlockChecks } from '../blocks/service';
import { threadQrRefusal } from './policy';
import { amountAtPickup, presentOwnPaymentQr, presentThreadPaymentQr } from './presenter';
import type { PaymentQrRepository } from './repository';
import { changeEmailText, REFUSALS, type PaymentQrRefusalText, type QrChange } from './texts';

export interface PaymentQrDeps {
  repository: PaymentQrRepository;
  blocks: Pick<BlockChecks, 'between'>;
  /** Reads the QR code's text in a picture sent as a data URL (null: none found). */
  readPicture(dataUrl: string): Promise<string | null>;
  /** Base of the profile link in the change e-mail. */
  publicUrl: string;
}

/** Each refusal's code and status; the words are the person's language's (./texts.ts). */
const REFUSAL_CODES: Record<PaymentQrRefusalText, { code: ErrorCode; status?: number }> = {
  qr_not_found: { code: 'qr_not_found' },
  qr_not_qrph: { code: 'qr_not_qrph' },
  qr_has_amount: { code: 'qr_has_amount' },
  // 403, not login's 401: the caller is signed in, and the app must not take it for a lost session.
  wrong_password: { code: 'invalid_credentials', status: 403 },
  password_not_set: { code: 'password_not_set' },
  rate_limited: { code: 'rate_limited' },
  none_of_mine: { code: 'not_found' },
  seller_has_none: { code: 'not_found' },
  unavailable: { code: 'payment_qr_unavailable' },
  seller_unavailable: { code: 'payment_qr_unavailable' },
  blocked: { code: 'blocked' },
};

function refusal(locale: Locale, why: PaymentQrRefusalText, extra: Record<string, unknown> = {}) {
  const { code, status = ERROR_HTTP_STATUS[code] } = REFUSAL_CODES[why];
  return new AppError(code, status, REFUSALS[locale][why], extra);
}

/** A seller's QR Ph code (issue 40): kept as its text, shown to the buyer at pickup only. */
export function createPaymentQrService({
  repository,
  blocks,
  readPicture,
  publicUrl,
}: PaymentQrDeps) {
  async function account(userId: string) {
    const row = await repository.account(userId);
    // The session was checked a moment ago; an account removed since has nothing to change.
    if (!row) throw new AppError('not_found', 404, 'Account not found.');
    return { ...row, language: asLocale(row.locale) };
  }
  type Account = Awaited<ReturnType<typeof account>>;

  /** Changing where buyers send money needs the password; an account without one sets one. */
  async function checkPassword(row: Account, password: string) {
    if (row.password_hash === null) throw refusal(row.language, 'password_not_set');
    if (!(await verifyPassword(row.password_hash, password))) {
      throw refusal(row.language, 'wrong_password');
    }
  }

  /** 429 once the day's changes are spent, saying when the oldest counted one leaves the day. */
  async function dailyLimitReached(row: Account, now: Date): Promise<AppError | null> {
    const changes = await repository.changesInDay(row.id, now);
    if (changes.length < PAYMENT_QR_CHANGES_PER_DAY) return null;
    const oldest = changes[changes.length - PAYMENT_QR_CHANGES_PER_DAY]!;
    const wait = Date.parse(oldest) + PAYMENT_QR_CHANGES_WINDOW_MS - now.getTime();
    return refusal(row.language, 'rate_limited', {
      retry_after_s: Math.max(1, Math.ceil(wait / 1000)),
    });
  }

  async function checkDailyLimit(row: Account, now: Date) {
    const limited = await dailyLimitReached(row, now);
    if (limited) throw limited;
  }

  /** "Your payment QR was changed", to a confirmed address only. */
  function changeMail(row: Account, change: QrChange): MailMessage | null {
    if (!row.email || !row.email_confirmed_at) return null;
    const text = changeEmailText(row.language, row.display_name ?? row.username, change);
    return accountEmail(row.email, `${publicUrl}/profile`, text);
  }

  async function change(row: Account, payload: string | null, mail: MailMessage | null, now: Date) {
    const outcome = await repository.change(row.id, payload, {
      now,
      maxPerDay: PAYMENT_QR_CHANGES_PER_DAY,
      mail,
    });
    // Another change took the day's last one meanwhile.
    if (outcome === 'limited') {
      throw (
        (await dailyLimitReached(row, now)) ??
        refusal(row.language, 'rate_limited', { retry_after_s: 1 })
      );
    }
  }

  /** The QR Ph code of a picture or of its text, checked; refusals in the person's language. */
  async function read(
    row: Account,
    from: { image?: string | undefined; payload?: string | undefined },
  ) {
    const payload = from.image !== undefined ? await readPicture(from.image) : from.payload!;
    if (payload === null) throw refusal(row.language, 'qr_not_found');
    const reading = readQrPh(payload);
    if (!reading.ok) throw refusal(row.language, reading.refusal);
    return reading.code;
  }

  return {
    /** The person's own QR, or null: having none is an answer, not an error (no 404 logged). */
    async mine(userId: string) {
      const stored = await repository.find(userId);
      return stored ? presentOwnPaymentQr(stored) : null;
    },

    /** Reads the QR of a picture without saving it: what buyers would see, or why not. */
    async check(userId: string, image: string): Promise<PaymentQrReading> {
      return read(await account(userId), { image });
    },

    /** Saves the QR of a picture or of its text; refusals say why in the person's language. */
    async save(userId: string, body: PaymentQrBody, now = new Date()) {
      const row = await account(userId);
      await checkDailyLimit(row, now);
      await checkPassword(row, body.password);
      const { payload, recipient_name, provider } = await read(row, body);
      const mail = changeMail(row, { kind: 'saved', name: recipient_name, provider });
      await change(row, payload, mail, now);
      return presentOwnPaymentQr((await repository.find(userId))!);
    },

    /** Removes the QR (none: nothing to do, nothing counted). */
    async remove(userId: string, password: string, now = new Date()) {
      const row = await account(userId);
      await checkDailyLimit(row, now);
      await checkPassword(row, password);
      await change(row, null, changeMail(row, { kind: 'removed' }), now);
    },

    /** The seller's QR as the caller may see it in this thread (./policy.ts). */
    async forThread(userId: string, threadId: string, now = new Date()) {
      const [caller, facts] = await Promise.all([
        account(userId),
        repository.threadFacts(threadId, now),
      ]);
      const side = !facts
        ? null
        : facts.seller_id === userId
          ? 'seller'
          : facts.buyer_id === userId
            ? 'buyer'
            : null;
      const why = threadQrRefusal(
        {
          side,
          blocked:
            side === 'buyer' && facts ? await blocks.between(facts.seller_id, userId) : false,
          sellerBanned: isBanned(facts?.banned_until ?? null, now),
          sellerLeaving: facts?.deletion_requested_at != null,
          reserved: Boolean(facts?.reserved),
          soldAt: facts?.sold_at ?? null,
        },
        now,
      );
      if (why) throw refusal(caller.language, why);
      const stored = await repository.find(facts!.seller_id);
      if (!stored) {
        throw refusal(caller.language, side === 'seller' ? 'none_of_mine' : 'seller_has_none');
      }
      const held = facts!.reserved ? facts!.reserved_qty : facts!.sold_qty;
      return presentThreadPaymentQr(stored, amountAtPickup(held, facts!.price_centavos), now);
    },
  };
}

export type PaymentQrService = ReturnType<typeof createPaymentQrService>;
