import { Typography } from '@mantine/core';

/**
 * Shifts the headings of a stored document so they sit under the page's own: a template's `<h1>` would otherwise be a
 * second page title for a screen reader. Levels past 6 stay at 6.
 */
export function nestHeadings(html: string, under: number): string {
  return html.replace(/<(\/?)h([1-6])(?=[\s>])/gi, (_, slash: string, level: string) => `<${slash}h${Math.min(6, Number(level) + under)}`);
}

/** HTML the server sanitized when it stored it (allowlisted tags only), shown under a heading of level `under`. */
export function StoredHtml({ html, under }: { html: string; under: number }) {
  return (
    <Typography>
      <div dangerouslySetInnerHTML={{ __html: nestHeadings(html, under) }} />
    </Typography>
  );
}
