import type { Dataset } from './datasets.ts';
import type { FormulaIssue } from './errors.ts';
import type { RatingLimits } from './limits.ts';
import type { OutputValue } from './values.ts';
import type { TaxRateRow } from './taxes/tax-table.ts';

export type PropertyDataType = 'currency' | 'number' | 'text' | 'textarea';
/** standard, otherCharge (added to the base premium), discountCharge (removed from gross). */
export type PropertyKind = 'standard' | 'otherCharge' | 'discountCharge';

/** A property formula of a product version (spec §3 "Property formula"). */
export interface PropertyFormula {
  readonly name: string;
  readonly title: string;
  readonly description?: string;
  readonly dataType: PropertyDataType;
  readonly formula: string;
  readonly kind: PropertyKind;
  readonly overridable: boolean;
  readonly required: boolean;
  readonly showOnPremiumSummary: boolean;
  readonly showOnQuoteSummary: boolean;
}

/** A step of an underwriting formula, stored as JSON. Expressions are formula text. */
export type UnderwritingStep =
  | { readonly type: 'set'; readonly variable: string; readonly expression: string }
  | { readonly type: 'return'; readonly expression: string }
  | {
      readonly type: 'if';
      readonly condition: string;
      readonly then: readonly UnderwritingStep[];
      readonly else?: readonly UnderwritingStep[];
    }
  | {
      readonly type: 'forEach';
      readonly list: string;
      readonly item: string;
      readonly steps: readonly UnderwritingStep[];
    }
  | {
      readonly type: 'find';
      readonly list: string;
      readonly item: string;
      readonly condition: string;
      readonly variable: string;
    };

/** A named step program; its value is what its first executed `return` yields (blank if none). */
export interface UnderwritingFormula {
  readonly name: string;
  readonly title?: string;
  readonly steps: readonly UnderwritingStep[];
}

export type RuleOutcomeKind = 'refer' | 'decline' | 'endorse';

/** An underwriting rule: when condition is TRUE the outcome applies with its message. */
export interface Rule {
  readonly id: string | number;
  readonly name: string;
  readonly condition: string;
  readonly outcome: RuleOutcomeKind;
  /** May interpolate `{{name}}` or `{{group.field}}`. */
  readonly message: string;
  readonly visibleToBroker: boolean;
  readonly endorsementId?: string | number;
}

/** A flat fee added on top of gross (not commissionable). */
export interface FeeSetting {
  readonly name: string;
  readonly amount: string;
}

/** A tax as a percentage of gross, or of gross plus fees. */
export interface TaxSetting {
  readonly name: string;
  readonly ratePercent: string;
  readonly base: 'gross' | 'grossAndFees';
}

/**
 * The AU/NZ tax engine for a product (decision 118): its lines are added to the premium's taxes. The
 * formulas named here are property formulas of the version.
 */
export interface TaxEngineSetting {
  readonly country: 'AU' | 'NZ';
  /** One of the engine's tax classes (`TAX_CLASSES`), e.g. `professionalIndemnity`. */
  readonly taxClass: string;
  /** AU: a text formula giving the state (`NSW`) or states with shares (`NSW:0.6;VIC:0.4`). */
  readonly stateFormula?: string;
  /** NZ: a currency or number formula giving the sum insured the levies are charged on. */
  readonly sumInsuredFormula?: string;
  /** NSW: a number formula, 1 (not 0) when the insured declared a turnover of $2m or less. */
  readonly smallBusinessFormula?: string;
  /** The insurer's NSW emergency services levy loading, percent. */
  readonly nswEslRatePercent?: string;
  /** The TAS insurance fire levy, percent (property, marine, aviation). */
  readonly tasFireLevyRatePercent?: string;
}

export interface PremiumSettings {
  /** Name of the property formula holding the base premium; default `basePremium`. */
  readonly basePremiumFormula?: string;
  /** Default broker commission percentage when the context gives none; default "0". */
  readonly commissionPercent?: string;
  readonly fees?: readonly FeeSetting[];
  readonly taxes?: readonly TaxSetting[];
  readonly taxEngine?: TaxEngineSetting;
}

/** Everything of a product version that rating needs. Treated as immutable input. */
export interface RatingVersion {
  readonly propertyFormulas: readonly PropertyFormula[];
  readonly underwritingFormulas?: readonly UnderwritingFormula[];
  readonly rules?: readonly Rule[];
  readonly datasets?: readonly Dataset[];
  readonly premium?: PremiumSettings;
}

/** JSON proposal answers; repeating groups are arrays of objects. */
export type ProposalValue =
  | string
  | number
  | boolean
  | null
  | readonly ProposalValue[]
  | { readonly [key: string]: ProposalValue };
export type ProposalData = { readonly [key: string]: ProposalValue };

export type TransactionType = 'newBusiness' | 'adjustment' | 'cancellation' | 'renewal';

/** The transaction being rated. Dates are calendar dates in the policy's time zone. */
export interface RatingContext {
  readonly transactionType: TransactionType;
  readonly inceptionDate: string;
  readonly expiryDate: string;
  readonly effectiveDate: string;
  readonly timeZone: string;
  /** The rating date; TODAY() returns it. Injected so a re-rate gives the same answer. */
  readonly today: string;
  /** Manual values for overridable formulas, as decimal strings (text for text formulas). */
  readonly overrides?: { readonly [formulaName: string]: string };
  readonly brokerCommissionPercent?: string;
  readonly administrationFee?: string;
  /** The agency's grade on the brokerage (A–E, decision 232); absent = blank. */
  readonly brokerRating?: string;
  /** The agency's grade on the insured client company (A–E, decision 232); absent = blank. */
  readonly clientRating?: string;
  readonly limits?: Partial<RatingLimits>;
  /**
   * The AU/NZ tax and levy rates the tax engine reads (decision 197: the operator's table in the
   * database); omitted = the reference's `DEFAULT_TAX_TABLE`.
   */
  readonly taxTable?: readonly TaxRateRow[];
}

export interface PropertyResult {
  readonly name: string;
  readonly title: string;
  readonly dataType: PropertyDataType;
  readonly kind: PropertyKind;
  readonly value: OutputValue;
  /** The formula's own value when an override replaced it. */
  readonly calculated?: OutputValue;
  readonly overridden: boolean;
  readonly showOnPremiumSummary: boolean;
  readonly showOnQuoteSummary: boolean;
}

export interface RuleOutcome {
  readonly id: string | number;
  readonly name: string;
  readonly outcome: RuleOutcomeKind;
  readonly message: string;
  readonly visibleToBroker: boolean;
  readonly endorsementId?: string | number;
}

export interface TraceInput {
  readonly name: string;
  readonly value: OutputValue;
}

/** One computed value: what it is, how it was computed, from what, and the result. */
export interface TraceEntry {
  readonly kind: 'property' | 'underwriting' | 'step' | 'rule' | 'premium';
  readonly name: string;
  readonly expression: string;
  readonly inputs: readonly TraceInput[];
  readonly result: OutputValue;
  readonly note?: string;
}

export interface AmountLine {
  readonly name: string;
  readonly amount: string;
}

/** All money as decimal strings with two places. */
export interface PremiumBreakdown {
  readonly base: string;
  readonly otherCharges: string;
  readonly discountCharges: string;
  readonly gross: string;
  readonly fees: string;
  readonly feeLines: readonly AmountLine[];
  readonly commissionPercent: string;
  readonly commission: string;
  readonly net: string;
  readonly taxes: string;
  readonly taxLines: readonly AmountLine[];
  readonly total: string;
}

export interface RatingResult {
  readonly premium: PremiumBreakdown;
  readonly properties: readonly PropertyResult[];
  readonly underwriting: readonly { readonly name: string; readonly value: OutputValue }[];
  readonly rules: readonly RuleOutcome[];
  /** decline if any rule declines, else refer if any refers, else quote. */
  readonly decision: 'quote' | 'refer' | 'decline';
  readonly endorsementIds: readonly (string | number)[];
  /** Required property formulas whose value came out blank. */
  readonly missingRequired: readonly string[];
  readonly trace: readonly TraceEntry[];
  readonly stepsUsed: number;
}

/** What checkFormulaSet reports. */
export interface FormulaSetCheck {
  readonly ok: boolean;
  readonly issues: readonly FormulaIssue[];
  /** Evaluation order of property and underwriting formulas (dependencies first). */
  readonly order: readonly string[];
  /** Names referenced that are not formulas, context values or variables: proposal fields. */
  readonly fieldReferences: readonly string[];
}
