import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordBody, loginBody } from '@core/schemas';
import {
  phoneCodeBody,
  phoneResetPasswordForm,
  phoneSignupBody,
  phoneVerifyBody,
} from '@core/schemas/phone-auth';

// Fetched on demand through lazyResolver: these pull in zod, which the pages need only
// once someone types.
export const loginResolver = zodResolver(loginBody);
export const forgotPasswordResolver = zodResolver(forgotPasswordBody);

// The mobile-number door's forms, each step with its part of the shared bodies.
export const phoneNumberResolver = zodResolver(phoneCodeBody);
export const smsCodeResolver = zodResolver(phoneVerifyBody.pick({ code: true }));
export const phoneProfileResolver = zodResolver(phoneSignupBody.omit({ signup_token: true }));
export const smsResetResolver = zodResolver(phoneResetPasswordForm);
