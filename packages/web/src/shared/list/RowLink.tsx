import type { ReactNode } from 'react';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import classes from './RowLink.module.css';

/** The link of a list row to its detail; it makes the whole row (or card) its click target. */
export function RowLink({ to, size, children }: { to: string; size?: 'sm'; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} fw={500} size={size} className={classes.rowLink}>
      {children}
    </Anchor>
  );
}
