import { Button } from '../../components/ui/button';
import { PanelLeftIcon } from '../../components/ui/icons';
import { useSidebarStore } from '../../stores/sidebar';

/** Opens and closes the bookmarks sidebar; the sidebar itself arrives with the home screen. */
export function SidebarToggle() {
  const open = useSidebarStore((state) => state.open);
  const toggle = useSidebarStore((state) => state.toggle);
  return (
    <Button variant="ghost" size="icon" onClick={toggle} aria-label="Toggle sidebar" aria-expanded={open}>
      <PanelLeftIcon className="size-5" />
    </Button>
  );
}
