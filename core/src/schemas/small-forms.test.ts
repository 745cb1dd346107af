import { describe, expect, it } from 'vitest';
import { banBody, feedbackStatusBody, reportStatusBody } from './admin';
import { chatMessageBody, startThreadBody } from './chat-message';
import { reportBody, reviewReportBody } from './report';
import { reviewBody } from './review';
import { fieldsOf } from './test-utils';

describe('reportBody', () => {
  it('trims the reason and needs 3 characters', () => {
    expect(reportBody.parse({ postId: 'p1', reason: '  spam  ' })).toEqual({
      postId: 'p1',
      reason: 'spam',
    });
    expect(fieldsOf(reportBody, { postId: 'p1', reason: ' ab ' })).toEqual({
      reason: 'errors.reasonTooShort',
    });
    expect(fieldsOf(reportBody, { postId: 'p1', reason: 'abc' })).toEqual({});
    expect(fieldsOf(reportBody, { postId: '', reason: 'x'.repeat(1001) })).toEqual({
      postId: 'errors.required',
      reason: 'errors.reasonTooLong',
    });
  });
});

describe('reviewReportBody', () => {
  it('takes the same reason as a post report', () => {
    expect(reviewReportBody.parse({ reviewId: 'r1', reason: '  rude  ' })).toEqual({
      reviewId: 'r1',
      reason: 'rude',
    });
    expect(fieldsOf(reviewReportBody, { reviewId: '', reason: ' ab ' })).toEqual({
      reviewId: 'errors.required',
      reason: 'errors.reasonTooShort',
    });
  });
});

describe('chatMessageBody', () => {
  it('refuses empty and whitespace-only messages', () => {
    expect(fieldsOf(chatMessageBody, { body: '' })).toEqual({ body: 'errors.messageEmpty' });
    expect(fieldsOf(chatMessageBody, { body: ' \n\t ' })).toEqual({ body: 'errors.messageEmpty' });
    expect(fieldsOf(chatMessageBody, {})).toEqual({ body: 'errors.messageEmpty' });
    expect(chatMessageBody.parse({ body: ' Available pa po? ' })).toEqual({
      body: 'Available pa po?',
    });
  });

  it('takes an optional client id, a UUID', () => {
    const client_id = '3f0c8a56-1b2d-4c3e-8f4a-5b6c7d8e9f01';
    expect(chatMessageBody.parse({ body: 'Hi', client_id })).toEqual({ body: 'Hi', client_id });
    expect(fieldsOf(chatMessageBody, { body: 'Hi', client_id: 'abc' })).toEqual({
      client_id: 'errors.invalid',
    });
    expect(fieldsOf(chatMessageBody, { body: 'Hi', client_id: 42 })).toEqual({
      client_id: 'errors.invalid',
    });
  });

  it('caps the length at 2000 characters', () => {
    expect(fieldsOf(chatMessageBody, { body: 'x'.repeat(2000) })).toEqual({});
    expect(fieldsOf(chatMessageBody, { body: 'x'.repeat(2001) })).toEqual({
      body: 'errors.messageTooLong',
    });
  });
});

describe('startThreadBody', () => {
  it('takes an optional first message', () => {
    expect(startThreadBody.parse({ postId: 'p1', initialBody: null })).toEqual({
      postId: 'p1',
      initialBody: null,
    });
    expect(startThreadBody.parse({ postId: 'p1', initialBody: '  ' }).initialBody).toBeNull();
    expect(startThreadBody.parse({ postId: 'p1', initialBody: ' Hi ' }).initialBody).toBe('Hi');
    expect(fieldsOf(startThreadBody, {})).toEqual({ postId: 'errors.required' });
  });
});

describe('reviewBody', () => {
  it.each([
    [0, 'errors.ratingInvalid'],
    [1, undefined],
    [5, undefined],
    [6, 'errors.ratingInvalid'],
    [4.5, 'errors.ratingInvalid'],
    [undefined, 'errors.ratingInvalid'],
  ])('rating %j -> %s', (rating, message) => {
    expect(fieldsOf(reviewBody, { rating }).rating).toBe(message);
  });

  it('keeps the comment optional and bounded', () => {
    expect(reviewBody.parse({ rating: 5 })).toEqual({ rating: 5, comment: null });
    expect(reviewBody.parse({ rating: 4, comment: ' Salamat! ' }).comment).toBe('Salamat!');
    expect(fieldsOf(reviewBody, { rating: 4, comment: 'x'.repeat(1001) })).toEqual({
      comment: 'errors.commentTooLong',
    });
  });
});

describe('admin bodies', () => {
  it('accepts the ban choices only', () => {
    for (const days of [1, 7, 30, 'permanent', 'clear']) {
      expect(fieldsOf(banBody, { days })).toEqual({});
    }
    for (const days of [2, '7', 'forever', undefined]) {
      expect(fieldsOf(banBody, { days })).toEqual({ days: 'errors.banInvalid' });
    }
  });

  it('moves reports to reviewed and toggles feedback', () => {
    expect(fieldsOf(reportStatusBody, { status: 'reviewed' })).toEqual({});
    expect(fieldsOf(reportStatusBody, { status: 'new' })).toEqual({ status: 'errors.invalid' });
    expect(fieldsOf(feedbackStatusBody, { status: 'new' })).toEqual({});
    expect(fieldsOf(feedbackStatusBody, { status: 'done' })).toEqual({ status: 'errors.invalid' });
  });
});
