import { useEffect, useState } from 'react';
import { NumberInput } from '@mantine/core';
import type { CurrencyCode } from '@turbine/domain';
import { commonInputProps, type AnswerProps } from './answer-props.ts';

interface NumberFormat {
  prefix?: string;
  suffix?: string;
  thousandSeparator: string;
  decimalSeparator: string;
}

/** §9: aud is the default (en-AU, "$" prefix); eur has a de-DE suffix symbol; others prefix. */
export const currencyFormats: Record<CurrencyCode, NumberFormat> = {
  aud: { prefix: '$', thousandSeparator: ',', decimalSeparator: '.' },
  usd: { prefix: 'US$', thousandSeparator: ',', decimalSeparator: '.' },
  gbp: { prefix: '£', thousandSeparator: ',', decimalSeparator: '.' },
  nzd: { prefix: 'NZ$', thousandSeparator: ',', decimalSeparator: '.' },
  eur: { suffix: ' €', thousandSeparator: '.', decimalSeparator: ',' },
};

function formatOf(props: AnswerProps): NumberFormat & { decimalScale?: number } {
  const { field } = props;
  if (field.type === 'currency')
    return { ...currencyFormats[field.currency ?? 'aud'], decimalScale: field.wholeNumber ? 0 : 2 };
  if (field.type === 'percentage')
    return {
      suffix: '%',
      thousandSeparator: '',
      decimalSeparator: '.',
      decimalScale: field.wholeNumber ? 0 : 6,
    };
  return {
    thousandSeparator: ',',
    decimalSeparator: '.',
    decimalScale: field.wholeNumber ? 0 : undefined,
  };
}

/**
 * Number, currency and percentage answers. The typed text is kept locally so "12." survives while
 * the answer is the number 12; bounds are not clamped, so the limit messages show instead.
 */
export function NumberAnswer(props: AnswerProps) {
  const { field, value, onChange, readOnly } = props;
  const answer = typeof value === 'number' ? value : '';
  const [text, setText] = useState<string | number>(answer);
  useEffect(() => {
    setText((current) => (Number(current) === answer && current !== '' ? current : answer));
  }, [answer]);
  const format = formatOf(props);
  return (
    <NumberInput
      {...commonInputProps(props)}
      {...format}
      allowDecimal={!field.wholeNumber}
      min={field.minimum ?? undefined}
      max={field.maximum ?? undefined}
      clampBehavior="none"
      hideControls={field.type === 'currency'}
      readOnly={readOnly}
      value={text}
      onChange={(next) => {
        setText(next);
        if (typeof next === 'number') onChange(next);
        else if (next === '') onChange(undefined);
      }}
    />
  );
}
