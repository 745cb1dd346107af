// The contract between schemas and translations: every key a schema can produce is
// listed in VALIDATION_MESSAGE_KEYS, and the translation files hold exactly those keys.

import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import validationEn from '../../../web/src/i18n/validation.en.json';
import validationTl from '../../../web/src/i18n/validation.tl.json';
import { PHOTO_MAX_BYTES } from '../constants';
import {
  anonymousFeedbackBody,
  banBody,
  chatMessageBody,
  createPostBody,
  createPostForm,
  editPostBody,
  editPostForm,
  feedbackBody,
  feedbackStatusBody,
  loginBody,
  makeReservationBody,
  makeReservationForm,
  MESSAGE_KEY,
  phoneVerifyBody,
  profileBody,
  reportBody,
  resetPasswordBody,
  resetPasswordForm,
  reviewBody,
  signupBody,
  signupForm,
  startThreadBody,
  VALIDATION_MESSAGE_KEYS,
  VALIDATION_MESSAGE_PARAMS,
} from './index';
import { dataUrl, messagesOf } from './test-utils';

function leaves(tree: unknown, prefix = ''): [string, string][] {
  if (typeof tree === 'string') return [[prefix, tree]];
  if (typeof tree !== 'object' || tree === null) return [[prefix, String(tree)]];
  return Object.entries(tree).flatMap(([key, value]) =>
    leaves(value, prefix ? `${prefix}.${key}` : key),
  );
}

const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1] ?? '').sort();

const files = { en: new Map(leaves(validationEn)), tl: new Map(leaves(validationTl)) };

// Inputs that, together, make the schemas produce every message they know.
const bigImage = dataUrl('image/jpeg', PHOTO_MAX_BYTES + 1);
const gif = dataUrl('image/gif', 10);
const probes: [z.ZodType, unknown][] = [
  [createPostForm, null],
  [createPostForm, {}],
  [createPostForm, { price: 'x', qty: 'x', expiresInDays: 0, lat: 1 }],
  [createPostForm, { price: '-1', qty: '-1', expiresInDays: 31, images: [gif, gif] }],
  [createPostForm, { price: '1e9', qty: '1e9', expiresInDays: 1.5, title: 'x'.repeat(121) }],
  [
    createPostForm,
    { price: '100001', qty: '100001', description: 'x'.repeat(2001), unit: 'x'.repeat(21) },
  ],
  [createPostForm, { price: '1.200', qty: '1,5' }],
  [createPostForm, { images: [gif] }],
  [createPostForm, { images: [bigImage] }],
  [createPostForm, { images: ['nope'] }],
  [createPostBody, { lat: 100, lng: '1', expiresAt: 'x' }],
  [createPostBody, { expiresAt: '2000-01-01T00:00:00Z' }],
  [editPostForm, { expiresInDays: 0, lat: 1, lng: null }],
  [editPostBody, { expires_at: '2999-01-01T00:00:00Z' }],
  [signupForm, { email: 'x', password: '1', confirmPassword: '2', display_name: 'x'.repeat(61) }],
  [signupBody, { email: '', password: 'x'.repeat(129) }],
  [loginBody, {}],
  [resetPasswordForm, { password: '123456', confirmPassword: '1234567' }],
  [resetPasswordBody, {}],
  [reportBody, { reason: 'ab' }],
  [reportBody, { reason: 'x'.repeat(1001) }],
  [
    profileBody,
    { whatsapp_number: '1', facebook_username: 'fb.com/x', phone: 'x', search_range_km: 0 },
  ],
  [profileBody, { photo_url: bigImage, show_contact_on_posts: 1 }],
  [feedbackBody, { category: 'x', message: 'x', images: [gif] }],
  [feedbackBody, { message: 'x'.repeat(5001), images: [dataUrl('image/png', 3 * 1024 * 1024)] }],
  [anonymousFeedbackBody, {}],
  [chatMessageBody, { body: ' ' }],
  [chatMessageBody, { body: 'x'.repeat(2001) }],
  [startThreadBody, {}],
  [reviewBody, { rating: 0, comment: 'x'.repeat(1001) }],
  [banBody, { days: 2 }],
  [feedbackStatusBody, {}],
  [phoneVerifyBody, { phone: '02 8123 4567', code: '12345' }],
  [makeReservationForm(), { qty: '', until: '' }],
  [makeReservationForm(), { qty: 'x', until: 'x' }],
  [makeReservationBody(), { qty: 0, until: '2000-01-01T00:00:00Z' }],
  [makeReservationBody(), { qty: 1.234, until: '2999-01-01T00:00:00Z' }],
  [
    makeReservationBody({ postExpiresAt: new Date().toISOString() }),
    { qty: 100001, until: new Date(Date.now() + 3_600_000).toISOString() },
  ],
];

describe('validation message keys', () => {
  it('are all produced by some schema, and schemas produce no other message', () => {
    const produced = new Set(probes.flatMap(([schema, input]) => messagesOf(schema, input)));
    const known = new Set<string>(VALIDATION_MESSAGE_KEYS);
    expect([...produced].filter((message) => !known.has(message))).toEqual([]);
    // The form summary, and a refusal a service makes (removing the only way in, issue 37).
    const summaryOnly = new Set<string>([MESSAGE_KEY.fixHighlighted, MESSAGE_KEY.phoneOnlyWayIn]);
    expect(
      VALIDATION_MESSAGE_KEYS.filter((key) => !produced.has(key) && !summaryOnly.has(key)),
    ).toEqual([]);
  });

  it('are unique', () => {
    expect(new Set(VALIDATION_MESSAGE_KEYS).size).toBe(VALIDATION_MESSAGE_KEYS.length);
  });

  it.each(Object.entries(files))('match the keys of validation.%s.json exactly', (_lang, file) => {
    expect([...file.keys()].sort()).toEqual([...VALIDATION_MESSAGE_KEYS].sort());
    for (const text of file.values()) expect(text.trim()).not.toBe('');
  });

  it('keep SPEC wording in English', () => {
    expect(files.en.get(MESSAGE_KEY.fixHighlighted)).toBe('Please fix the highlighted fields.');
    expect(files.en.get(MESSAGE_KEY.priceTooHigh)).toBe(
      'Price is extremely high. Please keep it below ₱{{max}}.',
    );
    expect(files.en.get(MESSAGE_KEY.locationRequired)).toBe('Location is required to post.');
    expect(files.en.get(MESSAGE_KEY.usernameInvalid)).toBe(
      'Username must be 3–20 chars: letters (A–Z), numbers, dot.',
    );
  });

  it('have a value for every placeholder, in both languages', () => {
    for (const key of VALIDATION_MESSAGE_KEYS) {
      const params = Object.keys(VALIDATION_MESSAGE_PARAMS[key] ?? {}).sort();
      expect(placeholders(files.en.get(key) ?? ''), `en ${key}`).toEqual(params);
      expect(placeholders(files.tl.get(key) ?? ''), `tl ${key}`).toEqual(params);
    }
  });
});
