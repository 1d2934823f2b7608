import { Textarea, type TextareaProps } from '@mantine/core';
import type { ComponentPropsWithoutRef } from 'react';

/**
 * Whether the browser grows a text box with its text by itself (CSS `field-sizing`: Chromium 123+, Safari 26.2+). Mantine's
 * autosize measures the box with a hidden copy and forced style reads as it mounts, about 100 ms of a slow phone's first
 * draw of a decision card; the browser does the same in its own layout pass, at no cost to the page's script.
 */
const GROWS_BY_ITSELF = typeof CSS !== 'undefined' && CSS.supports('field-sizing', 'content');

type TGrowingTextareaProps = Omit<TextareaProps & ComponentPropsWithoutRef<'textarea'>, 'autosize' | 'maxRows' | 'minRows' | 'styles'> & {
  /** The box's height when empty, in lines; it grows with its text from there. */
  minRows: number;
};

/** A text box that grows with its text, never showing a scroll bar: the one way the app writes a multi-line field. */
export function GrowingTextarea({ minRows, ...props }: TGrowingTextareaProps) {
  if (!GROWS_BY_ITSELF) return <Textarea autosize minRows={minRows} {...props} />;
  return (
    <Textarea
      {...props}
      rows={minRows}
      // `rows` does not hold once the box sizes to its content: the empty box's height is the lines plus the input's
      // vertical padding and border, as Mantine's autosize computes it.
      styles={{
        input: {
          fieldSizing: 'content',
          minHeight: `calc(${minRows}lh + 2 * var(--input-padding-y, 0px) + 2 * calc(0.0625rem * var(--mantine-scale)))`,
        },
      }}
    />
  );
}
