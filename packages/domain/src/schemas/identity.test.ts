import { describe, expect, it } from 'vitest';
import { issuesOf, parsed } from '../testing/issues.ts';
import {
  emailSchema,
  idSchema,
  optionalText,
  pageQuery,
  recordKey,
  requiredText,
} from './common.ts';
import {
  acceptInvitationBody,
  appearanceSchema,
  changeUserRoleBody,
  companyListQuery,
  companyProfileSchema,
  createCompanyBody,
  createInvitationBody,
  handleSchema,
  reservedHandles,
  roleBody,
  updateCompanyBody,
} from './companies.ts';
import {
  confirmRegistrationBody,
  forgotPasswordBody,
  isStrongPassword,
  loginBody,
  passwordSchema,
  phoneSchema,
  registerBody,
  resetPasswordBody,
  updatePasswordBody,
  updateThemeBody,
  updateUserBody,
} from './identity.ts';

const required = 'This field is required';
const maxLength = (n: number) => `This field has a maximum length of ${n}`;
const strong = 'Abcdefghij1!';
const passwordRule =
  'The password must be at least 12 characters and contain a lowercase letter, an uppercase letter, a number and a special symbol.';
const mismatch = 'The password confirmation does not match.';

describe('common fields', () => {
  it('required text: trimmed, not blank, at most its maximum', () => {
    expect(parsed(requiredText(5), '  abc  ')).toBe('abc');
    expect(issuesOf(requiredText(5), '   ')).toEqual({ '': required });
    expect(issuesOf(requiredText(5), undefined)).toEqual({ '': required });
    expect(parsed(requiredText(5), 'abcde')).toBe('abcde');
    expect(issuesOf(requiredText(5), 'abcdef')).toEqual({ '': maxLength(5) });
    expect(issuesOf(requiredText(), 'a'.repeat(256))).toEqual({ '': maxLength(255) });
    expect(parsed(requiredText(), 'a'.repeat(255))).toHaveLength(255);
  });

  it('optional text: blank becomes null, trimmed, at most its maximum', () => {
    expect(parsed(optionalText(3), '')).toBeNull();
    expect(parsed(optionalText(3), '   ')).toBeNull();
    expect(parsed(optionalText(3), null)).toBeNull();
    expect(parsed(optionalText(3), undefined)).toBeNull();
    expect(parsed(optionalText(3), ' ab ')).toBe('ab');
    expect(issuesOf(optionalText(3), 'abcd')).toEqual({ '': maxLength(3) });
    expect(issuesOf(optionalText(), 'a'.repeat(256))).toEqual({ '': maxLength(255) });
  });

  it('email: trimmed, lower-cased, valid, at most 255', () => {
    expect(parsed(emailSchema, '  Ann@Example.COM ')).toBe('ann@example.com');
    expect(issuesOf(emailSchema, ' ')).toEqual({ '': required });
    expect(issuesOf(emailSchema, undefined)).toEqual({ '': required });
    expect(issuesOf(emailSchema, 'ann@')).toEqual({ '': 'A valid email address is required.' });
    expect(issuesOf(emailSchema, `${'a'.repeat(244)}@example.com`)).toEqual({
      '': maxLength(255),
    });
  });

  it('record keys, ids and pages', () => {
    expect(parsed(recordKey, 'a'.repeat(255))).toHaveLength(255);
    expect(issuesOf(recordKey, 'a'.repeat(256))).toEqual({ '': maxLength(255) });
    expect(parsed(idSchema, '12')).toBe(12);
    expect(issuesOf(idSchema, '0')).not.toBe('ok');
    expect(issuesOf(idSchema, '1.5')).not.toBe('ok');
    expect(parsed(pageQuery, {})).toEqual({ page: 1, perPage: 25 });
    expect(parsed(pageQuery, { page: '3', perPage: '100' })).toEqual({ page: 3, perPage: 100 });
    expect(issuesOf(pageQuery, { page: '0' })).toHaveProperty('page');
    expect(issuesOf(pageQuery, { perPage: '101' })).toHaveProperty('perPage');
    expect(issuesOf(pageQuery, { perPage: '0' })).toHaveProperty('perPage');
  });
});

describe('identity bodies', () => {
  it('a strong password has 12 characters, lower, upper, digit and symbol', () => {
    expect(isStrongPassword(strong)).toBe(true);
    expect(isStrongPassword('Abcdefghi1!')).toBe(false); // 11
    expect(isStrongPassword('ABCDEFGHIJ1!')).toBe(false);
    expect(isStrongPassword('abcdefghij1!')).toBe(false);
    expect(isStrongPassword('Abcdefghijk!')).toBe(false);
    expect(isStrongPassword('Abcdefghijk1')).toBe(false);
    expect(issuesOf(passwordSchema, 'short')).toEqual({ '': passwordRule });
    expect(issuesOf(passwordSchema, undefined)).toEqual({ '': required });
    expect(issuesOf(passwordSchema, `${strong}${'a'.repeat(244)}`)).toEqual({
      '': maxLength(255),
    });
  });

  it('register: name, email, strong password and its confirmation', () => {
    const body = {
      name: ' Ann ',
      email: 'ann@example.com',
      password: strong,
      passwordConfirmation: strong,
    };
    expect(parsed(registerBody, body)).toEqual({ ...body, name: 'Ann' });
    expect(issuesOf(registerBody, { ...body, passwordConfirmation: 'other' })).toEqual({
      passwordConfirmation: mismatch,
    });
    expect(issuesOf(registerBody, { ...body, name: 'a'.repeat(121) })).toEqual({
      name: maxLength(120),
    });
    expect(issuesOf(registerBody, { ...body, passwordConfirmation: 'a'.repeat(256) })).toEqual({
      passwordConfirmation: maxLength(255),
    });
    expect(issuesOf(registerBody, { ...body, extra: 1 })).not.toBe('ok');
  });

  it('confirm registration and login', () => {
    expect(issuesOf(confirmRegistrationBody, { token: '' })).toEqual({ token: required });
    expect(issuesOf(confirmRegistrationBody, {})).toEqual({ token: required });
    expect(issuesOf(confirmRegistrationBody, { token: 'a'.repeat(2001) })).toEqual({
      token: maxLength(2000),
    });
    expect(issuesOf(confirmRegistrationBody, { token: 'a'.repeat(2000) })).toBe('ok');
    expect(parsed(loginBody, { email: 'a@b.co', password: 'x', remember: true })).toEqual({
      email: 'a@b.co',
      password: 'x',
      remember: true,
    });
    expect(issuesOf(loginBody, { email: 'a@b.co', password: '' })).toEqual({ password: required });
    expect(issuesOf(loginBody, { email: 'a@b.co' })).toEqual({ password: required });
    expect(issuesOf(loginBody, { email: 'a@b.co', password: 'a'.repeat(256) })).toEqual({
      password: maxLength(255),
    });
  });

  it('phone: blank is null, a number becomes E.164, each error its message', () => {
    expect(parsed(phoneSchema, '')).toBeNull();
    expect(parsed(phoneSchema, null)).toBeNull();
    expect(parsed(phoneSchema, ' 0412 345 678 ')).toBe('+61412345678');
    expect(issuesOf(phoneSchema, '1')).toEqual({ '': 'The phone number is too short.' });
    expect(issuesOf(phoneSchema, '1'.repeat(18))).toEqual({ '': 'The phone number is too long.' });
    expect(issuesOf(phoneSchema, '02 9999 000')).toEqual({ '': 'The phone number is not valid.' });
    expect(issuesOf(phoneSchema, '+999 1234 5678')).toEqual({
      '': 'The phone number has an unknown country code.',
    });
    expect(issuesOf(phoneSchema, '0'.repeat(31))).not.toBe('ok');
  });

  it('profile, password change, theme, forgotten and reset password', () => {
    expect(
      parsed(updateUserBody, { name: 'Ann', email: 'ANN@example.com', phone: '0412345678' }),
    ).toEqual({ name: 'Ann', email: 'ann@example.com', phone: '+61412345678' });
    const change = { currentPassword: 'old', password: strong, passwordConfirmation: strong };
    expect(issuesOf(updatePasswordBody, change)).toBe('ok');
    expect(issuesOf(updatePasswordBody, { ...change, currentPassword: '' })).toEqual({
      currentPassword: required,
    });
    expect(issuesOf(updatePasswordBody, { ...change, currentPassword: 'a'.repeat(256) })).toEqual({
      currentPassword: maxLength(255),
    });
    expect(issuesOf(updatePasswordBody, { ...change, passwordConfirmation: 'x' })).toEqual({
      passwordConfirmation: mismatch,
    });
    expect(
      issuesOf(updatePasswordBody, { ...change, passwordConfirmation: 'a'.repeat(256) }),
    ).toEqual({ passwordConfirmation: maxLength(255) });
    expect(issuesOf(updateThemeBody, { theme: 'dark' })).toBe('ok');
    expect(issuesOf(updateThemeBody, { theme: 'blue' })).not.toBe('ok');
    expect(parsed(forgotPasswordBody, { email: ' A@B.CO ' })).toEqual({ email: 'a@b.co' });
    const reset = { token: 't', email: 'a@b.co', password: strong, passwordConfirmation: strong };
    expect(issuesOf(resetPasswordBody, reset)).toBe('ok');
    expect(issuesOf(resetPasswordBody, { ...reset, passwordConfirmation: 'x' })).toEqual({
      passwordConfirmation: mismatch,
    });
    expect(
      issuesOf(resetPasswordBody, { ...reset, passwordConfirmation: 'a'.repeat(256) }),
    ).toEqual({ passwordConfirmation: maxLength(255) });
    expect(issuesOf(resetPasswordBody, { ...reset, token: '' })).toHaveProperty('token');
  });
});

describe('companies', () => {
  it('handles: lower-cased, letters, digits and inner hyphens, 63 at most, not reserved', () => {
    const invalid =
      'The handle may contain only lowercase letters, numbers and hyphens, and must start and end with a letter or number.';
    expect(parsed(handleSchema, ' Acme-Brokers ')).toBe('acme-brokers');
    expect(parsed(handleSchema, 'a')).toBe('a');
    expect(parsed(handleSchema, 'a'.repeat(63))).toHaveLength(63);
    expect(issuesOf(handleSchema, 'a'.repeat(64))).toEqual({ '': maxLength(63) });
    for (const bad of ['-acme', 'acme-', 'ac_me', 'ac me', ''])
      expect(issuesOf(handleSchema, bad)).toEqual({ '': invalid });
    for (const reserved of reservedHandles)
      expect(issuesOf(handleSchema, reserved)).toEqual({ '': 'This handle is reserved.' });
    expect(reservedHandles).toEqual([
      'www',
      'api',
      'app',
      'apps',
      'admin',
      'mail',
      'smtp',
      'docs',
      'static',
      'assets',
      'cdn',
      'ws',
      'system',
      'support',
      'help',
      'status',
      'login',
      'register',
      'account',
      'auth',
      'sso',
      'localhost',
      'turbine',
      'dev',
      'staging',
      'test',
      'portal',
      'dashboard',
      'billing',
    ]);
  });

  it('profile: registry number by its type (or the country), AU states, website, colour, year', () => {
    const ok = (p: object) => parsed(companyProfileSchema, p);
    const abnInvalid = { businessRegistryNumber: 'The ABN is not valid.' };
    const nzbnInvalid = { businessRegistryNumber: 'The NZBN is not valid.' };
    expect(ok({ businessRegistryNumber: '51 824 753 556' }).businessRegistryNumber).toBe(
      '51 824 753 556',
    );
    expect(issuesOf(companyProfileSchema, { businessRegistryNumber: '9429041535004' })).toEqual(
      abnInvalid,
    );
    expect(
      issuesOf(companyProfileSchema, { country: 'NZ', businessRegistryNumber: '51824753556' }),
    ).toEqual(nzbnInvalid);
    expect(
      issuesOf(companyProfileSchema, { country: 'NZ', businessRegistryNumber: '9429041535004' }),
    ).toBe('ok');
    expect(
      issuesOf(companyProfileSchema, {
        country: 'NZ',
        businessRegistryType: 1,
        businessRegistryNumber: '9429041535004',
      }),
    ).toEqual(abnInvalid);
    expect(
      issuesOf(companyProfileSchema, {
        businessRegistryType: 2,
        businessRegistryNumber: '9429041535004',
      }),
    ).toBe('ok');
    expect(
      issuesOf(companyProfileSchema, {
        businessRegistryType: 2,
        businessRegistryNumber: '51824753556',
      }),
    ).toEqual(nzbnInvalid);
    expect(issuesOf(companyProfileSchema, { businessRegistryType: 3 })).toHaveProperty(
      'businessRegistryType',
    );
    expect(
      issuesOf(companyProfileSchema, { businessRegistryNumber: 'a'.repeat(21) }),
    ).toMatchObject({
      businessRegistryNumber: maxLength(20),
    });

    expect(issuesOf(companyProfileSchema, { state: 'NSW' })).toBe('ok');
    expect(issuesOf(companyProfileSchema, { state: 'XYZ', country: 'AU' })).toEqual({
      state: 'Choose an Australian state.',
    });
    expect(issuesOf(companyProfileSchema, { state: 'XYZ' })).toEqual({
      state: 'Choose an Australian state.',
    });
    expect(issuesOf(companyProfileSchema, { state: 'Otago', country: 'NZ' })).toBe('ok');

    expect(ok({ website: 'example.com.au' }).website).toBe('https://example.com.au/');
    expect(ok({ website: 'HTTP://example.com' }).website).toBe('http://example.com/');
    expect(ok({ website: '' }).website).toBeNull();
    const website = { website: 'A valid website URL is required (e.g., www.example.com.au).' };
    expect(issuesOf(companyProfileSchema, { website: 'localhost' })).toEqual(website);
    expect(issuesOf(companyProfileSchema, { website: 'ftp://example.com' })).toEqual(website);
    expect(issuesOf(companyProfileSchema, { website: 'https://exa mple.com' })).toEqual(website);

    expect(ok({ primaryColour: '#A0b1C2' }).primaryColour).toBe('#A0b1C2');
    for (const bad of ['A0b1C2', '#A0b1C', '#A0b1CG', 'x#A0b1C'])
      expect(issuesOf(companyProfileSchema, { primaryColour: bad })).toHaveProperty(
        'primaryColour',
      );
    expect(issuesOf(companyProfileSchema, { primaryColour: '#A0b1C22' })).toEqual({
      primaryColour: maxLength(7),
    });

    expect(ok({ yearEstablished: '1800' }).yearEstablished).toBe(1800);
    expect(ok({ yearEstablished: 2100 }).yearEstablished).toBe(2100);
    expect(issuesOf(companyProfileSchema, { yearEstablished: 1799 })).toEqual({
      yearEstablished: 'The value must be greater than or equal to 1800',
    });
    expect(issuesOf(companyProfileSchema, { yearEstablished: 2101 })).toEqual({
      yearEstablished: 'The value must be less than or equal to 2100',
    });
    expect(issuesOf(companyProfileSchema, { extra: 1 })).not.toBe('ok');
    expect(ok({ email: 'A@B.CO' }).email).toBe('a@b.co');
  });

  it('appearance, create and update', () => {
    expect(parsed(appearanceSchema, {})).toEqual({ showLogoOnHeader: false });
    for (const bad of ['fff', '#ffff', '#gggggg'])
      expect(issuesOf(appearanceSchema, { headerTextColour: bad })).toHaveProperty(
        'headerTextColour',
      );
    expect(issuesOf(appearanceSchema, { headerTextColour: '#ffffff0' })).toEqual({
      headerTextColour: maxLength(7),
    });
    expect(issuesOf(appearanceSchema, { headerTextColour: '#ffffff' })).toBe('ok');

    for (const type of [1, 2, 3, 4, 5])
      expect(issuesOf(createCompanyBody, { name: 'Acme', refCompanyTypeId: type })).toBe('ok');
    expect(issuesOf(createCompanyBody, { name: 'Acme', refCompanyTypeId: 6 })).toHaveProperty(
      'refCompanyTypeId',
    );
    expect(parsed(createCompanyBody, { name: 'Acme', refCompanyTypeId: 2 })).toEqual({
      name: 'Acme',
      refCompanyTypeId: 2,
      handle: null,
    });
    expect(issuesOf(createCompanyBody, { name: 'a'.repeat(161), refCompanyTypeId: 2 })).toEqual({
      name: maxLength(160),
    });
    expect(parsed(updateCompanyBody, { name: 'Acme', handle: 'ACME' }).handle).toBe('acme');
    expect(parsed(updateCompanyBody, { name: 'Acme', handle: null }).handle).toBeNull();
  });

  it('company list query: defaults and bounds', () => {
    expect(parsed(companyListQuery, {})).toEqual({ page: 1, perPage: 25, sort: 'name' });
    expect(parsed(companyListQuery, { search: '  acme ', type: '6', isActive: 'true' })).toEqual({
      page: 1,
      perPage: 25,
      sort: 'name',
      search: 'acme',
      type: 6,
      isActive: 'true',
    });
    for (const bad of [
      { type: '0' },
      { type: '7' },
      { perPage: '101' },
      { page: '0' },
      { sort: 'x' },
    ])
      expect(issuesOf(companyListQuery, bad)).not.toBe('ok');
    expect(issuesOf(companyListQuery, { search: 'a'.repeat(101) })).toHaveProperty('search');
    for (const sort of ['name', '-name', 'createdAt', '-createdAt'])
      expect(issuesOf(companyListQuery, { sort })).toBe('ok');
    for (const flag of ['true', 'false'])
      expect(issuesOf(companyListQuery, { isActive: flag, hasAdmin: flag })).toBe('ok');
  });

  it('roles, role change, invitations and their acceptance', () => {
    expect(issuesOf(roleBody, { name: 'Staff', companyTypePermissionIds: [1, 2] })).toBe('ok');
    expect(issuesOf(roleBody, { name: 'Staff', companyTypePermissionIds: [1, 1] })).toEqual({
      companyTypePermissionIds: 'Duplicate values are not allowed',
    });
    expect(issuesOf(roleBody, { name: 'a'.repeat(81), companyTypePermissionIds: [] })).toEqual({
      name: maxLength(80),
    });
    expect(issuesOf(changeUserRoleBody, { roleId: 0 })).toHaveProperty('roleId');

    expect(parsed(createInvitationBody, { email: 'a@b.co', roleId: 1 })).toEqual({
      email: 'a@b.co',
      roleId: 1,
      expiresInDays: 7,
    });
    expect(
      issuesOf(createInvitationBody, { email: 'a@b.co', roleId: 1, expiresInDays: 0 }),
    ).toEqual({
      expiresInDays: 'The value must be greater than or equal to 1',
    });
    expect(
      issuesOf(createInvitationBody, { email: 'a@b.co', roleId: 1, expiresInDays: 31 }),
    ).toEqual({ expiresInDays: 'The value must be less than or equal to 30' });
    expect(issuesOf(createInvitationBody, { email: 'a@b.co', roleId: 1, expiresInDays: 30 })).toBe(
      'ok',
    );
    expect(issuesOf(createInvitationBody, { email: 'a@b.co', roleId: 1, expiresInDays: 1 })).toBe(
      'ok',
    );

    expect(issuesOf(acceptInvitationBody, {})).toBe('ok');
    expect(
      issuesOf(acceptInvitationBody, {
        name: 'Ann',
        password: strong,
        passwordConfirmation: strong,
      }),
    ).toBe('ok');
    expect(issuesOf(acceptInvitationBody, { password: strong, passwordConfirmation: 'x' })).toEqual(
      {
        passwordConfirmation: mismatch,
      },
    );
    expect(issuesOf(acceptInvitationBody, { password: strong })).toEqual({
      passwordConfirmation: mismatch,
    });
    expect(issuesOf(acceptInvitationBody, { passwordConfirmation: 'a'.repeat(256) })).toEqual({
      passwordConfirmation: maxLength(255),
    });
  });
});
