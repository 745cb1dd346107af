import type { FeedbackBody } from '@core/schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../api/client';

/** POST /api/feedback (201); visitors must include an email (400 fields.email otherwise). */
export function useSendFeedback() {
  return useMutation({
    mutationFn: (body: FeedbackBody) => api.post<{ id: string }>('/feedback', body),
  });
}
