import { Button } from '../../components/ui/button';
import { MoonIcon, SunIcon } from '../../components/ui/icons';
import { useThemeStore } from '../../stores/theme';
import { useTranslation } from 'react-i18next';

export function ThemeToggle() {
  const theme = useThemeStore((state) => state.theme);
  const toggleTheme = useThemeStore((state) => state.toggleTheme);
  const dark = theme === 'dark';
  const { t } = useTranslation();
  const label = dark ? t('header.lightTheme') : t('header.darkTheme');
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={toggleTheme}
      aria-label={label}
      title={label}
    >
      {dark ? <SunIcon className="size-5" /> : <MoonIcon className="size-5" />}
    </Button>
  );
}
