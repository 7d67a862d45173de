import { useTranslation } from 'react-i18next';
import { LogoMark } from '../../components/ui/logo';
import { Sheet } from '../../components/ui/sheet';
import type { Category, Stats } from '../../lib/models';
import { DESKTOP_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { LibrarySidebar } from '../../features/library/components/library-sidebar';
import { useSidebarFollowsWidth } from '../../features/library/hooks/use-view-rules';
import { useSidebarStore } from '../../features/library/stores/sidebar';

interface LibrarySidebarFrameProps {
  stats: Stats | null | undefined;
  categories: Category[];
  categoriesLoading: boolean;
  onManageCategories: (tab: 'create' | 'list') => void;
}

/** The library's sidebar: docked from 1024 px, a slide-over below that closes once used. */
export function LibrarySidebarFrame({ stats, categories, categoriesLoading, onManageCategories }: LibrarySidebarFrameProps) {
  const { t } = useTranslation('library');
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const open = useSidebarStore((s) => s.open);
  const setOpen = useSidebarStore((s) => s.setOpen);
  useSidebarFollowsWidth(isDesktop, setOpen);

  const closeOnNarrow = () => {
    if (!isDesktop) setOpen(false);
  };
  const sidebar = (
    <LibrarySidebar
      stats={stats}
      categories={categories}
      categoriesLoading={categoriesLoading}
      onNavigate={closeOnNarrow}
      onAddCategory={() => {
        closeOnNarrow();
        onManageCategories('create');
      }}
      onManageCategories={() => {
        closeOnNarrow();
        onManageCategories('list');
      }}
    />
  );

  if (isDesktop) {
    return open ? (
      <aside className="sticky top-16 h-[calc(100dvh-4rem)] w-72 shrink-0 overflow-y-auto border-r border-zinc-200 bg-white/70 dark:border-zinc-800 dark:bg-zinc-900/40">
        {sidebar}
      </aside>
    ) : null;
  }
  return (
    <Sheet
      open={open}
      onOpenChange={setOpen}
      side="left"
      title={t('title')}
      hideTitle
      header={
        <span className="flex items-center gap-2 text-lg font-semibold tracking-tight text-zinc-900 dark:text-zinc-100">
          <LogoMark /> Vidshelf
        </span>
      }
    >
      {sidebar}
    </Sheet>
  );
}
