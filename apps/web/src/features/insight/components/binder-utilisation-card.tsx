import { Alert, Badge, Button, Group, Paper, Progress, Table, Text, Title } from '@mantine/core';
import type { BinderSectionUtilisationDto, CurrencyCode } from '@turbine/domain';
import { formatMoney } from '../../../components/format-money.ts';
import { useBinderUtilisationQuery } from '../api/utilisation-api.ts';

/** Green under the notifiable limit, orange over it, red at the maximum (decision 209: over = notified). */
function colourOf(s: BinderSectionUtilisationDto): string {
  if (s.maximumReached) return 'red';
  if (s.notifiableLimit !== null && Number(s.writtenPremium) > Number(s.notifiableLimit))
    return 'orange';
  return 'teal';
}

/**
 * The binding agreement page's utilisation (issue 14, decision 190): per in-force period and section, the
 * written premium against the maximum premium limit and the notifiable limit, with a bar of the share used.
 */
export function BinderUtilisationCard({
  companyId,
  agreementId,
}: {
  companyId: number;
  agreementId: number;
}) {
  const query = useBinderUtilisationQuery({ companyId, agreementId });
  const currency = (query.data?.currency.toLowerCase() ?? 'aud') as CurrencyCode;
  const money = (v: string | null) => formatMoney(v, currency);
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="utilisation-title">
      <Title order={3} id="utilisation-title" mb="xs">
        Utilisation
      </Title>
      {query.isLoading && <Text c="dimmed">Loading the utilisation…</Text>}
      {query.isError && (
        <Alert color="red" variant="light" title="The utilisation could not be read">
          <Button size="xs" variant="default" mt="xs" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Alert>
      )}
      {query.data && query.data.sections.length === 0 && (
        <Text c="dimmed">No period of this agreement is in force yet.</Text>
      )}
      {query.data && query.data.sections.length > 0 && (
        <Table.ScrollContainer minWidth={640}>
          <Table aria-label="Utilisation by section" verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Section</Table.Th>
                <Table.Th>Policies</Table.Th>
                <Table.Th>Written premium</Table.Th>
                <Table.Th>Notifiable limit</Table.Th>
                <Table.Th>Maximum premium limit</Table.Th>
                <Table.Th w={200}>Used</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {query.data.sections.map((s) => (
                <Table.Tr key={s.sectionId}>
                  <Table.Td>
                    <Text size="sm">{s.name}</Text>
                    <Text size="xs" c="dimmed">
                      Period version {s.periodVersion}
                    </Text>
                  </Table.Td>
                  <Table.Td>{s.policies}</Table.Td>
                  <Table.Td>{money(s.writtenPremium)}</Table.Td>
                  <Table.Td>{money(s.notifiableLimit)}</Table.Td>
                  <Table.Td>{money(s.maximumPremiumLimit)}</Table.Td>
                  <Table.Td>
                    {s.utilisationPercent === null ? (
                      <Text size="sm" c="dimmed">
                        No maximum premium limit
                      </Text>
                    ) : (
                      <Group gap="xs" wrap="nowrap">
                        <Progress
                          value={Math.min(100, Number(s.utilisationPercent))}
                          color={colourOf(s)}
                          aria-label={`${s.name}: ${s.utilisationPercent} % of the maximum premium limit`}
                          style={{ flex: 1 }}
                        />
                        <Badge variant="light" color={colourOf(s)}>
                          {s.utilisationPercent} %
                        </Badge>
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
