import { createContext } from 'react';

/**
 * True inside a page's content, under its h1 (PageContainer). An error panel that stands in for the whole
 * page is then the page's h1; one inside a page is an h2, so headings never skip a level (issue 24).
 */
export const InsidePage = createContext(false);
