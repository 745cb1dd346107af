import { describe, expect, it } from 'vitest';
import { FEEDBACK_SCREENSHOT_MAX_BYTES } from '../constants';
import { anonymousFeedbackBody, feedbackBody, feedbackBodyFor } from './feedback';
import { dataUrl, fieldsOf } from './test-utils';

const valid = { category: 'bug', message: 'The map is blank', path: '/post/1', userAgent: 'UA' };

describe('feedbackBody', () => {
  it('trims the message and needs at least 5 characters', () => {
    expect(feedbackBody.parse({ ...valid, message: '  hello  ' }).message).toBe('hello');
    expect(fieldsOf(feedbackBody, { ...valid, message: ' hell ' })).toEqual({
      message: 'errors.feedbackTooShort',
    });
    expect(fieldsOf(feedbackBody, { ...valid, message: 'x'.repeat(5001) })).toEqual({
      message: 'errors.feedbackTooLong',
    });
  });

  it('needs a known category', () => {
    expect(fieldsOf(feedbackBody, { ...valid, category: 'rant' })).toEqual({
      category: 'errors.feedbackCategoryRequired',
    });
    for (const category of ['bug', 'idea', 'other']) {
      expect(fieldsOf(feedbackBody, { ...valid, category })).toEqual({});
    }
  });

  it('takes one screenshot: JPEG, PNG or WebP, at most 2 MB', () => {
    const shot = dataUrl('image/webp', FEEDBACK_SCREENSHOT_MAX_BYTES);
    expect(fieldsOf(feedbackBody, { ...valid, images: [shot] })).toEqual({});
    expect(fieldsOf(feedbackBody, { ...valid, images: [shot, shot] })).toEqual({
      images: 'errors.tooManyImages',
    });
    expect(
      fieldsOf(feedbackBody, {
        ...valid,
        images: [dataUrl('image/png', FEEDBACK_SCREENSHOT_MAX_BYTES + 1)],
      }),
    ).toEqual({ 'images.0': 'errors.screenshotTooLarge' });
    expect(fieldsOf(feedbackBody, { ...valid, images: [dataUrl('image/heic', 10)] })).toEqual({
      'images.0': 'errors.screenshotType',
    });
  });

  it('lets a signed-in sender leave the email out, but checks one given', () => {
    expect(feedbackBody.parse({ ...valid, email: '' }).email).toBeUndefined();
    expect(feedbackBody.parse({ ...valid, email: null }).email).toBeUndefined();
    expect(feedbackBody.parse({ ...valid, email: ' A@B.PH ' }).email).toBe('a@b.ph');
    expect(fieldsOf(feedbackBody, { ...valid, email: 'nope' })).toEqual({
      email: 'errors.emailInvalid',
    });
  });
});

describe('feedbackBodyFor', () => {
  it('requires a valid email from anonymous senders', () => {
    const anonymous = feedbackBodyFor({ signedIn: false });
    expect(anonymous).toBe(anonymousFeedbackBody);
    expect(fieldsOf(anonymous, valid)).toEqual({ email: 'errors.emailRequired' });
    expect(fieldsOf(anonymous, { ...valid, email: '' })).toEqual({ email: 'errors.emailRequired' });
    expect(fieldsOf(anonymous, { ...valid, email: 'x@' })).toEqual({
      email: 'errors.emailInvalid',
    });
    expect(fieldsOf(anonymous, { ...valid, email: 'x@y.ph' })).toEqual({});
  });

  it('does not require one from signed-in senders', () => {
    expect(fieldsOf(feedbackBodyFor({ signedIn: true }), valid)).toEqual({});
  });
});
