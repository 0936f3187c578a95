/** The dashboard slug: the dashboard, or the setup wizard it opens ("GO TO PROFILE SETUP"). */
import { useState } from 'react';
import type { BusinessType } from '../../business';
import { SetupWizard } from '../setup/SetupWizard';
import { Dashboard } from './Dashboard';

export function DashboardPage({ type }: { type: BusinessType }) {
  const [setup, setSetup] = useState(false);
  return setup ? (
    <SetupWizard type={type} onDone={() => setSetup(false)} />
  ) : (
    <Dashboard type={type} onStartSetup={() => setSetup(true)} />
  );
}
