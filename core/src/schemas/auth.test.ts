import { describe, expect, it } from 'vitest';
import { forgotPasswordBody } from './forgot-password';
import { loginBody } from './login';
import { resetPasswordBody, resetPasswordForm } from './reset-password';
import { confirmSignupBody, signupBody, signupBodyFromForm, signupForm } from './signup';
import { fieldsOf } from './test-utils';

const validSignup = {
  email: '  Juan@Example.PH ',
  username: 'juan.dc',
  password: 'secret',
  confirmPassword: 'secret',
  display_name: 'Juan',
};

describe('signupForm', () => {
  it('accepts a valid form and normalises the email', () => {
    const values = signupForm.parse(validSignup);
    expect(values.email).toBe('juan@example.ph');
    expect(signupBodyFromForm(values)).toEqual({
      email: 'juan@example.ph',
      username: 'juan.dc',
      password: 'secret',
      display_name: 'Juan',
    });
  });

  it.each([
    ['ab', 'errors.usernameInvalid'],
    ['abc', undefined],
    ['a'.repeat(20), undefined],
    ['a'.repeat(21), 'errors.usernameInvalid'],
    ['juan_dc', 'errors.usernameInvalid'],
    ['juan dc', 'errors.usernameInvalid'],
    [undefined, 'errors.usernameInvalid'],
  ])('username %j -> %s', (username, message) => {
    expect(fieldsOf(signupForm, { ...validSignup, username }).username).toBe(message);
  });

  it('needs 6 characters and a matching confirmation', () => {
    expect(
      fieldsOf(signupForm, { ...validSignup, password: '12345', confirmPassword: '12345' }),
    ).toEqual({ password: 'errors.passwordTooShort' });
    expect(
      fieldsOf(signupForm, { ...validSignup, password: '123456', confirmPassword: '123456' }),
    ).toEqual({});
    expect(fieldsOf(signupForm, { ...validSignup, confirmPassword: 'secreT' })).toEqual({
      confirmPassword: 'auth.signup.passwords_mismatch',
    });
  });

  it('reports a mismatch alongside other problems', () => {
    expect(fieldsOf(signupForm, { ...validSignup, email: 'nope', confirmPassword: 'x' })).toEqual({
      email: 'errors.emailInvalid',
      confirmPassword: 'auth.signup.passwords_mismatch',
    });
  });

  it('checks the email', () => {
    expect(fieldsOf(signupForm, { ...validSignup, email: '' }).email).toBe('errors.emailRequired');
    expect(fieldsOf(signupForm, { ...validSignup, email: undefined }).email).toBe(
      'errors.emailRequired',
    );
    expect(fieldsOf(signupForm, { ...validSignup, email: 'juan@' }).email).toBe(
      'errors.emailInvalid',
    );
  });
});

describe('signupBody (API)', () => {
  it('has no confirmation and an optional display name', () => {
    const body = { email: validSignup.email, username: 'juan.dc', password: 'secret' };
    expect(signupBody.parse(body)).toEqual({
      email: 'juan@example.ph',
      username: 'juan.dc',
      password: 'secret',
      display_name: undefined,
    });
    expect(signupBody.parse({ ...body, display_name: '   ' }).display_name).toBeUndefined();
    expect(fieldsOf(signupBody, { ...body, display_name: 'x'.repeat(61) })).toEqual({
      display_name: 'errors.displayNameTooLong',
    });
  });

  it('caps the password length', () => {
    expect(fieldsOf(signupBody, { ...validSignup, password: 'x'.repeat(129) }).password).toBe(
      'errors.passwordTooLong',
    );
  });
});

describe('loginBody', () => {
  it('only requires a password, whatever its length', () => {
    expect(fieldsOf(loginBody, { email: 'a@b.ph', password: '1' })).toEqual({});
    expect(fieldsOf(loginBody, { email: 'a@b.ph', password: '' })).toEqual({
      password: 'errors.passwordRequired',
    });
    expect(fieldsOf(loginBody, { email: 'a@b' })).toEqual({
      email: 'errors.emailInvalid',
      password: 'errors.passwordRequired',
    });
  });
});

describe('forgotPasswordBody', () => {
  it('needs a valid email', () => {
    expect(forgotPasswordBody.parse({ email: ' A@B.PH' })).toEqual({ email: 'a@b.ph' });
    expect(fieldsOf(forgotPasswordBody, {})).toEqual({ email: 'errors.emailRequired' });
  });
});

describe('reset password', () => {
  it('form: 6 characters and both entries match', () => {
    expect(fieldsOf(resetPasswordForm, { password: 'abcdef', confirmPassword: 'abcdef' })).toEqual(
      {},
    );
    expect(fieldsOf(resetPasswordForm, { password: 'abcde', confirmPassword: 'abcde' })).toEqual({
      password: 'errors.passwordTooShort',
    });
    expect(fieldsOf(resetPasswordForm, { password: 'abcdef', confirmPassword: 'abcdeg' })).toEqual({
      confirmPassword: 'auth.reset.mismatch',
    });
  });

  it('body: token and password', () => {
    expect(fieldsOf(resetPasswordBody, { token: 't0k', password: 'abcdef' })).toEqual({});
    expect(fieldsOf(resetPasswordBody, { token: ' ', password: 'abc' })).toEqual({
      token: 'errors.tokenMissing',
      password: 'errors.passwordTooShort',
    });
  });
});

describe('confirmSignupBody', () => {
  it('needs a token', () => {
    expect(fieldsOf(confirmSignupBody, {})).toEqual({ token: 'errors.tokenMissing' });
    expect(confirmSignupBody.parse({ token: ' abc ' })).toEqual({ token: 'abc' });
  });
});
