import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  MultiSelect,
  Stack,
  Table,
  TagsInput,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import type { QuoteOptionDto, QuoteOptionsDto, RiskPackageDto } from '@turbine/domain';
import { errorMessage, fieldErrors } from '../../../../app/api-error.ts';
import { formatMoney } from '../../../../components/format-money.ts';
import {
  useListQuoteOptionsQuery,
  useRequestQuoteOptionsMutation,
  useSettleQuoteOptionMutation,
  type RiskRef,
} from '../api/quote-options-api.ts';
import { currencyOf } from '../lib/risk-format.ts';
import { newUuid } from '../lib/uuid.ts';

type Field = QuoteOptionsDto['fields'][number];
const decisionColours = { quote: 'green', refer: 'yellow', decline: 'red' } as const;
const lines = [
  ['Base premium', 'base'],
  ['Other charges', 'otherCharges'],
  ['Discounts', 'discountCharges'],
  ['Gross premium', 'gross'],
  ['Fees', 'fees'],
  ['Commission', 'commission'],
  ['Taxes', 'taxes'],
  ['Total premium', 'total'],
] as const;

/** Every combination of the chosen values (three limits × two retroactive dates = six options). */
function combinations(chosen: Record<string, unknown[]>): { values: Record<string, unknown> }[] {
  return Object.entries(chosen)
    .filter(([, vs]) => vs.length > 0)
    .reduce<Record<string, unknown>[]>(
      (acc, [name, vs]) => acc.flatMap((a) => vs.map((v) => ({ ...a, [name]: v }))),
      [{}],
    )
    .filter((v) => Object.keys(v).length > 0)
    .map((values) => ({ values }));
}

const shown = (field: Field | undefined, value: unknown) =>
  field?.choices?.find((c) => c.value === value)?.label ?? String(value);

/**
 * Quote options side by side (decision 218): the broker picks values of the fields the product lets
 * vary, each combination is rated with its premium breakdown and rule outcomes, and one is bound (or,
 * when it refers, chosen for the underwriter's referral); the others lapse.
 */
export function QuoteOptionsCard({
  pkg,
  riskRef,
  canManage,
}: {
  pkg: RiskPackageDto;
  riskRef: RiskRef;
  canManage: boolean;
}) {
  const list = useListQuoteOptionsQuery(riskRef);
  const [request, requested] = useRequestQuoteOptionsMutation();
  const [settle, settled] = useSettleQuoteOptionMutation();
  const [chosen, setChosen] = useState<Record<string, string[]>>({});
  // Decision 219: an underwriter's bind without a current AFS authorisation is refused with a field error
  // under afsOverrideReason; the reason is then asked for here and the same option bound with it.
  const [afs, setAfs] = useState<{ option: QuoteOptionDto; reason: string; tried: boolean } | null>(
    null,
  );
  if (!list.data || list.data.fields.length === 0) return null;
  const { fields, options } = list.data;
  const money = (v: string) => formatMoney(v, currencyOf(pkg.currency));
  const toValue = (f: Field, s: string) =>
    f.choices?.find((c) => String(c.value) === s)?.value ?? s;
  const asked = combinations(
    Object.fromEntries(
      fields.map((f) => [f.name, (chosen[f.name] ?? []).map((s) => toValue(f, s))]),
    ),
  );
  const error = requested.error ?? settled.error;
  const afsError = settled.error ? fieldErrors(settled.error).afsOverrideReason : undefined;
  // With the reason field open, the refusal's message (the number and why it is not current) stays above
  // it and the field's own error goes under the field.
  const problem = error
    ? afs && afsError
      ? errorMessage(error)
      : (Object.values(fieldErrors(error))[0] ?? errorMessage(error))
    : null;
  const act = async (o: QuoteOptionDto, verb: 'bind' | 'choose', afsOverrideReason?: string) => {
    const result = await settle({
      ...riskRef,
      optionId: o.id,
      verb,
      idempotencyKey: newUuid(),
      ...(afsOverrideReason ? { afsOverrideReason } : {}),
    });
    if (verb === 'bind' && result.error && fieldErrors(result.error).afsOverrideReason) {
      setAfs({
        option: o,
        reason: afsOverrideReason ?? '',
        tried: afsOverrideReason !== undefined,
      });
    } else if (!result.error) setAfs(null);
  };
  return (
    <Card withBorder>
      <Stack>
        <Title order={2} size="h3">
          Quote options
        </Title>
        {canManage && (
          <Group align="end">
            {fields.map((f) =>
              f.choices ? (
                <MultiSelect
                  key={f.name}
                  label={f.label}
                  data={f.choices.map((c) => ({ value: String(c.value), label: c.label }))}
                  value={chosen[f.name] ?? []}
                  onChange={(v) => setChosen({ ...chosen, [f.name]: v })}
                  w={260}
                />
              ) : (
                // A field without choices (a date, an amount): the broker types each value.
                <TagsInput
                  key={f.name}
                  label={f.label}
                  description="Type a value, then Enter"
                  value={chosen[f.name] ?? []}
                  onChange={(v) => setChosen({ ...chosen, [f.name]: v })}
                  w={260}
                />
              ),
            )}
            <Button
              disabled={asked.length < 2}
              loading={requested.isLoading}
              onClick={() => void request({ ...riskRef, body: { options: asked } })}
            >
              Rate {asked.length} options
            </Button>
          </Group>
        )}
        {problem && <Alert color="red">{problem}</Alert>}
        {afs && canManage && (
          <Stack gap="xs" maw={560}>
            <Textarea
              label="Reason for binding without a current AFS authorisation"
              description={`Recorded with the bind of option ${afs.option.position}.`}
              autosize
              minRows={2}
              maxLength={1000}
              value={afs.reason}
              error={afs.tried && afsError ? afsError : undefined}
              onChange={(e) => setAfs({ ...afs, reason: e.currentTarget.value })}
            />
            <Group>
              <Button
                loading={settled.isLoading}
                disabled={afs.reason.trim() === ''}
                onClick={() => void act(afs.option, 'bind', afs.reason.trim())}
              >
                Bind option {afs.option.position} with this reason
              </Button>
              <Button variant="default" onClick={() => setAfs(null)}>
                Cancel
              </Button>
            </Group>
          </Stack>
        )}
        {options.length === 0 ? (
          <Text c="dimmed">No options asked for this quote.</Text>
        ) : (
          <Table.ScrollContainer minWidth={200 + options.length * 160}>
            <Table withColumnBorders>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th />
                  {options.map((o) => (
                    <Table.Th key={o.id} scope="col">
                      Option {o.position}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {fields.map((f) => (
                  <Table.Tr key={f.name}>
                    <Table.Th scope="row">{f.label}</Table.Th>
                    {options.map((o) => (
                      <Table.Td key={o.id}>
                        {f.name in o.values ? shown(f, o.values[f.name]) : '—'}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
                {lines.map(([label, key]) => (
                  <Table.Tr key={key}>
                    <Table.Th scope="row">{label}</Table.Th>
                    {options.map((o) => (
                      <Table.Td key={o.id} ta="right">
                        {money(o.premium[key])}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
                <Table.Tr>
                  <Table.Th scope="row">Outcome</Table.Th>
                  {options.map((o) => (
                    <Table.Td key={o.id}>
                      <Stack gap={4}>
                        <Badge color={decisionColours[o.decision]}>{o.decision}</Badge>
                        {o.reasons.map((r) => (
                          <Text key={r} size="xs">
                            {r}
                          </Text>
                        ))}
                        {o.ruleMessages
                          .filter((m) => m.outcome === 'endorse')
                          .map((m) => (
                            <Text key={m.name} size="xs" c="dimmed">
                              {m.message}
                            </Text>
                          ))}
                      </Stack>
                    </Table.Td>
                  ))}
                </Table.Tr>
                <Table.Tr>
                  <Table.Th scope="row">Status</Table.Th>
                  {options.map((o) => (
                    <Table.Td key={o.id}>
                      {o.status === 'open' && canManage && o.decision !== 'decline' ? (
                        <Button
                          size="xs"
                          loading={settled.isLoading}
                          onClick={() => void act(o, o.decision === 'quote' ? 'bind' : 'choose')}
                          aria-label={`${o.decision === 'quote' ? 'Bind' : 'Refer'} option ${o.position}`}
                        >
                          {o.decision === 'quote' ? 'Bind' : 'Refer'}
                        </Button>
                      ) : (
                        <Badge variant="light">{o.status}</Badge>
                      )}
                    </Table.Td>
                  ))}
                </Table.Tr>
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}
