import { Container, List, Stack, Text, Title } from '@mantine/core';

export interface LegalSection {
  heading: string;
  paragraphs?: string[];
  points?: string[];
}

/** A legal page: title, effective date, numbered sections. */
export function LegalDocument({
  title,
  updated,
  intro,
  sections,
}: {
  title: string;
  updated: string;
  intro: string;
  sections: LegalSection[];
}) {
  return (
    <Container size="md" py="xl" component="article">
      <Title order={1}>{title}</Title>
      <Text c="dimmed" mt={4} mb="lg">
        Last updated {updated}
      </Text>
      <Text mb="lg">{intro}</Text>
      <Stack gap="lg">
        {sections.map((s, i) => (
          <section key={s.heading} aria-labelledby={`legal-${i}`}>
            <Title order={3} id={`legal-${i}`} mb="xs">
              {i + 1}. {s.heading}
            </Title>
            {s.paragraphs?.map((p) => (
              <Text key={p} mb="xs">
                {p}
              </Text>
            ))}
            {s.points && (
              <List spacing={4} mb="xs">
                {s.points.map((p) => (
                  <List.Item key={p}>{p}</List.Item>
                ))}
              </List>
            )}
          </section>
        ))}
      </Stack>
    </Container>
  );
}
