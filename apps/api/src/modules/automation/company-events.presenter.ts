import type {
  AutomationRunDto,
  CompanyEventDto,
  EventActionBody,
  EventActionDto,
} from '@turbine/domain';
import type { CompanyEventRow, RunRow } from './automation.repository.ts';

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

export function presentAction(a: EventActionBody): EventActionDto {
  return { ...a } as EventActionDto;
}

export function presentCompanyEvent(
  row: CompanyEventRow,
  lastRun: { status: string; createdAt: Date } | undefined,
): CompanyEventDto {
  return {
    id: row.id,
    name: row.name,
    event: row.event as CompanyEventDto['event'],
    conditions: {
      productIds: row.conditions.productIds ?? [],
      productPackageIds: row.conditions.productPackageIds ?? [],
      brokerCompanyIds: row.conditions.brokerCompanyIds ?? [],
      statuses: row.conditions.statuses ?? [],
      expression: row.conditions.expression ?? null,
    },
    synchronous: row.synchronous,
    delaySeconds: row.delaySeconds,
    enabled: row.enabled,
    actions: row.actions.map(presentAction),
    lastRun: lastRun ? { status: lastRun.status, createdAt: seconds(lastRun.createdAt) } : null,
    updatedAt: seconds(row.updatedAt),
  };
}

export function presentRun(row: RunRow): AutomationRunDto {
  return {
    id: row.id,
    companyEventId: row.companyEventId,
    event: row.event as AutomationRunDto['event'],
    status: row.status as AutomationRunDto['status'],
    payload: row.payload,
    steps: row.steps,
    error: row.error,
    attempts: row.attempts,
    durationMs: row.durationMs,
    createdAt: seconds(row.createdAt),
    finishedAt: row.finishedAt ? seconds(row.finishedAt) : null,
    canRetry: row.status === 'failed',
  };
}
