import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { LogOutIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { signOutEverywhere } from '../api';
import { SettingsCard } from './settings-card';

/** Ends every session of the account (a lost phone, a shared computer), this one included. */
export function SecuritySection() {
  const [confirming, setConfirming] = useState(false);
  const navigate = useNavigate();
  return (
    <SettingsCard id="security" title="Security" description="Signed in somewhere you no longer use? End every session at once.">
      <Button variant="secondary" onClick={() => setConfirming(true)} className="max-sm:w-full">
        <LogOutIcon className="size-4" />
        Sign out of all devices
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Sign out of all devices?"
        description="Every session of your account ends, including this one. You will need to sign in again."
        confirmLabel="Sign out everywhere"
        pendingLabel="Signing out..."
        onConfirm={async () => {
          await signOutEverywhere();
          navigate(paths.login, { replace: true });
        }}
      />
    </SettingsCard>
  );
}
