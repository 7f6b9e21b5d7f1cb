/**
 * Browser APIs the designer's inputs read that jsdom lacks and the shared setup does not stub:
 * Mantine's autosize Textarea listens to `document.fonts`.
 */
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}
