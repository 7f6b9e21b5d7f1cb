import { useState } from 'react';
import { Textarea, TextInput } from '@mantine/core';
import { IconAt, IconPhone } from '@tabler/icons-react';
import { formatPhone, parsePhone } from '@turbine/domain';
import { commonInputProps, type AnswerProps } from './answer-props.ts';
import { emailProblem, phoneProblem } from './validate-proposal.ts';

const textOf = (v: unknown) => (typeof v === 'string' ? v : '');
const orUndefined = (s: string) => (s === '' ? undefined : s);

/** Text and textarea answers; an emptied answer is removed so `required` applies. */
export function TextAnswer(props: AnswerProps) {
  const { field, value, onChange, readOnly } = props;
  const common = {
    ...commonInputProps(props),
    value: textOf(value),
    readOnly,
    maxLength: field.maxLength ?? undefined,
  };
  if (field.type === 'textarea')
    return (
      <Textarea
        {...common}
        autosize
        minRows={3}
        onChange={(e) => onChange(orUndefined(e.currentTarget.value))}
      />
    );
  return <TextInput {...common} onChange={(e) => onChange(orUndefined(e.currentTarget.value))} />;
}

/**
 * Email and phone answers, checked when leaving the input (the phone with `@turbine/domain`'s
 * helpers, then shown in international format); an error from the form takes precedence.
 */
export function ContactAnswer(props: AnswerProps) {
  const { field, value, onChange, readOnly } = props;
  const [blurProblem, setBlurProblem] = useState<string | null>(null);
  const common = commonInputProps(props);
  const isPhone = field.type === 'phone';
  const check = (text: string) => {
    if (text === '') return setBlurProblem(null);
    if (!isPhone) return setBlurProblem(emailProblem(text));
    setBlurProblem(phoneProblem(text));
    if (parsePhone(text).ok && formatPhone(text) !== text) onChange(formatPhone(text));
  };
  return (
    <TextInput
      {...common}
      error={common.error ?? blurProblem ?? undefined}
      type={isPhone ? 'tel' : 'email'}
      autoComplete={isPhone ? 'tel' : 'email'}
      leftSection={isPhone ? <IconPhone size={16} /> : <IconAt size={16} />}
      value={textOf(value)}
      readOnly={readOnly}
      maxLength={field.maxLength ?? undefined}
      onChange={(e) => {
        setBlurProblem(null);
        onChange(orUndefined(e.currentTarget.value));
      }}
      onBlur={(e) => check(e.currentTarget.value)}
    />
  );
}
