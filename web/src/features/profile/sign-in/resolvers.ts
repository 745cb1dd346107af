import { zodResolver } from '@hookform/resolvers/zod';
import { addEmailBody, mePhoneVerifyBody, meRemovePhoneBody } from '@core/schemas/phone-auth';

// Fetched on demand through lazyResolver, with zod, once someone starts filling a form in.
export const linkVerifyResolver = zodResolver(mePhoneVerifyBody);
export const removeNumberResolver = zodResolver(meRemovePhoneBody);
export const addEmailResolver = zodResolver(addEmailBody);
