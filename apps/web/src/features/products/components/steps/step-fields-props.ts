import type { ReactNode } from 'react';
import type { StepValue } from './step-model.ts';

/** Renders a nested list of steps (passed down so the per-type fields need not import the list). */
export type RenderSteps = (props: {
  steps: StepValue[];
  path: string;
  onChange: (steps: StepValue[]) => void;
}) => ReactNode;

/** What a step type's fields receive: the step, its dotted path and a way to replace it. */
export interface StepFieldsProps<T extends StepValue['type']> {
  step: Extract<StepValue, { type: T }>;
  path: string;
  onChange: (step: Extract<StepValue, { type: T }>) => void;
  renderSteps: RenderSteps;
}
