import { ProductRole, type RiskDto } from '@turbine/domain';

/** A risk of the package by its product, marked main or add-on. */
export function riskLabel(risk: RiskDto): string {
  return `${risk.product.name} (${risk.productRole === ProductRole.Main ? 'main' : 'add-on'})`;
}
