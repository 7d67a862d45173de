import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { Avatar } from '../../components/ui/avatar';
import { DownloadIcon, GlobeIcon, LayersIcon, LogOutIcon, SettingsIcon, ShieldIcon, UserIcon } from '../../components/ui/icons';
import { Menu } from '../../components/ui/menu';
import type { CurrentUser } from '../../lib/auth';
import { initialsOf } from '../../lib/format';
import { paths } from '../../config/paths';
import { currentLanguage, setLanguage } from '../../i18n';
import { useTranslation } from 'react-i18next';

function displayName(user: CurrentUser): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email || '';
}

export function UserMenu({ user }: { user: CurrentUser }) {
  const navigate = useNavigate();
  const name = displayName(user);
  const signOutForm = useRef<HTMLFormElement>(null);
  const { t, i18n } = useTranslation();
  // One item switches to the other language, named in itself (the Settings page has the full switch).
  const otherLanguage = currentLanguage(i18n.resolvedLanguage) === 'ko' ? 'en' : 'ko';

  const onSelect = ({ value }: { value: string }) => {
    switch (value) {
      case 'profile':
        return navigate(paths.profile);
      case 'settings':
        return navigate(paths.settings);
      case 'import-export':
        return navigate(paths.settingsData);
      case 'admin':
        return navigate(paths.admin);
      case 'extension':
        return navigate(paths.extension);
      case 'language':
        return void setLanguage(otherLanguage);
      case 'sign-out':
        // A real form POST: a full navigation that carries Origin (the server's CSRF check); the
        // server revokes the session, clears the cookie and redirects to /.
        return signOutForm.current?.submit();
    }
  };

  return (
    <>
      <form ref={signOutForm} method="post" action={paths.logout} hidden />
      <Menu
        label={t('header.userMenu')}
        triggerClassName="cursor-pointer rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
        trigger={<Avatar src={user.profileImageUrl} name={name} fallback={initialsOf(user)} className="size-9" />}
        placement="bottom-end"
        gutter={8}
        onSelect={onSelect}
      >
        {({ MenuItem, MenuSeparator }) => (
          <>
            <div className="flex items-center gap-3 px-2.5 py-2">
              <Avatar src={user.profileImageUrl} name={name} fallback={initialsOf(user)} className="size-9" />
              <div className="min-w-0">
                {name ? <p className="truncate font-medium text-zinc-900 dark:text-zinc-100">{name}</p> : null}
                {user.email && user.email !== name ? (
                  <p className="truncate text-xs text-zinc-500 dark:text-zinc-400">{user.email}</p>
                ) : null}
              </div>
            </div>
            <MenuSeparator />
            <MenuItem value="profile">
              <UserIcon className="size-4" /> {t('header.profile')}
            </MenuItem>
            <MenuItem value="settings">
              <SettingsIcon className="size-4" /> {t('header.settings')}
            </MenuItem>
            <MenuItem value="import-export">
              <LayersIcon className="size-4" /> {t('header.importExport')}
            </MenuItem>
            {user.isAdmin ? (
              <MenuItem value="admin">
                <ShieldIcon className="size-4" /> {t('header.admin')}
              </MenuItem>
            ) : null}
            <MenuItem value="extension">
              <DownloadIcon className="size-4" /> {t('header.installExtension')}
            </MenuItem>
            <MenuItem value="language">
              <GlobeIcon className="size-4" /> <span lang={otherLanguage}>{otherLanguage === 'ko' ? '한국어' : 'English'}</span>
            </MenuItem>
            <MenuSeparator />
            <MenuItem value="sign-out">
              <LogOutIcon className="size-4" /> {t('header.signOut')}
            </MenuItem>
          </>
        )}
      </Menu>
    </>
  );
}
