// Image references in request bodies: a new upload as a data URL, or an image the client
// already has as an http(s) URL or a server path starting with '/'. The server decodes
// and re-encodes uploads anyway; these checks only refuse the obviously wrong early.

import { z } from 'zod';
import { IMAGE_MIME_TYPES } from '../constants';
import { MESSAGE_KEY, type ValidationMessageKey } from './messages';

const DATA_URL = /^data:([^;,]+)((?:;[^;,]+)*),(.*)$/s;

/** The MIME type of a data URL ('image/png'), or null for anything else. */
export function dataUrlMimeType(value: string): string | null {
  return DATA_URL.exec(value)?.[1]?.toLowerCase() ?? null;
}

/** Bytes a base64 data URL decodes to, without decoding it; null if it is not one. */
export function dataUrlByteLength(value: string): number | null {
  const match = DATA_URL.exec(value);
  if (!match || !match[2]?.includes(';base64')) return null;
  const payload = (match[3] ?? '').replace(/\s/g, '');
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  return Math.floor((payload.length * 3) / 4) - padding;
}

export function isAllowedImageType(mimeType: string): boolean {
  return (IMAGE_MIME_TYPES as readonly string[]).includes(mimeType);
}

function isImageUrl(value: string): boolean {
  return /^https?:\/\/\S+$/i.test(value) || /^\/[^/\s]\S*$/.test(value);
}

interface ImageRefMessages {
  readonly type: ValidationMessageKey;
  readonly tooLarge: ValidationMessageKey;
}

/** One image reference; data URLs must be JPEG, PNG or WebP and at most maxBytes. */
export function imageRefSchema(maxBytes: number, messages: ImageRefMessages) {
  return z.string({ error: MESSAGE_KEY.imageInvalid }).superRefine((value, ctx) => {
    if (!value.startsWith('data:')) {
      if (!isImageUrl(value)) ctx.addIssue({ code: 'custom', message: MESSAGE_KEY.imageInvalid });
      return;
    }
    const mimeType = dataUrlMimeType(value);
    const bytes = dataUrlByteLength(value);
    if (mimeType === null || bytes === null) {
      ctx.addIssue({ code: 'custom', message: MESSAGE_KEY.imageInvalid });
    } else if (!isAllowedImageType(mimeType)) {
      ctx.addIssue({ code: 'custom', message: messages.type });
    } else if (bytes > maxBytes) {
      ctx.addIssue({ code: 'custom', message: messages.tooLarge });
    }
  });
}

/** A list of image references with at most maxCount entries. */
export function imageListSchema(maxCount: number, maxBytes: number, messages: ImageRefMessages) {
  return z
    .array(imageRefSchema(maxBytes, messages), { error: MESSAGE_KEY.imageInvalid })
    .max(maxCount, MESSAGE_KEY.tooManyImages);
}
