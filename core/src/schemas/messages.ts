// i18n keys of every validation message. Schemas never carry English text: the server
// returns these keys in `fields`, and the web translates them with
// web/src/i18n/validation.{en,tl}.json. Keys named by SPEC §5 keep their names.

import {
  DESCRIPTION_MAX,
  DISPLAY_NAME_MAX,
  FEEDBACK_MESSAGE_MAX,
  FEEDBACK_MESSAGE_MIN,
  MESSAGE_BODY_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PRICE_MAX,
  QTY_MAX,
  REPORT_REASON_MAX,
  REPORT_REASON_MIN,
  RESERVATION_DAYS_MAX,
  REVIEW_COMMENT_MAX,
  SEARCH_RANGE_MAX_KM,
  SEARCH_RANGE_MIN_KM,
  TITLE_MAX,
} from '../constants';
import { formatInteger } from '../money';

export const MESSAGE_KEY = {
  fixHighlighted: 'errors.fixHighlighted',
  invalid: 'errors.invalid',
  required: 'errors.required',
  // Posts
  requiredCategory: 'errors.requiredCategory',
  requiredFamily: 'errors.requiredFamily',
  requiredTitle: 'errors.requiredTitle',
  titleTooLong: 'errors.titleTooLong',
  descriptionTooLong: 'errors.descriptionTooLong',
  priceRequired: 'errors.priceRequired',
  priceInvalid: 'errors.priceInvalid',
  priceNegative: 'errors.priceNegative',
  priceTooHigh: 'errors.priceTooHigh',
  priceAmbiguous: 'errors.priceAmbiguous',
  qtyRequired: 'errors.qtyRequired',
  qtyInvalid: 'errors.qtyInvalid',
  qtyNegative: 'errors.qtyNegative',
  qtyTooLarge: 'errors.qtyTooLarge',
  qtyAmbiguous: 'errors.qtyAmbiguous',
  unitRequired: 'errors.unitRequired',
  unitInvalid: 'errors.unitInvalid',
  expiresRequired: 'errors.expiresRequired',
  expiresPast: 'errors.expiresPast',
  expiresTooFar: 'errors.expiresTooFar',
  expiresInvalid: 'post.new.expiresInvalid',
  locationRequired: 'errors.locationRequired',
  locationInvalid: 'errors.locationInvalid',
  // Images
  imageType: 'errors.imageType',
  imageTooLarge: 'errors.imageTooLarge',
  photoTooLarge: 'errors.photoTooLarge',
  imageInvalid: 'errors.imageInvalid',
  tooManyImages: 'errors.tooManyImages',
  screenshotType: 'errors.screenshotType',
  screenshotTooLarge: 'errors.screenshotTooLarge',
  // Accounts
  emailRequired: 'errors.emailRequired',
  emailInvalid: 'errors.emailInvalid',
  usernameInvalid: 'errors.usernameInvalid',
  passwordRequired: 'errors.passwordRequired',
  passwordTooShort: 'errors.passwordTooShort',
  passwordTooLong: 'errors.passwordTooLong',
  passwordsMismatch: 'auth.signup.passwords_mismatch',
  resetMismatch: 'auth.reset.mismatch',
  tokenMissing: 'errors.tokenMissing',
  // Signing in by mobile number and SMS code
  mobileInvalid: 'errors.mobileInvalid',
  smsCodeInvalid: 'errors.smsCodeInvalid',
  phoneOnlyWayIn: 'errors.phoneOnlyWayIn',
  // Profile
  displayNameTooLong: 'errors.displayNameTooLong',
  phoneInvalid: 'errors.phoneInvalid',
  searchRangeInvalid: 'errors.searchRangeInvalid',
  whatsappInvalid: 'errors.whatsappInvalid',
  facebookInvalid: 'errors.facebookInvalid',
  // Reports, feedback, chat, reviews, admin
  reasonTooShort: 'errors.reasonTooShort',
  reasonTooLong: 'errors.reasonTooLong',
  feedbackCategoryRequired: 'errors.feedbackCategoryRequired',
  feedbackTooShort: 'errors.feedbackTooShort',
  feedbackTooLong: 'errors.feedbackTooLong',
  messageEmpty: 'errors.messageEmpty',
  messageTooLong: 'errors.messageTooLong',
  ratingInvalid: 'errors.ratingInvalid',
  commentTooLong: 'errors.commentTooLong',
  banInvalid: 'errors.banInvalid',
  // Reservations and sales (amounts of a post)
  amountNotPositive: 'errors.amountNotPositive',
  amountDecimals: 'errors.amountDecimals',
  untilRequired: 'errors.untilRequired',
  untilPast: 'errors.untilPast',
  untilTooFar: 'errors.untilTooFar',
  untilAfterExpiry: 'errors.untilAfterExpiry',
} as const;

export type ValidationMessageKey = (typeof MESSAGE_KEY)[keyof typeof MESSAGE_KEY];

/** Every validation message key; the translation files hold exactly these. */
export const VALIDATION_MESSAGE_KEYS: readonly ValidationMessageKey[] = Object.values(MESSAGE_KEY);

/**
 * Interpolation values for keys whose text names a limit, e.g.
 * t(key, VALIDATION_MESSAGE_PARAMS[key]). Numbers are preformatted ('100,000') so both
 * languages show the same grouping without configuring i18next formatters.
 */
export const VALIDATION_MESSAGE_PARAMS: Partial<
  Readonly<Record<ValidationMessageKey, Readonly<Record<string, string>>>>
> = {
  [MESSAGE_KEY.titleTooLong]: { max: formatInteger(TITLE_MAX) },
  [MESSAGE_KEY.descriptionTooLong]: { max: formatInteger(DESCRIPTION_MAX) },
  [MESSAGE_KEY.priceTooHigh]: { max: formatInteger(PRICE_MAX) },
  [MESSAGE_KEY.qtyTooLarge]: { max: formatInteger(QTY_MAX) },
  [MESSAGE_KEY.passwordTooShort]: { min: formatInteger(PASSWORD_MIN) },
  [MESSAGE_KEY.passwordTooLong]: { max: formatInteger(PASSWORD_MAX) },
  [MESSAGE_KEY.displayNameTooLong]: { max: formatInteger(DISPLAY_NAME_MAX) },
  [MESSAGE_KEY.searchRangeInvalid]: {
    min: formatInteger(SEARCH_RANGE_MIN_KM),
    max: formatInteger(SEARCH_RANGE_MAX_KM),
  },
  [MESSAGE_KEY.reasonTooShort]: { min: formatInteger(REPORT_REASON_MIN) },
  [MESSAGE_KEY.reasonTooLong]: { max: formatInteger(REPORT_REASON_MAX) },
  [MESSAGE_KEY.feedbackTooShort]: { min: formatInteger(FEEDBACK_MESSAGE_MIN) },
  [MESSAGE_KEY.feedbackTooLong]: { max: formatInteger(FEEDBACK_MESSAGE_MAX) },
  [MESSAGE_KEY.messageTooLong]: { max: formatInteger(MESSAGE_BODY_MAX) },
  [MESSAGE_KEY.commentTooLong]: { max: formatInteger(REVIEW_COMMENT_MAX) },
  [MESSAGE_KEY.untilTooFar]: { max: formatInteger(RESERVATION_DAYS_MAX) },
};
