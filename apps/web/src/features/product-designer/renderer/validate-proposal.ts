import { auStates, Messages, parsePhone, type PhoneError } from '@turbine/domain';
import dayjs from 'dayjs';
import {
  addressMaxLength,
  addressParts,
  addressRequiredParts,
  postcodePattern,
} from '../model/address.ts';
import type { DesignerField, DesignerForm } from '../model/form-model.ts';
import { ProposalMessages } from './proposal-messages.ts';
import {
  isAnswerObject,
  isEmptyAnswer,
  visibleFieldIds,
  type ProposalValue,
} from './visibility.ts';

export type ProposalErrors = Record<string, string[]>;

const emailRule = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const phoneMessages: Record<PhoneError, string> = {
  INVALID_COUNTRY: Messages.phoneInvalidCountry,
  TOO_SHORT: Messages.phoneTooShort,
  TOO_LONG: Messages.phoneTooLong,
  NOT_A_NUMBER: Messages.phoneInvalid,
  INVALID: Messages.phoneInvalid,
};

/** The phone helpers' message for a typed number, or null when it parses (default country AU). */
export function phoneProblem(value: string): string | null {
  const parsed = parsePhone(value);
  return parsed.ok ? null : phoneMessages[parsed.error];
}

export function emailProblem(value: string): string | null {
  return emailRule.test(value) ? null : Messages.invalidEmail;
}

const formatDate = (iso: string) => dayjs(iso).format('DD/MM/YYYY');

/** Checks of a given (non-empty) answer, in the server's order of keywords. */
function answerProblems(f: DesignerField, v: unknown, path: string, out: ProposalErrors): string[] {
  const list: string[] = [];
  const text = typeof v === 'string' ? v : '';
  switch (f.type) {
    case 'text':
    case 'textarea':
    case 'email':
    case 'phone':
      if (f.maxLength !== null && text.length > f.maxLength)
        list.push(Messages.maxLength(f.maxLength));
      if (f.pattern && !new RegExp(f.pattern, 'u').test(text)) list.push(ProposalMessages.pattern);
      if (f.type === 'email')
        list.push(...[emailProblem(text)].filter((m): m is string => m !== null));
      if (f.type === 'phone')
        list.push(...[phoneProblem(text)].filter((m): m is string => m !== null));
      break;
    case 'number':
    case 'currency':
    case 'percentage':
      if (typeof v !== 'number') break;
      if (f.wholeNumber && !Number.isInteger(v)) list.push(ProposalMessages.integer);
      if (f.minimum !== null && v < f.minimum) list.push(Messages.min(f.minimum));
      if (f.maximum !== null && v > f.maximum) list.push(Messages.max(f.maximum));
      break;
    case 'date':
      if (f.minDate && text < f.minDate) list.push(Messages.min(formatDate(f.minDate)));
      if (f.maxDate && text > f.maxDate) list.push(Messages.max(formatDate(f.maxDate)));
      break;
    case 'select':
    case 'radio':
      if (
        !f.options.some(
          (o) => o.value === (f.numericOptions && typeof v === 'number' ? String(v) : v),
        )
      )
        list.push(ProposalMessages.chooseOption);
      break;
    case 'multiSelect': {
      const items = Array.isArray(v) ? v : [];
      if (f.maxSelected !== null && items.length > f.maxSelected)
        list.push(Messages.maxItems(f.maxSelected));
      if (new Set(items).size !== items.length) list.push(Messages.duplicateValues);
      break;
    }
    case 'checkbox':
      if (f.required && v !== true) list.push(Messages.required);
      break;
    case 'yesNo':
      break;
    case 'address':
      addressProblems(isAnswerObject(v) ? v : {}, path, out);
      break;
    case 'repeatingGroup': {
      const items = Array.isArray(v) ? v : [];
      if (f.minItems !== null && items.length < f.minItems)
        list.push(f.minItems <= 1 ? Messages.required : ProposalMessages.minItems(f.minItems));
      if (f.maxItems !== null && items.length > f.maxItems)
        list.push(Messages.maxItems(f.maxItems));
      items.forEach((item, i) =>
        fieldsProblems(f.children, isAnswerObject(item) ? item : {}, `${path}.${i}.`, out),
      );
      break;
    }
  }
  return list;
}

function addressProblems(v: Record<string, unknown>, path: string, out: ProposalErrors): void {
  const add = (part: string, message: string) => (out[`${path}.${part}`] ??= []).push(message);
  for (const part of addressRequiredParts) if (isEmptyAnswer(v[part])) add(part, Messages.required);
  if (v.country === 'AU') {
    if (isEmptyAnswer(v.state)) add('state', Messages.required);
    else if (!auStates.some((s) => s === v.state)) add('state', ProposalMessages.chooseOption);
  }
  for (const part of addressParts) {
    const text = v[part];
    if (
      typeof text === 'string' &&
      text.length > addressMaxLength[part] &&
      part !== 'postcode' &&
      part !== 'country'
    )
      add(part, Messages.maxLength(addressMaxLength[part]));
  }
  if (
    typeof v.postcode === 'string' &&
    v.postcode !== '' &&
    !new RegExp(postcodePattern).test(v.postcode)
  )
    add('postcode', ProposalMessages.pattern);
}

function fieldsProblems(
  fields: DesignerField[],
  values: ProposalValue,
  prefix: string,
  out: ProposalErrors,
): void {
  const visible = visibleFieldIds(fields, values);
  for (const f of fields) {
    if (!visible.has(f.id)) continue;
    const path = `${prefix}${f.name}`;
    const v = values[f.name];
    // An empty list of group items is an answer (its minimum applies), as for the server.
    const empty =
      f.type === 'repeatingGroup'
        ? v === undefined || v === null
        : isEmptyAnswer(v) || (f.type === 'checkbox' && f.required && v !== true);
    const list = empty ? (f.required ? [Messages.required] : []) : answerProblems(f, v, path, out);
    if (list.length) out[path] = [...(out[path] ?? []), ...list];
  }
}

/**
 * The client's check of proposal answers, keyed like the server's `errors["proposal.<path>"]` without
 * the prefix (`vehicles.0.value`), with the same wording. Hidden fields are not checked.
 */
export function validateProposal(form: DesignerForm, values: ProposalValue): ProposalErrors {
  const out: ProposalErrors = {};
  fieldsProblems(
    form.sections.flatMap((s) => s.fields),
    values,
    '',
    out,
  );
  return out;
}
