import { describe, expect, it } from 'vitest';
import { issuesOf, parsed } from '../testing/issues.ts';
import {
  activeJobRunStates,
  boundPolicyExportBody,
  isActiveJobRunState,
  JOB_UPDATED_EVENT,
  jobListQuery,
  jobRunDto,
  jobRunStates,
  systemJobDto,
  systemJobListQuery,
  systemJobParams,
  systemJobStates,
} from './jobs.ts';
import {
  activityKinds,
  declarationBody,
  interestedPartyBody,
  postTextBody,
  sendToClientBody,
  timelineFilters,
} from './risk-collaboration.ts';
import {
  companyStatusBody,
  operatorCreateCompanyBody,
  startSupportBody,
  supportModeBody,
  supportSessionListQuery,
  systemCompanyTypes,
} from './system-companies.ts';
import {
  confirmTwoFactorBody,
  sendTwoFactorCodeBody,
  twoFactorCodeSchema,
  TwoFactorLimits,
  twoFactorMethodTypes,
  twoFactorPolicyBody,
  verifyTwoFactorBody,
} from './two-factor.ts';

const required = 'This field is required';
const maxLength = (n: number) => `This field has a maximum length of ${n}`;

describe('two-factor', () => {
  it('methods, limits and codes', () => {
    expect(twoFactorMethodTypes).toEqual(['totp', 'email', 'sms']);
    expect(TwoFactorLimits).toEqual({
      codeMinutes: 10,
      trustDays: 30,
      recoveryCodeCount: 10,
      maxAttempts: 5,
      windowSeconds: 900,
    });
    expect(parsed(twoFactorCodeSchema, ' 123456 ')).toBe('123456');
    expect(issuesOf(twoFactorCodeSchema, ' ')).not.toBe('ok');
    expect(issuesOf(twoFactorCodeSchema, '1'.repeat(20))).toBe('ok');
    expect(issuesOf(twoFactorCodeSchema, '1'.repeat(21))).not.toBe('ok');
    expect(parsed(confirmTwoFactorBody, { code: ' 1 ' })).toEqual({ code: '1' });
    for (const method of ['totp', 'email', 'sms', 'recovery'])
      expect(issuesOf(verifyTwoFactorBody, { method, code: '1', trustDevice: true })).toBe('ok');
    expect(issuesOf(verifyTwoFactorBody, { method: 'push', code: '1' })).toHaveProperty('method');
    for (const method of ['email', 'sms'])
      expect(issuesOf(sendTwoFactorCodeBody, { method })).toBe('ok');
    expect(issuesOf(sendTwoFactorCodeBody, { method: 'totp' })).toHaveProperty('method');
    expect(issuesOf(twoFactorPolicyBody, { requireTwoFactor: true })).toBe('ok');
    expect(issuesOf(twoFactorPolicyBody, {})).toHaveProperty('requireTwoFactor');
  });
});

describe('jobs', () => {
  it('states, the active ones, the event name', () => {
    expect(jobRunStates).toEqual(['queued', 'running', 'succeeded', 'failed', 'cancelled']);
    expect(activeJobRunStates).toEqual(['queued', 'running']);
    expect(jobRunStates.filter(isActiveJobRunState)).toEqual(['queued', 'running']);
    expect(JOB_UPDATED_EVENT).toBe('job.updated');
    expect(systemJobStates).toEqual([
      'created',
      'retry',
      'active',
      'completed',
      'cancelled',
      'failed',
    ]);
  });

  it('a job run and a system job as the API returns them', () => {
    const run = {
      id: 1,
      kind: 'import',
      companyId: null,
      userId: 2,
      state: 'failed',
      percent: null,
      done: 3,
      total: null,
      failureReason: 'x',
      result: { name: 'a.csv', url: '/f' },
      attempts: 1,
      createdAt: 10,
      startedAt: null,
      finishedAt: 12,
    };
    expect(parsed(jobRunDto, run)).toEqual(run);
    expect(parsed(jobRunDto, { ...run, result: null }).result).toBeNull();
    expect(issuesOf(jobRunDto, { ...run, state: 'retry' })).toHaveProperty('state');
    expect(issuesOf(jobRunDto, { ...run, result: { name: 'a' } })).toHaveProperty('result.url');
    const job = {
      id: 'a',
      queue: 'q',
      state: 'retry',
      attempts: 1,
      retryLimit: 3,
      error: null,
      trackedJobId: null,
      createdAt: 1,
      startedAt: null,
      completedAt: null,
    };
    expect(parsed(systemJobDto, job)).toEqual(job);
    expect(issuesOf(systemJobDto, { ...job, state: 'queued' })).toHaveProperty('state');
  });

  it('queries and bodies', () => {
    expect(issuesOf(jobListQuery, { active: '1', kind: 'k' })).toBe('ok');
    expect(issuesOf(jobListQuery, { active: '0' })).toBe('ok');
    expect(issuesOf(jobListQuery, { active: 'yes' })).toHaveProperty('active');
    expect(issuesOf(jobListQuery, { kind: 'k'.repeat(101) })).toHaveProperty('kind');
    expect(issuesOf(boundPolicyExportBody, { date_from: 0, date_to: 0 })).toBe('ok');
    expect(issuesOf(boundPolicyExportBody, { date_from: -1, date_to: -1 })).toMatchObject({
      date_from: expect.any(String) as string,
      date_to: expect.any(String) as string,
    });
    expect(parsed(systemJobListQuery, {})).toEqual({ limit: 50 });
    expect(parsed(systemJobListQuery, { limit: '200', state: 'failed', queue: 'q' })).toEqual({
      limit: 200,
      state: 'failed',
      queue: 'q',
    });
    expect(issuesOf(systemJobListQuery, { limit: '201' })).toHaveProperty('limit');
    expect(issuesOf(systemJobListQuery, { limit: '0' })).toHaveProperty('limit');
    expect(issuesOf(systemJobListQuery, { queue: 'q'.repeat(201) })).toHaveProperty('queue');
    const uuid = 'f47ac10b-58cc-4372-a567-0e02b2c3d479';
    expect(issuesOf(systemJobParams, { queue: 'q', id: uuid })).toBe('ok');
    expect(issuesOf(systemJobParams, { queue: '', id: 'x' })).toMatchObject({
      queue: expect.any(String) as string,
      id: expect.any(String) as string,
    });
    expect(issuesOf(systemJobParams, { queue: 'q'.repeat(201), id: uuid })).toHaveProperty('queue');
  });
});

describe('system companies and support', () => {
  it('operator-created companies: an admin to invite, within 1 to 30 days', () => {
    const body = { name: 'Acme', refCompanyTypeId: 2, adminEmail: ' ADMIN@acme.com ' };
    expect(parsed(operatorCreateCompanyBody, body)).toEqual({
      name: 'Acme',
      refCompanyTypeId: 2,
      handle: null,
      adminEmail: 'admin@acme.com',
      expiresInDays: 7,
    });
    expect(parsed(operatorCreateCompanyBody, { ...body, handle: 'ACME' }).handle).toBe('acme');
    expect(issuesOf(operatorCreateCompanyBody, { ...body, refCompanyTypeId: 6 })).toHaveProperty(
      'refCompanyTypeId',
    );
    expect(issuesOf(operatorCreateCompanyBody, { ...body, expiresInDays: 0 })).toEqual({
      expiresInDays: 'The value must be greater than or equal to 1',
    });
    expect(issuesOf(operatorCreateCompanyBody, { ...body, expiresInDays: 31 })).toEqual({
      expiresInDays: 'The value must be less than or equal to 30',
    });
    expect(issuesOf(operatorCreateCompanyBody, { ...body, expiresInDays: 30 })).toBe('ok');
    expect(systemCompanyTypes).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('status, support sessions and their list', () => {
    expect(parsed(companyStatusBody, { isActive: false })).toEqual({
      isActive: false,
      reason: null,
    });
    expect(issuesOf(companyStatusBody, { isActive: true, reason: 'r'.repeat(501) })).toEqual({
      reason: maxLength(500),
    });
    expect(parsed(startSupportBody, { reason: ' Ticket 4 ' })).toEqual({
      reason: 'Ticket 4',
      acting: false,
    });
    expect(issuesOf(startSupportBody, { reason: ' ' })).toEqual({ reason: required });
    expect(issuesOf(startSupportBody, { reason: 'r'.repeat(501) })).toEqual({
      reason: maxLength(500),
    });
    expect(issuesOf(supportModeBody, { acting: true })).toBe('ok');
    expect(parsed(supportSessionListQuery, {})).toEqual({ page: 1, perPage: 25 });
    expect(issuesOf(supportSessionListQuery, { perPage: '101' })).toHaveProperty('perPage');
  });
});

describe('risk collaboration', () => {
  it('send to client, declaration, interested parties, posts', () => {
    expect(parsed(sendToClientBody, {})).toEqual({ email: null, mobile: null });
    expect(parsed(sendToClientBody, { email: 'A@B.CO', mobile: ' 0412 ' })).toEqual({
      email: 'a@b.co',
      mobile: '0412',
    });
    expect(issuesOf(sendToClientBody, { mobile: '1'.repeat(31) })).toEqual({
      mobile: maxLength(30),
    });
    expect(issuesOf(declarationBody, { confirmed: true })).toBe('ok');
    expect(issuesOf(declarationBody, { confirmed: false })).toEqual({
      confirmed: 'Confirm that a signed and dated proposal was received.',
    });
    const party = { name: 'Bank', interest: 'Mortgagee' };
    expect(parsed(interestedPartyBody, party)).toEqual({ ...party, email: null, address: null });
    expect(
      issuesOf(interestedPartyBody, {
        name: 'n'.repeat(201),
        interest: 'i'.repeat(81),
        address: 'a'.repeat(301),
        email: 'x',
      }),
    ).toEqual({
      name: maxLength(200),
      interest: maxLength(80),
      address: maxLength(300),
      email: 'A valid email address is required.',
    });
    expect(issuesOf(postTextBody, { body: ' ' })).toEqual({ body: required });
    expect(issuesOf(postTextBody, { body: 'b'.repeat(5001) })).toEqual({ body: maxLength(5000) });
  });

  it('the timeline’s kinds and filter labels', () => {
    expect(activityKinds).toEqual(['note', 'message', 'status', 'assignment', 'update', 'view']);
    expect(timelineFilters).toEqual([
      { kind: 'note', label: 'Notes' },
      { kind: 'message', label: 'Messages' },
      { kind: 'status', label: 'Status updates' },
      { kind: 'assignment', label: 'Assigned-to changes' },
      { kind: 'update', label: 'Updates to risk' },
      { kind: 'view', label: 'User views' },
    ]);
  });
});
