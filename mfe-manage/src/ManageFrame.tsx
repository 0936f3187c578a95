/** The console's frame: the page heading (h1) and the links between the four screens. */
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import clsx from 'clsx';
import { MSG } from '@ironscore/contract';
import styles from './Manage.module.css';

const M = MSG.manage;

export const SCREENS = [
  { to: '/manage/approvals', label: M.approvalsHeading },
  { to: '/manage/reports', label: M.reportsHeading },
  { to: '/manage/members', label: M.membersHeading },
  { to: '/manage/audit', label: M.auditHeading },
] as const;

export function ManagePage({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <nav className={styles.nav} aria-label="Manage">
        {SCREENS.map((s) => (
          <NavLink key={s.to} to={s.to} className={({ isActive }) => clsx(styles.navLink, isActive && styles.navActive)}>
            {s.label}
          </NavLink>
        ))}
      </nav>
      <h1 className={styles.heading}>{heading}</h1>
      {children}
    </div>
  );
}
