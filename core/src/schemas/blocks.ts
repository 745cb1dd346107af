// Block a person (issue 12): body of POST /api/blocks.

import { z } from 'zod';
import { idField } from './fields';
import { MESSAGE_KEY } from './messages';

export const blockBody = z.object(
  { userId: idField(MESSAGE_KEY.required).pipe(z.string().max(64, MESSAGE_KEY.invalid)) },
  { error: MESSAGE_KEY.invalid },
);
export type BlockBody = z.output<typeof blockBody>;
