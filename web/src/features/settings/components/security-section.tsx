import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('settings');
  return (
    <SettingsCard id="security" title={t('security.title')} description={t('security.description')}>
      <Button variant="secondary" onClick={() => setConfirming(true)} className="max-sm:w-full">
        <LogOutIcon className="size-4" />
        {t('security.signOutAll')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('security.confirmTitle')}
        description={t('security.confirmDescription')}
        confirmLabel={t('security.confirm')}
        pendingLabel={t('security.pending')}
        onConfirm={async () => {
          await signOutEverywhere();
          navigate(paths.login, { replace: true });
        }}
      />
    </SettingsCard>
  );
}
