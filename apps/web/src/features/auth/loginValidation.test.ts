import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { loginErrors, loginFields, type LoginValues } from './loginValidation.ts';

const t = ((key: string) => key) as unknown as TFunction;
const empty: LoginValues = { countryId: undefined, phone: '', email: '', password: '' };

describe('loginErrors', () => {
  it('asks for every field the phone method shows, and only those', () => {
    expect(loginErrors(empty, 'phone', t)).toEqual({
      countryId: 'auth:rules.countryRequired',
      phone: 'auth:rules.phoneRequired',
      password: 'auth:rules.passwordRequired',
    });
    expect(loginFields('phone')).toEqual(['countryId', 'phone', 'password']);
  });

  it('asks for the email and password with the email method', () => {
    expect(loginErrors(empty, 'email', t)).toEqual({
      email: 'auth:rules.emailRequired',
      password: 'auth:rules.passwordRequired',
    });
  });

  it('checks the phone digits and the email address as the antd rules do', () => {
    const values = { ...empty, countryId: 254, password: 'x' };
    expect(loginErrors({ ...values, phone: '7123a' }, 'phone', t)).toEqual({
      phone: 'auth:rules.phonePattern',
    });
    expect(loginErrors({ ...values, phone: '712' }, 'phone', t).phone).toBe(
      'auth:rules.phonePattern',
    );
    expect(loginErrors({ ...values, phone: '712 345 678' }, 'phone', t)).toEqual({});
    expect(loginErrors({ ...values, email: 'name@example' }, 'email', t)).toEqual({
      email: 'auth:rules.emailPattern',
    });
    expect(loginErrors({ ...values, email: 'name@example.com' }, 'email', t)).toEqual({});
    expect(loginErrors({ ...values, email: `${'a'.repeat(310)}@example.com` }, 'email', t)).toEqual(
      { email: 'auth:rules.emailPattern' },
    );
  });

  it('takes any current password: the server decides (rules may have changed since sign-up)', () => {
    const values = { ...empty, email: 'name@example.com', password: 'old' };
    expect(loginErrors(values, 'email', t)).toEqual({});
  });
});
