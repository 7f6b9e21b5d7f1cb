import StarterKit from '@tiptap/starter-kit';

/**
 * The editor's schema is exactly the server sanitizer's allowlist (decision 070): paragraphs,
 * strong, em, u, bullet and ordered lists, h2–h4, blockquote, hard breaks and http/https/mailto
 * links. Everything else (code, strike, rules, h1) is left out so the editor never produces it.
 */
export const richTextExtensions = [
  StarterKit.configure({
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    heading: { levels: [2, 3, 4] },
    link: {
      openOnClick: false,
      protocols: ['http', 'https', 'mailto'],
      isAllowedUri: (url) => /^(https?:|mailto:)/i.test(url.trim()),
      HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: null },
    },
  }),
];
