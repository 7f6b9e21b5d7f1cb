import { describe, expect, it } from 'vitest';
import { ProductRole, TransactionStatus, type LifecycleAction } from '@turbine/domain';
import { riskPackage, risk, transaction } from '../test/risk-fixtures.ts';
import { blockedByAddOns } from './risk-action-buttons.tsx';

const boundMain = (actions: LifecycleAction[]) =>
  risk(
    10,
    ProductRole.Main,
    transaction({ status: TransactionStatus.Bound, availableActions: actions }),
    { placed: true },
  );
const addOn = (placed: boolean, cancelled: boolean) =>
  risk(11, ProductRole.AddOn, transaction({ status: TransactionStatus.Bound }), {
    placed,
    cancelled,
  });

describe('blockedByAddOns (§4 cancellation blocked until add-ons are cancelled)', () => {
  it('is true for a bound main policy the viewer may amend but not cancel while an add-on is in force', () => {
    const main = boundMain(['amend', 'renew']);
    expect(blockedByAddOns(riskPackage({ risks: [main, addOn(true, false)] }), main)).toBe(true);
  });

  it('is false once the add-ons are cancelled, when cancel is offered, for add-ons and for viewers who may not act', () => {
    const main = boundMain(['amend', 'renew']);
    expect(blockedByAddOns(riskPackage({ risks: [main, addOn(true, true)] }), main)).toBe(false);
    const cancellable = boundMain(['amend', 'cancel', 'renew']);
    expect(
      blockedByAddOns(riskPackage({ risks: [cancellable, addOn(true, false)] }), cancellable),
    ).toBe(false);
    const readOnly = boundMain([]);
    expect(blockedByAddOns(riskPackage({ risks: [readOnly, addOn(true, false)] }), readOnly)).toBe(
      false,
    );
    const a = addOn(true, false);
    expect(blockedByAddOns(riskPackage({ risks: [main, a] }), a)).toBe(false);
  });
});
