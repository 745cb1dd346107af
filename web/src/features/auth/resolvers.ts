import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordBody, loginBody } from '@core/schemas';

// Fetched on demand through lazyResolver: these pull in zod, which the pages need only
// once someone types.
export const loginResolver = zodResolver(loginBody);
export const forgotPasswordResolver = zodResolver(forgotPasswordBody);
