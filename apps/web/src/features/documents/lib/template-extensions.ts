import StarterKit from '@tiptap/starter-kit';

/**
 * What a document template may contain: exactly what the server's PDF renderer lays out (decision 147):
 * paragraphs, h1–h3, bold, italic, underline, strike, lists, quotes, rules, line breaks, http(s) links.
 */
export const templateExtensions = [
  StarterKit.configure({
    code: false,
    codeBlock: false,
    heading: { levels: [1, 2, 3] },
    link: {
      openOnClick: false,
      protocols: ['http', 'https'],
      isAllowedUri: (url) => /^https?:/i.test(url.trim()),
      HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: null },
    },
  }),
];
