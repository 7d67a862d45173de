import { Button } from '../../components/ui/button';
import { PanelLeftIcon } from '../../components/ui/icons';
import { useSidebarStore } from '../../features/library/stores/sidebar';
import { useTranslation } from 'react-i18next';

/** Opens and closes the bookmarks sidebar (docked from 1024 px, a slide-over below). */
export function SidebarToggle() {
  const open = useSidebarStore((state) => state.open);
  const toggle = useSidebarStore((state) => state.toggle);
  const { t } = useTranslation();
  return (
    <Button variant="ghost" size="icon" onClick={toggle} aria-label={t('header.toggleSidebar')} aria-expanded={open}>
      <PanelLeftIcon className="size-5" />
    </Button>
  );
}
