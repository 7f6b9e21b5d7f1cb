import { describe, expect, it } from 'vitest';
import { TransactionStatus } from '@turbine/domain';
import type { RiskPackageRow } from './risk-scope.ts';
import { withoutTransaction, withRows, type LoadedPackage } from './risk-snapshot.ts';
import type { RiskRow, TransactionRow, VersionRow } from './risks.repository.ts';

// Only the columns the in-memory updates read; the rows are otherwise opaque to them.
const txRow = (id: number, riskId: number, sequence: number, status: number) =>
  ({ id, riskId, sequence, status }) as TransactionRow;
const riskRow = (id: number, placed = false) => ({ id, placed }) as RiskRow;

function loadedWith(transactions: TransactionRow[]): LoadedPackage {
  return {
    pkg: { id: 1, reference: 'R-1' } as RiskPackageRow,
    assignedUserIds: [],
    risks: [
      {
        risk: riskRow(10),
        version: { id: 100 } as VersionRow,
        transactions,
        current: transactions[transactions.length - 1]!,
      },
    ],
  };
}

describe('keeping a loaded package current without reloading it', () => {
  it('replaces a written transaction and recomputes the current one (the open one, else the latest)', () => {
    const bound = txRow(1, 10, 1, TransactionStatus.Bound);
    const loaded = loadedWith([bound]);
    const amendment = txRow(2, 10, 2, TransactionStatus.Initiated);
    const started = withRows(loaded, { transaction: amendment });
    expect(started.risks[0]!.transactions.map((t) => t.id)).toEqual([1, 2]);
    expect(started.risks[0]!.current.id).toBe(2);
    // A bound policy with its amendment rewritten as Bound: the latest is current.
    const boundAgain = withRows(started, {
      transaction: { ...amendment, status: TransactionStatus.Bound },
    });
    expect(boundAgain.risks[0]!.transactions).toHaveLength(2);
    expect(boundAgain.risks[0]!.current.status).toBe(TransactionStatus.Bound);
    expect(loaded.risks[0]!.transactions).toHaveLength(1);
  });

  it('replaces the package and a risk row', () => {
    const loaded = loadedWith([txRow(1, 10, 1, TransactionStatus.Quoted)]);
    const next = withRows(loaded, {
      pkg: { ...loaded.pkg, reference: 'R-2' },
      risk: riskRow(10, true),
    });
    expect(next.pkg.reference).toBe('R-2');
    expect(next.risks[0]!.risk.placed).toBe(true);
    expect(next.risks[0]!.version.id).toBe(100);
  });

  it('drops a discarded transaction, and the risk with its last one', () => {
    const loaded = loadedWith([
      txRow(1, 10, 1, TransactionStatus.Bound),
      txRow(2, 10, 2, TransactionStatus.Initiated),
    ]);
    const discarded = withoutTransaction(loaded, 2);
    expect(discarded.risks[0]!.current.id).toBe(1);
    expect(withoutTransaction(discarded, 1).risks).toHaveLength(0);
  });
});
